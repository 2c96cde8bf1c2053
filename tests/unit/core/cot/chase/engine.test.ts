import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { chaseEngine } from '../../../../../core/cot/chase/engine.ts';
import { chaseDistanceLimits, chaseSetupSchema } from '../../../../../core/cot/chase/index.ts';
import type { ChaseEvent, ChaseScene } from '../../../../../core/cot/chase/index.ts';
import type {
  ChaseSceneCommand,
  ChaseSeatSetup,
  ChaseSetupInput,
} from '../../../../../core/cot/chase/setup.ts';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import type { Names } from '../../../../../core/engine/contract.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { bolster, contextOf, deepFreeze, expectRejected, sheet } from '../warfare/support.ts';
import type { SheetOptions } from '../warfare/support.ts';
import { faces, id } from './support.ts';

const named = (key: string, name: string, options: SheetOptions = {}): Character => ({
  ...sheet(key, options),
  name,
});
const vex = named('vex', 'Vex', {
  kind: 'crew',
  abilities: { muscle: 3 },
  skills: { athletics: 1, driving: 1 },
});
const ruth = named('ruth', 'Ruth', { kind: 'crew' });
const dolan = named('dolan', 'Dolan', { kind: 'guard', skills: { athletics: 2 }, weapons: ['Revolver'] });
const oka = named('oka', 'Oka', { kind: 'guard' });
const kit = named('kit', 'Kit', { kind: 'guard', skills: { athletics: 2 } });
const sheets = [vex, ruth, dolan, oka, kit];
const names: Names = (who) =>
  ({ vex: 'Vex', ruth: 'Ruth', dolan: 'Dolan', oka: 'Oka', kit: 'Kit' })[who] ?? who;

const seat = (
  who: string,
  side: string,
  vehicle: string | null = null,
  role: ChaseSeatSetup['role'] = 'on-foot',
) => ({ characterId: id(who), side, vehicle, role }) as const;
const onFoot = (targets: string[], pursuers: string[], distance: number | null = 2): ChaseSetupInput => ({
  targets: targets.map((t) => seat(t, 'crew')),
  pursuers: pursuers.map((p) => seat(p, 'guards')),
  distance,
  cramped: false,
});

function open(ctx: EngineContext, setup: ChaseSetupInput, ...rolled: number[]) {
  const dice = fixedDice(...rolled);
  const decision = chaseEngine.start(ctx, deepFreeze(setup), dice);
  if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  return {
    events: decision.events,
    state: deepFreeze(decision.events.reduce<ChaseScene | null>(chaseEngine.apply, null)!),
  };
}

function act(ctx: EngineContext, state: ChaseScene, command: ChaseSceneCommand, ...rolled: number[]) {
  const dice = fixedDice(...rolled);
  const decision = chaseEngine.decide(ctx, state, command, dice);
  if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  return { events: decision.events, state: deepFreeze(decision.events.reduce(chaseEngine.apply, state)) };
}

const rollsOf = (events: readonly ChaseEvent[]) => events.flatMap((e) => chaseEngine.rolls(e, names));
const refuse = (ctx: EngineContext, setup: ChaseSetupInput) => {
  const decision = chaseEngine.start(ctx, setup, fixedDice());
  if (decision.ok) throw new Error('accepted');
  return decision;
};

/** Vex (4k3 on foot, Cover 3k3) runs from Dolan (4k2) and Oka (2k2), the pursuers' one runner group. */
const chase = (ctx = contextOf(sheets), distance: number | null = 2) =>
  open(ctx, onFoot(['vex'], ['dolan', 'oka'], distance), 3, 3, 3, 3, 3, 3, 3);

describe('chaseEngine.start (COT-CHASE-3)', () => {
  it('puts the pursuers on foot in one runner group at the Distance given, or the table’s', () => {
    const { state } = chase(contextOf(sheets), 3);
    expect(state.groups).toEqual([{ id: 'on foot', vehicle: null, distance: 3, left: null }]);
    expect(state.participants.map((p) => [p.name, p.role, p.side, p.cover])).toEqual([
      ['Vex', 'target', 'crew', 9],
      ['Dolan', 'pursuer', 'guards', 6],
      ['Oka', 'pursuer', 'guards', 6],
    ]);
    const table = chase(contextOf(sheets, { settings: { defaultChaseDistance: 4 } }), null).state;
    expect(table.groups[0]!.distance).toBe(4);
  });

  it('seats the characters of one side in one vehicle per vehicle-table row', () => {
    const setup: ChaseSetupInput = {
      targets: [seat('vex', 'crew', 'Car', 'driver'), seat('ruth', 'crew', 'Car', 'passenger')],
      pursuers: [seat('dolan', 'guards', 'Car', 'driver')],
      distance: 1,
      cramped: true,
    };
    const { state } = open(contextOf(sheets), setup, 3, 3, 3, 3, 3, 3, 3);
    expect(state.vehicles.map((v) => [v.id, v.role, v.speed, v.body])).toEqual([
      ['target: Car', 'target', 3, 12],
      ['pursuer: Car', 'pursuer', 3, 12],
    ]);
    expect(state.participants.map((p) => p.seat)).toEqual([
      { kind: 'driver', vehicle: 'target: Car' },
      { kind: 'passenger', vehicle: 'target: Car' },
      { kind: 'driver', vehicle: 'pursuer: Car' },
    ]);
    expect(state.groups).toEqual([{ id: 'pursuer: Car', vehicle: 'pursuer: Car', distance: 1, left: null }]);
    expect(state.cramped).toBe(true);
  });

  it('refuses a chase without a Target or a pursuer, an unknown vehicle, a vehicle nobody drives', () => {
    const ctx = contextOf(sheets);
    expectRejected(refuse(ctx, onFoot(['vex'], [])), 'chase/roles');
    expect(refuse(ctx, { ...onFoot([], ['dolan']) }).message).toContain('needs a Target');
    const zeppelin = { ...onFoot([], ['dolan']), targets: [seat('vex', 'crew', 'Zeppelin', 'driver')] };
    expect(refuse(ctx, zeppelin).message).toBe('"Zeppelin" is not in the vehicle table');
    const driverless = { ...onFoot([], ['dolan']), targets: [seat('vex', 'crew', 'Car', 'passenger')] };
    expect(refuse(ctx, driverless).message).toBe('The Car needs exactly one driver');
    const walking = { ...onFoot([], ['dolan']), targets: [seat('vex', 'crew', 'Car', 'on-foot')] };
    expectRejected(refuse(ctx, walking), 'chase/on-foot-in-vehicle');
    expectRejected(refuse(ctx, onFoot(['vex'], ['nobody'])), 'chase/unknown-character');
    expectRejected(refuse(ctx, { ...onFoot(['vex'], ['dolan']), distance: 1e308 }), 'chase/bad-distance');
  });
});

describe('chaseDistanceLimits (COT-CHASE-3)', () => {
  it('are the Distances a chase may start at: the start and the setup schema agree with the form', () => {
    const ctx = contextOf(sheets);
    const { min, max } = chaseDistanceLimits;
    expect([min, max]).toEqual([0, 99]);
    expect(chase(ctx, max).state.groups[0]!.distance).toBe(max);
    expect(chase(ctx, min).state.groups[0]!.distance).toBe(min);
    expectRejected(refuse(ctx, onFoot(['vex'], ['dolan'], max + 1)), 'chase/bad-distance');
    expectRejected(refuse(ctx, onFoot(['vex'], ['dolan'], min - 1)), 'chase/bad-distance');
    const parses = (distance: number) =>
      v.safeParse(chaseSetupSchema, { ...onFoot(['vex'], ['dolan']), distance }).success;
    expect([parses(min), parses(max), parses(max + 1), parses(min - 1)]).toEqual([true, true, false, false]);
  });
});

describe('Bolsters go to whoever rolls (COT-TIME-4, COT-D-92)', () => {
  it('lets a Bolstered group member who does not roll for the group act, and leaves their Bolster alone', () => {
    const ctx = contextOf(sheets, { bolsters: { oka: [bolster] } });
    const { state } = chase();
    // Dolan rolls for the group (4k2 beats Oka's 2k2); Oka's Bolster is no modifier to refuse.
    const { events } = act(
      ctx,
      state,
      { type: 'chase/accelerate', actor: id('vex') },
      3,
      3,
      1,
      1,
      6,
      6,
      6,
      1,
    );
    expect(rollsOf(events).map((r) => [r.roller, r.pool])).toEqual([
      ['dolan', { rolled: 4, kept: 2 }],
      ['vex', { rolled: 4, kept: 3 }],
    ]);
  });

  it('adds each roller’s Bolster after the GM’s modifiers, to the opposing roll as well', () => {
    const ctx = contextOf(sheets, { bolsters: { vex: [bolster], dolan: [bolster] } });
    const { state } = chase();
    const gm = { rolled: 1, kept: 0, source: 'GM' };
    const close: ChaseSceneCommand = { type: 'chase/close', actor: id('dolan'), modifiers: { dolan: [gm] } };
    const { events } = act(ctx, state, close, ...faces(5, 3, 9), ...faces(6, 2, 10));
    expect(rollsOf(events).map((r) => [r.roller, r.pool, r.modifiers])).toEqual([
      ['vex', { rolled: 5, kept: 3 }, [bolster]],
      ['dolan', { rolled: 6, kept: 2 }, [gm, bolster]],
    ]);
  });

  it('gives a wounded defender’s Cover re-roll their Bolster (COT-D-36)', () => {
    const ctx = contextOf(sheets, { bolsters: { vex: [bolster] } });
    const { state } = open(contextOf(sheets), onFoot(['vex'], ['dolan']), 1, 1, 1, 3, 3);
    const shot: ChaseSceneCommand = {
      type: 'chase/attack',
      actor: id('dolan'),
      defender: { kind: 'character', id: id('vex') },
      means: { kind: 'weapon', weapon: 'Revolver' },
    };
    const { events } = act(ctx, state, shot, 6, 6, 1, 2, 2, 2, 2);
    expect(rollsOf(events).map((r) => [r.roller, r.pool])).toEqual([
      ['dolan', { rolled: 3, kept: 2 }],
      ['vex', { rolled: 4, kept: 3 }],
    ]);
    expect(rollsOf(events)[0]!.result).toBe('Vex loses 9 Cover and is Wounded (6 days)');
  });
});

describe('the roll log (rolls) and the history (describe)', () => {
  it('records a Close against the Target’s opposing total, not against nothing', () => {
    const { state } = chase();
    const { events } = act(
      contextOf(sheets),
      state,
      { type: 'chase/close', actor: id('dolan') },
      4,
      3,
      2,
      1,
      6,
      5,
      1,
      1,
    );
    expect(rollsOf(events).map((r) => [r.roller, r.difficulty, r.againstLabel, r.success, r.result])).toEqual(
      [
        ['vex', null, '', null, 'opposing roll: sets the difficulty 9'],
        ['dolan', 9, "Vex's roll", true, 'closes: Distance 2 → 1'],
      ],
    );
    expect(chaseEngine.describe(events[0]!, names)).toBe('Dolan closes in: Distance 2 → 1');
  });

  it('says what an Accelerate did to the pursuers', () => {
    const { state } = chase();
    const { events } = act(
      contextOf(sheets),
      state,
      { type: 'chase/accelerate', actor: id('vex') },
      2,
      1,
      1,
      1,
      6,
      6,
      6,
      1,
    );
    expect(chaseEngine.describe(events[0]!, names)).toBe(
      'Vex Accelerates: the pursuers fall back to Distance 3',
    );
    expect(rollsOf(events)[1]).toMatchObject({ difficulty: 3, success: true, againstLabel: "Dolan's roll" });
  });
});

describe('turns, absences, splits and the end (COT-CHASE-3, COT-CHASE-9, COT-CHASE-14)', () => {
  it('gives each action to its actor, and the Takedown right after a Close to the Close’s turn', () => {
    const { state } = chase(contextOf(sheets), 1);
    const closed = act(
      contextOf(sheets),
      state,
      { type: 'chase/close', actor: id('dolan') },
      1,
      1,
      1,
      2,
      6,
      6,
      1,
      1,
    ).state;
    expect(closed.followUp).toEqual({ actor: 'dolan', group: 'on foot' });
    const takedown: ChaseSceneCommand = { type: 'chase/takedown', actor: id('dolan') };
    expect(chaseEngine.isFollowUp!(closed, takedown)).toBe(true);
    expect(chaseEngine.isFollowUp!(state, takedown)).toBe(false);
    expect(chaseEngine.actorOf(closed, takedown)).toBe('dolan');
    expect(chaseEngine.actorOf(closed, { type: 'chase/end', reason: 'The GM calls it' })).toBeNull();
  });

  it('splits a Target into a chase of its own, named after those who broke away', () => {
    const { state } = open(contextOf(sheets), onFoot(['vex', 'ruth'], ['dolan']), 3, 3, 3, 3, 3, 3, 3);
    const { events } = act(contextOf(sheets), state, {
      type: 'chase/split',
      breakaway: [id('ruth')],
      pursuers: [],
    });
    expect(events.map((e) => chaseEngine.spawns!(e))).toEqual([null, null]);
    const followed = act(contextOf(sheets), state, {
      type: 'chase/split',
      breakaway: [id('ruth')],
      pursuers: ['on foot' as never],
    });
    const spawn = chaseEngine.spawns!(followed.events[0]!);
    expect(spawn).toMatchObject({ name: 'Ruth (split)', participants: ['ruth', 'dolan'] });
    expect(spawn!.events.reduce<ChaseScene | null>(chaseEngine.apply, null)!.groups[0]!.distance).toBe(2);
    expect(chaseEngine.absence!(followed.state, 'ruth')).toBe('left');
    expect(chaseEngine.canAct(followed.state, 'ruth')).toBe(false);
  });

  it('ends in words, and then lets nobody act', () => {
    const { state } = chase();
    const over = act(contextOf(sheets), state, { type: 'chase/end', reason: 'The bridge is up' }).state;
    expect(chaseEngine.ended(over, names)).toBe('Chase over: The bridge is up');
    expect(chaseEngine.ended(state, names)).toBeNull();
    expect(chaseEngine.canAct(over, 'vex')).toBe(false);
    expect(chaseEngine.view(contextOf(sheets), over, 'vex')).toEqual([]);
    // COT-CHAR-6: the chase keeps nobody's condition; the sheets do.
    expect(state.participants.some((p) => 'condition' in p)).toBe(false);
  });
});

/** Vex on foot, Dolan driving a car at Distance 0. */
function dolanAtVex() {
  const setup: ChaseSetupInput = {
    targets: [seat('vex', 'crew')],
    pursuers: [seat('dolan', 'guards', 'Car', 'driver')],
    distance: 0,
    cramped: false,
  };
  return open(contextOf(sheets), setup, 3, 3, 3, 3, 3);
}

describe('the chase view', () => {
  it('offers each tied best pool as the group’s roller (COT-D-92), with the odds and pools in words', () => {
    const { state } = open(
      contextOf(sheets, { bolsters: {} }),
      onFoot(['vex'], ['dolan', 'kit']),
      3,
      3,
      3,
      3,
      3,
      3,
      3,
    );
    const ctx = contextOf(sheets, { bolsters: { dolan: [bolster] } });
    const close = chaseEngine.view(ctx, state, 'dolan').find((v) => v.action === 'close')!;
    expect(close.options.map((o) => o.label)).toEqual([
      'Close in',
      'Close in, Dolan rolls for the group',
      'Close in, Kit rolls for the group',
    ]);
    expect(close.options[0]!.odds!.detail).toBe('Vex 4k3, then Dolan 4k2 +1k0 Bolster = 5k2');
    expect(close.options[2]!.odds!.detail).toBe('Vex 4k3, then Kit 4k2');
    expect(close.rule).toBe('COT-CHASE-9');
  });

  it('explains what is not open, and offers the crash check a Ram may call for', () => {
    const { state } = dolanAtVex();
    const views = chaseEngine.view(contextOf(sheets), state, 'dolan');
    expect(views.find((v) => v.action === 'board')).toMatchObject({
      available: false,
      reason: 'The Target is on foot: Board is vehicle against vehicle (COT-CHASE-11)',
    });
    expect(views.find((v) => v.action === 'ram')!.options.map((o) => o.label)).toEqual([
      'Ram Vex',
      'Ram Vex, risky (crash check)',
    ]);
  });

  it('says what follows the roll: the crash check a risky Ram calls for, a vehicle Takedown’s free Ram', () => {
    const { state } = dolanAtVex();
    const views = chaseEngine.view(contextOf(sheets), state, 'dolan');
    const [safe, risky] = views.find((v) => v.action === 'ram')!.options;
    expect(safe!.odds!.detail).not.toMatch(/crash/);
    expect(risky!.odds!.detail).toMatch(/; then a crash check vs 9: \d+% to crash$/);
    const takedowns = views.find((v) => v.action === 'takedown')!.options;
    expect(takedowns.map((o) => o.label)).toEqual(['Takedown, then ram Vex']); // not a bare one: it rams
    expect(takedowns[0]!.odds!.detail).toMatch(
      /; if it succeeds, a free Ram on Vex: \d+% to reach its Cover 9$/,
    );
  });

  it('offers every obstacle difficulty the Target could pass, from the table’s minimum (COT-CHASE-6, COT-D-44)', () => {
    const { state } = chase();
    const obstacle = chaseEngine
      .view(contextOf(sheets), state, 'vex')
      .find((v) => v.action === 'shake-obstacle')!;
    // Vex runs at 4k3: totals up to 18
    expect(obstacle.options.map((o) => o.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `An obstacle of difficulty ${9 + i}`),
    );
    const chances = obstacle.options.map((o) => o.odds!.headline.probability);
    expect(chances.every((p, i) => i === 0 || p < chances[i - 1]!)).toBe(true);
    expect(obstacle.options.at(-1)!.command).toEqual({
      type: 'chase/shake',
      actor: 'vex',
      manoeuvre: { kind: 'obstacle', difficulty: 18 },
    });
  });
});
