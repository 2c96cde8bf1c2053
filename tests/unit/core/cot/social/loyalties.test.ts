import { describe, expect, it } from 'vitest';
import { characterProblems } from '../../../../../core/cot/characters/validate.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import {
  alterLoyalties,
  alteredLoyalty,
  changeOwnLoyalty,
  changeProblem,
  ownLeanOnto,
} from '../../../../../core/cot/social/index.ts';
import { applySession } from '../../../../../core/cot/time/session/apply.ts';
import { noSession } from '../../../../../core/cot/time/session/types.ts';
import type { SessionLimits } from '../../../../../core/cot/time/session/types.ts';
import { deepFreeze, id, loyalty, sheet } from './support.ts';

const sessionOne: SessionLimits = applySession(noSession, { type: 'time/session-opened', session: 1 });

describe('COT-SOC-1 Loyalties', () => {
  it('TV-COT-SOC-1-a: five Loyalties are refused; four with two Primes are refused', () => {
    const five = sheet('Ruth', {
      kind: 'crew',
      loyalties: [
        loyalty('Devoted', 'Crew', true),
        loyalty('Hatred', 'Germans'),
        loyalty('Desire', 'Knowledge'),
        loyalty('Fear', 'Police'),
        loyalty('Desire', 'Ruth the Flapper'),
      ],
    });
    expect(characterProblems(five, defaultSettings).map((p) => p.message)).toContain(
      'A character has at most 4 Loyalties (got 5)',
    );
    const twoPrimes = {
      ...five,
      loyalties: [loyalty('Devoted', 'Crew', true), loyalty('Hatred', 'Germans', true)],
    };
    expect(characterProblems(twoPrimes, defaultSettings).map((p) => p.message)).toContain(
      'Exactly one Loyalty must be the Prime (got 2)',
    );
  });
});

describe('COT-SOC-2 altering a Loyalty', () => {
  const clerk = deepFreeze([loyalty('Devoted', 'Job', true), loyalty('Fear', 'Loan shark')]);

  it('TV-COT-SOC-2-a: swapping Fear: Loan shark with the Prime makes it the Prime and Devoted: Job ordinary', () => {
    expect(
      alterLoyalties(clerk, { kind: 'swap', loyalty: { relation: 'Fear', subject: 'Loan shark' } }),
    ).toEqual([loyalty('Devoted', 'Job', false), loyalty('Fear', 'Loan shark', true)]);
  });

  it('replaces an ordinary Loyalty in place, the new one ordinary, whatever case the agenda wrote it in', () => {
    const change = {
      kind: 'replace',
      loyalty: { relation: 'fear', subject: 'LOAN SHARK' },
      with: { relation: 'Desire', subject: 'Money' },
    } as const;
    expect(alterLoyalties(clerk, change)).toEqual([
      loyalty('Devoted', 'Job', true),
      loyalty('Desire', 'Money'),
    ]);
  });

  it('TV-COT-SOC-2-c: replacing the Prime is refused: it can only be swapped (COT-D-89)', () => {
    const change = {
      kind: 'replace',
      loyalty: { relation: 'Devoted', subject: 'Job' },
      with: { relation: 'Desire', subject: 'Money' },
    } as const;
    expect(changeProblem(clerk, change, 'Dolan')).toMatchObject({
      code: 'social/prime-replaced',
      message: expect.stringMatching(/only be swapped/),
    });
    expect(() => alterLoyalties(clerk, change)).toThrow(RangeError);
  });

  it('refuses swapping the Prime with itself, a Loyalty not held, and a replacement already held', () => {
    const prime = { kind: 'swap', loyalty: { relation: 'Devoted', subject: 'Job' } } as const;
    expect(changeProblem(clerk, prime, 'Dolan')?.code).toBe('social/prime-swapped-with-itself');
    const missing = { kind: 'swap', loyalty: { relation: 'Hatred', subject: 'Germans' } } as const;
    expect(changeProblem(clerk, missing, 'Dolan')?.code).toBe('social/no-such-loyalty');
    const repeat = {
      kind: 'replace',
      loyalty: { relation: 'Fear', subject: 'Loan shark' },
      with: { relation: 'Devoted', subject: 'job' },
    } as const;
    expect(changeProblem(clerk, repeat, 'Dolan')?.code).toBe('social/loyalty-repeated');
  });

  it("COT-SOC-2: refuses replacing a Loyalty with the same words, which would spend the call's one alteration on nothing", () => {
    const same = {
      kind: 'replace',
      loyalty: { relation: 'Fear', subject: 'Loan shark' },
      with: { relation: 'fear', subject: ' loan shark ' },
    } as const;
    expect(changeProblem(clerk, same, 'Dolan')).toMatchObject({
      code: 'social/loyalty-unchanged',
      message:
        'Replacing Fear: Loan shark with Fear: Loan shark alters nothing: name a different Loyalty (COT-SOC-2)',
    });
  });

  it('names the Loyalty a change is trying to alter: the replaced one, or the Prime a swap displaces (SOC-D-4)', () => {
    const swap = { kind: 'swap', loyalty: { relation: 'Fear', subject: 'Loan shark' } } as const;
    expect(alteredLoyalty(clerk, swap)).toEqual({ relation: 'Devoted', subject: 'Job' });
    const replace = { ...swap, kind: 'replace', with: { relation: 'Desire', subject: 'Money' } } as const;
    expect(alteredLoyalty(clerk, replace)).toEqual({ relation: 'Fear', subject: 'Loan shark' });
  });
});

describe('COT-SOC-3 changing your own Loyalties at the start of a session', () => {
  const ruth = deepFreeze(
    sheet('Ruth', {
      kind: 'crew',
      loyalties: [loyalty('Devoted', 'Crew', true), loyalty('Desire', 'Money')],
    }),
  );
  const swap = { kind: 'swap', loyalty: { relation: 'Desire', subject: 'Money' } } as const;

  it('TV-COT-SOC-3-a: swapping Desire: Money with the Prime is allowed once a session; a second change is refused', () => {
    const first = changeOwnLoyalty(ruth, swap, sessionOne, true);
    if ('ok' in first) throw new Error(first.message);
    expect(first.loyalties).toEqual([loyalty('Devoted', 'Crew', false), loyalty('Desire', 'Money', true)]);
    expect(first.effect).toEqual({ kind: 'loyalties', character: 'ruth', loyalties: first.loyalties });
    const after = first.sessionEvents.reduce(applySession, sessionOne);
    const changed = { ...ruth, loyalties: first.loyalties };
    const back = { kind: 'swap', loyalty: { relation: 'Devoted', subject: 'Crew' } } as const;
    expect(changeOwnLoyalty(changed, back, after, true)).toMatchObject({
      ok: false,
      code: 'social/own-change-used',
      message: 'Ruth has already changed one of their own Loyalties in session 1 (COT-TIME-7)',
    });
    // TV-COT-TIME-7-a: the next session allows it again
    const next = applySession(after, { type: 'time/session-opened', session: 2 });
    expect(changeOwnLoyalty(changed, back, next, true)).not.toHaveProperty('ok');
  });

  it('TV-COT-SOC-3-b: replacing the Prime Devoted: Crew with Desire: Money is refused (COT-D-89)', () => {
    const change = {
      kind: 'replace',
      loyalty: { relation: 'Devoted', subject: 'Crew' },
      with: { relation: 'Desire', subject: 'Money' },
    } as const;
    expect(changeOwnLoyalty(ruth, change, sessionOne, true)).toMatchObject({ code: 'social/prime-replaced' });
  });

  it('refuses a change once the session is under way, and before any session is open', () => {
    expect(changeOwnLoyalty(ruth, swap, sessionOne, false)).toMatchObject({
      code: 'social/not-session-start',
    });
    expect(changeOwnLoyalty(ruth, swap, noSession, true)).toMatchObject({ code: 'time/no-session' });
  });
});

describe('COT-SOC-4 Lean Onto outside a Social Call', () => {
  const gunman = sheet('Ruth', {
    kind: 'crew',
    loyalties: [loyalty('Devoted', 'Crew', true), loyalty('Hatred', 'Police')],
  });
  const names = (who: string) => (who === 'dolan' ? 'Dolan' : who === 'ruth' ? 'Ruth' : who);
  const own = (relation: string, subject: string, relevant = true) => ({
    of: gunman.id,
    relation,
    subject,
    relevant,
  });

  it('TV-COT-SOC-4-a: own Hatred: Police in a shootout with police gives +1k0, named with the Loyalty and whose it is', () => {
    expect(ownLeanOnto(gunman, own('Hatred', 'Police'), 1, names)).toEqual({
      rolled: 1,
      kept: 0,
      source: 'Lean Onto own Hatred: Police',
    });
  });

  it('TV-COT-SOC-4-b: own Devoted: Crew is refused until the GM rules it relevant (a crew member Wounded)', () => {
    expect(ownLeanOnto(gunman, own('Devoted', 'Crew', false), 1, names)).toMatchObject({
      ok: false,
      code: 'social/not-relevant',
      message:
        'Ruth may lean onto Devoted: Crew only when the GM rules it of immediate relevance to this roll (COT-SOC-4)',
    });
    expect(ownLeanOnto(gunman, own('Devoted', 'Crew'), 1, names)).toMatchObject({ rolled: 1, kept: 0 });
  });

  it("refuses another's Loyalty: that is only for Social Calls (COT-SOC-4)", () => {
    const lean = { of: id('dolan'), relation: 'Fear', subject: 'Loan shark', relevant: true };
    expect(ownLeanOnto(gunman, lean, 1, names)).toMatchObject({
      ok: false,
      code: 'social/lean-onto-outside-call',
      message:
        "Ruth can lean onto Dolan's Fear: Loan shark only in a Social Call; any other roll leans onto the roller's own Loyalties (COT-SOC-4)",
    });
  });

  it('is refused for a Loyalty not held, and at a table with lean_onto_per_roll = 0 (COT-D-70)', () => {
    expect(ownLeanOnto(gunman, own('Fear', 'Dogs'), 1, names)).toMatchObject({
      code: 'social/no-such-loyalty',
    });
    expect(ownLeanOnto(gunman, own('Hatred', 'Police'), 0, names)).toMatchObject({
      code: 'social/lean-onto-off',
    });
  });
});
