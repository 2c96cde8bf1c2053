import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChase,
  chaseActionOdds,
  chaseActions,
  decideChase,
  replayChase,
} from '../../../../../core/cot/chase/index.ts';
import type {
  ChaseActionCommand,
  ChaseCommand,
  ChaseEntrant,
  ChaseEvent,
  ChaseOdds,
  ChaseRules,
  ChaseState,
  ChaseVehicleEntry,
} from '../../../../../core/cot/chase/index.ts';
import type { Condition } from '../../../../../core/cot/characters/types.ts';
import type { Dice } from '../../../../../core/dice/dice.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import {
  car,
  deepFreeze,
  driver,
  group,
  id,
  makeChase,
  motorcycle,
  passenger,
  pursuerRunner,
  targetRunner,
  truck,
} from './support.ts';
import type { EntrantSpec } from './support.ts';

// ── Arbitrary chases: a Target on foot or in a vehicle, one to three pursuer groups, table settings ─────────

const spec: fc.Arbitrary<EntrantSpec> = fc.record({
  muscle: fc.integer({ min: 1, max: 4 }),
  fingers: fc.integer({ min: 1, max: 4 }),
  athletics: fc.integer({ min: 0, max: 3 }),
  driving: fc.integer({ min: 0, max: 3 }),
  shooting: fc.integer({ min: 0, max: 3 }),
  handToHand: fc.integer({ min: 0, max: 3 }),
  weapons: fc.subarray(['Revolver', 'Knife, razor', 'Submachine gun (Tommy gun)']),
  condition: fc.constantFrom<Condition>({ state: 'unhurt' }, { state: 'wounded', recoveryDays: 2 }),
  speed: fc.constantFrom<number | undefined>(undefined, undefined, 3),
});

const vehicleOf = (kind: number, name: string, body: number): ChaseVehicleEntry => {
  const row = [car, motorcycle, truck][kind % 3]!(name);
  return { ...row, body: Math.min(row.body, body), fullCapacity: kind !== 4 };
};

interface Side {
  readonly entrants: ChaseEntrant[];
  readonly vehicles: ChaseVehicleEntry[];
}

/** One party: runners (1–2) or a vehicle with a driver and 0–1 passenger. */
function party(
  role: 'target' | 'pursuer',
  name: string,
  inVehicle: boolean,
  specs: EntrantSpec[],
  kind: number,
  body: number,
): Side {
  if (!inVehicle) {
    const runners = specs
      .slice(0, 2)
      .map((s, i) =>
        role === 'target'
          ? targetRunner(`${name}${i}`, { ...s })
          : pursuerRunner(`${name}${i}`, name, { ...s }),
      );
    return { entrants: runners, vehicles: [] };
  }
  const [first, second] = specs;
  const entrants = [driver(`${name}d`, role, name, { ...first, speed: undefined })];
  if (second) entrants.push(passenger(`${name}p`, role, name, { ...second, speed: undefined }));
  return { entrants, vehicles: [vehicleOf(kind, name, body)] };
}

const partyArb = (role: 'target' | 'pursuer', name: string) =>
  fc
    .record({
      inVehicle: fc.boolean(),
      specs: fc.array(spec, { minLength: 1, maxLength: 2 }),
      kind: fc.nat(4),
      body: fc.integer({ min: 1, max: 12 }),
    })
    .map(({ inVehicle, specs, kind, body }) => party(role, name, inVehicle, specs, kind, body));

const rulesArb: fc.Arbitrary<Partial<ChaseRules>> = fc.record({
  catastropheSetsDifficulty: fc.boolean(),
  opposedTieWinner: fc.constantFrom('actor', 'defender'),
  successOnEqual: fc.boolean(),
  poolFloor: fc.constantFrom('1k1', 'auto_fail'),
  woundPenalty: fc.constantFrom('none', '-1k0'),
  coverAfterWound: fc.constantFrom('reroll', 'zero_until_reposition'),
  musclesVelocityRating: fc.constantFrom<'pool_keep' | number>('pool_keep', 2),
  chaseRangePenalty: fc.constantFrom(0, 1),
  catastropheEffects: fc.record({
    attack: fc.constantFrom('default', 'narrative_only'),
    chaseManoeuvre: fc.constantFrom('default', 'narrative_only'),
    crashCheck: fc.constantFrom('default', 'narrative_only'),
  }),
});

const chaseArb = fc
  .record({
    target: partyArb('target', 'T'),
    pursuers: fc
      .array(fc.constantFrom('P', 'Q', 'R'), { minLength: 1, maxLength: 3 })
      .chain((names) => fc.tuple(...[...new Set(names)].map((name) => partyArb('pursuer', name)))),
    distances: fc.array(fc.nat(4), { minLength: 3, maxLength: 3 }),
    covers: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 9, maxLength: 9 }),
    cramped: fc.boolean(),
    rules: rulesArb,
  })
  .map(({ target, pursuers, distances, covers, cramped, rules }) => {
    const entrants = [...target.entrants, ...pursuers.flatMap((p) => p.entrants)];
    const vehicles = [...target.vehicles, ...pursuers.flatMap((p) => p.vehicles)];
    const groups = pursuers
      .map((p) => p.entrants[0]!.seat)
      .map((seat) => (seat.kind === 'foot' ? seat.group! : group(seat.vehicle)));
    return makeChase({
      entrants,
      vehicles,
      distances: Object.fromEntries(groups.map((g, i) => [g, distances[i]!])),
      covers: Object.fromEntries(entrants.map((e, i) => [e.id, covers[i % covers.length]!])),
      cramped,
      rules,
    });
  });

// ── Driving a chase: each step picks a command the view offers, a GM command, or something out of turn ──────

/** Every participant's actions as the engine's view offers them (no Bolsters). */
const viewsOf = (state: ChaseState) =>
  state.participants.flatMap((p) => chaseActions(state, p.id, {}, (x) => x));

/** The offered commands grouped by action, so rarely offered actions (Board, a dislodge) get picked as often. */
function offeredActions(state: ChaseState): ChaseActionCommand[][] {
  return viewsOf(state)
    .filter((a) => a.available)
    .map((a) => a.options.map((o) => o.command));
}

/** Commands the view may well not offer: a GM change and every action by everyone. */
function others(state: ChaseState): ChaseCommand[] {
  return [
    { type: 'chase/set-conditions', cramped: !state.cramped },
    {
      type: 'chase/split',
      breakaway: state.participants
        .filter((p) => p.role === 'target')
        .slice(0, 1)
        .map((p) => p.id),
      pursuers: state.groups.slice(0, 1).map((g) => g.id),
    },
    ...state.participants.flatMap((p) => [
      { type: 'chase/accelerate', actor: p.id } as const,
      { type: 'chase/close', actor: p.id } as const,
      { type: 'chase/takedown', actor: p.id } as const,
      { type: 'chase/escape', actor: p.id } as const,
      { type: 'chase/fall-off', actor: p.id } as const,
    ]),
  ];
}

/** Picks a command: mostly one the view offers (a vehicle strike sometimes made risky), else any. */
function pickCommand(state: ChaseState, pick: number): { command: ChaseCommand; fromView: boolean } {
  const actions = offeredActions(state);
  if (pick % 4 === 0 || actions.length === 0) {
    const pool = others(state);
    return { command: pool[(pick >> 2) % pool.length]!, fromView: false };
  }
  const commands = actions[(pick >> 2) % actions.length]!;
  const command = commands[(pick >> 6) % commands.length]!;
  const vehicular =
    command.type === 'chase/ram' || (command.type === 'chase/attack' && command.means.kind === 'vehicle');
  return { command: vehicular && pick % 4 === 1 ? { ...command, risky: true } : command, fromView: true };
}

const total = (outcomes: readonly { probability: number }[]) =>
  outcomes.reduce((sum, o) => sum + o.probability, 0);

function expectOddsSumToOne(odds: ChaseOdds): void {
  expect(total(odds.outcomes)).toBeCloseTo(1, 9);
  for (const { distribution } of odds.distances) expect(total(distribution)).toBeCloseTo(1, 9);
  if (odds.crash) expect(total(odds.crash)).toBeCloseTo(1, 9);
  if (odds.then) expectOddsSumToOne(odds.then);
}

function checkInvariants(state: ChaseState): void {
  for (const g of state.groups)
    expect(Number.isInteger(g.distance) && g.distance >= 0, `${g.id} at ${g.distance}`).toBe(true);
  for (const v of state.vehicles) expect(v.body).toBeGreaterThanOrEqual(0);
}

/** Plays `picks` on a chase, checking each step; returns the final state, its log and every command tried. */
function drive(start: ChaseState, startLog: readonly ChaseEvent[], dice: Dice, picks: readonly number[]) {
  let state = deepFreeze(start);
  const log: ChaseEvent[] = [...startLog];
  const tried: ChaseCommand[] = [];
  for (const pick of picks) {
    const { command, fromView } = pickCommand(state, pick);
    tried.push(command);
    if (fromView) {
      const odds = chaseActionOdds(state, command as ChaseActionCommand);
      expect(odds.ok, JSON.stringify(command)).toBe(true);
      if (odds.ok) expectOddsSumToOne(odds.odds);
    }
    const decision = decideChase(state, command, dice);
    if (fromView) expect(decision.ok, JSON.stringify(decision)).toBe(true);
    if (!decision.ok) continue;
    state = deepFreeze(decision.events.reduce(applyChase, state));
    log.push(...decision.events);
    checkInvariants(state);
    if (state.outcome) break;
  }
  return { state, log, tried };
}

describe('chase properties', () => {
  it('Distance never negative; offered commands are accepted; odds sum to 1; a finished chase accepts nothing; replay equals state', () => {
    const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 25 });
    fc.assert(
      fc.property(chaseArb, fc.string(), picks, ({ state: start, log: startLog }, seed, chosen) => {
        const dice = seededDice(seed);
        const { state, log, tried } = drive(start, startLog, dice, chosen);
        expect(replayChase(log)).toEqual(state);
        if (!state.outcome) return;
        for (const command of tried) {
          expect(decideChase(state, command, dice)).toMatchObject({ ok: false, code: 'chase/over' });
        }
        expect(viewsOf(state)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('offers the Target the Escape exactly when decideChase accepts it', () => {
    fc.assert(
      fc.property(chaseArb, ({ state }) => {
        for (const target of state.participants.filter((p) => p.role === 'target')) {
          const escape = { type: 'chase/escape', actor: id(target.id) } as const;
          const offered = chaseActions(state, target.id, {}, (x) => x).find((a) => a.action === 'escape')!;
          expect(offered.available).toBe(decideChase(state, escape, seededDice('x')).ok);
        }
      }),
      { numRuns: 100 },
    );
  });
});
