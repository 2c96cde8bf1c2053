import { expect } from 'vitest';
import { applyChase, decideChase } from '../../../../../core/cot/chase/index.ts';
import type {
  ChaseCommand,
  ChaseEntrant,
  ChaseEvent,
  ChaseRatings,
  ChaseRules,
  ChaseState,
  ChaseVehicleEntry,
  EntrantSeat,
} from '../../../../../core/cot/chase/index.ts';
import { chaseGroupId, defaultChaseRules, vehicleId } from '../../../../../core/cot/chase/index.ts';
import type { Condition } from '../../../../../core/cot/characters/types.ts';
import { defaultWeapons } from '../../../../../core/cot/settings/gear-tables.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';

/** Fixtures and drivers for chase tests: entrants by hand, chases with chosen Covers, commands on fixed dice. */

export const id = characterId;
export const group = chaseGroupId;
export const vid = vehicleId;

export interface EntrantSpec extends Partial<ChaseRatings> {
  readonly speed?: number | undefined;
  readonly weapons?: readonly string[];
  readonly cover?: number;
  readonly condition?: Condition;
}

const baseRatings: ChaseRatings = {
  muscle: 2,
  fingers: 2,
  athletics: 0,
  driving: 0,
  shooting: 0,
  handToHand: 0,
  explosives: 0,
};

function entrant(
  name: string,
  role: 'target' | 'pursuer',
  seat: EntrantSeat,
  spec: EntrantSpec,
): ChaseEntrant {
  const { speed, weapons, cover: _cover, condition, ...ratings } = spec;
  return {
    id: id(name),
    name,
    side: role === 'target' ? 'crew' : 'police',
    role,
    seat,
    ratings: { ...baseRatings, ...ratings },
    speed: speed ?? null,
    weapons: (weapons ?? []).map((w) => defaultWeapons.find((row) => row.name === w)!),
    coverPool: { rolled: 2, kept: 2 },
    condition: condition ?? { state: 'unhurt' },
  };
}

/** A Target on foot. */
export const targetRunner = (name: string, spec: EntrantSpec = {}) =>
  entrant(name, 'target', { kind: 'foot' }, spec);
/** A pursuer on foot in runner group `g`. */
export const pursuerRunner = (name: string, g: string, spec: EntrantSpec = {}) =>
  entrant(name, 'pursuer', { kind: 'foot', group: group(g) }, spec);
export const driver = (name: string, role: 'target' | 'pursuer', vehicle: string, spec: EntrantSpec = {}) =>
  entrant(name, role, { kind: 'driver', vehicle: vid(vehicle) }, spec);
export const passenger = (
  name: string,
  role: 'target' | 'pursuer',
  vehicle: string,
  spec: EntrantSpec = {},
) => entrant(name, role, { kind: 'passenger', vehicle: vid(vehicle) }, spec);

export const car = (name: string, body = 12): ChaseVehicleEntry => ({
  id: vid(name),
  name,
  speed: 3,
  body,
  ramBonus: { rolled: 1, kept: 1 },
});
export const motorcycle = (name: string): ChaseVehicleEntry => ({
  id: vid(name),
  name,
  speed: 4,
  body: 8,
  ramBonus: { rolled: 1, kept: 0 },
});
export const truck = (name: string): ChaseVehicleEntry => ({
  id: vid(name),
  name,
  speed: 2,
  body: 16,
  ramBonus: { rolled: 2, kept: 1 },
});

export interface ChaseSpec {
  readonly entrants: readonly (ChaseEntrant & { readonly cover?: number })[];
  readonly vehicles?: readonly ChaseVehicleEntry[];
  readonly distances?: Readonly<Record<string, number>>;
  readonly covers?: Readonly<Record<string, number>>;
  readonly cramped?: boolean;
  readonly rules?: Partial<ChaseRules>;
}

/**
 * A started chase and its log. Covers are rolled with seeded dice, then set to `covers` (default 9) in the
 * started event itself, so the log stays the source of the state.
 */
export function makeChase(spec: ChaseSpec): { state: ChaseState; log: ChaseEvent[] } {
  const command: ChaseCommand = {
    type: 'chase/start',
    entrants: spec.entrants,
    vehicles: spec.vehicles ?? [],
    ...(spec.distances ? { distances: spec.distances } : {}),
    ...(spec.cramped ? { cramped: true } : {}),
    rules: { ...defaultChaseRules, ...spec.rules },
  };
  const decision = decideChase(null, command, seededDice('cover'));
  if (!decision.ok) throw new Error(decision.message);
  const started = decision.events[0]!;
  if (started.type !== 'chase/started') throw new Error('not a start');
  const event: ChaseEvent = {
    ...started,
    participants: started.participants.map((p) => ({ ...p, cover: spec.covers?.[p.id] ?? 9 })),
  };
  return { state: applyChase(null, event), log: [event] };
}

/** Decides a command on exactly these faces (every face used), applies it, and returns the events and state. */
export function run(
  state: ChaseState,
  command: ChaseCommand,
  ...faces: number[]
): { events: readonly ChaseEvent[]; state: ChaseState } {
  const dice = fixedDice(...faces);
  const decision = decideChase(state, command, dice);
  if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'unused faces').toBe(0);
  return { events: decision.events, state: decision.events.reduce(applyChase, state) };
}

/** The refusal code of a command that must not roll anything. */
export function refusal(state: ChaseState, command: ChaseCommand): { code: string; message: string } {
  const decision = decideChase(state, command, fixedDice());
  if (decision.ok)
    throw new Error(`expected a refusal, got ${JSON.stringify(decision.events.map((e) => e.type))}`);
  return { code: decision.code, message: decision.message };
}

/**
 * Faces for a `rolled`k`kept` pool whose kept total is `total`: kept dice filled greedily, the others 1s.
 * `total` = `kept` gives all 1s, the catastrophe.
 */
export function faces(rolled: number, kept: number, total: number): number[] {
  if (total < kept || total > 6 * kept) throw new RangeError(`${rolled}k${kept} cannot total ${total}`);
  const keptFaces = new Array<number>(kept).fill(1);
  let rest = total - kept;
  for (let i = 0; i < kept && rest > 0; i++) {
    const add = Math.min(5, rest);
    keptFaces[i]! += add;
    rest -= add;
  }
  return [...keptFaces, ...new Array<number>(rolled - kept).fill(1)];
}

export function distanceOf(state: ChaseState, g: string): number {
  return state.groups.find((x) => x.id === g)!.distance;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
