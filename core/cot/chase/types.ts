import type { Unsheeted } from '../world/index.ts';
import type { Pool, PoolModifier } from '../../dice/pool.ts';
import type { Roll } from '../../dice/roll.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/index.ts';
import type { Weapon } from '../settings/index.ts';
import type { ChaseRules } from './settings.ts';

/** A pursuer group: a vehicle (its id) or runners moving together (COT-CHASE-3, COT-D-43). */
export type ChaseGroupId = string & { readonly __brand: 'ChaseGroupId' };
/** A vehicle in a chase. A pursuer vehicle's group has the same id. */
export type VehicleId = string & { readonly __brand: 'VehicleId' };

/** Brands a string as a pursuer group id. */
export const chaseGroupId = (value: string): ChaseGroupId => value as ChaseGroupId;
/** Brands a string as a vehicle id. */
export const vehicleId = (value: string): VehicleId => value as VehicleId;

/** Exactly one Target group per chase; everyone else pursues (COT-CHASE-3). */
export type ChaseRole = 'target' | 'pursuer';

/** The ratings chase rolls read from a sheet (COT-CHASE-1, COT-CHASE-8, COT-CHASE-11, COT-CHASE-12). */
export interface ChaseRatings {
  readonly muscle: number;
  readonly fingers: number;
  readonly athletics: number;
  readonly driving: number;
  readonly shooting: number;
  readonly handToHand: number;
  readonly explosives: number;
}

/**
 * Where a participant is: on foot, at the wheel, in a passenger seat, or aboard the Target's vehicle after a
 * successful Board (COT-CHASE-11), always at Distance 0 to it until thrown off.
 */
export type Seat =
  | { readonly kind: 'foot' }
  | { readonly kind: 'driver'; readonly vehicle: VehicleId }
  | { readonly kind: 'passenger'; readonly vehicle: VehicleId }
  | { readonly kind: 'aboard'; readonly vehicle: VehicleId };

/** Why someone or something is no longer in the chase. */
export type LeaveReason =
  /** COT-CHASE-13 */
  | 'fell-off'
  /** COT-CHASE-6, COT-D-44: a boarder thrown from the Target's vehicle */
  | 'thrown'
  /** COT-CHASE-12, COT-D-47 */
  | 'wrecked'
  /** COT-WAR-4, COT-D-34: a failed crash check stops the vehicle */
  | 'crashed'
  /** A vehicle whose driver is no longer at the wheel stops, with everyone aboard */
  | 'stopped'
  | 'dead'
  /** A pursuer group whose every member is gone */
  | 'emptied'
  /** Went off into a separate chase when the Target split (COT-CHASE-3) */
  | 'split'
  /** Part of a split Target that nobody followed */
  | 'got-away';

/** One character in the chase. Plain JSON. */
export interface ChaseParticipant {
  readonly id: CharacterId;
  readonly name: string;
  /** The side label initiative slots carry (COT-INIT-3). */
  readonly side: string;
  readonly role: ChaseRole;
  readonly seat: Seat;
  /** The pursuer group; null for the Target and for a boarder aboard the Target's vehicle. */
  readonly group: ChaseGroupId | null;
  readonly ratings: ChaseRatings;
  /** A Speed rating granted by technology or magic to someone on foot (COT-CHASE-1, COT-D-41), else null. */
  readonly speed: number | null;
  readonly weapons: readonly Weapon[];
  /** Muscle + Resist + armour (COT-WAR-2), for the wound re-roll (COT-D-36, COT-D-83). */
  readonly coverPool: Pool;
  readonly cover: number;
  readonly condition: Condition;
  /** Null while in the chase. */
  readonly left: LeaveReason | null;
}

/** A vehicle (COT-GEAR-3): Speed, Body Score (damage track), ram bonus. */
export interface ChaseVehicle {
  readonly id: VehicleId;
  readonly name: string;
  readonly role: ChaseRole;
  readonly speed: number;
  readonly body: number;
  readonly ramBonus: { readonly rolled: number; readonly kept: number };
  /** False when the GM rules it cannot use its full capacity even outside a crowded space (COT-CHASE-1). */
  readonly fullCapacity: boolean;
  readonly left: LeaveReason | null;
}

/** A pursuer group and its Distance to the Target (COT-D-43). */
export interface PursuerGroup {
  readonly id: ChaseGroupId;
  /** The vehicle this group is, or null for runners. */
  readonly vehicle: VehicleId | null;
  readonly distance: number;
  readonly left: LeaveReason | null;
}

/** COT-D-46: what follows a successful Takedown. */
export interface GangWarfareRequest {
  /** Target members still in the chase. */
  readonly targets: readonly CharacterId[];
  /** The catching group, boarders, and every pursuer group at Distance 0. */
  readonly pursuers: readonly CharacterId[];
  /** On foot, the pursuer who made the Takedown may Restrain a Target at once (COT-CHASE-10, COT-WAR-9). */
  readonly mayRestrain: CharacterId | null;
  /** Pursuer groups still chasing at Distance above 0: the GM decides whether and when they join. */
  readonly stragglers: readonly { readonly group: ChaseGroupId; readonly distance: number }[];
}

/** How a chase ended (COT-CHASE-14). */
export type ChaseOutcome =
  /** COT-CHASE-7 */
  | { readonly kind: 'escaped'; readonly winner: 'target'; readonly by: CharacterId }
  /** COT-D-85: no pursuer group left (fell off, wrecked, thrown, dead); the Target escaped */
  | { readonly kind: 'pursuers-gone'; readonly winner: 'target' }
  /** COT-CHASE-10, COT-D-46 */
  | {
      readonly kind: 'caught';
      readonly winner: 'pursuers';
      readonly by: CharacterId;
      readonly group: ChaseGroupId;
      readonly gangWarfare: GangWarfareRequest;
    }
  /** The Target's vehicle is wrecked (COT-D-47), crashed (COT-D-34) or lost its driver */
  | {
      readonly kind: 'target-stopped';
      readonly winner: 'pursuers';
      readonly vehicle: VehicleId;
      readonly reason: 'wrecked' | 'crashed' | 'stopped';
    }
  /** Every member of the Target is dead */
  | { readonly kind: 'target-down'; readonly winner: 'pursuers' }
  /** COT-D-46: the GM ends the chase */
  | { readonly kind: 'ended-by-gm'; readonly winner: null; readonly reason: string };

/** A successful Close that left Distance 0 lets its pursuer Takedown or Ram at once (COT-CHASE-9). */
export interface FollowUp {
  readonly actor: CharacterId;
  readonly group: ChaseGroupId;
}

/** A chase: plain JSON, replayed from its events. */
export interface ChaseState {
  readonly rules: ChaseRules;
  /** Crowded space: everyone uses cramped conditions (COT-CHASE-6, COT-D-44). */
  readonly cramped: boolean;
  readonly participants: readonly ChaseParticipant[];
  readonly vehicles: readonly ChaseVehicle[];
  readonly groups: readonly PursuerGroup[];
  readonly followUp: FollowUp | null;
  readonly outcome: ChaseOutcome | null;
}

/** A participant as a scene stores them: their condition is their sheet's (COT-CHAR-6, core/cot/world/sheets.ts). */
export type StoredChaseParticipant = Unsheeted<ChaseParticipant>;

/**
 * A chase as a scene stores it: without its participants' conditions, which the rules read from the sheets as
 * they decide (`liveChase`).
 */
export interface ChaseScene extends Omit<ChaseState, 'participants'> {
  readonly participants: readonly StoredChaseParticipant[];
}

/**
 * One roll of a chase and everything about it the log keeps: who rolled, the modifiers with their sources,
 * the pool after them, and the `Roll` (faces, kept dice, total). `roll` is null when `pool_floor = auto_fail`
 * left fewer than 1 die (COT-D-1): no roll, a failure.
 */
export interface ChaseRoll {
  readonly roller: CharacterId;
  /** The pool before its modifiers (absent in chases recorded before 0.4). */
  readonly basePool?: Pool;
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool;
  readonly roll: Roll | null;
}

/** A Distance that changed, with its old value so replay can check it. */
export interface DistanceChange {
  readonly group: ChaseGroupId;
  readonly from: number;
  readonly to: number;
}

/** What an attack hits: a character's Cover or a vehicle's Body (COT-CHASE-8). */
export type Defender =
  | { readonly kind: 'character'; readonly id: CharacterId }
  | { readonly kind: 'vehicle'; readonly id: VehicleId };
