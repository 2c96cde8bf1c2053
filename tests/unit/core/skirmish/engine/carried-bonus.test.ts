import { describe, expect, it } from 'vitest';
import { decideSkirmish, judgeCommand } from '../../../../../core/skirmish/index.ts';
import type { CotRecord, SkirmishCommand, SkirmishEvent } from '../../../../../core/skirmish/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { edit, expectStoredWell } from '../support/bridge.ts';
import { act, at0, entry, fight, fire, model, refused, run, shoot, shotOf, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/**
 * BRG-D-17: the one-use bonuses a model carries on a bridged table — +1s to one skill check, dice shifts on one shot
 * — spent by the order that names them, shown in its odds, and granted before the dice are rolled.
 */

/** Ruth (skill 5) and Sal (skill 5) on a bridged table against a guard, each with the bonuses given. */
function carrying(ruth: Partial<CotRecord> = {}, sal: Partial<CotRecord> = {}): Fight {
  const cot = (extra: Partial<CotRecord>): CotRecord => ({
    muscleAthletics: { rolled: 4, kept: 3 },
    shifts: 0,
    ...extra,
  });
  const bridged = (id: string, line: string, carried: Partial<CotRecord>) => {
    const e = entry(id, line);
    return { ...e, profile: { ...e.profile, cot: cot(carried) } };
  };
  const f = fight({
    sides: [
      side('crew', 'aggressive', [
        bridged('ruth', 'Ruth (3/5) Pistol', ruth),
        bridged('sal', 'Sal (3/5) SMG', sal),
      ]),
      side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
    ],
    bridge: {},
  });
  run(f, edit('ruth', { stunned: true }));
  return f;
}

const recover = (checks?: number): SkirmishCommand =>
  act('ruth', { kind: 'recover' }, checks === undefined ? {} : { checks });

const grant = (id: string, checks: number, shifts: number): SkirmishCommand => ({
  type: 'skirmish/grant-bonus',
  model: id,
  checks,
  shifts,
});

type Recovered = Extract<SkirmishEvent, { type: 'skirmish/recovered' }>;
const recoveredOf = (events: readonly SkirmishEvent[]) =>
  events.find((e): e is Recovered => e.type === 'skirmish/recovered')!;

describe('carried one-use bonuses (BRG-D-17)', () => {
  it('TV-BRG-D-17-a: a pending Bolster (+1 on a check) -> Recover with skill 5 succeeds on 6', () => {
    const f = carrying({ checks: 1 });
    const odds = judgeCommand(f.state, recover(1), at0);
    expect(odds.ok && odds.odds?.headline.probability).toBeCloseTo(0.6);
    expect(odds.ok && odds.odds?.detail).toBe("d10 ≤ 6 · Ruth's skill +1 carried (BRG-D-17)");
    const check = recoveredOf(run(f, recover(1), 6)).check;
    expect(check).toMatchObject({ roll: 6, effective: 6, passed: true });
    expect(model(f, 'ruth')).toMatchObject({ stunned: false, cot: { checks: 0 } });
    expectStoredWell(f);
    // the same roll without the bonus fails
    const g = carrying({ checks: 1 });
    expect(recoveredOf(run(g, recover(), 6)).check.passed).toBe(false);
    expect(model(g, 'ruth').cot?.checks).toBe(1); // not spent
  });

  it('TV-BRG-D-17-d: Ruth uses both her Bolsters on one Recover (skill 5), roll 7 -> 7 ≤ 5 + 2: success; none left', () => {
    const f = carrying({ checks: 2 });
    expect(recoveredOf(run(f, recover(2), 7)).check).toMatchObject({ effective: 7, passed: true });
    expect(model(f, 'ruth').cot?.checks).toBe(0);
    expect(
      refused(
        f,
        act('ruth', { kind: 'use', use: { what: 'interact', label: 'Door', check: true } }, { checks: 1 }),
      ),
    ).toBe('Ruth carries 0 one-use skill-check bonuses, not 1 (BRG-D-17)');
  });

  it('TV-BRG-D-17-b: a bought +1 shift on one shot -> 3d10 becomes 3d12; the next shot is back to 3d10', () => {
    const f = carrying({}, { shifts: 1 });
    run(f, edit('sal', { aiming: true }));
    const aimed = (shifts?: number) => shoot('sal', 'g1', { aimed: true, ...(shifts ? { shifts } : {}) });
    const odds = judgeCommand(f.state, aimed(1), at0);
    expect(odds.ok && odds.odds?.detail).toMatch(/^3d12 vs/);
    const shot = shotOf(fire(f, aimed(1), 1, 1, 1));
    expect(shot.die).toEqual({ die: 12, bonus: 0 });
    expect(shot.shifts).toContainEqual({ source: 'carried bonus (BRG-D-17)', amount: 1 });
    expect(model(f, 'sal').cot?.shifts).toBe(0);
    expect(refused(f, aimed(1))).toBe('Sal carries 0 one-use shifts, not 1 (BRG-D-17)');
    expectStoredWell(f);
  });

  it('a check bonus goes only on an action that rolls a check, and never more than carried; nothing changes', () => {
    const f = carrying({ checks: 1 }, { shifts: 1 });
    const before = f.state;
    expect(refused(f, act('sal', { kind: 'move', distance: 2 }, { checks: 1 }))).toBe(
      "Sal's move rolls no skill check: carried skill-check bonuses go on an action that rolls one (BRG-D-17)",
    );
    expect(refused(f, recover(2))).toBe('Ruth carries 1 one-use skill-check bonus, not 2 (BRG-D-17)');
    expect(refused(f, shoot('ruth', 'g1', { shifts: 1 }))).toBe(
      'Ruth carries 0 one-use shifts, not 1 (BRG-D-17)',
    );
    expect(f.state).toBe(before);
  });

  it('a throw spends its carried +1s on its landing check, and its odds count them', () => {
    const f = carrying({}, {});
    run(f, grant('sal', 3, 0));
    run(f, edit('sal', { grenades: { frag: 1 }, aiming: true }));
    const order = {
      kind: 'throw',
      throw: {
        item: 'frag',
        distance: 4,
        lob: false,
        chokePoints: 0,
        obstacles: 0,
        inAimZone: true,
        blastReach: [],
      },
    } as const;
    const plain = judgeCommand(f.state, act('sal', order), at0);
    const helped = judgeCommand(f.state, act('sal', order, { checks: 3 }), at0);
    expect(plain.ok && helped.ok).toBe(true);
    const p = (v: typeof plain) => (v.ok ? v.odds!.headline.probability : NaN);
    expect(p(helped)).toBeGreaterThan(p(plain));
    expect(p(helped)).toBeCloseTo(0.8); // skill 5 + 3 (HST-GREN-3)
    const decision = decideSkirmish(f.state, act('sal', order, { checks: 3 }), fixedDice(8), at0);
    expect(decision.ok).toBe(true);
    expect(refused(f, act('sal', order, { checks: 4 }))).toBe(
      'Sal carries 3 one-use skill-check bonuses, not 4 (BRG-D-17)',
    );
  });
});

describe('granting bonuses during the fight (BRG-D-17)', () => {
  it('a grant adds to what the model carries, one log event', () => {
    const f = carrying({ checks: 1 }, { shifts: 0 });
    const events = run(f, grant('sal', 0, 1));
    expect(events).toEqual([{ type: 'skirmish/bonus-granted', model: 'sal', checks: 0, shifts: 1 }]);
    run(f, grant('ruth', 2, 0));
    expect(model(f, 'ruth').cot).toMatchObject({ checks: 3, shifts: 0 });
    expect(model(f, 'sal').cot).toMatchObject({ shifts: 1 });
    expectStoredWell(f);
  });

  it('TV-BRG-D-17-e: a bonus bought after the dice are rolled -> rejected, nothing changes', () => {
    const f = carrying({}, { shifts: 0 });
    // a paused roll: Sal's shot rolled with review, its dice waiting on the table
    run(f, shoot('sal', 'g1'));
    run(f, { type: 'skirmish/resolve', review: true }, 2, 2, 2);
    expect(f.state.window?.resolution?.rolled).not.toBeNull();
    const before = f.state;
    expect(refused(f, grant('sal', 0, 1))).toBe(
      "The dice of Sal's action are already rolled: a bonus is bought before the dice are rolled (BRG-D-17, COT-FORE-3)",
    );
    expect(refused(f, grant('ruth', 1, 0))).toMatch(/already rolled/);
    expect(f.state).toBe(before);
  });

  it('refuses a grant for its own declared action, a model without a bridged sheet, nothing, or too many', () => {
    const f = carrying({ checks: 9 });
    const before = f.state;
    expect(refused(f, grant('g1', 1, 0))).toBe(
      "G1 came to the table without a bridged sheet: only the bridge's models carry one-use bonuses (BRG-D-17)",
    );
    expect(refused(f, grant('sal', 0, 0))).toBe(
      'Grant at least one skill-check bonus or one shift (BRG-D-17)',
    );
    expect(refused(f, grant('ruth', 1, 0))).toBe(
      'Ruth may carry at most 9 skill-check bonuses and 9 shifts (BRG-D-17)',
    );
    expect(refused(f, grant('nobody', 1, 0))).toBe('nobody is not on the table');
    expect(f.state).toBe(before);
  });
});

describe('Lean Onto on the bridged table (BRG-D-17, COT-SOC-4)', () => {
  it('+1 on one skill check, once, spending nothing; with a carried +1 both count (skill 5, roll 7 passes)', () => {
    const f = carrying({ checks: 1 });
    const leaning = act('ruth', { kind: 'recover' }, { lean: true, checks: 1 });
    const odds = judgeCommand(f.state, leaning, at0);
    expect(odds.ok && odds.odds?.detail).toBe("d10 ≤ 7 · Ruth's skill +1 carried +1 Lean Onto (BRG-D-17)");
    const check = recoveredOf(run(f, leaning, 7)).check;
    expect(check).toMatchObject({ roll: 7, effective: 7, passed: true });
    expect(model(f, 'ruth').cot?.checks).toBe(0); // the carried one spent; Lean Onto spends nothing
    expectStoredWell(f);
  });

  it('refused on an action without a check, and for a model without a bridged sheet; nothing changes', () => {
    const f = carrying();
    const before = f.state;
    expect(refused(f, act('sal', { kind: 'move', distance: 1 }, { lean: true }))).toBe(
      "Sal's move rolls no skill check: Lean Onto goes on an action that rolls one (BRG-D-17, COT-SOC-4)",
    );
    expect(f.state).toBe(before);
    const g = fight({
      sides: [
        side('crew', 'aggressive', [entry('x', 'X (3/5) Pistol')]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
      ],
    });
    run(g, edit('x', { stunned: true }));
    expect(refused(g, act('x', { kind: 'recover' }, { lean: true }))).toBe(
      'X has no Loyalties on this table: only a bridged character leans onto one (BRG-D-17, COT-SOC-4)',
    );
  });
});
