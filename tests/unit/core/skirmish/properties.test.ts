import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../../core/dice/dice.ts';
import { seededDice } from '../../../../core/dice/seeded.ts';
import {
  activeCandidates,
  applySkirmish,
  commandSchema,
  decideSkirmish,
  effectiveOf,
  eventSchema,
  houseDeck,
  itemModel,
  itemStep,
  judgeCommand,
  onTable,
  openingEvents,
  reactiveCandidates,
  replaySkirmish,
  sideCandidates,
  skirmishView,
  startSkirmish,
} from '../../../../core/skirmish/index.ts';
import type {
  SkirmishCommand,
  SkirmishEvent,
  SkirmishOdds,
  SkirmishSetup,
  SkirmishState,
} from '../../../../core/skirmish/index.ts';
import { entry, side } from './support/fight.ts';

/**
 * Random fights driven through the view: every step picks one of the options the view offers (so the view
 * must only offer what decide accepts) and checks the invariants on every event.
 */

const lines = [
  'Gunman (3/5) SMG w/2 reloads, frag, Service pistol',
  'Shooter (3/6) Assault rifle w/1 reload, smoke',
  'Sarge (4/7) Combat shotgun w/4 reloads, flashbang, body armor',
  'Rookie (2/3) Pistol w/1 reload',
  'Gunner (3/5) Magazine shotgun w/1 reload, teargas, gas mask',
];

const setupArb: fc.Arbitrary<SkirmishSetup> = fc
  .record({
    crew: fc.array(fc.integer({ min: 0, max: lines.length - 1 }), { minLength: 1, maxLength: 3 }),
    police: fc.array(fc.integer({ min: 0, max: lines.length - 1 }), { minLength: 1, maxLength: 3 }),
    reserve: fc.boolean(),
    car: fc.boolean(),
    pressure: fc.constantFrom('off', 'rising', 'overtime', 'constant') as fc.Arbitrary<
      'off' | 'rising' | 'overtime' | 'constant'
    >,
    cards: fc.boolean(),
    dark: fc.boolean(),
    unaimed: fc.boolean(),
    mode: fc.constantFrom('standard', 'hollywood', 'bruckheimer') as fc.Arbitrary<
      'standard' | 'hollywood' | 'bruckheimer'
    >,
  })
  .map((r) => ({
    sides: [
      side(
        'crew',
        'aggressive',
        r.crew.map((i, k) =>
          entry(`c${k}`, lines[i]!.replace(/^\w+/, `Crew${k}`), { cover: k === 0 ? 'low' : 'none' }),
        ),
        { entryPoints: [{ id: 'alley', name: 'Alley' }] },
      ),
      side(
        'police',
        'defensive',
        r.police.map((i, k) =>
          entry(`p${k}`, lines[i]!.replace(/^\w+/, `Cop${k}`), { cover: k === 0 ? 'high' : 'none' }),
        ),
        {
          entryPoints: [{ id: 'street', name: 'Street' }],
          reserves: r.reserve ? [{ ...entry('r0', 'Backup (3/5) Pistol'), arrivesAfterRound: 1 }] : [],
        },
      ),
    ],
    firstSide: 'crew',
    vehicles: r.car ? [{ id: 'car', name: 'Car' }] : [],
    pressure: { mode: r.pressure, levels: { crew: 0.05, police: 0.05 } },
    deck: r.cards ? houseDeck : [],
    visibility: { darkness: r.dark ? 16 : null, weather: null },
    settings: {
      unaimedReactionTriggers: r.unaimed ? 'any_action_in_los' : 'shot_at_only',
      vehicleExplosionMode: r.mode,
    },
    lastRound: 6,
  }));

/** Every command the view offers anyone now. */
function offered(state: SkirmishState, at: number): SkirmishCommand[] {
  const actors = [...Object.keys(state.models), ...state.scenario.sides.map((s) => s.id)];
  return actors.flatMap((actor) =>
    skirmishView(state, actor, at).flatMap((a) => a.options.map((o) => o.command)),
  );
}

/** Every candidate the view judges, for the exactness check. */
function candidates(state: SkirmishState): SkirmishCommand[] {
  const models = Object.values(state.models);
  return [
    ...models.flatMap((m) => [...activeCandidates(state, m), ...reactiveCandidates(state, m)]),
    ...state.scenario.sides.flatMap((s) => sideCandidates(state, s.id)),
  ].flatMap((c) => c.commands.map((o) => o.command));
}

/**
 * Counts the runs of a property that checked something. fast-check calls a passing property exactly `numRuns`
 * times; a run that returned early having played nothing is no evidence, so each property asserts that most
 * of its runs did play.
 */
class RunCount {
  runs = 0;
  played = 0;
  /** Everything checked over all runs (steps played, candidates compared, odds matched). */
  total = 0;

  record(checked: number): void {
    this.runs += 1;
    this.total += checked;
    if (checked > 0) this.played += 1;
  }

  /** At least `share` of the runs checked something. */
  expectPlayed(share: number, what: string): void {
    expect(this.runs, `${what}: no run at all`).toBeGreaterThan(0);
    expect(
      this.played,
      `${what}: ${this.played} of ${this.runs} runs checked something`,
    ).toBeGreaterThanOrEqual(Math.ceil(share * this.runs));
  }
}

interface Checker {
  groupStart: SkirmishState | null;
  lastStep: number;
}

/** Invariants on one event, given the state before it. */
function checkEvent(
  before: SkirmishState,
  event: SkirmishEvent,
  after: SkirmishState,
  checker: Checker,
): void {
  const parsed = v.safeParse(eventSchema, event);
  expect(
    parsed.success,
    `schema of ${event.type}: ${JSON.stringify(parsed.issues?.map((i) => [i.path?.map((p) => p.key), i.message]))}`,
  ).toBe(true);
  for (const m of Object.values(after.models)) {
    for (const w of [m.weapons.long, m.weapons.sidearm]) {
      if (w) expect(w.counters >= 0 && w.reloads >= 0, `ammo of ${m.name}`).toBe(true);
    }
    expect(Object.values(m.grenades).every((n) => n >= 0)).toBe(true);
  }
  if (event.type === 'skirmish/action-declared') {
    const model = before.models[event.model]!;
    expect(onTable(model), 'the dead never act').toBe(true);
    const used = event.startsActivation ? 0 : before.activation!.used;
    expect(used + 1, 'actions used never exceed effective actions').toBeLessThanOrEqual(
      effectiveOf(before, model),
    );
    checker.lastStep = 0;
  }
  if (event.type === 'skirmish/reaction-declared')
    expect(onTable(before.models[event.model]!), 'the dead never react').toBe(true);
  if (event.type === 'skirmish/step-grouped') checker.groupStart = before;
  const item = 'item' in event && typeof event.item === 'string' ? event.item : null;
  if (item && before.window?.resolution) {
    const step = itemStep(before.window, item);
    expect(step, 'reaction priority order').toBeGreaterThanOrEqual(checker.lastStep);
    checker.lastStep = step;
    const start = checker.groupStart ?? before;
    const actor = itemModel(before.window, item);
    if (event.type !== 'skirmish/item-cancelled')
      expect(onTable(start.models[actor]!), 'a model out of the fight resolves nothing').toBe(true);
    const groupsLeft = (s: SkirmishState) => s.window?.resolution?.groups.length ?? 0;
    if (groupsLeft(after) < groupsLeft(before)) checker.groupStart = after; // a group finished: the next starts here
  }
}

/** What one random fight checked. */
interface Played {
  /** Commands decided and applied. */
  readonly steps: number;
  /** Candidates whose verdict was compared with the view's list (the exact mode only). */
  readonly compared: number;
}

function playFight(setup: SkirmishSetup, seed: number, choices: readonly number[], exact: boolean): Played {
  const dice: Dice = seededDice(seed);
  const started = startSkirmish(setup, dice, houseDeck);
  expect(started.ok).toBe(true);
  if (!started.ok) return { steps: 0, compared: 0 };
  let steps = 0;
  let compared = 0;
  let at = 1_700_000_000_000;
  const log: SkirmishEvent[] = [...openingEvents(started.events[0]!, dice, at)];
  let state = replaySkirmish(log);
  const checker: Checker = { groupStart: null, lastStep: 0 };
  for (const choice of choices) {
    at += 20_000;
    if (state.phase.kind === 'over') break;
    const options = offered(state, at);
    if (exact) {
      const listed = new Set(options.map((c) => JSON.stringify(c)));
      for (const command of candidates(state)) {
        expect(judgeCommand(state, command, at).ok, JSON.stringify(command)).toBe(
          listed.has(JSON.stringify(command)),
        );
        compared += 1;
      }
    }
    if (options.length === 0) break;
    const command = { ...options[choice % options.length]!, at } as SkirmishCommand;
    const decision = decideSkirmish(state, command, dice, at);
    expect(
      decision.ok,
      `the view offered ${JSON.stringify(command)}: ${decision.ok ? '' : decision.message}`,
    ).toBe(true);
    if (!decision.ok) return { steps, compared };
    for (const event of decision.events) {
      const before = state;
      state = applySkirmish(state, JSON.parse(JSON.stringify(event)) as SkirmishEvent);
      checkEvent(before, event, state, checker);
      log.push(event);
    }
    steps += 1;
  }
  expect(replaySkirmish(log)).toEqual(state);
  return { steps, compared };
}

describe('skirmish properties', () => {
  it('random fights through the view: ammo, the dead, actions used, priority order, schemas, replay', () => {
    const count = new RunCount();
    fc.assert(
      fc.property(
        setupArb,
        fc.integer(),
        fc.array(fc.nat(), { minLength: 30, maxLength: 90 }),
        (setup, seed, choices) => {
          const played = playFight(setup, seed, choices, false);
          count.record(played.steps >= 10 ? played.steps : 0); // a fight of a few steps checks little
        },
      ),
      { numRuns: Number(process.env.SKIRMISH_RUNS ?? 40) },
    );
    count.expectPlayed(0.9, 'fights of 10 steps or more');
  });

  it('the view offers exactly the candidate commands decide accepts', () => {
    const count = new RunCount();
    fc.assert(
      fc.property(
        setupArb,
        fc.integer(),
        fc.array(fc.nat(), { minLength: 10, maxLength: 30 }),
        (setup, seed, choices) => {
          const played = playFight(setup, seed, choices, true);
          count.record(played.steps > 0 ? played.compared : 0);
        },
      ),
      { numRuns: Math.ceil(Number(process.env.SKIRMISH_RUNS ?? 40) / 3) },
    );
    count.expectPlayed(0.9, 'fights whose candidates were compared with the view');
  });

  it('the odds the view shows are those of the dice decide rolls', () => {
    const count = new RunCount();
    fc.assert(
      fc.property(setupArb, fc.integer(), (setup, seed) => {
        const dice = seededDice(seed);
        const started = startSkirmish(setup, dice, houseDeck);
        let matched = 0;
        if (!started.ok) return count.record(matched);
        const state = replaySkirmish(openingEvents(started.events[0]!, dice, 0));
        for (const [id] of Object.entries(state.models)) {
          for (const option of skirmishView(state, id, 0).find((a) => a.action === 'shoot')?.options ?? []) {
            const decision = decideSkirmish(state, option.command, dice, 0);
            if (!decision.ok) throw new Error(decision.message);
            let after = state;
            for (const e of decision.events) after = applySkirmish(after, e);
            const resolved = after.window
              ? decideSkirmish(after, { type: 'skirmish/resolve' }, dice, 0)
              : decision;
            const shot = resolved.ok ? resolved.events.find((e) => e.type === 'skirmish/shot') : undefined;
            const summary = (option.odds as SkirmishOdds | null)?.shot;
            if (!shot || shot.type !== 'skirmish/shot' || !summary) continue;
            expect(summary.targetNumber).toBe(shot.tn);
            expect(summary.dice).toBe(
              shot.die
                ? `${shot.faces.length}d${shot.die.die}${shot.die.bonus ? `+${shot.die.bonus}` : ''}`
                : 'no dice (ineffective)',
            );
            matched += 1;
          }
        }
        count.record(matched);
      }),
      { numRuns: 15 },
    );
    count.expectPlayed(0.9, 'fights whose shot odds were matched with a resolved shot');
  });
});

/** Replaces leaves of a JSON value at random (ids with known and unknown ids, numbers, flags). */
function mutate(value: unknown, rand: () => number): unknown {
  const ids = [
    'c0',
    'c1',
    'p0',
    'p1',
    'r0',
    'x',
    'car',
    'grenade-1',
    'item-1',
    'blast-1',
    'action',
    'shot:c0',
    'cover:p0',
    'crew',
    'police',
    'alley',
    'favors#1',
    'plan-b#1',
  ];
  if (typeof value === 'string')
    return rand() < 0.3 && !/^skirmish\//.test(value) ? ids[Math.floor(rand() * ids.length)] : value;
  if (typeof value === 'number') return rand() < 0.4 ? Math.round(rand() * 30 * 10) / 10 : value;
  if (typeof value === 'boolean') return rand() < 0.3 ? !value : value;
  if (Array.isArray(value)) return value.map((item) => mutate(item, rand));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v2]) => [k, k === 'type' ? v2 : mutate(v2, rand)]),
    );
  return value;
}

describe('robustness', () => {
  it('decide never throws on a schema-valid command, whatever ids and numbers it names', () => {
    const count = new RunCount();
    fc.assert(
      fc.property(
        setupArb,
        fc.integer(),
        fc.array(fc.nat(), { minLength: 5, maxLength: 25 }),
        (setup, seed, choices) => {
          const dice = seededDice(seed);
          const started = startSkirmish(setup, dice, houseDeck);
          let decided = 0;
          if (!started.ok) return count.record(decided);
          let state = replaySkirmish(openingEvents(started.events[0]!, dice, 0));
          let r = seed >>> 0;
          const rand = () => (r = (r * 1664525 + 1013904223) >>> 0) / 2 ** 32;
          for (const choice of choices) {
            if (state.phase.kind === 'over') break;
            const pool = candidates(state);
            if (pool.length === 0) break;
            const mutated = mutate(pool[choice % pool.length], rand);
            const parsed = v.safeParse(commandSchema, mutated);
            if (parsed.success) {
              let decision;
              try {
                decision = decideSkirmish(state, parsed.output, dice, 0);
              } catch (error) {
                throw new Error(`decide threw on ${JSON.stringify(mutated)}: ${(error as Error).message}`);
              }
              decided += 1;
              if (decision.ok) for (const e of decision.events) state = applySkirmish(state, e);
            }
            const offeredNow = offered(state, 0);
            if (offeredNow.length > 0) {
              const step = decideSkirmish(state, offeredNow[choice % offeredNow.length]!, dice, 0);
              if (step.ok) for (const e of step.events) state = applySkirmish(state, e);
            }
          }
          count.record(decided);
        },
      ),
      { numRuns: Number(process.env.SKIRMISH_RUNS ?? 40) },
    );
    count.expectPlayed(0.9, 'runs that decided a schema-valid mutated command');
  });
});
