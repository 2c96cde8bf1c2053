import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { warfareEngine } from '../../../../../core/cot/warfare/engine.ts';
import type { WarfareSceneCommand, WarfareSetup } from '../../../../../core/cot/warfare/setup.ts';
import type { WarfareEvent, WarfareScene } from '../../../../../core/cot/warfare/types.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { bolster, contextOf, deepFreeze, expectRejected, facesFor, fighterIn, id, sheet } from './support.ts';
import type { SheetOptions } from './support.ts';

/** A sheet with a proper name. */
const named = (key: string, name: string, options: SheetOptions = {}): Character => ({
  ...sheet(key, options),
  name,
});

const ruth = named('ruth', 'Ruth', {
  kind: 'crew',
  abilities: { muscle: 3 },
  skills: { shooting: 2, handToHand: 1 },
  weapons: ['Revolver'],
});
const dolan = named('dolan', 'Dolan', { kind: 'guard' });
const vex = named('vex', 'Vex', { kind: 'crew', skills: { driving: 1 } });
const sheets = [ruth, dolan, vex];
const sides = { crew: 'the Crew', guards: 'the Guards' };

const fighters = (unconscious: readonly string[] = []): WarfareSetup['fighters'] => [
  { characterId: id('ruth'), side: 'crew', unconscious: unconscious.includes('ruth') },
  { characterId: id('dolan'), side: 'guards', unconscious: unconscious.includes('dolan') },
];

const setupOf = (overrides: Partial<WarfareSetup> = {}): WarfareSetup =>
  deepFreeze({ zone: 'Dock', fighters: fighters(), vehicles: [], firstRoundSide: null, ...overrides });

/** Starts a fight through the engine, every face used. */
function open(ctx: EngineContext, setup: WarfareSetup, ...faces: number[]) {
  const dice = fixedDice(...faces);
  const decision = warfareEngine.start(ctx, setup, dice);
  if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  return { events: decision.events, state: deepFreeze(replay(decision.events)) };
}

function replay(events: readonly WarfareEvent[]): WarfareScene {
  return events.reduce<WarfareScene | null>(warfareEngine.apply, null)!;
}

function act(ctx: EngineContext, state: WarfareScene, command: WarfareSceneCommand, ...faces: number[]) {
  const dice = fixedDice(...faces);
  const decision = warfareEngine.decide(ctx, state, command, dice);
  if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  return { events: decision.events, state: deepFreeze(decision.events.reduce(warfareEngine.apply, state)) };
}

const refuse = (ctx: EngineContext, setup: WarfareSetup) => {
  const decision = warfareEngine.start(ctx, setup, fixedDice());
  if (decision.ok) throw new Error('accepted');
  return decision;
};

const shoot = (target = 'dolan'): WarfareSceneCommand => ({
  type: 'warfare/attack',
  attacker: id('ruth'),
  target: id(target),
  skill: 'shooting',
  weapon: 'Revolver',
});

describe('warfareEngine.start (COT-WAR-1, COT-WAR-2, COT-WAR-4)', () => {
  it('builds the fighters from their sheets and rolls their Cover, with the table’s rules', () => {
    const ctx = contextOf(sheets, { settings: { crashDifficulty: 11 } });
    const { state } = open(ctx, setupOf(), 4, 3, 2, 2, 2);
    expect(state.zone).toBe('Dock');
    expect(state.rules.crashDifficulty).toBe(11);
    expect(state.fighters.map((f) => [f.name, f.side, f.coverScore])).toEqual([
      ['Ruth', 'crew', 9],
      ['Dolan', 'guards', 4],
    ]);
    expect(fighterIn(state, 'ruth').weapons.map((w) => w.name)).toEqual(['Revolver']);
  });

  it('puts a vehicle-table row in the zone with its driver and passengers', () => {
    const setup = setupOf({
      fighters: [...fighters(), { characterId: id('vex'), side: 'crew', unconscious: false }],
      vehicles: [{ vehicle: 'Car', driver: id('vex'), passengers: [id('ruth')] }],
    });
    const { state } = open(contextOf(sheets), setup, 3, 3, 3, 3, 3, 3, 3);
    expect(state.vehicles).toEqual([
      {
        id: 'Car (Vex)',
        name: 'Car',
        body: 12,
        ramBonus: { rolled: 1, kept: 1 },
        driver: 'vex',
        passengers: ['ruth'],
        wrecked: false,
        stopped: false,
      },
    ]);
  });

  it('refuses in the game’s words: a rider who is not fighting, an unknown row, two vehicles, too few fighters', () => {
    const ctx = contextOf(sheets);
    const car = (driver: string, passengers: string[] = []) => ({
      vehicle: 'Car',
      driver: id(driver),
      passengers: passengers.map(id),
    });
    expect(refuse(ctx, setupOf({ vehicles: [car('vex')] })).message).toBe(
      'Vex is not fighting, so cannot ride in the Car',
    );
    expectRejected(
      refuse(ctx, setupOf({ vehicles: [{ vehicle: 'Zeppelin', driver: id('ruth'), passengers: [] }] })),
      'warfare/unknown-vehicle',
    );
    expect(refuse(ctx, setupOf({ vehicles: [car('ruth'), car('dolan', ['ruth'])] })).message).toBe(
      'Ruth can only be in one vehicle',
    );
    expectRejected(refuse(ctx, setupOf({ fighters: fighters().slice(0, 1) })), 'warfare/too-few-fighters');
    expectRejected(
      refuse(
        ctx,
        setupOf({ fighters: [...fighters(), { characterId: id('nobody'), side: 'x', unconscious: false }] }),
      ),
      'warfare/unknown-character',
    );
    expectRejected(
      refuse(contextOf([{ ...ruth, weapons: ['Ray gun'] }, dolan]), setupOf()),
      'warfare/bad-gear',
    );
  });
});

describe('Bolsters go to whoever rolls (COT-TIME-4)', () => {
  const bolstered = (...who: string[]) =>
    contextOf(sheets, { bolsters: Object.fromEntries(who.map((w) => [w, [bolster]])) });

  it('adds a Bolster to the Cover roll it was waiting for, and only to that roller’s', () => {
    const { events } = open(bolstered('dolan'), setupOf(), 4, 3, 2, 2, 2, 2);
    const rolls = events.flatMap((e) => warfareEngine.rolls(e, (x) => x));
    expect(rolls.map((r) => [r.roller, r.pool])).toEqual([
      ['ruth', { rolled: 3, kept: 3 }],
      ['dolan', { rolled: 3, kept: 2 }],
    ]);
    expect(rolls[1]!.modifiers).toEqual([bolster]);
  });

  it('adds the attacker’s Bolster to the attack and the wounded defender’s to their Cover re-roll', () => {
    const ctx = bolstered('ruth', 'dolan');
    const { state } = open(contextOf(sheets), setupOf(), 3, 3, 3, 1, 1);
    // Revolver 5k3 +1k0, Bolster +1k0: 7k3 totalling 18 against Cover 2 → 16 Cover: Wounded; Dolan re-rolls 3k2.
    const { events } = act(ctx, state, shoot(), ...facesFor({ rolled: 7, kept: 3 }, 18), 4, 4, 1);
    const rolls = events.flatMap((e) => warfareEngine.rolls(e, (x) => x));
    expect(rolls.map((r) => [r.roller, r.pool])).toEqual([
      ['ruth', { rolled: 7, kept: 3 }],
      ['dolan', { rolled: 3, kept: 2 }],
    ]);
    expect(rolls[0]!.modifiers.filter((m) => m.source === 'Bolster')).toHaveLength(1);
  });

  it('gives a driver’s crash check no second Bolster after their vehicle attack', () => {
    const setup = setupOf({
      fighters: [...fighters(), { characterId: id('vex'), side: 'crew', unconscious: false }],
      vehicles: [{ vehicle: 'Car', driver: id('vex'), passengers: [] }],
    });
    const { state } = open(contextOf(sheets), setup, 3, 3, 3, 3, 3, 3, 3);
    const ram: WarfareSceneCommand = {
      type: 'warfare/attack',
      attacker: id('vex'),
      target: id('dolan'),
      skill: 'driving',
      risky: true,
    };
    // Fingers + Driving 3k2 + Car 1k1 + Bolster 1k0 = 5k3; the crash check is 3k2 again.
    const { events } = act(bolstered('vex'), state, ram, 2, 2, 2, 1, 1, 6, 6, 1);
    const rolls = events.flatMap((e) => warfareEngine.rolls(e, (x) => x));
    expect(rolls.map((r) => [r.roller, r.pool])).toEqual([
      ['vex', { rolled: 5, kept: 3 }],
      ['vex', { rolled: 3, kept: 2 }],
    ]);
  });

  it('adds each side’s Bolster to both rolls of a break-free, and to a Reposition’s and a joiner’s Cover', () => {
    const { state } = open(contextOf(sheets), setupOf(), 1, 1, 1, 6, 6);
    const hold: WarfareSceneCommand = {
      type: 'warfare/attack',
      attacker: id('dolan'),
      target: id('ruth'),
      skill: 'handToHand',
      restrain: true,
    };
    const held = act(contextOf(sheets), state, hold, 3, 1).state;
    const ctx = bolstered('ruth', 'dolan');
    const { events } = act(
      ctx,
      held,
      { type: 'warfare/break-free', fighter: id('ruth') },
      1,
      1,
      1,
      6,
      6,
      6,
      1,
    );
    const rolls = events.flatMap((e) => warfareEngine.rolls(e, (x) => x));
    expect(rolls.map((r) => [r.roller, r.pool, r.difficulty])).toEqual([
      ['dolan', { rolled: 3, kept: 2 }, null],
      ['ruth', { rolled: 4, kept: 3 }, 2],
    ]);
    const moved = act(
      ctx,
      state,
      { type: 'warfare/reposition', fighter: id('ruth'), reroll: true },
      2,
      2,
      2,
      2,
    );
    expect(moved.events.flatMap((e) => warfareEngine.rolls(e, (x) => x))[0]!.pool).toEqual({
      rolled: 4,
      kept: 3,
    });
    const joined = warfareEngine.join!(
      bolstered('vex'),
      state,
      { characterId: id('vex'), side: 'crew', zone: '' },
      fixedDice(1, 1, 1),
    );
    if (!joined.ok) throw new Error(joined.message);
    expect(joined.events.flatMap((e) => warfareEngine.rolls(e, (x) => x))[0]).toMatchObject({
      roller: 'vex',
      pool: { rolled: 3, kept: 2 },
    });
  });
});

describe('Unconscious fighters come round (COT-D-32, COT-DROP-9)', () => {
  const counted = contextOf(sheets, { settings: { unconsciousDuration: 2 } });
  const outCold = () =>
    open(
      counted,
      setupOf({
        fighters: [...fighters(['dolan']), { characterId: id('vex'), side: 'guards', unconscious: false }],
      }),
      3,
      3,
      3,
      3,
      3,
    );

  it('counts unconscious_duration = N Heist rounds as 5N fight rounds (COT-TIME-2), then they come round and roll Cover', () => {
    const { state } = outCold();
    expect(fighterIn(state, 'dolan')).toMatchObject({ unconscious: true, unconsciousRoundsLeft: 10 });
    const pass = (rounds: number): WarfareSceneCommand => ({ type: 'warfare/rounds-pass', rounds });
    const later = act(counted, state, pass(9));
    expect(later.events).toEqual([{ type: 'warfare/rounds-passed', rounds: 9 }]);
    expect(fighterIn(later.state, 'dolan').unconsciousRoundsLeft).toBe(1);
    const { events, state: after } = act(counted, later.state, pass(1), 5, 4);
    expect(events.map((e) => e.type)).toEqual([
      'warfare/rounds-passed',
      'warfare/came-round',
      'warfare/cover-rolled',
    ]);
    expect(fighterIn(after, 'dolan')).toMatchObject({ unconscious: false, coverScore: 9 });
    expect(fighterIn(after, 'dolan').unconsciousRoundsLeft).toBeUndefined();
    expect(warfareEngine.canAct(after, 'dolan')).toBe(true);
  });

  it('takes the Drop’s own count when the scene hands it over, and counts nothing under job', () => {
    const told = open(
      counted,
      setupOf({
        fighters: [
          { characterId: id('ruth'), side: 'crew', unconscious: false },
          { characterId: id('dolan'), side: 'guards', unconscious: true, unconsciousRoundsLeft: 1 },
          { characterId: id('vex'), side: 'guards', unconscious: false },
        ],
      }),
      3,
      3,
      3,
      3,
      3,
    ).state;
    expect(fighterIn(told, 'dolan').unconsciousRoundsLeft).toBe(5);
    const job = open(
      contextOf(sheets),
      setupOf({
        fighters: [...fighters(['dolan']), { characterId: id('vex'), side: 'guards', unconscious: false }],
      }),
      3,
      3,
      3,
      3,
      3,
    ).state;
    expect(fighterIn(job, 'dolan')).not.toHaveProperty('unconsciousRoundsLeft');
    expect(act(contextOf(sheets), job, { type: 'warfare/rounds-pass', rounds: 100 }).events).toHaveLength(1);
  });

  it('stops counting once someone wakes them, and refuses a count that is not whole', () => {
    const { state } = outCold();
    const woken = act(
      counted,
      state,
      { type: 'warfare/wake', fighter: id('vex'), target: id('dolan') },
      2,
      2,
    ).state;
    expect(fighterIn(woken, 'dolan').unconsciousRoundsLeft).toBeUndefined();
    const decision = warfareEngine.decide(
      counted,
      state,
      { type: 'warfare/rounds-pass', rounds: 0.5 },
      fixedDice(),
    );
    expectRejected(decision, 'warfare/bad-rounds');
  });
});

describe('absences, turns and the end (COT-INIT-6, COT-WAR-13)', () => {
  it('tells the dead, the Unconscious, the fled and the surrendered apart', () => {
    const base = open(
      contextOf(sheets),
      setupOf({
        fighters: [...fighters(['ruth']), { characterId: id('vex'), side: 'crew', unconscious: false }],
      }),
      3,
      3,
      3,
      3,
    ).state;
    expect(warfareEngine.absence!(base, 'ruth')).toBe('unconscious');
    expect(warfareEngine.absence!(base, 'dolan')).toBeNull();
    expect(warfareEngine.absence!(base, 'stranger')).toBeNull();
    expect(warfareEngine.canAct(base, 'stranger')).toBe(false);
    const gaveUp = act(contextOf(sheets), base, { type: 'warfare/surrender', fighter: id('vex') }).state;
    expect(warfareEngine.absence!(gaveUp, 'vex')).toBe('left');
    expect(gaveUp.ended).toEqual({ winner: 'guards' });
    expect(warfareEngine.ended(gaveUp, (x) => sides[x as keyof typeof sides] ?? x)).toBe(
      'Gang Warfare over: the Guards hold the field',
    );
    expect(warfareEngine.canAct(gaveUp, 'dolan')).toBe(false);
    const fled = act(contextOf(sheets), base, { type: 'warfare/flee', fighter: id('vex') }).state;
    const gone = act(contextOf(sheets), fled, { type: 'warfare/leave', fighter: id('vex') }).state;
    expect(warfareEngine.absence!(gone, 'vex')).toBe('fled');
  });

  it('names no winner when nobody is left able and willing to fight', () => {
    const state = replay([
      open(contextOf(sheets), setupOf(), 3, 3, 3, 3, 3).events[0]!,
      { type: 'warfare/ended', winner: null },
    ]);
    expect(warfareEngine.ended(state, (x) => x)).toBe(
      'Gang Warfare over: nobody is left able and willing to fight',
    );
    // COT-CHAR-6: the fight keeps no condition of its own; the sheets do.
    expect(state.fighters.some((f) => 'condition' in f)).toBe(false);
  });

  it('gives each turn to its fighter and passing rounds to nobody', () => {
    const { state } = open(contextOf(sheets), setupOf(), 3, 3, 3, 3, 3);
    expect(warfareEngine.actorOf(state, shoot())).toBe('ruth');
    expect(warfareEngine.actorOf(state, { type: 'warfare/flee', fighter: id('dolan') })).toBe('dolan');
    expect(warfareEngine.actorOf(state, { type: 'warfare/rounds-pass', rounds: 1 })).toBeNull();
    expect(warfareEngine.effects({ type: 'warfare/ended', winner: null })).toEqual([]);
  });
});
