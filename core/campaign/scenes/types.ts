import type { Skill } from '../../cot/characters/skills.ts';
import type { DropCharacter, DropEvent, DropScene, DropSceneCommand } from '../../cot/drop/types.ts';
import type {
  ChaseRole,
  Initiative,
  InitiativeEvent,
  InitiativeSide,
  SlotId,
} from '../../cot/initiative/index.ts';
import type { SceneId, StageType } from '../../cot/time/stages.ts';
import type { BolsterEvent } from '../../cot/time/bolster/types.ts';
import type { ScheduleEvent } from '../../cot/time/schedule/types.ts';
import type { WarfareCommand, WarfareEvent, WarfareState } from '../../cot/warfare/types.ts';
import type { ChaseCommand, ChaseEvent, ChaseState } from '../../cot/chase/index.ts';
import type { CharacterId, RollId } from '../../shared/ids.ts';

/**
 * Scenes: the stages of a Job that run at once (COT-TIME-1..3). A scene holds the rules engines it uses
 * (initiative, the Drop, Gang Warfare, a chase); the campaign log stores their events wrapped in
 * `scene/changed`, so undo and replay cover scenes like everything else.
 */

/** What a scene is about: its stage type (round length) and which engine runs it. */
export type SceneKind = 'prep' | 'social' | 'heist' | 'warfare' | 'chase';

export interface SceneParticipant {
  readonly characterId: CharacterId;
  readonly side: string;
  /** Where they stand (Heist zones, the fight's zone). */
  readonly zone: string;
  /** In a chase: who drives (COT-INIT-2, COT-D-22). */
  readonly role: ChaseRole;
}

export interface Scene {
  readonly id: SceneId;
  readonly name: string;
  readonly kind: SceneKind;
  readonly stage: StageType;
  /** The scene it opened inside (an Action stage inside a Heist, COT-TIME-1-a), or null. */
  readonly parent: SceneId | null;
  readonly sides: readonly InitiativeSide[];
  readonly participants: readonly SceneParticipant[];
  readonly zones: readonly string[];
  readonly initiative: Initiative | null;
  readonly drop: DropScene | null;
  readonly warfare: WarfareState | null;
  readonly chase: ChaseState | null;
  /** Set when the scene is closed: how it ended, in a sentence. */
  readonly ended: string | null;
}

/** A side of a scene as the GM sets it up. */
export interface SideSetup {
  readonly id: string;
  readonly label: string;
  readonly crew: boolean;
}

export type SceneModule = 'initiative' | 'drop' | 'warfare' | 'chase';

/** Every scene command carries the time and a roll-id prefix, so decide stays pure. */
interface Stamped {
  readonly sceneId: SceneId;
  readonly at: number;
  readonly rollId: RollId;
}

/** A vehicle in a Gang Warfare scene (COT-WAR-4): its vehicle-table row, driver and passengers. */
export interface WarfareVehicleSeat {
  /** A row name of `settings.vehicleTable`. */
  readonly vehicle: string;
  readonly driver: CharacterId;
  readonly passengers: readonly CharacterId[];
}

export type SceneCommand =
  | ({
      readonly type: 'scene/open';
      readonly name: string;
      readonly kind: 'prep' | 'social' | 'heist';
      readonly sides: readonly SideSetup[];
      readonly participants: readonly SceneParticipant[];
      readonly zones: readonly string[];
    } & Stamped)
  | ({ readonly type: 'scene/close' } & Stamped)
  | ({ readonly type: 'scene/end-round' } & Stamped)
  | ({ readonly type: 'scene/join'; readonly participant: SceneParticipant } & Stamped)
  | ({ readonly type: 'scene/leave'; readonly characterId: CharacterId } & Stamped)
  | ({ readonly type: 'scene/roll-initiative' } & Stamped)
  | ({
      readonly type: 'scene/claim-slot';
      readonly slotId: SlotId;
      readonly characterId: CharacterId;
    } & Stamped)
  | ({ readonly type: 'scene/end-turn' } & Stamped)
  | ({
      readonly type: 'scene/declare-focus';
      readonly focused: CharacterId;
      readonly donors: readonly CharacterId[];
    } & Stamped)
  | ({
      readonly type: 'scene/bolster';
      readonly giver: CharacterId;
      readonly recipient: CharacterId;
    } & Stamped)
  | ({ readonly type: 'scene/wait'; readonly characterId: CharacterId } & Stamped)
  | ({ readonly type: 'scene/drop'; readonly command: DropSceneCommand } & Stamped)
  | ({
      readonly type: 'scene/start-warfare';
      /** The new Action scene's id; `sceneId` is the scene it opens inside. */
      readonly newSceneId: SceneId;
      readonly name: string;
      readonly fighters: readonly CharacterId[];
      /** After a catastrophic Drop, this side's highest slot goes first in round 1 (COT-D-4). */
      readonly firstRoundSide: string | null;
      /** Vehicles in the zone (COT-WAR-4): a row of the vehicle table, its driver and passengers, all fighters. */
      readonly vehicles?: readonly WarfareVehicleSeat[];
    } & Stamped)
  | ({
      readonly type: 'scene/warfare';
      readonly command: Exclude<WarfareCommand, { type: 'warfare/start' }>;
    } & Stamped)
  | ({
      readonly type: 'scene/start-chase';
      readonly newSceneId: SceneId;
      readonly name: string;
      readonly setup: ChaseSetup;
    } & Stamped)
  | ({
      readonly type: 'scene/chase';
      readonly command: Exclude<ChaseCommand, { type: 'chase/start' }>;
    } & Stamped);

/** Who runs, who chases, in what (COT-CHASE-3); the chase engine's start command is built from it. */
export interface ChaseSetup {
  readonly targets: readonly ChaseSeat[];
  readonly pursuers: readonly ChaseSeat[];
  readonly distance: number | null;
  readonly cramped: boolean;
}

export interface ChaseSeat {
  readonly characterId: CharacterId;
  /** A vehicle from the table by name, or null on foot. */
  readonly vehicle: string | null;
  readonly role: ChaseRole;
}

export type ModuleEvent =
  | { readonly module: 'initiative'; readonly event: InitiativeEvent }
  | { readonly module: 'drop'; readonly event: DropEvent }
  | { readonly module: 'warfare'; readonly event: WarfareEvent }
  | { readonly module: 'chase'; readonly event: ChaseEvent };

export type SceneEvent =
  | { readonly type: 'scene/opened'; readonly scene: Scene }
  | {
      readonly type: 'scene/joined';
      readonly sceneId: SceneId;
      readonly participant: SceneParticipant;
      /** Where they stand on the Spot, for a Heist scene's Drop. */
      readonly placed: DropCharacter | null;
    }
  | ({ readonly type: 'scene/changed'; readonly sceneId: SceneId } & ModuleEvent)
  | { readonly type: 'scene/closed'; readonly sceneId: SceneId; readonly summary: string }
  | { readonly type: 'clock/changed'; readonly event: ScheduleEvent }
  /** `sceneId`: the scene it happened in (absent in the dice tray, and in files of Heistbox 0.1–0.2). */
  | { readonly type: 'bolsters/changed'; readonly event: BolsterEvent; readonly sceneId?: SceneId };

/** Skills the scene dashboards offer for an attack. */
export type AttackSkillChoice = Extract<Skill, 'shooting' | 'handToHand' | 'explosives'>;
