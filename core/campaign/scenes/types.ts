import type { PoolModifier } from '../../dice/pool.ts';
import type { ChaseRole, Initiative, InitiativeEvent, InitiativeSide } from '../../cot/initiative/index.ts';
import type { SlotId } from '../../cot/initiative/index.ts';
import type { BolsterEvent } from '../../cot/time/index.ts';
import type { FreeTurns, FreeTurnsEvent } from '../../cot/time/index.ts';
import type { ScheduleEvent } from '../../cot/time/index.ts';
import type { SceneId, StageType } from '../../cot/time/index.ts';
import type { CommandOf, EngineId, EventOf, SetupOf, StateOf } from '../../registry/index.ts';
import type { CharacterId, RollId } from '../../shared/ids.ts';
import type { Absence } from '../../engine/index.ts';

/**
 * Scenes: the stages of a Job that run at once (COT-TIME-1..3). Each scene is played by one rules engine of the
 * registry (core/engine/registry.ts) — a Heist on its Spot, a Social Call, research in Prep, Gang Warfare, a
 * chase — whose state it holds, and keeps its turns: initiative slots (COT-INIT), or one turn each per round
 * while no initiative is rolled (COT-TIME-5). The campaign log stores every change of a scene as events, so
 * undo, replay, export and backups cover scenes like everything else.
 */

export interface SceneParticipant {
  readonly characterId: CharacterId;
  readonly side: string;
  /** Where they stand at the start (a zone of the Spot, the fight's zone); '' when the engine has no places. */
  readonly zone: string;
  /** In a chase: who drives (COT-INIT-2, COT-D-22). */
  readonly role: ChaseRole;
}

/** A side of a scene as the GM sets it up. */
export interface SideSetup {
  readonly id: string;
  readonly label: string;
  readonly crew: boolean;
}

/** How turns pass in a scene whose engine leaves them to the scene layer. */
export interface SceneTurns {
  /** COT-INIT: the slots, once initiative is rolled. */
  readonly initiative: Initiative | null;
  /** COT-TIME-5: one turn each per round while no initiative is rolled. */
  readonly free: FreeTurns | null;
}

interface SceneFields {
  readonly id: SceneId;
  readonly name: string;
  readonly stage: StageType;
  /** The scene it opened inside (an Action stage inside a Heist, COT-TIME-1-a), or null. */
  readonly parent: SceneId | null;
  readonly sides: readonly InitiativeSide[];
  readonly participants: readonly SceneParticipant[];
  readonly turns: SceneTurns;
  /** Set when the scene is closed: how it ended, in a sentence. */
  readonly ended: string | null;
}

/** A scene of one engine: its state is that engine's (null until the engine's start events). */
export type SceneOf<K extends EngineId> = SceneFields & {
  readonly engine: K;
  readonly state: StateOf<K> | null;
};

/** A scene of any engine. */
export type Scene = { [K in EngineId]: SceneOf<K> }[EngineId];

/**
 * A closed scene as the campaign keeps it: what later commands and the scene lists need (its name, its people,
 * how it ended and how it left each of them), not its engine's state or its turns. Its board is rebuilt from its
 * own entries in the log when the GM looks at it (`replayScene`), so the state never carries a finished fight.
 */
export interface ClosedScene {
  readonly id: SceneId;
  readonly name: string;
  readonly engine: EngineId;
  readonly stage: StageType;
  readonly parent: SceneId | null;
  readonly sides: readonly InitiativeSide[];
  readonly participants: readonly SceneParticipant[];
  /** How it ended, in a sentence. */
  readonly ended: string;
  /** How the scene left each participant as it closed (COT-D-65): null for whoever could still act. */
  readonly absences: Readonly<Record<string, Absence | null>>;
}

/** Every scene command carries the time and a roll-id prefix, so decide stays pure. */
interface Stamped {
  readonly sceneId: SceneId;
  readonly at: number;
  readonly rollId: RollId;
  /** A secret roll (issue 21): the rolls it makes stay with the GM, never on the players' screen. */
  readonly secret?: boolean;
}

/**
 * Putting a character in a scene while they are in another running one (outside its parent chain) is refused
 * unless the GM confirms it.
 */
interface Confirmable {
  readonly confirmed?: boolean;
}

/** Opens a scene of one engine; `sceneId` is the new scene's id. */
export type OpenScene = {
  [K in EngineId]: {
    readonly type: 'scene/open';
    readonly name: string;
    readonly engine: K;
    readonly sides: readonly SideSetup[];
    readonly participants: readonly SceneParticipant[];
    readonly setup: SetupOf<K>;
    /** Roll initiative as it opens (a fight, COT-WAR-1; a chase, COT-CHASE-3) instead of free turns (COT-TIME-5). */
    readonly rollInitiative?: boolean;
  } & Stamped &
    Confirmable;
}[EngineId];

/** Opens a scene inside a running one (Gang Warfare or a chase breaking out of a Heist, COT-TIME-1-a). */
export type StartChild = {
  [K in EngineId]: {
    readonly type: 'scene/start-child';
    /** The new scene's id; `sceneId` is the scene it opens inside. */
    readonly newSceneId: SceneId;
    readonly name: string;
    readonly engine: K;
    /** Who is in it, each on their side in the parent scene. */
    readonly participants: readonly SceneParticipant[];
    readonly setup: SetupOf<K>;
    /** After a catastrophic Drop, this side's highest slot leads round 1 (COT-D-4). */
    readonly firstRoundSide: string | null;
  } & Stamped;
}[EngineId];

/** One engine command in a scene, typed by the scene's engine. */
export type SceneAction = {
  [K in EngineId]: {
    readonly type: 'scene/act';
    readonly engine: K;
    readonly command: CommandOf<K>;
    /** The GM's modifiers for the actor's roll, added after any Bolster (COT-TIME-4), never replacing it. */
    readonly modifiers?: readonly PoolModifier[];
  } & Stamped;
}[EngineId];

/** A scene command as a panel builds it, before the app stamps it with the time and a roll-id prefix. */
export type UnstampedSceneCommand = SceneCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'at' | 'rollId'>
    : never
  : never;

export type SceneCommand =
  | OpenScene
  | StartChild
  | SceneAction
  | ({ readonly type: 'scene/close' } & Stamped)
  | ({ readonly type: 'scene/end-round' } & Stamped)
  /** The live slot (or the running turn) passes to the next one able to act (a "Next turn" key). */
  | ({ readonly type: 'scene/next-turn' } & Stamped)
  | ({ readonly type: 'scene/join'; readonly participant: SceneParticipant } & Stamped & Confirmable)
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
  | ({ readonly type: 'scene/wait'; readonly characterId: CharacterId } & Stamped);

/** An event of a scene's engine or of its turns, wrapped with the scene it happened in. */
export type ModuleEvent =
  | { [K in EngineId]: { readonly module: K; readonly event: EventOf<K> } }[EngineId]
  | { readonly module: 'initiative'; readonly event: InitiativeEvent }
  | { readonly module: 'free-turns'; readonly event: FreeTurnsEvent };

export type SceneEvent =
  | { readonly type: 'scene/opened'; readonly scene: Scene }
  | { readonly type: 'scene/joined'; readonly sceneId: SceneId; readonly participant: SceneParticipant }
  | ({ readonly type: 'scene/changed'; readonly sceneId: SceneId } & ModuleEvent)
  | { readonly type: 'scene/closed'; readonly sceneId: SceneId; readonly summary: string }
  | { readonly type: 'clock/changed'; readonly event: ScheduleEvent }
  /** `sceneId`: the scene it happened in (absent in the dice tray, and in files of Heistbox 0.1–0.2). */
  | { readonly type: 'bolsters/changed'; readonly event: BolsterEvent; readonly sceneId?: SceneId };
