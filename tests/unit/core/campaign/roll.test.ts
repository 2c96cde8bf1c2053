import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import { decide } from '../../../../core/campaign/decide.ts';
import { execute } from '../../../../core/campaign/log.ts';
import { previewRoll } from '../../../../core/campaign/roll-request.ts';
import type {
  CampaignEvent,
  CampaignState,
  RollRecord,
  RollRequest,
} from '../../../../core/campaign/types.ts';
import type { CotSettings } from '../../../../core/cot/settings/index.ts';
import type { Dice } from '../../../../core/dice/dice.ts';
import { rollId } from '../../../../core/shared/ids.ts';
import { accepted, crewCampaign, deepFreeze, fixedDice, id, request, rollCommand } from './support.ts';

const { state: crewState } = crewCampaign();

function withSettings(changes: Partial<CotSettings>, from: CampaignState = crewState): CampaignState {
  return deepFreeze(apply(from, { type: 'settings/changed', changes }));
}

function hurt(
  characterId: string,
  condition: CampaignState['characters'][never]['condition'],
): CampaignState {
  return deepFreeze(
    apply(crewState, { type: 'character/updated', id: id(characterId), changes: { condition } }),
  );
}

/** Decides a roll and returns its record; fails the test on a rejection or on dice left unrolled. */
function roll(
  fields: Partial<RollRequest>,
  dice: Dice & { remaining: () => number },
  state = crewState,
): RollRecord {
  const events: readonly CampaignEvent[] = accepted(decide(state, rollCommand(fields), dice));
  expect(dice.remaining()).toBe(0);
  const event = events[0];
  if (events.length !== 1 || event?.type !== 'dice/rolled') throw new Error('expected one dice/rolled event');
  return event.roll;
}

const refused = (fields: Partial<RollRequest>, state = crewState) =>
  decide(state, rollCommand(fields), fixedDice());

const vexShoots = { characterId: id('vex'), skill: 'shooting' } as const;

describe('dice/roll', () => {
  it('rolls a character’s skill pool against a difficulty and records every die', () => {
    const command = {
      type: 'dice/roll',
      rollId: rollId('r1'),
      at: 123,
      request: request(vexShoots),
    } as const;
    const events = accepted(decide(crewState, command, fixedDice(6, 2, 5, 1, 3)));
    expect(events).toEqual([
      {
        type: 'dice/rolled',
        roll: {
          id: 'r1',
          at: 123,
          characterId: 'vex',
          label: 'Vex — Shooting',
          skill: 'shooting',
          basePool: { rolled: 5, kept: 3 },
          modifiers: [],
          rolled: {
            pool: { rolled: 5, kept: 3 },
            faces: [6, 2, 5, 1, 3],
            keptIndices: [0, 2, 4],
            kept: [6, 5, 3],
            total: 14,
            catastrophe: false,
          },
          against: 'difficulty',
          againstLabel: 'Difficulty 9',
          opponent: null,
          difficulty: 9,
          success: true,
          margin: 5,
          catastrophe: false,
          note: '',
        },
      },
    ]);
  });

  it('TV-COT-DICE-4-a: a typed 5k2 with dice [6,2,5,1,3] keeps [6,5] for 11', () => {
    const record = roll({ pool: { rolled: 5, kept: 2 } }, fixedDice(6, 2, 5, 1, 3));
    expect(record).toMatchObject({ label: '5k2', characterId: null, rolled: { kept: [6, 5], total: 11 } });
    expect(record).toMatchObject({ success: true, margin: 2 });
  });

  it('TV-COT-DICE-6-b/c: meeting the difficulty succeeds, falling short fails', () => {
    expect(roll({ pool: { rolled: 2, kept: 2 } }, fixedDice(5, 4))).toMatchObject({
      success: true,
      margin: 0,
    });
    expect(roll({ pool: { rolled: 2, kept: 2 } }, fixedDice(5, 3))).toMatchObject({
      success: false,
      margin: -1,
    });
  });

  it('TV-COT-DICE-6-d: with success_on_equal off, 9 against 9 fails', () => {
    const strict = withSettings({ successOnEqual: false });
    expect(roll({ pool: { rolled: 2, kept: 2 } }, fixedDice(5, 4), strict)).toMatchObject({
      success: false,
      margin: 0,
    });
  });

  it('rolls against a fixed score with its label', () => {
    const against = { kind: 'score', value: 13, label: 'Guard Brannigan — Training 13' } as const;
    expect(roll({ ...vexShoots, against }, fixedDice(6, 5, 1, 1, 1))).toMatchObject({
      against: 'score',
      againstLabel: 'Guard Brannigan — Training 13',
      difficulty: 13,
      success: false,
      margin: -1,
    });
  });

  it('TV-COT-DICE-7-a: three 1s on 3k2 are a catastrophe that fails even against 2', () => {
    const record = roll(
      { pool: { rolled: 3, kept: 2 }, against: { kind: 'difficulty', value: 2 } },
      fixedDice(1, 1, 1),
    );
    expect(record).toMatchObject({ catastrophe: true, success: false, margin: 0, rolled: { total: 2 } });
  });

  it('TV-COT-DICE-7-b: [1,1,2] is not a catastrophe', () => {
    expect(roll({ pool: { rolled: 3, kept: 2 } }, fixedDice(1, 1, 2))).toMatchObject({ catastrophe: false });
  });
});

describe('dice/roll: opposed (COT-DICE-8)', () => {
  const watch = (fields: Partial<Extract<RollRequest['against'], { kind: 'opposed' }>> = {}) =>
    ({
      kind: 'opposed',
      characterId: id('brannigan'),
      skill: 'lookout',
      pool: null,
      modifiers: [],
      label: '',
      ...fields,
    }) as const;
  const ruthSneaks = { characterId: id('ruth'), skill: 'sneak' } as const;

  it('rolls the opponent first: the first dice are the opponent’s, and its total is the difficulty', () => {
    // Brannigan's Lookout is 5k2, Ruth's Sneak 7k4: five opponent faces, then seven for Ruth.
    const record = roll({ ...ruthSneaks, against: watch() }, fixedDice(6, 6, 1, 1, 1, 5, 4, 3, 2, 1, 1, 1));
    expect(record.opponent).toMatchObject({
      label: 'Guard Brannigan — Lookout',
      characterId: 'brannigan',
      pool: { rolled: 5, kept: 2 },
      faces: [6, 6, 1, 1, 1],
      total: 12,
    });
    expect(record.rolled?.faces).toEqual([5, 4, 3, 2, 1, 1, 1]);
    expect(record).toMatchObject({ against: 'opposed', difficulty: 12, success: true, margin: 2 });
    expect(record.againstLabel).toBe('Guard Brannigan — Lookout');
  });

  it('TV-COT-DICE-8-a: a tie goes to the actor by default', () => {
    const record = roll({ ...ruthSneaks, against: watch() }, fixedDice(6, 6, 1, 1, 1, 3, 3, 3, 3, 1, 1, 1));
    expect(record).toMatchObject({ difficulty: 12, success: true, margin: 0 });
  });

  it('TV-COT-DICE-8-b: a lower total fails', () => {
    const record = roll({ ...ruthSneaks, against: watch() }, fixedDice(6, 6, 1, 1, 1, 3, 3, 3, 2, 1, 1, 1));
    expect(record).toMatchObject({ success: false, margin: -1 });
  });

  it('TV-COT-DICE-8-d: success_on_equal off does not touch opposed ties', () => {
    const state = withSettings({ successOnEqual: false });
    const record = roll(
      { ...ruthSneaks, against: watch() },
      fixedDice(6, 6, 1, 1, 1, 3, 3, 3, 3, 1, 1, 1),
      state,
    );
    expect(record).toMatchObject({ success: true, margin: 0 });
  });

  it('TV-COT-DICE-8-e: with opposed_tie_winner defender, a tie fails and 13 beats 12', () => {
    const state = withSettings({ opposedTieWinner: 'defender' });
    const tie = roll(
      { ...ruthSneaks, against: watch() },
      fixedDice(6, 6, 1, 1, 1, 3, 3, 3, 3, 1, 1, 1),
      state,
    );
    expect(tie).toMatchObject({ success: false, margin: 0 });
    const win = roll(
      { ...ruthSneaks, against: watch() },
      fixedDice(6, 6, 1, 1, 1, 4, 3, 3, 3, 1, 1, 1),
      state,
    );
    expect(win).toMatchObject({ success: true, margin: 1 });
  });

  it('TV-COT-DICE-8-c: an opponent’s catastrophe total of 2 is still the difficulty', () => {
    const against = watch({ characterId: null, skill: null, pool: { rolled: 2, kept: 2 }, label: 'Bouncer' });
    const record = roll({ pool: { rolled: 2, kept: 2 }, against }, fixedDice(1, 1, 4, 3));
    expect(record.opponent).toMatchObject({ label: 'Bouncer', catastrophe: true, total: 2 });
    expect(record).toMatchObject({ difficulty: 2, success: true, margin: 5 });
  });

  it('COT-D-6: with catastrophe_sets_difficulty off, the actor succeeds without rolling', () => {
    const state = withSettings({ catastropheSetsDifficulty: false });
    const against = watch({ characterId: null, skill: null, pool: { rolled: 2, kept: 2 } });
    const record = roll({ pool: { rolled: 2, kept: 2 }, against }, fixedDice(1, 1), state);
    expect(record).toMatchObject({
      rolled: null,
      success: true,
      margin: 0,
      catastrophe: false,
      difficulty: 2,
    });
  });

  it('refuses a character opposing their own roll', () => {
    expect(refused({ ...ruthSneaks, against: watch({ characterId: id('ruth') }) })).toMatchObject({
      code: 'roll/self-opposed',
    });
  });

  it('says when it is the opponent that lacks a pool', () => {
    expect(refused({ ...ruthSneaks, against: watch({ skill: null }) })).toMatchObject({
      code: 'roll/no-pool',
      message: 'The opponent: Type a pool to roll, or pick a character and one of their skills',
    });
  });

  it('refuses a dead opponent', () => {
    const state = hurt('brannigan', { state: 'dead' });
    expect(refused({ ...ruthSneaks, against: watch() }, state)).toMatchObject({
      code: 'roll/dead-character',
    });
  });
});

describe('dice/roll: modifiers', () => {
  const jonahPlans = { characterId: id('jonah'), skill: 'planning' } as const; // Brains 4, Planning 3: 7k4

  it('TV-COT-TIME-4-a: a Bolster adds +1k0', () => {
    const record = roll({ ...jonahPlans, bolsters: 1 }, fixedDice(1, 1, 1, 1, 1, 1, 2, 2));
    expect(record.modifiers).toEqual([{ rolled: 1, kept: 0, source: 'Bolster' }]);
    expect(record.rolled?.pool).toEqual({ rolled: 8, kept: 4 });
  });

  it('TV-COT-TIME-4-b: two Bolsters add +2k0', () => {
    const record = roll({ ...jonahPlans, bolsters: 2 }, fixedDice(1, 1, 1, 1, 1, 1, 2, 2, 2));
    expect(record.modifiers).toEqual([
      { rolled: 1, kept: 0, source: 'Bolster' },
      { rolled: 1, kept: 0, source: 'Bolster' },
    ]);
    expect(record.rolled?.pool).toEqual({ rolled: 9, kept: 4 });
  });

  it('COT-D-19: with bolster_stacks off, only one Bolster counts', () => {
    const state = withSettings({ bolsterStacks: false });
    const record = roll({ ...jonahPlans, bolsters: 3 }, fixedDice(1, 1, 1, 1, 1, 1, 2, 2), state);
    expect(record.rolled?.pool).toEqual({ rolled: 8, kept: 4 });
  });

  it('COT-D-19: with bolster_stacks off, a Bolster typed in and one waiting from a scene count once together', () => {
    const off = withSettings({ bolsterStacks: false });
    const waiting = deepFreeze({
      ...off,
      bolsters: {
        pending: [{ giver: id('vex'), recipient: id('jonah'), expiresAfterTurn: 1 }],
        turns: [],
      },
    });
    const events = accepted(
      decide(waiting, rollCommand({ ...jonahPlans, bolsters: 2 }), fixedDice(1, 1, 1, 1, 1, 1, 2, 2)),
    );
    const rolled = events.find((event) => event.type === 'dice/rolled');
    if (rolled?.type !== 'dice/rolled') throw new Error('no roll');
    expect(rolled.roll.rolled?.pool).toEqual({ rolled: 8, kept: 4 });
    expect(rolled.roll.modifiers.filter((m) => m.source.includes('Bolster'))).toHaveLength(1);
  });

  it('COT-SOC-4: leaning onto one of the roller’s own Loyalties adds +1k0 named after it and whose it is', () => {
    const lean = { of: id('jonah'), relation: 'Devoted', subject: 'his sister', relevant: true };
    const record = roll({ ...jonahPlans, leanOnto: lean }, fixedDice(1, 1, 1, 1, 1, 1, 2, 2));
    expect(record.modifiers).toEqual([{ rolled: 1, kept: 0, source: 'Lean Onto own Devoted: his sister' }]);
    expect(record.rolled?.pool).toEqual({ rolled: 8, kept: 4 });
  });

  it('COT-SOC-4, COT-D-70: refuses a Lean Onto not ruled relevant, not held, another’s, on a typed pool, or at a table without it', () => {
    const lean = { of: id('jonah'), relation: 'Devoted', subject: 'his sister', relevant: true };
    const code = (fields: Partial<RollRequest>, state = crewState) => {
      const decision = refused(fields, state);
      return decision.ok ? 'accepted' : decision.code;
    };
    expect(code({ ...jonahPlans, leanOnto: { ...lean, relevant: false } })).toBe('social/not-relevant');
    expect(code({ ...jonahPlans, leanOnto: { ...lean, subject: 'the Crew' } })).toBe(
      'social/no-such-loyalty',
    );
    const vexs = { of: id('vex'), relation: 'Hatred', subject: 'Police', relevant: true };
    expect(code({ ...jonahPlans, leanOnto: vexs })).toBe('social/lean-onto-outside-call');
    expect(code({ pool: { rolled: 3, kept: 2 }, leanOnto: lean })).toBe('roll/lean-onto-typed-pool');
    expect(code({ ...jonahPlans, leanOnto: lean }, withSettings({ leanOntoPerRoll: 0 }))).toBe(
      'social/lean-onto-off',
    );
    // An old-style unnamed Lean Onto: the command's schema refuses it, and so do the rules on their own.
    expect(code({ ...jonahPlans, leanOnto: true as never })).toBe('command/invalid');
    expect(previewRoll(crewState, request({ ...jonahPlans, leanOnto: true as never }))).toMatchObject({
      code: 'roll/bad-lean-onto',
    });
  });

  it('keeps the GM’s and weapons’ modifiers as given, before Bolster and Lean Onto', () => {
    const revolver = { rolled: 1, kept: 0, source: 'Revolver' };
    const lean = { of: id('vex'), relation: 'Hatred', subject: 'Police', relevant: true };
    const record = roll(
      { ...vexShoots, modifiers: [revolver], bolsters: 1, leanOnto: lean },
      fixedDice(6, 6, 6, 6, 6, 6, 6, 6),
    );
    expect(record.modifiers.map((modifier) => modifier.source)).toEqual([
      'Revolver',
      'Bolster',
      'Lean Onto own Hatred: Police',
    ]);
    expect(record.basePool).toEqual({ rolled: 5, kept: 3 });
    expect(record.rolled?.pool).toEqual({ rolled: 8, kept: 3 });
  });

  it('COT-D-11: with wound_penalty -1k0 a Wounded character rolls one die fewer', () => {
    const wounded = hurt('vex', { state: 'wounded', recoveryDays: 2 });
    expect(roll(vexShoots, fixedDice(6, 6, 6, 6, 6), wounded).modifiers).toEqual([]);
    const penalised = withSettings({ woundPenalty: '-1k0' }, wounded);
    const record = roll(vexShoots, fixedDice(6, 6, 6, 6), penalised);
    expect(record.modifiers).toEqual([{ rolled: -1, kept: 0, source: 'Wounded' }]);
    expect(record.rolled?.pool).toEqual({ rolled: 4, kept: 3 });
  });

  it('TV-COT-DICE-3-a: 3k2 with -2k0 rolls 1k1', () => {
    const record = roll(
      { pool: { rolled: 3, kept: 2 }, modifiers: [{ rolled: -2, kept: 0, source: 'Dark' }] },
      fixedDice(4),
    );
    expect(record.rolled?.pool).toEqual({ rolled: 1, kept: 1 });
  });

  it('COT-D-1: under pool_floor auto_fail a pool below one die fails without rolling', () => {
    const state = withSettings({ poolFloor: 'auto_fail' });
    const modifiers = [{ rolled: -2, kept: 0, source: 'Blindfolded' }];
    const record = roll({ pool: { rolled: 1, kept: 1 }, modifiers }, fixedDice(), state);
    expect(record).toMatchObject({
      rolled: null,
      success: false,
      margin: -9,
      catastrophe: false,
      difficulty: 9,
    });
  });

  it('COT-D-1: an opponent whose pool fails unrolled resists with 0', () => {
    const state = withSettings({ poolFloor: 'auto_fail' });
    const against = {
      kind: 'opposed',
      characterId: null,
      skill: null,
      pool: { rolled: 1, kept: 1 },
      modifiers: [{ rolled: -1, kept: 0, source: 'Drunk' }],
      label: 'Drunk guard',
    } as const;
    const record = roll({ pool: { rolled: 1, kept: 1 }, against }, fixedDice(1), state);
    expect(record.opponent).toMatchObject({ faces: [], total: 0, catastrophe: false });
    expect(record).toMatchObject({ difficulty: 0, success: false, catastrophe: true });
  });
});

describe('dice/roll: refusals', () => {
  it('refuses a roll by the dead: the dead do not roll', () => {
    expect(refused(vexShoots, hurt('vex', { state: 'dead' }))).toEqual({
      ok: false,
      code: 'roll/dead-character',
      message: 'Vex is dead, and the dead do not roll',
      data: { id: 'vex' },
    });
  });

  it('needs a pool when no character and skill are named', () => {
    expect(refused({})).toMatchObject({ code: 'roll/no-pool' });
    expect(refused({ characterId: id('vex') })).toMatchObject({ code: 'roll/no-pool' });
    expect(refused({ ...vexShoots, pool: { rolled: 3, kept: 2 } })).toMatchObject({ code: 'roll/two-pools' });
  });

  it('rolls a typed pool for a named character', () => {
    expect(roll({ characterId: id('harrow'), pool: { rolled: 3, kept: 2 } }, fixedDice(3, 3, 3)).label).toBe(
      'Mr. Harrow — 3k2',
    );
  });

  it('refuses unknown characters, bad pools, difficulties, modifiers and Bolsters', () => {
    expect(refused({ characterId: id('ghost'), skill: 'sneak' })).toMatchObject({
      code: 'character/unknown',
    });
    // Malformed numbers are refused by the command's shape, naming the field, before the rules see them.
    const invalid = (field: string, message: string) => ({
      code: 'command/invalid',
      message: `${field}: ${message}`,
      data: { field },
    });
    expect(refused({ pool: { rolled: 0, kept: 1 } })).toMatchObject(
      invalid('request.pool.rolled', 'expected an integer from 1 to 99, got 0'),
    );
    expect(refused({ pool: { rolled: 2, kept: 3 } })).toMatchObject({
      code: 'command/invalid',
      data: { field: 'request.pool' },
    });
    expect(
      refused({ pool: { rolled: 2, kept: 2 }, against: { kind: 'difficulty', value: -1 } }),
    ).toMatchObject(invalid('request.against.value', 'expected an integer from 0 to 999, got -1'));
    const huge = [{ rolled: 500, kept: 0, source: 'GM' }];
    expect(refused({ pool: { rolled: 2, kept: 2 }, modifiers: huge })).toMatchObject(
      invalid('request.modifiers[0].rolled', 'expected an integer from -99 to 99, got 500'),
    );
    expect(refused({ pool: { rolled: 2, kept: 2 }, bolsters: -1 })).toMatchObject(
      invalid('request.bolsters', 'expected an integer from 0 to 20, got -1'),
    );
    expect(refused({ pool: { rolled: 2, kept: 2 }, note: 'x'.repeat(20_001) })).toMatchObject(
      invalid('request.note', 'expected at most 20000 characters, got text of 20001 characters'),
    );
  });

  it('refuses a roll id already in the log', () => {
    const same = {
      type: 'dice/roll',
      rollId: rollId('same'),
      at: 1,
      request: request({ pool: { rolled: 1, kept: 1 } }),
    } as const;
    const log = [
      {
        seq: 1,
        at: 0,
        command: 'campaign/create' as const,
        events: [{ type: 'campaign/created' as const, name: 'Dupes' }],
        undone: false,
      },
    ];
    const first = execute(log, same, fixedDice(3), 1);
    if (!first.ok) throw new Error(first.message);
    expect(execute(first.entries, same, fixedDice(3), 2)).toMatchObject({
      ok: false,
      code: 'roll/duplicate-id',
    });
  });
});

describe('previewRoll', () => {
  it('shows the pool a roll will use, its modifiers and its difficulty, before any die is rolled', () => {
    const fields = { ...vexShoots, bolsters: 1 };
    const preview = previewRoll(crewState, request(fields));
    expect(preview).toEqual({
      ok: true,
      preview: {
        label: 'Vex — Shooting',
        basePool: { rolled: 5, kept: 3 },
        modifiers: [{ rolled: 1, kept: 0, source: 'Bolster' }],
        pool: { rolled: 6, kept: 3 },
        autoFail: false,
        against: { kind: 'fixed', difficulty: 9 },
        notes: [],
      },
    });
    expect(roll(fields, fixedDice(1, 2, 3, 4, 5, 6)).rolled?.pool).toEqual({ rolled: 6, kept: 3 });
  });

  it('shows the opponent’s pool of an opposed roll', () => {
    const against = {
      kind: 'opposed',
      characterId: id('brannigan'),
      skill: 'lookout',
      pool: null,
      modifiers: [{ rolled: 1, kept: 0, source: 'Alert' }],
      label: '',
    } as const;
    const preview = previewRoll(crewState, request({ characterId: id('ruth'), skill: 'sneak', against }));
    expect(preview.ok && preview.preview.against).toEqual({
      kind: 'opposed',
      label: 'Guard Brannigan — Lookout',
      basePool: { rolled: 5, kept: 2 },
      modifiers: [{ rolled: 1, kept: 0, source: 'Alert' }],
      pool: { rolled: 6, kept: 2 },
      autoFail: false,
    });
  });

  it('refuses what dice/roll would refuse', () => {
    expect(previewRoll(hurt('vex', { state: 'dead' }), request(vexShoots))).toMatchObject({
      ok: false,
      code: 'roll/dead-character',
    });
  });
});
