import type { Pool, PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/index.ts';
import type { Weapon } from '../settings/index.ts';
import type { ChaseRules } from './settings.ts';
import type { ChaseGroupId, ChaseRatings, ChaseRole, Defender, VehicleId } from './types.ts';

/**
 * Extra modifiers for the characters who roll in an action, keyed by character id: Bolster (COT-TIME-4,
 * COT-D-92), Lean Onto, the GM's circumstances. A key naming someone who does not roll is refused.
 */
export type RollModifiers = Readonly<Record<string, readonly PoolModifier[]>>;

/**
 * The roller's pending Bolsters (COT-TIME-4), keyed by character id, as the scene's context hands them: each
 * goes to its character's first roll in the action, only if they roll, and is never refused (a Bolstered group
 * member who does not roll for the group keeps theirs). Added after the GM's `modifiers`, never replacing them.
 */
interface Bolstered {
  readonly bolsters?: RollModifiers;
}

/** Options every rolled manoeuvre accepts. */
export interface RollOptions extends Bolstered {
  readonly modifiers?: RollModifiers;
  /**
   * When members of a group tie for the best chase pool, the owning side chooses who rolls (COT-D-92):
   * list the chosen members here. Naming someone who is not among their group's best pools is refused.
   */
  readonly rollers?: readonly CharacterId[];
}

/** Where an entrant starts: on foot (a pursuer names its runner group) or in a vehicle. */
export type EntrantSeat =
  | { readonly kind: 'foot'; readonly group?: ChaseGroupId }
  | { readonly kind: 'driver'; readonly vehicle: VehicleId }
  | { readonly kind: 'passenger'; readonly vehicle: VehicleId };

/** A character entering a chase; `chaseEntrant` builds one from a sheet. */
export interface ChaseEntrant {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: string;
  readonly role: ChaseRole;
  readonly seat: EntrantSeat;
  readonly ratings: ChaseRatings;
  readonly speed: number | null;
  readonly weapons: readonly Weapon[];
  readonly coverPool: Pool;
  readonly condition: Condition;
}

/** A vehicle entering a chase, with its current Body (Body never regenerates during a Job, COT-CHASE-12). */
export interface ChaseVehicleEntry {
  readonly id: VehicleId;
  readonly name: string;
  readonly speed: number;
  readonly body: number;
  readonly ramBonus: { readonly rolled: number; readonly kept: number };
  /** Default true: the open road (COT-CHASE-1). */
  readonly fullCapacity?: boolean;
}

/** COT-CHASE-3: set up a chase; every entrant rolls Cover. */
export interface StartChaseCommand extends Bolstered {
  readonly type: 'chase/start';
  readonly entrants: readonly ChaseEntrant[];
  readonly vehicles: readonly ChaseVehicleEntry[];
  /** Starting Distance per pursuer group; the others start at the default (COT-D-43) or the Flee distance (COT-D-39). */
  readonly distances?: Readonly<Record<string, number>>;
  readonly origin?: 'gm' | 'flee';
  readonly cramped?: boolean;
  /** Default: `defaultChaseRules`. */
  readonly rules?: ChaseRules;
}

/** COT-CHASE-5 */
export interface AccelerateCommand extends RollOptions {
  readonly type: 'chase/accelerate';
  readonly actor: CharacterId;
}

/** COT-CHASE-6: the three ways to Shake, plus leaving the crowded space again. */
export type ShakeManoeuvre =
  | { readonly kind: 'crowded' }
  | { readonly kind: 'leave-crowded' }
  | { readonly kind: 'obstacle'; readonly difficulty: number }
  | { readonly kind: 'dislodge'; readonly boarder: CharacterId };

/** COT-CHASE-6 */
export interface ShakeCommand extends RollOptions {
  readonly type: 'chase/shake';
  readonly actor: CharacterId;
  readonly manoeuvre: ShakeManoeuvre;
}

/** COT-CHASE-7 */
export interface EscapeCommand {
  readonly type: 'chase/escape';
  readonly actor: CharacterId;
}

/** What an attack is made with: a carried weapon (Fists are always at hand) or, for a Target driver, the vehicle. */
export type AttackMeans = { readonly kind: 'weapon'; readonly weapon: string } | { readonly kind: 'vehicle' };

/** COT-CHASE-8 (both roles). `risky`: the GM calls for a crash check after a vehicle attack (COT-WAR-4). */
export interface AttackCommand extends Bolstered {
  readonly type: 'chase/attack';
  readonly actor: CharacterId;
  readonly defender: Defender;
  readonly means: AttackMeans;
  readonly risky?: boolean;
  readonly modifiers?: RollModifiers;
}

/** COT-CHASE-9 */
export interface CloseCommand extends RollOptions {
  readonly type: 'chase/close';
  readonly actor: CharacterId;
}

/** COT-CHASE-10. A driver's Takedown rams the Target at once: `ramTarget` picks among Targets on foot. */
export interface TakedownCommand extends RollOptions {
  readonly type: 'chase/takedown';
  readonly actor: CharacterId;
  readonly ramTarget?: Defender;
}

/** COT-CHASE-11 */
export interface BoardCommand extends Bolstered {
  readonly type: 'chase/board';
  readonly actor: CharacterId;
  readonly modifiers?: RollModifiers;
}

/** COT-CHASE-12 */
export interface RamCommand extends Bolstered {
  readonly type: 'chase/ram';
  readonly actor: CharacterId;
  readonly defender: Defender;
  readonly risky?: boolean;
  readonly modifiers?: RollModifiers;
}

/** COT-CHASE-13 */
export interface FallOffCommand {
  readonly type: 'chase/fall-off';
  readonly actor: CharacterId;
}

/**
 * COT-CHASE-13 by the GM's ruling, outside anyone's turn: a pursuer group gives up the chase (lost in traffic,
 * called back). The whole group leaves, as with its own Fall Off. No roll.
 */
export interface RuleFallOffCommand {
  readonly type: 'chase/rule-fall-off';
  readonly group: ChaseGroupId;
}

/** COT-CHASE-4, COT-D-83: always refused; it exists so the refusal has words. */
export interface RerollCoverCommand {
  readonly type: 'chase/reroll-cover';
  readonly actor: CharacterId;
}

/**
 * COT-CHASE-3: part of a Target on foot breaks away. The pursuer groups listed follow it into a separate
 * chase; with none listed, the breakaway gets away.
 */
export interface SplitCommand {
  readonly type: 'chase/split';
  readonly breakaway: readonly CharacterId[];
  readonly pursuers: readonly ChaseGroupId[];
}

/** The GM changes the conditions: ends a crowded space (COT-D-44) or a vehicle's full capacity (COT-CHASE-1). */
export interface SetConditionsCommand {
  readonly type: 'chase/set-conditions';
  readonly cramped?: boolean;
  readonly fullCapacity?: Readonly<Record<string, boolean>>;
}

/** COT-D-46: the GM ends the chase. */
export interface EndChaseCommand {
  readonly type: 'chase/end';
  readonly reason: string;
}

/** Every chase command. */
export type ChaseCommand =
  | StartChaseCommand
  | AccelerateCommand
  | ShakeCommand
  | EscapeCommand
  | AttackCommand
  | CloseCommand
  | TakedownCommand
  | BoardCommand
  | RamCommand
  | FallOffCommand
  | RuleFallOffCommand
  | RerollCoverCommand
  | SplitCommand
  | SetConditionsCommand
  | EndChaseCommand;

/** The GM's commands on a running chase: none of them is anyone's turn. */
export type ChaseGmCommand = SplitCommand | SetConditionsCommand | RuleFallOffCommand | EndChaseCommand;

/** The commands a participant takes on their turn. */
export type ChaseActionCommand = Exclude<ChaseCommand, StartChaseCommand | ChaseGmCommand>;
