import { describe, expect, it } from 'vitest';
import { emotionOf, socialActions, socialEffects } from '../../../../../core/cot/social/index.ts';
import type { SocialCommand, SocialState } from '../../../../../core/cot/social/index.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { docks, docksWithAgenda, id, loyalty, refuse, run } from './support.ts';
import type { TestSettings } from './support.ts';

type Skill = 'intimidate' | 'con' | 'impress' | 'manipulate' | 'convince';
const buildUp = (actor: string, skill: Skill, target = 'dolan') =>
  ({ type: 'social/build-up', actor: id(actor), target: id(target), skill }) as const;
const followThrough = (actor: string, skill: Skill, target = 'dolan') =>
  ({ type: 'social/follow-through', actor: id(actor), target: id(target), skill }) as const;

/** Dolan (3k2) rolls 11; Ruth's Impress (5k3) 13: Dolan turns Devoted, set by Ruth as "delivery girl". */
function devoted(settings = {}) {
  const { ctx, state } = docksWithAgenda(settings);
  return { ctx, state: run(ctx, state, buildUp('ruth', 'impress'), 6, 5, 1, 6, 4, 3, 2, 1).state };
}

/** Ruth's Manipulate fails, 9 against 11: Dolan turns Suspicious, set by her. */
function suspicious(settings = {}) {
  const { ctx, state } = docksWithAgenda(settings);
  return { ctx, state: run(ctx, state, buildUp('ruth', 'manipulate'), 6, 5, 1, 4, 3, 2, 1, 1).state };
}

describe('COT-SOC-9 the agenda', () => {
  it('TV-COT-SOC-9-a: pushing an agenda on someone not yet known as the target is refused', () => {
    const { ctx, state } = docks();
    const agenda = {
      type: 'social/set-agenda',
      actor: id('ruth'),
      target: id('dolan'),
      text: 'lend us the car',
    } as const;
    expect(refuse(ctx, state, agenda)).toMatchObject({
      code: 'social/target-unknown',
      message: 'Ruth does not know Dolan is the target: Read Room first, or the GM reveals it (COT-SOC-9)',
    });
    expect(refuse(ctx, state, buildUp('ruth', 'impress')).code).toBe('social/target-unknown');
  });

  it('TV-COT-SOC-9-b (the GM judges gain versus means): the words are stored as entered; an empty agenda is refused', () => {
    const { ctx, state } = docksWithAgenda();
    const agenda = {
      type: 'social/set-agenda',
      actor: id('bram'),
      target: id('dolan'),
      text: '  get the clerk to leave the back door open ',
    } as const;
    const after = run(ctx, state, agenda).state;
    expect(after.agendas).toEqual([
      expect.objectContaining({
        side: 'crew',
        setBy: 'bram',
        text: 'get the clerk to leave the back door open',
      }),
    ]);
    expect(refuse(ctx, state, { ...agenda, text: '   ' }).code).toBe('social/empty-agenda');
  });

  it('needs an agenda before a Build Up, and a new one after the last was achieved', () => {
    const { ctx } = docks();
    const state = run(ctx, docks().state, {
      type: 'social/reveal-target',
      target: id('dolan'),
      learner: id('ruth'),
    }).state;
    expect(refuse(ctx, state, buildUp('ruth', 'impress')).code).toBe('social/no-agenda');
  });
});

describe('COT-SOC-10 Build Up', () => {
  it('TV-COT-SOC-10-a: Impress, target 11, aggressor 13 -> Devoted, Ruth the setter', () => {
    const { state } = devoted();
    expect(emotionOf(state, id('dolan'))).toEqual({
      target: 'dolan',
      state: 'devoted',
      setter: { character: 'ruth', identity: 'delivery girl' },
    });
  });

  it('TV-COT-SOC-10-b: Con, target 11, aggressor 9 -> Wise', () => {
    const { ctx, state } = docksWithAgenda();
    const { event } = run(ctx, state, buildUp('ruth', 'con'), 6, 5, 1, 4, 3, 2, 1, 1);
    expect(event).toMatchObject({ type: 'social/built-up', success: false, state: 'wise' });
  });

  it('TV-COT-SOC-14-a: the fence Builds Up Impress on Ruth; Ruth, defending, rolls It + Size Up first', () => {
    const { ctx, state } = docks();
    const known = run(ctx, state, {
      type: 'social/reveal-target',
      target: id('ruth'),
      learner: id('vic'),
    }).state;
    const agenda = run(ctx, known, {
      type: 'social/set-agenda',
      actor: id('vic'),
      target: id('ruth'),
      text: 'sell the diamonds to him alone',
    }).state;
    // Ruth (4k3) first: 5, 4, 2, 1 -> 11; then Vic (It 3 + Impress 2 = 5k3): 6, 5, 2, 1, 1 -> 13
    const { event, state: after } = run(
      ctx,
      agenda,
      buildUp('vic', 'impress', 'ruth'),
      5,
      4,
      2,
      1,
      6,
      5,
      2,
      1,
      1,
    );
    expect(event).toMatchObject({
      defence: { roller: 'ruth', roll: { total: 11 } },
      roll: { roller: 'vic', roll: { total: 13 } },
      state: 'devoted',
    });
    expect(emotionOf(after, id('ruth'))?.setter).toEqual({ character: 'vic', identity: 'Vic' });
  });

  it('COT-D-4: a catastrophe turns the state negative and shows the target her presented identity', () => {
    const { ctx, state } = docksWithAgenda();
    const { event } = run(ctx, state, buildUp('ruth', 'impress'), 2, 1, 1, 1, 1, 1, 1, 1);
    expect(event).toMatchObject({ success: false, state: 'envious', targetLearnsIdentity: true });
    const quiet = docksWithAgenda({ catastropheEffects: { social: 'narrative_only' } } as never);
    expect(
      run(quiet.ctx, quiet.state, buildUp('ruth', 'impress'), 2, 1, 1, 1, 1, 1, 1, 1).event,
    ).toMatchObject({
      state: 'envious',
      targetLearnsIdentity: false,
    });
  });
});

describe('COT-SOC-11 locked states', () => {
  it("TV-COT-SOC-11-a: Ruth set Suspicious and cannot Build Up again; Bram's Convince success makes Dolan Engaged", () => {
    const { ctx, state } = suspicious();
    expect(refuse(ctx, state, buildUp('ruth', 'convince'))).toMatchObject({
      code: 'social/setter-locked',
      message:
        'Ruth built the Suspicious state on Dolan: Ruth cannot Build Up on Dolan again until presenting another identity (COT-SOC-11)',
    });
    // Dolan 3, 2, 1 -> 5; Bram (It 2 + Convince 1 = 3k2) 6, 6, 1 -> 12
    const after = run(ctx, state, buildUp('bram', 'convince'), 3, 2, 1, 6, 6, 1).state;
    expect(emotionOf(after, id('dolan'))).toMatchObject({ state: 'engaged', setter: { character: 'bram' } });
  });

  it('a positive state is locked against its own setter too: only another identity overwrites it', () => {
    const { ctx, state } = devoted();
    expect(refuse(ctx, state, buildUp('ruth', 'convince')).message).toBe(
      'Ruth built the Devoted state on Dolan: only another presented identity can overwrite it (COT-SOC-11)',
    );
  });

  it('TV-COT-SOC-11-b: Ruth set Suspicious, then disguises: she may Build Up again, or Follow Through on it', () => {
    const { ctx, state } = suspicious();
    const disguised = run(ctx, state, {
      type: 'social/present-identity',
      character: id('ruth'),
      identity: 'Countess',
    }).state;
    expect(run(ctx, disguised, buildUp('ruth', 'convince'), 3, 2, 1, 6, 4, 3, 2, 1).event).toMatchObject({
      identity: 'Countess',
      state: 'engaged',
    });
    expect(
      run(ctx, disguised, followThrough('ruth', 'manipulate'), 3, 2, 1, 6, 4, 3, 2, 1).event,
    ).toMatchObject({
      success: true,
    });
    expect(
      socialEffects({
        type: 'social/identity-presented',
        character: id('ruth'),
        previous: 'x',
        identity: 'Countess',
      }),
    ).toEqual([{ kind: 'presented-identity', character: 'ruth', identity: 'Countess' }]);
  });
});

describe('COT-SOC-12 Follow Through', () => {
  it('TV-COT-SOC-12-a: Devoted; Manipulate 14 against 12 achieves the agenda and clears the state', () => {
    const { ctx, state } = devoted();
    const { event, state: after } = run(
      ctx,
      state,
      followThrough('ruth', 'manipulate'),
      6,
      6,
      1,
      6,
      5,
      3,
      1,
      1,
    );
    expect(event).toMatchObject({
      success: true,
      state: null,
      agenda: 'leave the back door open',
      change: null,
    });
    expect(emotionOf(after, id('dolan'))).toBeUndefined();
    expect(after.agendas[0]).toMatchObject({ achieved: true });
    expect(refuse(ctx, after, followThrough('bram', 'manipulate')).message).toMatch(
      /^The last agenda was achieved: set a new one before Bram can Follow Through on Dolan/,
    );
    const next = run(ctx, after, {
      type: 'social/set-agenda',
      actor: id('bram'),
      target: id('dolan'),
      text: 'lend us the van',
    });
    expect(refuse(ctx, next.state, followThrough('bram', 'manipulate')).code).toBe('social/no-state');
  });

  it('TV-COT-SOC-12-b: Devoted; Intimidate 10 against 12 turns Dolan Angry, Ruth its setter', () => {
    const { ctx, state } = devoted();
    // Ruth's Intimidate: Muscle 2 + Intimidate 2 = 4k2: 6, 4, 1, 1 -> 10
    const after = run(ctx, state, followThrough('ruth', 'intimidate'), 6, 6, 1, 6, 4, 1, 1).state;
    expect(emotionOf(after, id('dolan'))).toEqual({
      target: 'dolan',
      state: 'angry',
      setter: { character: 'ruth', identity: 'delivery girl' },
    });
    expect(refuse(ctx, after, followThrough('ruth', 'convince')).message).toBe(
      'Ruth built the Angry state on Dolan: Ruth cannot Follow Through until presenting another identity (COT-SOC-11)',
    );
  });

  it("TV-COT-SOC-12-c: Wise by Ruth's failed Con; Ruth is refused, Bram rolls normally", () => {
    const { ctx, state } = docksWithAgenda();
    const wise = run(ctx, state, buildUp('ruth', 'con'), 6, 5, 1, 4, 3, 2, 1, 1).state;
    expect(refuse(ctx, wise, followThrough('ruth', 'manipulate')).code).toBe('social/setter-locked');
    // Bram (It 2 + Manipulate 2 = 4k2): 6, 6, 2, 1 -> 12 against 3, 2, 1 -> 5
    expect(run(ctx, wise, followThrough('bram', 'manipulate'), 3, 2, 1, 6, 6, 2, 1).event).toMatchObject({
      success: true,
    });
  });

  it('TV-COT-SOC-12-d: a Follow Through with Con is refused', () => {
    const { ctx, state } = devoted();
    expect(refuse(ctx, state, followThrough('ruth', 'con'))).toMatchObject({
      code: 'social/con-follow-through',
      message: 'Con cannot Follow Through: use Intimidate, Impress, Manipulate or Convince (COT-SOC-12)',
    });
  });

  it('COT-D-75 negative_state_follow_through = nobody: no one may Follow Through on a negative state', () => {
    const { ctx, state } = suspicious({ negativeStateFollowThrough: 'nobody' });
    expect(refuse(ctx, state, followThrough('bram', 'manipulate'))).toMatchObject({
      code: 'social/negative-state',
      message: expect.stringMatching(/^Dolan is Suspicious, a negative state: at this table nobody/),
    });
  });

  it('COT-D-77 state_after_success = keep: the state stays for the next agenda', () => {
    const { ctx, state } = devoted({ stateAfterSuccess: 'keep' });
    const { state: after } = run(ctx, state, followThrough('ruth', 'manipulate'), 6, 6, 1, 6, 5, 3, 1, 1);
    expect(emotionOf(after, id('dolan'))).toMatchObject({ state: 'devoted', setter: { character: 'ruth' } });
  });

  it('COT-D-76 follow_through_defence = passive_score: Dolan does not roll; Ruth needs 7 (3 × It 2 + Size Up 1)', () => {
    const { ctx, state } = devoted({ followThroughDefence: 'passive_score' });
    const { event } = run(ctx, state, followThrough('ruth', 'manipulate'), 4, 2, 1, 1, 1);
    expect(event).toMatchObject({ defence: null, score: 7, success: true, roll: { roll: { total: 7 } } });
  });

  it("TV-COT-TIME-4-a: a Bolster makes Ruth's Follow Through 5k3 a 6k3", () => {
    const { ctx: plain, state } = devoted();
    const ctx: EngineContext = {
      ...plain,
      bolsters: (who) => (who === 'ruth' ? [{ rolled: 1, kept: 0, source: 'Bolster' }] : []),
    };
    const { event } = run(ctx, state, followThrough('ruth', 'manipulate'), 6, 6, 1, 6, 5, 3, 1, 1, 1);
    expect(event).toMatchObject({ roll: { basePool: { rolled: 5, kept: 3 }, pool: { rolled: 6, kept: 3 } } });
  });
});

describe('COT-SOC-2 an agenda that alters a Loyalty', () => {
  const swapFear = { kind: 'swap', loyalty: { relation: 'Fear', subject: 'Loan shark' } } as const;

  function swapAchieved(settings = {}) {
    const { ctx, state } = docksWithAgenda(settings, swapFear);
    const built = run(ctx, state, buildUp('ruth', 'impress'), 6, 5, 1, 6, 4, 3, 2, 1).state;
    return { ctx, ...run(ctx, built, followThrough('ruth', 'manipulate'), 6, 6, 1, 6, 5, 3, 1, 1) };
  }

  it('TV-COT-SOC-2-a: the swap agenda achieved makes Fear: Loan shark the Prime, handed over as a sheet effect', () => {
    const { event, state } = swapAchieved();
    const loyalties = [loyalty('Devoted', 'Job', false), loyalty('Fear', 'Loan shark', true)];
    expect(event).toMatchObject({ success: true, change: swapFear, loyalties });
    expect(socialEffects(event as never)).toEqual([{ kind: 'loyalties', character: 'dolan', loyalties }]);
    expect(state.alterations).toEqual([{ target: 'dolan', by: 'ruth', change: swapFear }]);
  });

  it('TV-COT-SOC-2-b: a second alteration of the same target in the same call is refused', () => {
    const { ctx, state } = swapAchieved();
    const sheets = {
      ...ctx.characters,
      dolan: {
        ...ctx.characters[id('dolan')]!,
        loyalties: [loyalty('Devoted', 'Job'), loyalty('Fear', 'Loan shark', true)],
      },
    };
    const after = { ...ctx, characters: sheets };
    const again: SocialCommand = {
      type: 'social/set-agenda',
      actor: id('bram'),
      target: id('dolan'),
      text: 'love his job again',
      change: { kind: 'swap', loyalty: { relation: 'Devoted', subject: 'Job' } },
    };
    expect(refuse(after, state, again)).toMatchObject({
      code: 'social/alteration-used',
      message: 'Dolan already had a Loyalty altered in this Social Call: only one per call (COT-SOC-2)',
    });
  });

  it('COT-D-69 loyalty_alter_limit = per_aggressor: the same target may be altered again, by someone else', () => {
    const { ctx, state } = swapAchieved({ loyaltyAlterLimit: 'per_aggressor' });
    const sheets = {
      ...ctx.characters,
      dolan: {
        ...ctx.characters[id('dolan')]!,
        loyalties: [loyalty('Devoted', 'Job'), loyalty('Fear', 'Loan shark', true)],
      },
    };
    const after = { ...ctx, characters: sheets };
    const change = { kind: 'swap', loyalty: { relation: 'Devoted', subject: 'Job' } } as const;
    const agenda = (actor: string): SocialCommand => ({
      type: 'social/set-agenda',
      actor: id(actor),
      target: id('dolan'),
      text: 'love the job',
      change,
    });
    expect(refuse(after, state, agenda('ruth')).message).toBe(
      'Ruth already altered a Loyalty in this Social Call: only one per call (COT-D-69)',
    );
    expect(run(after, state, agenda('bram')).event).toMatchObject({ type: 'social/agenda-set', change });
  });

  it('TV-COT-SOC-2-c: an agenda replacing the Prime is refused', () => {
    const { ctx, state } = docksWithAgenda();
    const agenda: SocialCommand = {
      type: 'social/set-agenda',
      actor: id('ruth'),
      target: id('dolan'),
      text: 'take the money',
      change: {
        kind: 'replace',
        loyalty: { relation: 'Devoted', subject: 'Job' },
        with: { relation: 'Desire', subject: 'Money' },
      },
    };
    expect(refuse(ctx, state, agenda).code).toBe('social/prime-replaced');
  });

  it('TV-COT-SOC-4-c: altering Devoted: Job, Lean Onto it is refused; onto the known Fear: Loan shark it is +1k0', () => {
    const { ctx, state } = docksWithAgenda({}, swapFear);
    const read = (s: SocialState, question: { kind: 'prime' } | { kind: 'subject'; subject: string }) =>
      run(
        ctx,
        s,
        { type: 'social/read-room', actor: id('ruth'), target: id('dolan'), question },
        5,
        5,
        1,
        6,
        4,
        2,
        1,
      ).state;
    const known = read(read(state, { kind: 'prime' }), { kind: 'subject', subject: 'Loan shark' });
    const onto = (relation: string, subject: string) => ({
      ...buildUp('ruth', 'impress'),
      leanOnto: { of: id('dolan'), relation, subject },
    });
    expect(refuse(ctx, known, onto('Devoted', 'Job'))).toMatchObject({
      code: 'social/lean-onto-altered',
      message: "The agenda is trying to alter Dolan's Devoted: Job: Ruth cannot Lean Onto it (COT-SOC-4)",
    });
    const { event } = run(ctx, known, onto('Fear', 'Loan shark'), 6, 5, 1, 6, 4, 3, 2, 1, 1);
    expect(event).toMatchObject({
      roll: { pool: { rolled: 6, kept: 3 }, modifiers: [{ source: 'Lean Onto Fear: Loan shark' }] },
    });
  });

  it('refuses Lean Onto a Loyalty of the target not yet learned (COT-D-70)', () => {
    const { ctx, state } = docksWithAgenda();
    const lean = { of: id('dolan'), relation: 'Fear', subject: 'Loan shark' };
    expect(refuse(ctx, state, { ...buildUp('ruth', 'impress'), leanOnto: lean }).code).toBe(
      'social/loyalty-not-known',
    );
  });

  it('COT-D-70 as a table setting: with lean_onto_others = held, any Loyalty the target holds may be leaned onto', () => {
    const { ctx, state } = docksWithAgenda({ leanOntoOthers: 'held' });
    const lean = { of: id('dolan'), relation: 'Fear', subject: 'Loan shark' };
    const { event } = run(
      ctx,
      state,
      { ...buildUp('ruth', 'impress'), leanOnto: lean },
      6,
      5,
      1,
      6,
      4,
      3,
      2,
      1,
      1,
    );
    expect(event).toMatchObject({
      roll: { pool: { rolled: 6, kept: 3 }, modifiers: [{ source: 'Lean Onto Fear: Loan shark' }] },
    });
    const unheld = { of: id('dolan'), relation: 'Fear', subject: 'Dogs' };
    expect(refuse(ctx, state, { ...buildUp('ruth', 'impress'), leanOnto: unheld }).code).toBe(
      'social/loyalty-not-known',
    );
  });

  it('COT-D-70: the view offers the target’s unknown Loyalties to lean onto only when the table allows it', () => {
    const labels = (settings: TestSettings) => {
      const { ctx, state } = docksWithAgenda(settings);
      return socialActions(ctx, state, id('ruth'))
        .flatMap((view) => view.options.map((option) => option.label))
        .filter((label) => label.startsWith('Build Up Dolan with Impress'));
    };
    expect(labels({})).not.toContain("Build Up Dolan with Impress, leaning onto Dolan's Fear: Loan shark");
    expect(labels({ leanOntoOthers: 'held' })).toContain(
      "Build Up Dolan with Impress, leaning onto Dolan's Fear: Loan shark",
    );
  });
});
