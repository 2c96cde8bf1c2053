import type { Pool } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/index.ts';
import { escapeDistance } from './escape.ts';
import { chaseInitiativePool } from './pools.ts';
import { findGroup, groupMembers, isIn, targetMembers } from './roster.ts';
import type {
  ChaseGroupId,
  ChaseOutcome,
  ChaseParticipant,
  ChaseRole,
  ChaseState,
  FollowUp,
  LeaveReason,
  Seat,
  VehicleId,
} from './types.ts';
import { bestRollers, chasePool, fastestPursuer, velocityMode, velocityOf } from './velocity.ts';
import type { Velocity, VelocityMode } from './velocity.ts';

/**
 * What a chase board draws: the Distance track, each participant's and vehicle's state, and how the chase ended.
 * Actions are not here: each actor's come from the engine's view (`chaseActions`), the GM's from `chaseGmActions`.
 */

export interface ChaseParticipantView {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: string;
  readonly role: ChaseRole;
  readonly seat: Seat;
  readonly group: ChaseGroupId | null;
  /** A pursuer's Distance to the Target (0 aboard); null for the Target. */
  readonly distance: number | null;
  readonly mode: VelocityMode;
  readonly velocity: Velocity;
  /** The chase pool before modifiers (COT-CHASE-1); null for passengers and boarders. */
  readonly chasePool: Pool | null;
  /** COT-INIT-2, COT-D-22 */
  readonly initiativePool: Pool;
  readonly cover: number;
  readonly condition: Condition;
  readonly left: LeaveReason | null;
}

/** One pursuer group on the Distance track. */
export interface ChaseGroupView {
  readonly id: ChaseGroupId;
  readonly vehicle: VehicleId | null;
  readonly distance: number;
  readonly left: LeaveReason | null;
  readonly members: readonly CharacterId[];
  /** Who rolls for the group (COT-D-92); several when the side may choose. */
  readonly rollers: readonly CharacterId[];
}

/** The whole chase as a dashboard draws it. */
export interface ChaseView {
  readonly running: boolean;
  readonly outcome: ChaseOutcome | null;
  readonly cramped: boolean;
  readonly followUp: FollowUp | null;
  /** The Distance Escape needs from every group: the fastest pursuer's Velocity Rating (COT-CHASE-7). */
  readonly escapeDistance: number;
  readonly fastestPursuer: { readonly id: CharacterId; readonly velocity: Velocity } | null;
  readonly target: {
    readonly members: readonly CharacterId[];
    readonly vehicle: VehicleId | null;
    readonly rollers: readonly CharacterId[];
  };
  readonly groups: readonly ChaseGroupView[];
  /** The groups still in the chase, in `groups`' order: one fallen off or wrecked is out (COT-CHASE-12, 13). */
  readonly groupsIn: readonly ChaseGroupView[];
  readonly participants: readonly ChaseParticipantView[];
  /** Pursuers aboard the Target's vehicle still in the chase (COT-CHASE-11); one thrown off is out (COT-CHASE-6). */
  readonly boarders: readonly ChaseParticipantView[];
}

function participantView(state: ChaseState, p: ChaseParticipant): ChaseParticipantView {
  return {
    id: p.id,
    name: p.name,
    side: p.side,
    role: p.role,
    seat: p.seat,
    group: p.group,
    distance: p.role === 'pursuer' && isIn(p) ? distanceOf(state, p) : null,
    mode: velocityMode(state, p),
    velocity: velocityOf(state, p),
    chasePool: chasePool(state, p),
    initiativePool: chaseInitiativePool(p),
    cover: p.cover,
    condition: p.condition,
    left: p.left,
  };
}

/** A pursuer's Distance: their group's, or 0 aboard the Target's vehicle (COT-CHASE-11). */
function distanceOf(state: ChaseState, p: ChaseParticipant): number {
  if (p.seat.kind === 'aboard' || p.group === null) return 0;
  return findGroup(state, p.group)?.distance ?? 0;
}

/**
 * Everything a board needs to draw a chase: the Target, each pursuer group on the Distance track, what Escape
 * needs, and each participant's seat, velocity, chase pool, Cover and condition.
 */
export function chaseView(state: ChaseState): ChaseView {
  const running = state.outcome === null;
  const fastest = fastestPursuer(state);
  const targetVehicle = state.vehicles.find((v) => v.role === 'target') ?? null;
  const groups = state.groups.map((g) => ({
    id: g.id,
    vehicle: g.vehicle,
    distance: g.distance,
    left: g.left,
    members: groupMembers(state, g.id).map((p) => p.id),
    rollers: running && isIn(g) ? bestRollers(state, g.id).map((p) => p.id) : [],
  }));
  const participants = state.participants.map((p) => participantView(state, p));
  return {
    running,
    outcome: state.outcome,
    cramped: state.cramped,
    followUp: state.followUp,
    escapeDistance: escapeDistance(state),
    fastestPursuer: fastest && { id: fastest.participant.id, velocity: fastest.velocity },
    target: {
      members: targetMembers(state).map((p) => p.id),
      vehicle: targetVehicle?.id ?? null,
      rollers: running ? bestRollers(state, 'target').map((p) => p.id) : [],
    },
    groups,
    groupsIn: groups.filter(isIn),
    participants,
    boarders: participants.filter((p) => p.seat.kind === 'aboard' && isIn(p)),
  };
}
