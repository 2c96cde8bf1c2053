import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import { rollDice } from '../../../../core/campaign/roll.ts';
import {
  initialChoices,
  opposedChoice,
  readModifiers,
  rollView,
  skillOdds,
} from '../../../../core/campaign/roll-view.ts';
import type { AgainstChoice, ReadyRoll, RollChoices, RollView } from '../../../../core/campaign/roll-view.ts';
import { characterScore, rollOptions } from '../../../../core/campaign/roll-view-options.ts';
import type { Scene } from '../../../../core/campaign/scenes/types.ts';
import type { CampaignState, RollRecord } from '../../../../core/campaign/types.ts';
import type { StageType } from '../../../../core/cot/time/stages.ts';
import { sceneId } from '../../../../core/cot/time/stages.ts';
import { awarenessScore, skillPool } from '../../../../core/cot/characters/pools.ts';
import type { CotSettings } from '../../../../core/cot/settings/index.ts';
import type { Dice } from '../../../../core/dice/dice.ts';
import { poolOdds } from '../../../../core/dice/odds.ts';
import { totalsSummary } from '../../../../core/dice/totals.ts';
import { rollId } from '../../../../core/shared/ids.ts';
import type { CharacterId } from '../../../../core/shared/ids.ts';
import { crewCampaign, deepFreeze, fixedDice, id } from './support.ts';

const { state: crew } = crewCampaign();
const vex = id('vex');
const ruth = id('ruth');
const okafor = id('okafor');
const brannigan = id('brannigan');
const harrow = id('harrow');

function withSettings(changes: Partial<CotSettings>, from: CampaignState = crew): CampaignState {
  return deepFreeze(apply(from, { type: 'settings/changed', changes }));
}

function choices(fields: Partial<RollChoices>, state = crew): RollChoices {
  return { ...initialChoices(state), ...fields };
}

function ready(view: RollView): ReadyRoll {
  if (!view.ok) throw new Error(`expected a roll, got ${JSON.stringify(view.problems)}`);
  return view;
}

const problems = (view: RollView) => (view.ok ? [] : view.problems);

/** Decides the view's request with these dice and returns the record, failing on leftover faces. */
function rolled(state: CampaignState, view: ReadyRoll, dice: Dice & { remaining(): number }): RollRecord {
  const decision = rollDice(
    state,
    { type: 'dice/roll', rollId: rollId('r'), at: 1, request: view.request },
    dice,
  );
  if (!decision.ok) throw new Error(decision.message);
  expect(dice.remaining()).toBe(0);
  const [event] = decision.events;
  if (event?.type !== 'dice/rolled') throw new Error('expected dice/rolled');
  return event.roll;
}

const sources = (modifiers: readonly { source: string }[]) => modifiers.map((m) => m.source);

describe('rollView: weapons (COT-DICE-5, COT-GEAR-1)', () => {
  it('adds a weapon’s bonus to the roll of the character who carries it, on a skill the weapon uses', () => {
    const view = ready(rollView(crew, choices({ roller: vex, skill: 'shooting', weapon: 'Revolver' })));
    expect(view.request.modifiers).toEqual([{ rolled: 1, kept: 0, source: 'Revolver' }]);
    expect(view.roller.pool).toEqual({ rolled: 6, kept: 3 }); // Muscle 3 + Shooting 2 = 5k3, +1k0
  });

  it('offers only the roller’s weapons that the chosen skill uses', () => {
    const offered = (skill: RollChoices['skill'], roller: CharacterId = vex) =>
      rollOptions(crew, { roller, skill, opponent: null }).weapons.map((w) => w.label);
    expect(offered('shooting')).toEqual(['Revolver +1k0']);
    expect(offered('handToHand')).toEqual(['Knife, razor +1k0']);
    expect(offered('sneak')).toEqual([]);
    expect(offered('shooting', ruth)).toEqual(['Automatic pistol +1k0']);
  });

  it('never carries a weapon to another character, another skill or a typed pool', () => {
    expect(
      problems(rollView(crew, choices({ roller: ruth, skill: 'shooting', weapon: 'Revolver' }))),
    ).toEqual([{ field: 'weapon', message: 'Ruth does not carry Revolver' }]);
    expect(problems(rollView(crew, choices({ roller: vex, skill: 'sneak', weapon: 'Revolver' })))).toEqual([
      { field: 'weapon', message: 'Revolver is not used for Sneak (COT-GEAR-1)' },
    ]);
    const typed = rollView(crew, choices({ roller: null, pool: '5k3', weapon: 'Revolver' }));
    expect(problems(typed).map((p) => p.field)).toEqual(['weapon']);
    expect(ready(rollView(crew, choices({ roller: null, pool: '5k3' }))).request.modifiers).toEqual([]);
  });
});

describe('rollView: what the roll is against', () => {
  it('TV-COT-DICE-5-a: GM names no difficulty -> D = 9', () => {
    const view = ready(
      rollView(crew, choices({ roller: vex, against: { kind: 'difficulty', value: null } })),
    );
    expect(view.request.against).toEqual({ kind: 'difficulty', value: 9 });
    expect(view.against).toEqual({ kind: 'fixed', difficulty: 9, label: 'Difficulty 9' });
  });

  it('TV-COT-GUARD-7-a: a guard’s Awareness carries the crew’s Heat; Training and an NPC’s Awareness do not', () => {
    const hot = deepFreeze(apply(crew, { type: 'crew/adjusted', changes: { heat: 2 } }));
    const base = awarenessScore(hot.characters[okafor]!, hot.settings);
    const score = (character: CharacterId, kind: 'awareness' | 'training'): AgainstChoice => ({
      kind: 'score',
      from: { character, score: kind },
      value: null,
    });
    const view = ready(
      rollView(hot, choices({ roller: vex, skill: 'sneak', against: score(okafor, 'awareness') })),
    );
    expect(view.request.against).toEqual({
      kind: 'score',
      value: base + 2,
      label: `Guard Okafor — Awareness ${base + 2} (Heat +2)`,
    });
    expect(characterScore(hot, hot.characters[okafor]!, 'training').heat).toBe(0);
    expect(characterScore(hot, hot.characters[harrow]!, 'awareness').heat).toBe(0);
    const offered = rollOptions(hot, { roller: vex, skill: 'sneak', opponent: null }).scores;
    expect(offered.find((s) => s.character === okafor && s.score === 'awareness')?.value).toBe(base + 2);
    expect(offered.some((s) => s.character === vex)).toBe(false);
  });

  it('COT-DICE-5: the tray’s difficulty and score inputs have the bounds the roll’s check holds them to', () => {
    const { difficulty } = rollOptions(crew, { roller: vex, skill: 'sneak', opponent: null });
    const typed = (value: number): AgainstChoice => ({ kind: 'score', from: null, value });
    const at = (value: number) => rollView(crew, choices({ roller: vex, against: typed(value) }));
    expect(at(difficulty.min).ok).toBe(true);
    expect(at(difficulty.max).ok).toBe(true);
    expect(problems(at(difficulty.min - 1)).map((p) => p.field)).toEqual(['score']);
    expect(problems(at(difficulty.max + 1)).map((p) => p.field)).toEqual(['score']);
    const named = (value: number) =>
      rollView(crew, choices({ roller: vex, against: { kind: 'difficulty', value } }));
    expect(named(difficulty.min).ok).toBe(true);
    expect(problems(named(difficulty.min - 1)).map((p) => p.field)).toEqual(['difficulty']);
  });

  it('asks for a typed score rather than guessing one', () => {
    const against: AgainstChoice = { kind: 'score', from: null, value: null };
    expect(problems(rollView(crew, choices({ roller: vex, against })))).toEqual([
      { field: 'score', message: 'Type the score, or pick whose Awareness or Training it is' },
    ]);
  });
});

describe('rollView: Bolsters and the GM’s modifiers (COT-TIME-4)', () => {
  const bolstered = (state: CampaignState, recipient: CharacterId, giver: CharacterId): CampaignState =>
    deepFreeze({
      ...state,
      bolsters: {
        pending: [...state.bolsters.pending, { giver, recipient, expiresAfterTurn: 1 }],
        turns: [],
      },
    });

  it('adds a GM modifier to a Bolster, never replacing it', () => {
    const view = ready(
      rollView(crew, choices({ roller: vex, skill: 'sneak', modifiers: '+1k0', bolsters: 1 })),
    );
    expect(sources(view.roller.modifiers)).toEqual(['GM', 'Bolster']);
    expect(view.roller.pool).toEqual({
      rolled: view.roller.basePool.rolled + 2,
      kept: view.roller.basePool.kept,
    });
  });

  it('TV-COT-TIME-4-c: an opposed roll against a Bolstered opponent uses the opponent’s Bolster', () => {
    const state = bolstered(crew, okafor, brannigan);
    const against = { ...opposedChoice(state), opponent: okafor, skill: 'lookout' as const };
    const view = ready(rollView(state, choices({ roller: ruth, skill: 'sneak', against }, state)));
    if (view.against.kind !== 'opposed') throw new Error('expected an opposed roll');
    expect(sources(view.against.modifiers)).toEqual(['Bolster (scene)']);
    expect(view.against.pool.rolled).toBe(skillPool(state.characters[okafor]!, 'lookout').rolled + 1);
    expect(rollOptions(state, { roller: ruth, skill: 'sneak', opponent: okafor }).waitingBolsters).toEqual({
      roller: 0,
      opponent: 1,
    });
  });

  it('adds the opponent’s Bolsters typed in the tray beside their GM modifiers, one at most without stacking', () => {
    const against = {
      ...opposedChoice(crew),
      opponent: okafor,
      skill: 'lookout' as const,
      modifiers: '-1k0',
      bolsters: 2,
    };
    const view = ready(rollView(crew, choices({ roller: ruth, skill: 'sneak', against })));
    if (view.against.kind !== 'opposed') throw new Error('expected an opposed roll');
    expect(sources(view.against.modifiers)).toEqual(['GM', 'Bolster', 'Bolster']);
    const single = withSettings({ bolsterStacks: false });
    const capped = ready(rollView(single, choices({ roller: ruth, skill: 'sneak', against }, single)));
    expect(capped.against.kind === 'opposed' && sources(capped.against.modifiers)).toEqual(['GM', 'Bolster']);
  });
});

describe('rollView: Lean Onto outside a Social Call (COT-SOC-4)', () => {
  const hatred = { of: vex, relation: 'Hatred', subject: 'Police', relevant: true };

  it('offers the roller’s own Loyalties, each named with whose it is', () => {
    const { leanOnto } = rollOptions(crew, { roller: vex, skill: 'shooting', opponent: null });
    expect(leanOnto.closed).toBeNull();
    expect(leanOnto.options).toEqual([
      { lean: { of: vex, relation: 'Hatred', subject: 'Police' }, label: "Vex's own Hatred: Police (Prime)" },
      { lean: { of: vex, relation: 'Devoted', subject: 'the Crew' }, label: "Vex's own Devoted: the Crew" },
    ]);
  });

  it('TV-COT-SOC-4-a: rolls +1k0 named after the Loyalty leaned onto, and the roll made is the roll shown', () => {
    const view = ready(rollView(crew, choices({ roller: vex, skill: 'shooting', leanOnto: hatred })));
    expect(view.roller.modifiers).toEqual([{ rolled: 1, kept: 0, source: 'Lean Onto own Hatred: Police' }]);
    expect(view.roller.pool.rolled).toBe(view.roller.basePool.rolled + 1);
    const record = rolled(crew, view, fixedDice(6, 6, 6, 6, 6, 6));
    expect(record.modifiers).toEqual(view.roller.modifiers);
  });

  it('TV-COT-SOC-4-b: refuses, on the Lean Onto field, a Loyalty the GM has not ruled of immediate relevance', () => {
    const view = rollView(
      crew,
      choices({ roller: vex, skill: 'shooting', leanOnto: { ...hatred, relevant: false } }),
    );
    expect(problems(view)).toEqual([
      {
        field: 'leanOnto',
        message:
          'Vex may lean onto Hatred: Police only when the GM rules it of immediate relevance to this roll (COT-SOC-4)',
      },
    ]);
  });

  it('refuses another’s Loyalty (only in a Social Call) and a typed pool’s Lean Onto, on the Lean Onto field', () => {
    const ruths = { of: ruth, relation: 'Desire', subject: 'Money', relevant: true };
    expect(problems(rollView(crew, choices({ roller: vex, leanOnto: ruths })))).toEqual([
      {
        field: 'leanOnto',
        message:
          "Vex can lean onto Ruth's Desire: Money only in a Social Call; any other roll leans onto the roller's own Loyalties (COT-SOC-4)",
      },
    ]);
    expect(problems(rollView(crew, choices({ roller: null, leanOnto: hatred }))).map((p) => p.field)).toEqual(
      ['leanOnto'],
    );
  });

  it('offers nothing, and says why, for a typed pool, a roller with no Loyalty, or a table without Lean Onto', () => {
    const closed = (roller: CharacterId | null, state = crew) =>
      rollOptions(state, { roller, skill: 'shooting', opponent: null }).leanOnto;
    expect(closed(null)).toEqual({
      options: [],
      closed: 'A typed pool leans onto no Loyalty: pick who rolls (COT-SOC-4)',
    });
    expect(closed(okafor)).toEqual({ options: [], closed: 'Guard Okafor holds no Loyalty to lean onto' });
    const off = withSettings({ leanOntoPerRoll: 0 });
    expect(closed(vex, off)).toEqual({
      options: [],
      closed: 'This table plays without Lean Onto (lean_onto_per_roll = 0)',
    });
  });
});

describe('rollView: problems sit on their fields', () => {
  it('names every field that is wrong at once', () => {
    const against: AgainstChoice = { ...opposedChoice(crew), pool: 'lots', modifiers: '+x' };
    const view = rollView(
      crew,
      choices({ roller: null, pool: '0k1', modifiers: 'two', bolsters: 1.5, against }),
    );
    expect(problems(view).map((p) => p.field)).toEqual([
      'pool',
      'modifiers',
      'bolsters',
      'opponentPool',
      'opponentModifiers',
    ]);
  });

  it('puts the rules’ refusals on the roller’s or the opponent’s field', () => {
    const dead = deepFreeze(
      apply(crew, { type: 'character/updated', id: okafor, changes: { condition: { state: 'dead' } } }),
    );
    const against = { ...opposedChoice(dead), opponent: okafor };
    expect(problems(rollView(dead, choices({ roller: vex, against }, dead))).map((p) => p.field)).toEqual([
      'opponent',
    ]);
    expect(problems(rollView(dead, choices({ roller: okafor }, dead))).map((p) => p.field)).toEqual([
      'roller',
    ]);
    const self = { ...opposedChoice(crew), opponent: vex };
    expect(problems(rollView(crew, choices({ roller: vex, against: self }))).map((p) => p.field)).toEqual([
      'opponent',
    ]);
    expect(problems(rollView(crew, choices({ roller: id('ghost') }))).map((p) => p.field)).toEqual([
      'roller',
    ]);
    expect(problems(rollView(crew, choices({ note: 'x'.repeat(20_001) }))).map((p) => p.field)).toEqual([
      'note',
    ]);
  });

  it('reads the GM’s modifiers separated by spaces or commas, and refuses anything else', () => {
    expect(readModifiers('+1k0, -2k1')).toEqual([
      { rolled: 1, kept: 0, source: 'GM' },
      { rolled: -2, kept: -1, source: 'GM' },
    ]);
    expect(readModifiers('  ')).toEqual([]);
    expect(() => readModifiers('+1')).toThrow(RangeError);
    expect(() => readModifiers(Array(21).fill('+1k0').join(' '))).toThrow(RangeError);
  });
});

describe('rollView: the roll sent is the roll shown', () => {
  it('rolls the view’s pool against the view’s difficulty (fixed dice)', () => {
    const view = ready(
      rollView(crew, choices({ roller: vex, skill: 'shooting', weapon: 'Revolver', bolsters: 1 })),
    );
    const record = rolled(crew, view, fixedDice(6, 6, 1, 1, 1, 1, 1));
    expect(record.rolled?.pool).toEqual(view.roller.pool);
    expect(record.modifiers).toEqual(view.roller.modifiers);
    expect(record.difficulty).toBe(9);
    expect(record.success).toBe(true); // kept 6, 6, 1 = 13
  });

  it('shows the chance a sheet’s roll button promises: the skill pool against the default difficulty', () => {
    const pool = skillPool(crew.characters[vex]!, 'shooting');
    expect(skillOdds(crew, vex, 'shooting')).toBe(poolOdds(pool, 9).success);
    const dead = deepFreeze(
      apply(crew, { type: 'character/updated', id: vex, changes: { condition: { state: 'dead' } } }),
    );
    expect(skillOdds(dead, vex, 'shooting')).toBeNull();
  });
});

// ── Exact odds: every sequence of faces, through the roll itself ──────────────────────────────────

/** Dice that read a sequence; a roll that uses fewer dice leaves the rest unread. */
function sequenceDice(faces: readonly number[]): Dice {
  let next = 0;
  return {
    roll: () => {
      const face = faces[next++];
      if (face === undefined) throw new Error('ran out of faces');
      return face;
    },
  };
}

function* sequences(length: number): Generator<number[]> {
  const faces = Array<number>(length).fill(1);
  for (;;) {
    yield faces;
    let i = 0;
    while (i < length && faces[i] === 6) faces[i++] = 1;
    if (i === length) return;
    faces[i]! += 1;
  }
}

/** P(success) and P(catastrophe) of a view's request, counted over every face sequence `dice/roll` could read. */
function enumerated(state: CampaignState, view: ReadyRoll): { success: number; catastrophe: number } {
  const opponentDice = view.against.kind === 'opposed' ? view.against.pool.rolled : 0;
  const length = opponentDice + view.roller.pool.rolled;
  let success = 0;
  let catastrophe = 0;
  for (const faces of sequences(length)) {
    const decision = rollDice(
      state,
      { type: 'dice/roll', rollId: rollId('e'), at: 1, request: view.request },
      sequenceDice(faces),
    );
    const event = decision.ok ? decision.events[0] : undefined;
    if (event?.type !== 'dice/rolled') throw new Error('expected a roll');
    if (event.roll.success) success += 1;
    if (event.roll.catastrophe) catastrophe += 1;
  }
  return { success: success / 6 ** length, catastrophe: catastrophe / 6 ** length };
}

const poolUpTo = (most: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: most }), fc.integer({ min: 1, max: most }))
    .map(([rolled, kept]) => `${rolled}k${Math.min(kept, rolled)}`);
const smallPool = poolUpTo(3);
const modifierText = fc.constantFrom('', '-1k0', '-3k0', '+1k0', '-1k1');
const tableRules = fc.record({
  successOnEqual: fc.boolean(),
  opposedTieWinner: fc.constantFrom('actor' as const, 'defender' as const),
  catastropheSetsDifficulty: fc.boolean(),
  poolFloor: fc.constantFrom('1k1' as const, 'auto_fail' as const),
});

describe('rollView: odds equal the odds of the roll dice/roll makes', () => {
  it('against a difficulty, every table rule, auto-fail included (brute force)', () => {
    fc.assert(
      fc.property(
        smallPool,
        modifierText,
        fc.integer({ min: 0, max: 20 }),
        tableRules,
        (pool, modifiers, difficulty, rules) => {
          const state = withSettings(rules);
          const view = ready(
            rollView(
              state,
              choices(
                { roller: null, pool, modifiers, against: { kind: 'difficulty', value: difficulty } },
                state,
              ),
            ),
          );
          const exact = enumerated(state, view);
          expect(view.odds.success).toBeCloseTo(exact.success, 12);
          expect(view.odds.catastrophe).toBeCloseTo(exact.catastrophe, 12);
          const total = view.odds.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
          expect(total).toBeCloseTo(1, 12);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('against an opponent, every table rule, auto-fail on either side included (brute force)', () => {
    fc.assert(
      fc.property(
        poolUpTo(2),
        modifierText,
        poolUpTo(2),
        modifierText,
        tableRules,
        (pool, modifiers, theirs, mods, rules) => {
          const state = withSettings(rules);
          const against = { ...opposedChoice(state), pool: theirs, modifiers: mods };
          const view = ready(rollView(state, choices({ roller: null, pool, modifiers, against }, state)));
          const exact = enumerated(state, view);
          expect(view.odds.success).toBeCloseTo(exact.success, 12);
          expect(view.odds.catastrophe).toBeCloseTo(exact.catastrophe, 12);
          expect(view.odds.headline).toEqual({ label: 'Success', probability: view.odds.success });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('COT-DICE-4: the histograms come with their likeliest total and mean, so the panel computes neither', () => {
    const against = { ...opposedChoice(crew), pool: '4k2', modifiers: '' };
    const view = ready(rollView(crew, choices({ roller: null, pool: '3k2', modifiers: '', against })));
    expect(view.odds.totals).toEqual(totalsSummary(poolOdds({ rolled: 3, kept: 2 }, 0).distribution));
    expect(view.odds.opponentTotals).toEqual(totalsSummary(poolOdds({ rolled: 4, kept: 2 }, 0).distribution));
    const alone = ready(rollView(crew, choices({ roller: null, pool: '3k2', modifiers: '' })));
    expect(alone.odds.opponentTotals).toBeNull();
  });
});

// ── COT-CHAR-4, COT-D-10 enforce_stage_tags ──────────────────────────────────────────────────────

function inScene(
  state: CampaignState,
  scene: { id: string; stage: StageType; who: readonly CharacterId[]; parent?: string; ended?: string },
): CampaignState {
  const opened: Scene = {
    id: sceneId(scene.id),
    name: scene.id,
    engine: 'heist',
    stage: scene.stage,
    parent: scene.parent === undefined ? null : sceneId(scene.parent),
    sides: [],
    participants: scene.who.map((characterId) => ({ characterId, side: 'crew', zone: '', role: 'on-foot' })),
    turns: { initiative: null, free: null },
    state: null,
    ended: scene.ended ?? null,
  };
  return deepFreeze({ ...state, scenes: { ...state.scenes, [scene.id]: opened } });
}

describe('prepareRoll: enforce_stage_tags (COT-CHAR-4, COT-D-10)', () => {
  const lookout = (state: CampaignState) =>
    rollView(state, choices({ roller: vex, skill: 'lookout' }, state));
  const inPrep = inScene(crew, { id: 'stakeout', stage: 'prep', who: [vex] });

  it('TV-COT-CHAR-4-a: Lookout roll during Prep (stakeout) -> allowed; with `warn` the UI shows a note, nothing else changes', () => {
    const view = ready(lookout(inPrep));
    expect(view.notes).toEqual(['Lookout is a Heist skill, used here in a Prep stage']);
    const plain = ready(lookout(crew));
    expect(plain.notes).toEqual([]);
    const faces = [6, 5, 4, 3, 2, 1].slice(0, view.roller.pool.rolled);
    expect(rolled(inPrep, view, fixedDice(...faces))).toEqual(rolled(crew, plain, fixedDice(...faces)));
  });

  it('refuses the roll under `block`, on the skill’s field, and says nothing under `off`', () => {
    const blocked = withSettings({ enforceStageTags: 'block' }, inPrep);
    expect(problems(lookout(blocked))).toEqual([
      {
        field: 'skill',
        message:
          'Lookout is a Heist skill, used here in a Prep stage: this table keeps skills to their stages',
      },
    ]);
    const decision = rollDice(
      blocked,
      { type: 'dice/roll', rollId: rollId('b'), at: 1, request: request(vex, 'lookout') },
      fixedDice(),
    );
    expect(decision).toMatchObject({ ok: false, code: 'roll/outside-stage' });
    expect(ready(lookout(withSettings({ enforceStageTags: 'off' }, inPrep))).notes).toEqual([]);
  });

  it('rules on the opponent’s skill too, on the opponent’s field', () => {
    const blocked = withSettings(
      { enforceStageTags: 'block' },
      inScene(crew, { id: 'call', stage: 'social', who: [okafor] }),
    );
    const against = { ...opposedChoice(blocked), opponent: okafor, skill: 'lookout' as const };
    const view = rollView(blocked, choices({ roller: vex, skill: 'sneak', against }, blocked));
    expect(problems(view).map((p) => p.field)).toEqual(['opponentSkill']);
  });

  it('plays the innermost running scene: a fight inside a Heist is an Action stage; closed scenes do not count', () => {
    const heist = inScene(crew, { id: 'heist', stage: 'heist', who: [vex] });
    const fight = inScene(heist, { id: 'fight', stage: 'action', who: [vex], parent: 'heist' });
    const block = (state: CampaignState) => withSettings({ enforceStageTags: 'block' }, state);
    expect(ready(lookout(block(heist))).notes).toEqual([]);
    expect(problems(lookout(block(fight))).map((p) => p.field)).toEqual(['skill']);
    const closed = inScene(crew, { id: 'done', stage: 'prep', who: [vex], ended: 'over' });
    expect(ready(lookout(block(closed))).notes).toEqual([]);
  });
});

function request(roller: CharacterId, skill: RollChoices['skill']): ReadyRoll['request'] {
  return ready(rollView(crew, choices({ roller, skill }))).request;
}
