import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/index.ts';
import type { ChaseRules } from './settings.ts';
import type {
  ChaseGroupId,
  ChaseOutcome,
  ChaseParticipant,
  ChaseRoll,
  ChaseVehicle,
  Defender,
  DistanceChange,
  LeaveReason,
  PursuerGroup,
  VehicleId,
} from './types.ts';

/**
 * Chase events: what happened, with every die rolled, so `applyChase` needs no dice and replaying the log
 * reproduces the chase. Distances are recorded with their old value; replay checks it.
 */

/** COT-CHASE-3. `coverRolls` holds each entrant's Cover roll; it is empty for a chase split off another. */
export interface ChaseStartedEvent {
  readonly type: 'chase/started';
  readonly rules: ChaseRules;
  readonly cramped: boolean;
  readonly participants: readonly ChaseParticipant[];
  readonly vehicles: readonly ChaseVehicle[];
  readonly groups: readonly PursuerGroup[];
  readonly coverRolls: readonly ChaseRoll[];
}

/** One pursuer group's roll against a Target's manoeuvre, or against an obstacle. */
export interface GroupRoll {
  readonly group: ChaseGroupId;
  readonly roll: ChaseRoll;
  /** Accelerate: the Target beat this group. Obstacle: this group got past it. */
  readonly success: boolean;
}

/** COT-CHASE-5. `roll` is null when the Target needed no roll (every group's roll forfeited, COT-D-6). */
export interface AcceleratedEvent {
  readonly type: 'chase/accelerated';
  readonly actor: CharacterId;
  readonly roll: ChaseRoll | null;
  readonly groups: readonly GroupRoll[];
  readonly distances: readonly DistanceChange[];
}

/** COT-CHASE-6: a crowded space entered or left (by the Target, or ended by the GM). */
export interface CrowdedEvent {
  readonly type: 'chase/crowded-entered' | 'chase/crowded-left';
  readonly actor: CharacterId | null;
}

/** The GM changed a vehicle's capacity (COT-CHASE-1). */
export interface CapacityChangedEvent {
  readonly type: 'chase/capacity-changed';
  readonly vehicle: VehicleId;
  readonly fullCapacity: boolean;
}

/** COT-CHASE-6, COT-D-80 */
export interface ObstacleRunEvent {
  readonly type: 'chase/obstacle-run';
  readonly actor: CharacterId;
  readonly difficulty: number;
  readonly roll: ChaseRoll;
  readonly success: boolean;
  readonly groups: readonly GroupRoll[];
  readonly distances: readonly DistanceChange[];
}

/** COT-CHASE-6: the boarder rolls first; `driverRoll` is null when the driver needed no roll. */
export interface DislodgeAttemptedEvent {
  readonly type: 'chase/dislodge-attempted';
  readonly actor: CharacterId;
  readonly boarder: CharacterId;
  readonly boarderRoll: ChaseRoll;
  readonly driverRoll: ChaseRoll | null;
  readonly success: boolean;
  /** Driver's total − boarder's total (0 when the driver needed no roll). */
  readonly margin: number;
  readonly distances: readonly DistanceChange[];
}

/** COT-CHASE-7 */
export interface EscapedEvent {
  readonly type: 'chase/escaped';
  readonly actor: CharacterId;
}

/** Close, Takedown and Board: the Target side rolls first, then the pursuer. */
interface OpposedManoeuvre {
  readonly actor: CharacterId;
  readonly group: ChaseGroupId;
  readonly opposingRoll: ChaseRoll;
  /** Null when the pursuer needed no roll (the opposing roll forfeited, COT-D-6). */
  readonly roll: ChaseRoll | null;
  readonly success: boolean;
  readonly distances: readonly DistanceChange[];
}

/** COT-CHASE-9, COT-D-79 */
export interface ClosedEvent extends OpposedManoeuvre {
  readonly type: 'chase/closed';
  readonly speedOnMuscles: boolean;
  /** The pursuer may Takedown or Ram at once. */
  readonly followUp: boolean;
}

/** COT-CHASE-10. `followUp`: made as the immediate follow-up of a Close, not as a turn of its own. */
export interface TakedownAttemptedEvent extends OpposedManoeuvre {
  readonly type: 'chase/takedown-attempted';
  readonly followUp: boolean;
}

/** COT-CHASE-11 */
export interface BoardAttemptedEvent extends OpposedManoeuvre {
  readonly type: 'chase/board-attempted';
  readonly vehicle: VehicleId;
}

/** COT-CHASE-8, COT-CHASE-12: one attack or Ram. Its damage follows as separate events. */
export interface AttackedEvent {
  readonly type: 'chase/attacked';
  readonly actor: CharacterId;
  readonly defender: Defender;
  /** A weapon's name, or the vehicle's for a vehicle attack or a Ram. */
  readonly means: string;
  readonly ram: boolean;
  /** The Ram a vehicle Takedown grants, or a Ram following a Close: not a turn of its own. */
  readonly free: boolean;
  readonly distance: number;
  readonly roll: ChaseRoll;
  /** The Cover or Body attacked. */
  readonly difficulty: number;
  /** 0 on a catastrophe (COT-WAR-5), 1 when the pool failed without rolling (COT-D-1). */
  readonly damage: number;
  /** The total reached the Cover or Body (COT-DICE-6); absent in chases recorded before 0.4. */
  readonly hit?: boolean;
  /** A character the attack took to Cover 0: Wounded (COT-WAR-6) or Dead (COT-WAR-7). Absent otherwise. */
  readonly conditionAfter?: Condition;
}

/** COT-WAR-4, COT-D-34 */
export interface CrashCheckedEvent {
  readonly type: 'chase/crash-checked';
  readonly actor: CharacterId;
  readonly vehicle: VehicleId;
  readonly difficulty: number;
  readonly roll: ChaseRoll;
  readonly crashed: boolean;
  /** Body and Cover each occupant loses; 0 when safe. */
  readonly damage: number;
}

/** Cover lost without reaching 0 (COT-WAR-5). */
export interface CoverLostEvent {
  readonly type: 'chase/cover-lost';
  readonly id: CharacterId;
  readonly from: number;
  readonly to: number;
}

/** COT-WAR-6, COT-D-36: Wounded; Cover re-rolled at once (`coverRoll`) or left at 0. */
export interface WoundedEvent {
  readonly type: 'chase/wounded';
  readonly id: CharacterId;
  readonly recoveryDays: number;
  readonly coverRoll: ChaseRoll | null;
  readonly cover: number;
}

/** COT-WAR-7 */
export interface KilledEvent {
  readonly type: 'chase/killed';
  readonly id: CharacterId;
}

/** COT-CHASE-12 */
export interface BodyLostEvent {
  readonly type: 'chase/body-lost';
  readonly vehicle: VehicleId;
  readonly from: number;
  readonly to: number;
}

/** Participants, groups and vehicles leaving the chase together, for one reason. */
export interface LeftEvent {
  readonly type: 'chase/left';
  readonly reason: LeaveReason;
  readonly participants: readonly CharacterId[];
  readonly groups: readonly ChaseGroupId[];
  readonly vehicles: readonly VehicleId[];
}

/** COT-CHASE-13 */
export interface FellOffEvent {
  readonly type: 'chase/fell-off';
  readonly actor: CharacterId;
  readonly group: ChaseGroupId;
}

/** COT-CHASE-3: part of the Target split off; `spawned` starts the chase that follows it (null: it got away). */
export interface SplitEvent {
  readonly type: 'chase/split';
  readonly breakaway: readonly CharacterId[];
  readonly pursuers: readonly ChaseGroupId[];
  readonly spawned: ChaseStartedEvent | null;
}

/** COT-DICE-7, COT-D-4: a catastrophe and the consequence the engine applied, for the GM to narrate. */
export interface CatastropheEvent {
  readonly type: 'chase/catastrophe';
  readonly roller: CharacterId;
  readonly action: 'accelerate' | 'shake' | 'close' | 'takedown' | 'board' | 'attack' | 'crash-check';
  readonly consequence:
    'lost-distance' | 'no-damage' | 'double-crash-damage' | 'complication' | 'narrative-only';
}

/** COT-CHASE-14 */
export interface EndedEvent {
  readonly type: 'chase/ended';
  readonly outcome: ChaseOutcome;
}

/** Every chase event. */
export type ChaseEvent =
  | ChaseStartedEvent
  | AcceleratedEvent
  | CrowdedEvent
  | CapacityChangedEvent
  | ObstacleRunEvent
  | DislodgeAttemptedEvent
  | EscapedEvent
  | ClosedEvent
  | TakedownAttemptedEvent
  | BoardAttemptedEvent
  | AttackedEvent
  | CrashCheckedEvent
  | CoverLostEvent
  | WoundedEvent
  | KilledEvent
  | BodyLostEvent
  | LeftEvent
  | FellOffEvent
  | SplitEvent
  | CatastropheEvent
  | EndedEvent;
