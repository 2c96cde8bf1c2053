import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { warfareEngine } from '../../../../../core/cot/warfare/engine.ts';
import { fightIn } from '../../../../../core/cot/warfare/scene.ts';
import { warfareCommandSchema, warfareEventSchema } from '../../../../../core/cot/warfare/schema.ts';
import type { WarfareSceneCommand, WarfareSetup } from '../../../../../core/cot/warfare/setup.ts';
import type { WarfareEvent, WarfareScene, WarfareState } from '../../../../../core/cot/warfare/types.ts';
import { opposedOdds, poolOdds } from '../../../../../core/dice/odds.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { bolster, canonical, contextOf, deepFreeze, firstIssue, id, sheet } from './support.ts';

const keys = ['a', 'b', 'x', 'y', 'z'] as const;
const who = fc.constantFrom(...keys, 'stranger').map(id);
const gearArb = fc.subarray([
  'Revolver',
  'Grenade, dynamite stick',
  'Knife, razor',
  'Club, sap, knuckle-duster',
  'Shotgun',
]);

const sheetArb = (key: string): fc.Arbitrary<Character> =>
  fc
    .record({
      muscle: fc.integer({ min: 1, max: 3 }),
      fingers: fc.integer({ min: 1, max: 3 }),
      skill: fc.integer({ min: 0, max: 2 }),
      wounded: fc.boolean(),
      gear: gearArb,
    })
    .map((s) =>
      sheet(key, {
        abilities: { muscle: s.muscle, fingers: s.fingers },
        skills: {
          handToHand: s.skill,
          shooting: s.skill,
          explosives: s.skill,
          resist: s.skill,
          athletics: s.skill,
          driving: s.skill,
        },
        weapons: s.gear,
        condition: s.wounded ? { state: 'wounded', recoveryDays: 2 } : { state: 'unhurt' },
      }),
    );

const worldArb = fc.record({
  sheets: fc.tuple(...keys.map(sheetArb)),
  unconscious: fc.subarray([...keys]),
  car: fc.boolean(),
  bolsters: fc.dictionary(fc.constantFrom(...keys), fc.nat(2)),
  settings: fc.record({
    poolFloor: fc.constantFrom('1k1', 'auto_fail'),
    successOnEqual: fc.boolean(),
    opposedTieWinner: fc.constantFrom('actor', 'defender'),
    catastropheSetsDifficulty: fc.boolean(),
    woundPenalty: fc.constantFrom('none', '-1k0'),
    coverAfterWound: fc.constantFrom('reroll', 'zero_until_reposition'),
    repositionKeepBetter: fc.boolean(),
    explosivesArea: fc.boolean(),
    unconsciousDuration: fc.constantFrom<'job' | number>('job', 1, 2),
  }),
});

const skill = fc.constantFrom('handToHand' as const, 'shooting' as const, 'explosives' as const);
const weapon = fc.constantFrom(
  'Fists',
  'Revolver',
  'Grenade, dynamite stick',
  'Knife, razor',
  'Club, sap, knuckle-duster',
  'Shotgun',
);

/** Commands shaped as the view makes them: a named weapon, Restrain and risky only when asked for. */
const viewShapedArb: fc.Arbitrary<WarfareSceneCommand> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({ attacker: who, target: who, skill, weapon, restrain: fc.boolean() })
      .map(({ restrain, ...rest }) => ({
        type: 'warfare/attack' as const,
        ...rest,
        ...(restrain ? { restrain } : {}),
      })),
  },
  fc.record({ attacker: who, target: who, risky: fc.boolean() }).map(({ risky, ...rest }) => ({
    type: 'warfare/attack' as const,
    skill: 'driving' as const,
    ...rest,
    ...(risky ? { risky } : {}),
  })),
  fc.record({ type: fc.constant('warfare/reposition' as const), fighter: who, reroll: fc.boolean() }),
  fc.record({ type: fc.constant('warfare/break-free' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/flee' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/join-flight' as const), fighter: who, leader: who }),
  fc.record({ type: fc.constant('warfare/leave' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/surrender' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/wake' as const), fighter: who, target: who }),
  fc.record({ type: fc.constant('warfare/finish-off' as const), fighter: who, target: who }),
);

const commandArb: fc.Arbitrary<WarfareSceneCommand> = fc.oneof(
  { weight: 8, arbitrary: viewShapedArb },
  fc.record({ type: fc.constant('warfare/rounds-pass' as const), rounds: fc.integer({ min: 1, max: 6 }) }),
);

type World = Parameters<typeof worldOf>[0];

function worldOf(world: {
  sheets: readonly Character[];
  unconscious: readonly string[];
  car: boolean;
  bolsters: Readonly<Record<string, number>>;
  settings: Record<string, unknown>;
}): { ctx: EngineContext; setup: WarfareSetup } {
  const bolsters = Object.fromEntries(
    Object.entries(world.bolsters).map(([k, n]) => [k, Array.from({ length: n }, () => bolster)]),
  );
  const ctx = contextOf(world.sheets, { settings: world.settings, bolsters });
  const setup: WarfareSetup = {
    zone: 'yard',
    fighters: keys.map((key, i) => ({
      characterId: id(key),
      side: i < 2 ? 'crew' : 'guards',
      unconscious: world.unconscious.includes(key),
    })),
    vehicles: world.car ? [{ vehicle: 'Car', driver: id('a'), passengers: [id('b')] }] : [],
    firstRoundSide: null,
  };
  return { ctx, setup };
}

interface Played {
  /** The context after the fight: its wounds and deaths on the sheets, as the scene layer carries them (COT-CHAR-6). */
  readonly ctx: EngineContext;
  readonly log: WarfareEvent[];
  /** The fight as a scene stores it, without conditions. */
  readonly state: WarfareScene;
}

/** A wound or a death the fight dealt, on the fighter's sheet: the scene layer's `condition` effect. */
function withEffects(ctx: EngineContext, event: WarfareEvent): EngineContext {
  return warfareEngine.effects(event).reduce((next, effect) => {
    if (effect.kind !== 'condition') return next;
    const sheet = next.characters[effect.character]!;
    return {
      ...next,
      characters: { ...next.characters, [effect.character]: { ...sheet, condition: effect.condition } },
    };
  }, ctx);
}

function play(world: World, commands: readonly WarfareSceneCommand[], seed: number): Played | null {
  const built = worldOf(world);
  let ctx = built.ctx;
  const dice = seededDice(seed);
  const started = warfareEngine.start(ctx, built.setup, dice);
  if (!started.ok) return null;
  const log = [...started.events];
  let state = deepFreeze(log.reduce<WarfareScene | null>(warfareEngine.apply, null)!);
  for (const command of commands) {
    const decision = warfareEngine.decide(ctx, state, command, dice);
    if (!decision.ok) continue;
    log.push(...decision.events);
    state = deepFreeze(decision.events.reduce(warfareEngine.apply, state));
    ctx = decision.events.reduce(withEffects, ctx);
  }
  return { ctx, log, state };
}

const arbitraries = [worldArb, fc.array(commandArb, { maxLength: 25 }), fc.integer()] as const;

/**
 * Counts the runs of a property that checked something, so a property whose every run returned early (a world
 * that never starts, a view with no odds) fails instead of passing having checked nothing.
 */
class Runs {
  #checked = 0;
  #all = 0;

  /** One run of the property; `checked` says whether it reached its assertions. */
  count(checked: boolean): void {
    this.#all += 1;
    if (checked) this.#checked += 1;
  }

  /** At least `share` of the runs checked something, and every run was counted. */
  expectShare(numRuns: number, share: number): void {
    expect(this.#all, 'runs counted').toBe(numRuns);
    expect(this.#checked, `runs that checked something, of ${numRuns}`).toBeGreaterThanOrEqual(
      Math.ceil(numRuns * share),
    );
  }
}

describe('the Gang Warfare engine (fast-check)', () => {
  it('emits only events its schema reads, and replaying them gives the state', () => {
    const runs = new Runs();
    fc.assert(
      fc.property(...arbitraries, (world, commands, seed) => {
        const run = play(world, commands, seed);
        runs.count(run !== null);
        if (!run) return;
        for (const event of run.log) {
          const parsed = v.safeParse(warfareEventSchema, event);
          expect(parsed.success, parsed.success ? '' : `${event.type} ${firstIssue(parsed)}`).toBe(true);
          warfareEngine.rolls(event, (x) => x);
          expect(warfareEngine.describe(event, (x) => x)).toMatch(/\S/);
        }
        expect(run.log.reduce<WarfareScene | null>(warfareEngine.apply, null)).toEqual(run.state);
      }),
      { numRuns: 150 },
    );
    runs.expectShare(150, 0.5);
  });

  it('offers exactly the commands decide accepts, each fitting the command schema', () => {
    const runs = new Runs();
    fc.assert(
      fc.property(
        ...arbitraries,
        fc.array(viewShapedArb, { maxLength: 30 }),
        (world, commands, seed, probes) => {
          const run = play(world, commands, seed);
          runs.count(run !== null);
          if (!run) return;
          const offered = new Set<string>();
          for (const actor of [...keys, 'stranger']) {
            for (const view of warfareEngine.view(run.ctx, run.state, actor)) {
              expect(view.available).toBe(view.options.length > 0);
              if (!view.available) expect(view.reason).toBeTruthy();
              for (const option of view.options) {
                expect(v.safeParse(warfareCommandSchema, option.command).success).toBe(true);
                expect(warfareEngine.actorOf(run.state, option.command)).toBe(actor);
                const decision = warfareEngine.decide(run.ctx, run.state, option.command, seededDice(seed));
                expect(decision.ok, decision.ok ? '' : decision.message).toBe(true);
                offered.add(canonical(option.command));
              }
            }
          }
          for (const probe of [...probes, ...everyProbe()]) {
            const accepted = warfareEngine.decide(run.ctx, run.state, probe, seededDice(seed)).ok;
            expect(offered.has(canonical(probe)), `${accepted} ${canonical(probe)}`).toBe(accepted);
          }
        },
      ),
      { numRuns: 120 },
    );
    runs.expectShare(120, 0.5);
  });

  it('shows the odds of the very pool decide rolls, Bolsters and all', () => {
    const runs = new Runs();
    fc.assert(
      fc.property(...arbitraries, (world, commands, seed) => {
        const run = play(world, commands, seed);
        let compared = 0;
        if (!run) {
          runs.count(false);
          return;
        }
        const { rules } = run.state;
        for (const actor of keys) {
          for (const view of warfareEngine.view(run.ctx, run.state, actor)) {
            for (const option of view.options) {
              if (!option.odds) continue;
              const sum = option.odds.outcomes.reduce((total, o) => total + o.probability, 0);
              expect(sum).toBeCloseTo(1, 9);
              const events = rolledOut(run, option.command, seed);
              expect(option.odds.headline.probability).toBeCloseTo(
                expected(fightIn(run.ctx, run.state), option.command, events, rules),
                12,
              );
              compared += 1;
            }
          }
        }
        runs.count(compared > 0);
      }),
      { numRuns: 80 },
    );
    runs.expectShare(80, 0.5);
  });

  it('never throws on a malformed command: the schema or decide refuses it', () => {
    // Each field is often one the schema reads (so decide meets the command: an unknown fighter, `__proto__`,
    // a weapon nobody carries) and sometimes not (so the schema refuses it); a malformed field makes a run that
    // only exercises the schema, and the count below keeps enough runs reaching decide.
    const person = fc.oneof(
      { weight: 12, arbitrary: who },
      fc.string(),
      fc.constant('__proto__'),
      fc.integer(),
    );
    const modifiers = fc.option(
      fc.array(
        fc.record({
          rolled: fc.oneof({ weight: 12, arbitrary: fc.integer({ min: -3, max: 3 }) }, fc.double()),
          kept: fc.integer({ min: -3, max: 3 }),
          source: fc.string({ maxLength: 20 }),
        }),
        { maxLength: 3 },
      ),
      { nil: undefined },
    );
    const optionalFlag = fc.option(fc.oneof({ weight: 12, arbitrary: fc.boolean() }, fc.string()), {
      nil: undefined,
    });
    /** A record without its undefined fields: an absent key, as JSON would carry it. */
    const present = <T extends object>(record: T): T =>
      Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
    const anyCommand = fc.oneof(
      { weight: 1, arbitrary: fc.anything() },
      fc
        .record({
          type: fc.constant('warfare/attack'),
          attacker: person,
          target: person,
          skill: fc.oneof({ weight: 8, arbitrary: skill }, fc.constant('driving'), fc.string()),
          weapon: fc.option(fc.oneof({ weight: 4, arbitrary: weapon }, fc.string()), { nil: undefined }),
          risky: optionalFlag,
          restrain: optionalFlag,
          modifiers,
        })
        .map(present),
      fc
        .record({
          type: fc.constantFrom('warfare/reposition', 'warfare/break-free'),
          fighter: person,
          reroll: fc.oneof({ weight: 12, arbitrary: fc.boolean() }, fc.string()),
          modifiers,
        })
        .map(({ type, reroll, ...rest }) =>
          present(type === 'warfare/reposition' ? { type, reroll, ...rest } : { type, ...rest }),
        ),
      fc.record({
        type: fc.constantFrom('warfare/flee', 'warfare/leave', 'warfare/surrender'),
        fighter: person,
      }),
      fc.record({
        type: fc.constantFrom('warfare/wake', 'warfare/finish-off'),
        fighter: person,
        target: person,
      }),
      fc.record({
        type: fc.constant('warfare/rounds-pass'),
        rounds: fc.oneof(
          { weight: 12, arbitrary: fc.integer({ min: -2, max: 12 }) },
          fc.double(),
          fc.constant(1e308),
          fc.constant(Number.NaN),
        ),
      }),
    );
    const runs = new Runs();
    fc.assert(
      fc.property(worldArb, anyCommand, fc.integer(), (world, command, seed) => {
        const run = play(world, [], seed);
        const parsed = v.safeParse(warfareCommandSchema, command);
        runs.count(run !== null && parsed.success);
        if (!run || !parsed.success) return;
        const decision = warfareEngine.decide(run.ctx, run.state, parsed.output, seededDice(seed));
        if (!decision.ok) expect(decision.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    runs.expectShare(300, 0.3);
  });
});

const weapons = [
  'Fists',
  'Revolver',
  'Grenade, dynamite stick',
  'Knife, razor',
  'Club, sap, knuckle-duster',
  'Shotgun',
];

/** Every view-shaped command of the fight's small world: each fighter with each target, skill, weapon and option. */
function everyProbe(): WarfareSceneCommand[] {
  const people = [...keys, 'stranger'].map(id);
  return people.flatMap((fighter): WarfareSceneCommand[] => [
    ...people.flatMap((target): WarfareSceneCommand[] => [
      ...(['handToHand', 'shooting', 'explosives'] as const).flatMap((skill) =>
        weapons.flatMap((weapon): WarfareSceneCommand[] => [
          { type: 'warfare/attack', attacker: fighter, target, skill, weapon },
          { type: 'warfare/attack', attacker: fighter, target, skill, weapon, restrain: true },
        ]),
      ),
      { type: 'warfare/attack', attacker: fighter, target, skill: 'driving' },
      { type: 'warfare/attack', attacker: fighter, target, skill: 'driving', risky: true },
      { type: 'warfare/join-flight', fighter, leader: target },
      { type: 'warfare/wake', fighter, target },
      { type: 'warfare/finish-off', fighter, target },
    ]),
    { type: 'warfare/reposition', fighter, reroll: true },
    { type: 'warfare/reposition', fighter, reroll: false },
    { type: 'warfare/break-free', fighter },
    { type: 'warfare/flee', fighter },
    { type: 'warfare/leave', fighter },
    { type: 'warfare/surrender', fighter },
  ]);
}

/**
 * The events of a command whose every roll was made: a break-free the restrainer's catastrophe settled unrolled
 * (COT-D-6) is decided again on other dice, so the fighter's own pool shows.
 */
function rolledOut(run: Played, command: WarfareSceneCommand, seed: number): readonly WarfareEvent[] {
  for (let attempt = 0; ; attempt++) {
    const decision = warfareEngine.decide(run.ctx, run.state, command, seededDice(seed + attempt));
    if (!decision.ok) throw new Error(decision.message);
    const unrolled = decision.events.some((e) => e.type === 'warfare/break-free-rolled' && e.check === null);
    if (!unrolled || attempt > 50) return decision.events;
  }
}

/** The chance of the roll decide made, computed apart from the view: the pool it rolled against what it met. */
function expected(
  state: WarfareState,
  command: WarfareSceneCommand,
  events: readonly WarfareEvent[],
  rules: WarfareState['rules'],
): number {
  const attacked = events.find((e) => e.type === 'warfare/attacked');
  if (attacked && command.type === 'warfare/attack') {
    if (attacked.check.roll === null) return 0;
    const hit = attacked.hits.find((h) => h.target === command.target)!;
    return poolOdds(attacked.check.pool, hit.coverBefore, { successOnEqual: rules.successOnEqual }).success;
  }
  const broke = events.find((e) => e.type === 'warfare/break-free-rolled');
  if (broke) return breakFreeChance(broke, rules);
  const cover = events.find((e) => e.type === 'warfare/cover-rolled')!;
  const before = state.fighters.find((f) => f.id === cover.fighter)!.coverScore;
  if (cover.check.roll === null) return 0;
  const { distribution } = poolOdds(cover.check.pool, 0);
  return distribution.reduce((sum, p, total) => (total > before ? sum + p : sum), 0);
}

function breakFreeChance(
  event: Extract<WarfareEvent, { type: 'warfare/break-free-rolled' }>,
  rules: WarfareState['rules'],
): number {
  const own = event.check!;
  const holder = event.restrainerCheck;
  const holderCatastrophe = holder.roll === null ? 0 : 6 ** -holder.pool.rolled;
  const unrolled = rules.catastropheSetsDifficulty ? 0 : holderCatastrophe;
  if (own.roll === null) return unrolled;
  if (holder.roll === null) return 1 - 6 ** -own.pool.rolled;
  return opposedOdds(own.pool, holder.pool, {
    tieWinner: rules.opposedTieWinner,
    catastropheSetsDifficulty: rules.catastropheSetsDifficulty,
  }).success;
}
