import { buildPool } from '../../dice/pool.ts';
import type { Pool } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import {
  activeGroups,
  driverOf,
  findVehicle,
  groupMembers,
  groupOf,
  targetMembers,
  targetVehicle,
} from './roster.ts';
import { planRoll } from './rolls.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState } from './types.ts';

/** The two scales of chase velocity (COT-CHASE-1). */
export type VelocityMode = 'speed' | 'muscles';

/** A Velocity Rating on its scale (COT-CHASE-2, COT-D-42). */
export interface Velocity {
  readonly mode: VelocityMode;
  readonly rating: number;
}

/** Who moves as one: the Target, or a pursuer group. */
export type GroupKey = 'target' | ChaseGroupId;

/**
 * A participant's mode (COT-CHASE-1): a vehicle at full capacity, or a speedster, moves at Speed unless the
 * chase is in a crowded space; everyone else moves at Muscles. A boarder shares the mode of the vehicle they ride.
 */
export function velocityMode(state: ChaseState, participant: ChaseParticipant): VelocityMode {
  if (participant.seat.kind === 'foot')
    return participant.speed !== null && !state.cramped ? 'speed' : 'muscles';
  const vehicle = findVehicle(state, participant.seat.vehicle);
  return vehicle?.fullCapacity && !state.cramped ? 'speed' : 'muscles';
}

/**
 * The chase pool (COT-CHASE-1), before modifiers; null for passengers and boarders, whose pools move nothing.
 * Speed: Speed + Driving (driver) or Speed + Athletics (speedster, COT-D-41), keeping Speed. Muscles: Fingers +
 * Driving for a driver (COT-D-82), Muscle + Athletics on foot.
 */
export function chasePool(state: ChaseState, participant: ChaseParticipant): Pool | null {
  const { seat, ratings } = participant;
  if (seat.kind === 'passenger' || seat.kind === 'aboard') return null;
  const speedMode = velocityMode(state, participant) === 'speed';
  if (seat.kind === 'driver') {
    const speed = findVehicle(state, seat.vehicle)?.speed ?? 0;
    const keep = speedMode ? speed : ratings.fingers;
    return normalised(keep + ratings.driving, keep);
  }
  const keep = speedMode ? (participant.speed ?? 0) : ratings.muscle;
  return normalised(keep + ratings.athletics, keep);
}

function normalised(rolled: number, kept: number): Pool {
  return buildPool({ rolled, kept }).pool;
}

/**
 * The Velocity Rating (COT-CHASE-2, COT-D-42): the kept dice of the chase pool, or the fixed
 * `muscles_velocity_rating` in Muscles mode. Passengers and boarders move with their vehicle's driver.
 */
export function velocityOf(state: ChaseState, participant: ChaseParticipant): Velocity {
  const { seat } = participant;
  if (seat.kind === 'passenger' || seat.kind === 'aboard') {
    const driver = driverOf(state, seat.vehicle);
    if (driver) return velocityOf(state, driver);
    const vehicle = findVehicle(state, seat.vehicle);
    const mode = velocityMode(state, participant);
    return { mode, rating: mode === 'speed' ? (vehicle?.speed ?? 0) : musclesRating(state, 0) };
  }
  const mode = velocityMode(state, participant);
  const kept = chasePool(state, participant)?.kept ?? 0;
  return { mode, rating: mode === 'speed' ? kept : musclesRating(state, kept) };
}

function musclesRating(state: ChaseState, kept: number): number {
  const setting = state.rules.musclesVelocityRating;
  return setting === 'pool_keep' ? kept : setting; // COT-D-42
}

/** COT-D-42: any Speed beats any Muscles; on the same scale the higher rating is faster. */
export function fasterThan(a: Velocity, b: Velocity): boolean {
  if (a.mode !== b.mode) return a.mode === 'speed';
  return a.rating > b.rating;
}

/** The fastest pursuer still chasing on their own feet or wheels (boarders excluded), for Escape (COT-CHASE-7). */
export function fastestPursuer(
  state: ChaseState,
): { participant: ChaseParticipant; velocity: Velocity } | null {
  let best: { participant: ChaseParticipant; velocity: Velocity } | null = null;
  for (const group of activeGroups(state)) {
    for (const participant of groupMembers(state, group.id)) {
      const velocity = velocityOf(state, participant);
      if (best === null || fasterThan(velocity, best.velocity)) best = { participant, velocity };
    }
  }
  return best;
}

/** Who may roll for a group: a vehicle's driver alone, else every member on foot (COT-CHASE-4, COT-D-92). */
export function groupCandidates(state: ChaseState, key: GroupKey): readonly ChaseParticipant[] {
  const vehicleId = key === 'target' ? (targetVehicle(state)?.id ?? null) : groupOf(state, key).vehicle;
  if (vehicleId !== null) {
    const driver = driverOf(state, vehicleId);
    return driver ? [driver] : [];
  }
  return key === 'target' ? targetMembers(state) : groupMembers(state, key);
}

/** The group's chase pool as built (COT-DICE-2: wound penalty included, before Bolster and the command's modifiers). */
function builtPool(state: ChaseState, participant: ChaseParticipant): Pool | null {
  const base = chasePool(state, participant);
  return base && planRoll(state.rules, participant, base, [], undefined).pool;
}

/** COT-D-92: the members with the best chase pool (most kept dice, then most rolled), in listing order. */
export function bestRollers(state: ChaseState, key: GroupKey): readonly ChaseParticipant[] {
  const rated = groupCandidates(state, key).flatMap((p) => {
    const pool = builtPool(state, p);
    return pool ? [{ p, score: pool.kept * 1000 + pool.rolled }] : [];
  });
  const top = Math.max(...rated.map((entry) => entry.score));
  return rated.filter((entry) => entry.score === top).map((entry) => entry.p);
}

/**
 * Who rolls for a group (COT-D-92): the best chase pool; among equals the owning side's choice from
 * `preferred`, else the first listed.
 */
export function chooseRoller(
  state: ChaseState,
  key: GroupKey,
  preferred: readonly CharacterId[] | undefined,
): ChaseParticipant | Rejection {
  const best = bestRollers(state, key);
  const first = best[0];
  const label = key === 'target' ? 'the Target' : `pursuer group ${key}`;
  if (!first) return reject('chase/no-roller', `Nobody in ${label} can roll for it`, { group: key });
  const candidates = groupCandidates(state, key).map((p) => p.id);
  const chosen = (preferred ?? []).filter((id) => candidates.includes(id));
  const pick = chosen[0];
  if (pick === undefined) return first;
  const match = best.find((p) => p.id === pick);
  if (match) return match;
  return reject(
    'chase/not-best-pool',
    `${pick} cannot roll for ${label}: the best chase pool rolls (COT-D-92), here ${best.map((p) => p.name).join(' or ')}`,
    { group: key, roller: pick },
  );
}
