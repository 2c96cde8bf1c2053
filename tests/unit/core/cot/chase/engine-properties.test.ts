import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chaseEngine } from '../../../../../core/cot/chase/engine.ts';
import type { ChaseEvent, ChaseScene, ChaseState, Defender } from '../../../../../core/cot/chase/index.ts';
import { chaseIn } from '../../../../../core/cot/chase/scene.ts';
import {
  chaseGmActions,
  chaseGroupId,
  splitChoices,
  splitProblem,
  vehicleId,
} from '../../../../../core/cot/chase/index.ts';
import { resultDistribution } from '../../../../../core/cot/chase/odds-support.ts';
import { chaseRollsOf } from '../../../../../core/cot/chase/rolls-of.ts';
import { beats, forfeits, meets } from '../../../../../core/cot/chase/rolls.ts';
import type { RollResult } from '../../../../../core/cot/chase/rolls.ts';
import { chaseCommandSchema, chaseEventSchema } from '../../../../../core/cot/chase/schema.ts';
import type {
  ChaseSceneCommand,
  ChaseSeatSetup,
  ChaseSetupInput,
} from '../../../../../core/cot/chase/setup.ts';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { bolster, canonical, contextOf, deepFreeze, firstIssue, id, sheet } from '../warfare/support.ts';

const targets = ['t1', 't2'] as const;
const pursuers = ['p1', 'p2', 'p3'] as const;
const everyone = [...targets, ...pursuers];
const rows = ['Car', 'Motorcycle', 'Truck / van'] as const;

const sheetArb = (key: string): fc.Arbitrary<Character> =>
  fc
    .record({
      muscle: fc.integer({ min: 1, max: 3 }),
      fingers: fc.integer({ min: 1, max: 3 }),
      athletics: fc.integer({ min: 0, max: 2 }),
      driving: fc.integer({ min: 0, max: 2 }),
      shooting: fc.integer({ min: 0, max: 2 }),
      wounded: fc.boolean(),
      weapons: fc.subarray(['Revolver', 'Knife, razor']),
    })
    .map((s) =>
      sheet(key, {
        abilities: { muscle: s.muscle, fingers: s.fingers },
        skills: { athletics: s.athletics, driving: s.driving, shooting: s.shooting, handToHand: 1 },
        weapons: s.weapons,
        condition: s.wounded ? { state: 'wounded', recoveryDays: 3 } : { state: 'unhurt' },
      }),
    );

/** A side: everyone on foot, or in one vehicle (the first drives). */
const sideArb = (keys: readonly string[], side: string) =>
  fc
    .record({
      count: fc.integer({ min: 1, max: keys.length }),
      row: fc.constantFrom<string | null>(null, ...rows),
    })
    .map(({ count, row }): ChaseSeatSetup[] =>
      keys.slice(0, count).map((key, i) => ({
        characterId: id(key),
        side,
        vehicle: row,
        role: row === null ? 'on-foot' : i === 0 ? 'driver' : 'passenger',
      })),
    );

const worldArb = fc.record({
  sheets: fc.tuple(...everyone.map(sheetArb)),
  targets: sideArb(targets, 'crew'),
  pursuers: fc.oneof(
    sideArb(pursuers, 'guards'),
    // Two pursuer groups: a vehicle and the runners on foot.
    fc.constantFrom<string>(...rows).map((row): ChaseSeatSetup[] => [
      { characterId: id('p1'), side: 'guards', vehicle: row, role: 'driver' },
      { characterId: id('p2'), side: 'guards', vehicle: null, role: 'on-foot' },
      { characterId: id('p3'), side: 'guards', vehicle: null, role: 'on-foot' },
    ]),
  ),
  distance: fc.constantFrom(null, 0, 1, 3),
  cramped: fc.boolean(),
  bolsters: fc.dictionary(fc.constantFrom(...everyone), fc.nat(2)),
  settings: fc.record({
    poolFloor: fc.constantFrom('1k1', 'auto_fail'),
    successOnEqual: fc.boolean(),
    opposedTieWinner: fc.constantFrom('actor', 'defender'),
    catastropheSetsDifficulty: fc.boolean(),
    woundPenalty: fc.constantFrom('none', '-1k0'),
    coverAfterWound: fc.constantFrom('reroll', 'zero_until_reposition'),
    chaseRangePenalty: fc.constantFrom(0, 1),
  }),
});
type World = typeof worldArb extends fc.Arbitrary<infer W> ? W : never;

const who = fc.constantFrom(...everyone, 'stranger').map(id);
const defenderArb: fc.Arbitrary<Defender> = fc.oneof(
  who.map((x) => ({ kind: 'character' as const, id: x })),
  fc
    .constantFrom(...rows.flatMap((row) => [`target: ${row}`, `pursuer: ${row}`]))
    .map((x) => ({ kind: 'vehicle' as const, id: vehicleId(x) })),
);
const risky = <C extends object>(command: C, on: boolean) => (on ? { ...command, risky: true } : command);

/** Commands shaped as the view makes them: no GM modifiers, the table's obstacle difficulty, no roller named. */
const viewShapedArb = (minimum: number): fc.Arbitrary<ChaseSceneCommand> =>
  fc.oneof(
    { weight: 3, arbitrary: who.map((actor) => ({ type: 'chase/accelerate' as const, actor })) },
    fc.record({
      type: fc.constant('chase/shake' as const),
      actor: who,
      manoeuvre: fc.oneof(
        fc.constant({ kind: 'crowded' as const }),
        fc.constant({ kind: 'leave-crowded' as const }),
        fc.constant({ kind: 'obstacle' as const, difficulty: minimum }),
        who.map((boarder) => ({ kind: 'dislodge' as const, boarder })),
      ),
    }),
    who.map((actor) => ({ type: 'chase/escape' as const, actor })),
    {
      weight: 3,
      arbitrary: fc
        .record({
          actor: who,
          defender: defenderArb,
          means: fc.oneof(
            fc
              .constantFrom('Fists', 'Revolver', 'Knife, razor')
              .map((weapon) => ({ kind: 'weapon' as const, weapon })),
            fc.constant({ kind: 'vehicle' as const }),
          ),
          risky: fc.boolean(),
        })
        .map(({ risky: on, ...rest }) => risky({ type: 'chase/attack' as const, ...rest }, on)),
    },
    { weight: 3, arbitrary: who.map((actor) => ({ type: 'chase/close' as const, actor })) },
    fc
      .record({ actor: who, ramTarget: fc.option(defenderArb, { nil: undefined }) })
      .map(({ actor, ramTarget }) => ({
        type: 'chase/takedown' as const,
        actor,
        ...(ramTarget ? { ramTarget } : {}),
      })),
    who.map((actor) => ({ type: 'chase/board' as const, actor })),
    fc
      .record({ actor: who, defender: defenderArb, risky: fc.boolean() })
      .map(({ risky: on, ...rest }) => risky({ type: 'chase/ram' as const, ...rest }, on)),
    who.map((actor) => ({ type: 'chase/fall-off' as const, actor })),
  );

const commandArb = fc.oneof(
  { weight: 12, arbitrary: viewShapedArb(9) },
  fc.record({
    type: fc.constant('chase/split' as const),
    breakaway: fc.subarray([...targets].map(id), { minLength: 1 }),
    pursuers: fc.subarray(['on foot', ...rows.map((r) => `pursuer: ${r}`)].map(chaseGroupId)),
  }),
  fc.record({ type: fc.constant('chase/set-conditions' as const), cramped: fc.boolean() }),
  fc
    .constantFrom('on foot', ...rows.map((r) => `pursuer: ${r}`))
    .map((g) => ({ type: 'chase/rule-fall-off' as const, group: chaseGroupId(g) })),
);

function worldOf(world: World): { ctx: EngineContext; setup: ChaseSetupInput } {
  const bolsters = Object.fromEntries(
    Object.entries(world.bolsters).map(([k, n]) => [k, Array.from({ length: n }, () => bolster)]),
  );
  return {
    ctx: contextOf(world.sheets, { settings: world.settings, bolsters }),
    setup: {
      targets: world.targets,
      pursuers: world.pursuers,
      distance: world.distance,
      cramped: world.cramped,
    },
  };
}

interface Played {
  /** The context after the chase: its wounds and deaths on the sheets, as the scene layer carries them (COT-CHAR-6). */
  readonly ctx: EngineContext;
  readonly log: ChaseEvent[];
  /** The chase as a scene stores it, without conditions. */
  readonly state: ChaseScene;
  /** The chase as its rules read it, conditions from the sheets. */
  readonly live: ChaseState;
}

/** A wound or a death the chase dealt, on the character's sheet: the scene layer's `condition` effect. */
function withEffects(ctx: EngineContext, event: ChaseEvent): EngineContext {
  return chaseEngine.effects(event).reduce((next, effect) => {
    if (effect.kind !== 'condition') return next;
    const sheet = next.characters[effect.character]!;
    return {
      ...next,
      characters: { ...next.characters, [effect.character]: { ...sheet, condition: effect.condition } },
    };
  }, ctx);
}

function play(world: World, commands: readonly ChaseSceneCommand[], seed: number): Played {
  const built = worldOf(world);
  let ctx = built.ctx;
  const dice = seededDice(seed);
  const started = chaseEngine.start(ctx, built.setup, dice);
  if (!started.ok) throw new Error(`${started.code}: ${started.message}`);
  const log = [...started.events];
  let state = deepFreeze(log.reduce<ChaseScene | null>(chaseEngine.apply, null)!);
  for (const command of commands) {
    const decision = chaseEngine.decide(ctx, state, command, dice);
    if (!decision.ok) continue;
    log.push(...decision.events);
    state = deepFreeze(decision.events.reduce(chaseEngine.apply, state));
    ctx = decision.events.reduce(withEffects, ctx);
  }
  return { ctx, log, state, live: chaseIn(ctx, state) };
}

const arbitraries = [worldArb, fc.array(commandArb, { maxLength: 25 }), fc.integer()] as const;

describe('the chase engine (fast-check)', () => {
  it('emits only events its schema reads, and replaying them gives the state', () => {
    fc.assert(
      fc.property(...arbitraries, (world, commands, seed) => {
        const run = play(world, commands, seed);
        for (const event of run.log) {
          const parsed = v.safeParse(chaseEventSchema, event);
          expect(parsed.success, parsed.success ? '' : `${event.type} ${firstIssue(parsed)}`).toBe(true);
          const logged = chaseEngine.rolls(event, (x) => x);
          // the roll log gets every roll the event carries, in order, each with its roller (COT-TIME-4)
          expect(logged.map((r) => [r.roller, r.roll])).toEqual(
            chaseRollsOf(event).map((r) => [r.roller, r.roll]),
          );
          for (const roll of logged) {
            expect(roll.what.length).toBeGreaterThan(0);
            expect(roll.result.length).toBeGreaterThan(0);
            if (roll.success !== null) expect(roll.difficulty, `${event.type} ${roll.what}`).not.toBeNull();
          }
          expect(chaseEngine.describe(event, (x) => x)).toMatch(/\S/);
          const spawn = chaseEngine.spawns!(event);
          if (spawn) expect(spawn.events.reduce<ChaseScene | null>(chaseEngine.apply, null)).not.toBeNull();
        }
        expect(run.log.reduce<ChaseScene | null>(chaseEngine.apply, null)).toEqual(run.state);
      }),
      { numRuns: 150 },
    );
  });

  it('offers exactly the commands decide accepts, each fitting the command schema', () => {
    fc.assert(
      fc.property(
        ...arbitraries,
        fc.array(viewShapedArb(9), { maxLength: 40 }),
        (world, commands, seed, probes) => {
          const run = play(world, commands, seed);
          const offered = new Set<string>();
          for (const actor of [...everyone, 'stranger']) {
            for (const view of chaseEngine.view(run.ctx, run.state, actor)) {
              expect(view.available).toBe(view.options.length > 0);
              if (!view.available) expect(view.reason).toBeTruthy();
              for (const option of view.options) {
                expect(v.safeParse(chaseCommandSchema, option.command).success).toBe(true);
                expect(chaseEngine.actorOf(run.state, option.command)).toBe(actor);
                const decision = chaseEngine.decide(run.ctx, run.state, option.command, seededDice(seed));
                expect(decision.ok, decision.ok ? '' : decision.message).toBe(true);
                offered.add(canonical(option.command));
              }
            }
          }
          for (const probe of [...probes, ...everyProbe(run.state.rules.minObstacleDifficulty)]) {
            const accepted = chaseEngine.decide(run.ctx, run.state, probe, seededDice(seed)).ok;
            const shown =
              offered.has(canonical(probe)) || offered.has(canonical(defaultRam(run.live, probe)));
            expect(shown, `${accepted} ${canonical(probe)}`).toBe(accepted);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('shows the odds of the very pools decide rolls, Bolsters and all', () => {
    fc.assert(
      fc.property(...arbitraries, (world, commands, seed) => {
        const run = play(world, commands, seed);
        for (const actor of everyone) {
          for (const view of chaseEngine.view(run.ctx, run.state, actor)) {
            for (const option of view.options) {
              if (!option.odds) continue;
              expect(option.odds.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 9);
              const decision = chaseEngine.decide(run.ctx, run.state, option.command, seededDice(seed));
              if (!decision.ok) throw new Error(decision.message);
              const chance = independentChance(run.live, decision.events);
              if (chance !== null) expect(option.odds.headline.probability).toBeCloseTo(chance, 12);
            }
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('offers the GM exactly the conditions and Fall Offs decide accepts, outside every turn', () => {
    fc.assert(
      fc.property(...arbitraries, (world, commands, seed) => {
        const run = play(world, commands, seed);
        const offered = new Set<string>();
        for (const view of chaseGmActions(run.live, (x) => x)) {
          expect(view.available).toBe(view.options.length > 0);
          if (!view.available) expect(view.reason).toBeTruthy();
          for (const option of view.options) {
            expect(v.safeParse(chaseCommandSchema, option.command).success).toBe(true);
            expect(chaseEngine.actorOf(run.state, option.command)).toBeNull();
            const decision = chaseEngine.decide(run.ctx, run.state, option.command, seededDice(seed));
            expect(decision.ok, decision.ok ? '' : decision.message).toBe(true);
            offered.add(canonical(option.command));
          }
        }
        for (const probe of gmProbes) {
          const accepted = chaseEngine.decide(run.ctx, run.state, probe, seededDice(seed)).ok;
          expect(offered.has(canonical(probe)), `${accepted} ${canonical(probe)}`).toBe(accepted);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('lets the GM split exactly when decide accepts some split, and foretells its refusals', () => {
    fc.assert(
      fc.property(...arbitraries, fc.subarray([...targets]), (world, commands, seed, breakaway) => {
        const run = play(world, commands, seed);
        const choices = splitChoices(run.live);
        const tries = [[], [targets[0]], [targets[1]], [...targets]].map((ids) => ids.map(id));
        const acceptedAny = tries.some(
          (ids) =>
            chaseEngine.decide(
              run.ctx,
              run.state,
              { type: 'chase/split', breakaway: ids, pursuers: [] },
              seededDice(seed),
            ).ok,
        );
        expect(choices.possible).toBe(acceptedAny);
        expect(choices.reason === null).toBe(choices.possible);
        const pursuers = choices.groups.slice(0, 1).map((g) => g.id);
        const command = { type: 'chase/split' as const, breakaway: breakaway.map(id), pursuers };
        const decision = chaseEngine.decide(run.ctx, run.state, command, seededDice(seed));
        expect(splitProblem(run.live, command.breakaway, pursuers)).toBe(
          decision.ok ? null : decision.message,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('never throws on a malformed command: the schema or decide refuses it', () => {
    const anyCommand = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom(
            'chase/accelerate',
            'chase/shake',
            'chase/attack',
            'chase/split',
            'chase/end',
          ),
          actor: fc.oneof(fc.string(), who, fc.constant('__proto__')),
          manoeuvre: fc.oneof(
            fc.record({
              kind: fc.constant('obstacle'),
              difficulty: fc.oneof(fc.double(), fc.constant(1e308)),
            }),
            fc.anything(),
          ),
          defender: fc.oneof(defenderArb, fc.anything()),
          means: fc.anything(),
          modifiers: fc.dictionary(
            fc.string(),
            fc.array(fc.record({ rolled: fc.double(), kept: fc.integer(), source: fc.string() })),
          ),
          rollers: fc.array(fc.oneof(who, fc.string())),
          breakaway: fc.array(fc.oneof(who, fc.string())),
          pursuers: fc.array(fc.string()),
          reason: fc.string(),
        },
        { requiredKeys: ['type'] },
      ),
    );
    fc.assert(
      fc.property(worldArb, anyCommand, fc.integer(), (world, command, seed) => {
        const run = play(world, [], seed);
        const parsed = v.safeParse(chaseCommandSchema, command);
        if (!parsed.success) return;
        const decision = chaseEngine.decide(run.ctx, run.state, parsed.output, seededDice(seed));
        if (!decision.ok) expect(decision.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

const defenders: readonly Defender[] = [
  ...everyone.map((x) => ({ kind: 'character' as const, id: id(x) })),
  ...rows.flatMap((row) =>
    ['target', 'pursuer'].map((side) => ({ kind: 'vehicle' as const, id: vehicleId(`${side}: ${row}`) })),
  ),
];

/**
 * A driver's Takedown naming no Ram as the view offers it: naming the one it rams (the Target's vehicle, or the
 * one Target on foot, COT-CHASE-10).
 */
function defaultRam(state: ChaseState, command: ChaseSceneCommand): ChaseSceneCommand {
  if (command.type !== 'chase/takedown' || command.ramTarget) return command;
  const vehicle = state.vehicles.find((x) => x.role === 'target' && x.left === null);
  const runners = state.participants.filter((p) => p.role === 'target' && p.left === null);
  const ramTarget: Defender | null = vehicle
    ? { kind: 'vehicle', id: vehicle.id }
    : runners.length === 1
      ? { kind: 'character', id: runners[0]!.id }
      : null;
  return ramTarget ? { ...command, ramTarget } : command;
}

/** The GM's single changes of the chase's small world: each condition and each group's Fall Off. */
const gmProbes: readonly ChaseSceneCommand[] = [
  { type: 'chase/set-conditions', cramped: true },
  { type: 'chase/set-conditions', cramped: false },
  ...rows.flatMap((row) =>
    ['target', 'pursuer'].flatMap((side) =>
      [true, false].map((on) => ({
        type: 'chase/set-conditions' as const,
        fullCapacity: { [`${side}: ${row}`]: on },
      })),
    ),
  ),
  ...['on foot', ...rows.map((r) => `pursuer: ${r}`)].map((g) => ({
    type: 'chase/rule-fall-off' as const,
    group: chaseGroupId(g),
  })),
];

/** Every view-shaped command of the chase's small world, each actor with each defender, weapon and option. */
function everyProbe(minimum: number): ChaseSceneCommand[] {
  const means = [
    ...['Fists', 'Revolver', 'Knife, razor'].map((weapon) => ({ kind: 'weapon' as const, weapon })),
    { kind: 'vehicle' as const },
  ];
  const manoeuvres = [
    { kind: 'crowded' as const },
    { kind: 'leave-crowded' as const },
    { kind: 'obstacle' as const, difficulty: minimum },
    ...everyone.map((b) => ({ kind: 'dislodge' as const, boarder: id(b) })),
  ];
  return everyone
    .map(id)
    .flatMap((actor): ChaseSceneCommand[] => [
      { type: 'chase/accelerate', actor },
      ...manoeuvres.map((manoeuvre) => ({ type: 'chase/shake' as const, actor, manoeuvre })),
      { type: 'chase/escape', actor },
      ...defenders.flatMap((defender) =>
        means.flatMap((m) =>
          [false, true].map((on) => risky({ type: 'chase/attack' as const, actor, defender, means: m }, on)),
        ),
      ),
      { type: 'chase/close', actor },
      { type: 'chase/takedown', actor },
      ...defenders.map((ramTarget) => ({ type: 'chase/takedown' as const, actor, ramTarget })),
      { type: 'chase/board', actor },
      ...defenders.flatMap((defender) =>
        [false, true].map((on) => risky({ type: 'chase/ram' as const, actor, defender }, on)),
      ),
      { type: 'chase/fall-off', actor },
    ]);
}

/**
 * The chance of success computed apart from the view, from the pools decide rolled: an attack reaching its
 * Cover or Body; an opposed Close, Takedown or Board won (COT-DICE-8); an obstacle passed. Null for the others.
 */
function independentChance(state: ChaseState, events: readonly ChaseEvent[]): number | null {
  const [first] = events;
  const rules = state.rules;
  const plan = (roll: { pool: { rolled: number; kept: number }; roll: unknown }) => ({
    roller: id('x'),
    basePool: roll.pool,
    modifiers: [],
    pool: roll.pool,
    autoFail: roll.roll === null,
  });
  switch (first?.type) {
    case 'chase/attacked':
      return resultDistribution(plan(first.roll))
        .filter((w) => meets(w.value, first.difficulty, rules))
        .reduce((sum, w) => sum + w.p, 0);
    case 'chase/obstacle-run':
      return resultDistribution(plan(first.roll))
        .filter((w) => meets(w.value, first.difficulty, rules))
        .reduce((sum, w) => sum + w.p, 0);
    case 'chase/closed':
    case 'chase/board-attempted':
    case 'chase/takedown-attempted': {
      if (first.roll === null) return null; // the actor's own pool was not rolled
      return opposed(plan(first.opposingRoll), plan(first.roll), rules);
    }
    default:
      return null;
  }
}

type Planned = Parameters<typeof resultDistribution>[0];

/** COT-DICE-8: the opponent rolls first; a forfeit lets the actor through unrolled (COT-D-6). */
function opposed(opponent: Planned, actor: Planned, rules: ChaseState['rules']): number {
  let p = 0;
  for (const o of resultDistribution(opponent)) {
    if (forfeits(o.value, rules)) {
      p += o.p;
      continue;
    }
    for (const a of resultDistribution(actor))
      if (beats(a.value as RollResult, o.value, rules)) p += o.p * a.p;
  }
  return p;
}
