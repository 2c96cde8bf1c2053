import type { CharacterId } from '../../shared/ids.ts';
import type {
  ChaseGroupId,
  ChaseParticipant,
  ChaseState,
  ChaseVehicle,
  Defender,
  PursuerGroup,
  VehicleId,
} from './types.ts';

/**
 * Who and what is in a chase. Lookups by id return undefined for an unknown id; the `…Of` variants throw,
 * for the places where an unknown id means a broken invariant (an event naming someone who is not there).
 */

/** Still in the chase: a participant, vehicle or group that has not left. */
export const isIn = (thing: { readonly left: unknown }): boolean => thing.left === null;

/** The participant with this id, or undefined. */
export function findParticipant(state: ChaseState, id: CharacterId): ChaseParticipant | undefined {
  return state.participants.find((participant) => participant.id === id);
}

/** The vehicle with this id, or undefined. */
export function findVehicle(state: ChaseState, id: VehicleId): ChaseVehicle | undefined {
  return state.vehicles.find((vehicle) => vehicle.id === id);
}

/** The pursuer group with this id, or undefined. */
export function findGroup(state: ChaseState, id: ChaseGroupId): PursuerGroup | undefined {
  return state.groups.find((group) => group.id === id);
}

/** @throws Error when the chase has no such participant. */
export function participantOf(state: ChaseState, id: CharacterId): ChaseParticipant {
  const participant = findParticipant(state, id);
  if (!participant) throw new Error(`The chase has no participant ${id}`);
  return participant;
}

/** @throws Error when the chase has no such vehicle. */
export function vehicleOf(state: ChaseState, id: VehicleId): ChaseVehicle {
  const vehicle = findVehicle(state, id);
  if (!vehicle) throw new Error(`The chase has no vehicle ${id}`);
  return vehicle;
}

/** @throws Error when the chase has no such pursuer group. */
export function groupOf(state: ChaseState, id: ChaseGroupId): PursuerGroup {
  const group = findGroup(state, id);
  if (!group) throw new Error(`The chase has no pursuer group ${id}`);
  return group;
}

/** The vehicle a participant sits in or rides aboard, or null on foot. */
export function vehicleIdOf(participant: ChaseParticipant): VehicleId | null {
  return participant.seat.kind === 'foot' ? null : participant.seat.vehicle;
}

/** Target members still in the chase. */
export function targetMembers(state: ChaseState): readonly ChaseParticipant[] {
  return state.participants.filter((p) => p.role === 'target' && isIn(p));
}

/** The Target's vehicle while it is in the chase, else null (a Target on foot). */
export function targetVehicle(state: ChaseState): ChaseVehicle | null {
  return state.vehicles.find((vehicle) => vehicle.role === 'target' && isIn(vehicle)) ?? null;
}

/** Pursuer groups still in the chase. */
export function activeGroups(state: ChaseState): readonly PursuerGroup[] {
  return state.groups.filter(isIn);
}

/** The members of a pursuer group still in it (boarders have left their group for the Target's vehicle). */
export function groupMembers(state: ChaseState, group: ChaseGroupId): readonly ChaseParticipant[] {
  return state.participants.filter((p) => p.group === group && isIn(p));
}

/** Everyone in the chase in or aboard a vehicle: driver, passengers and boarders. */
export function occupants(state: ChaseState, vehicle: VehicleId): readonly ChaseParticipant[] {
  return state.participants.filter((p) => isIn(p) && vehicleIdOf(p) === vehicle);
}

/** The vehicle's driver while they are in the chase and at the wheel. */
export function driverOf(state: ChaseState, vehicle: VehicleId): ChaseParticipant | undefined {
  return state.participants.find((p) => isIn(p) && p.seat.kind === 'driver' && p.seat.vehicle === vehicle);
}

/** Boarders aboard the Target's vehicle. */
export function boarders(state: ChaseState): readonly ChaseParticipant[] {
  return state.participants.filter((p) => isIn(p) && p.seat.kind === 'aboard');
}

/** The role a defender plays, or undefined for an unknown id. */
export function roleOfDefender(state: ChaseState, defender: Defender): 'target' | 'pursuer' | undefined {
  return defender.kind === 'character'
    ? findParticipant(state, defender.id)?.role
    : findVehicle(state, defender.id)?.role;
}

/** The Distance between a pursuer (character or vehicle) and the Target: its group's, or 0 aboard (COT-CHASE-11). */
export function pursuerDistance(state: ChaseState, pursuer: Defender): number {
  if (pursuer.kind === 'vehicle') {
    const group = state.groups.find((candidate) => candidate.vehicle === pursuer.id);
    if (!group) throw new Error(`Vehicle ${pursuer.id} is not a pursuer group`);
    return group.distance;
  }
  const participant = participantOf(state, pursuer.id);
  if (participant.seat.kind === 'aboard' || participant.group === null) return 0;
  return groupOf(state, participant.group).distance;
}

/** The Distance between an attacker and what they attack: the pursuer side's Distance (COT-CHASE-8). */
export function attackDistance(state: ChaseState, attacker: ChaseParticipant, defender: Defender): number {
  return attacker.role === 'pursuer'
    ? pursuerDistance(state, { kind: 'character', id: attacker.id })
    : pursuerDistance(state, defender);
}
