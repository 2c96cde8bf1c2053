import type { Action, ShotOrder, Step, UseOrder } from './commands.ts';
import type { WeaponSlot } from './setup/profile.ts';
import type { CheckRoll } from './actions/skill.ts';
import type { CoverHeight } from './shots/target-class.ts';
import type { ThrowResult } from './grenades/throwing.ts';
import type { Visibility } from './shots/visibility.ts';
import type {
  CardState,
  Cloud,
  Crossfire,
  ItemKey,
  LiveGrenade,
  LooseItem,
  ModelId,
  ModelState,
  PressureState,
  Reaction,
  Scenario,
  SideId,
  ThrowInProgress,
  VehicleState,
  WeaponState,
} from './types.ts';
import type { BoardPiece, Point } from './board/types.ts';

/**
 * Events of the HEIST skirmish engine: past tense, namespaced, and carrying every die rolled and every
 * result decided, so `apply` folds them in without dice or rules arithmetic beyond bookkeeping.
 */

export type {
  Accident,
  BlastRoll,
  BrokeFreeEvent,
  CardTarget,
  Dive,
  Effect,
  ModelEdit,
  ShotEvent,
  SideHit,
  StruckEvent,
} from './event-parts.ts';
import type {
  Accident,
  BlastRoll,
  BrokeFreeEvent,
  CardTarget,
  Dive,
  Effect,
  ModelEdit,
  ShotEvent,
  StruckEvent,
} from './event-parts.ts';

export type SkirmishEvent =
  | {
      readonly type: 'skirmish/started';
      readonly scenario: Scenario;
      readonly turnOrder: readonly SideId[];
      readonly models: readonly ModelState[];
      readonly vehicles: readonly VehicleState[];
      readonly cards: CardState;
      readonly pressure: PressureState;
      /** HST-D-6: each round of the dice-off (a d10 per side), when the scenario names no first side. */
      readonly diceOff: readonly Readonly<Record<SideId, number>>[] | null;
      /** Who chooses the first side after a dice-off; null when the scenario named it. */
      readonly chooser: SideId | null;
    }
  | { readonly type: 'skirmish/first-chosen'; readonly side: SideId; readonly turnOrder: readonly SideId[] }
  | {
      readonly type: 'skirmish/turn-started';
      readonly round: number;
      readonly side: SideId;
      readonly at: number;
    }
  | {
      readonly type: 'skirmish/grenade-detonated';
      readonly grenade: LiveGrenade;
      readonly blast: readonly BlastRoll[];
      readonly cloud: Cloud | null;
      /** Teargas: models in the cloud at detonation. */
      readonly gassed: readonly ModelId[];
      readonly effects: readonly Effect[];
    }
  | {
      readonly type: 'skirmish/armor-checked';
      readonly model: ModelId;
      readonly check: CheckRoll;
      readonly returned: boolean;
    }
  | { readonly type: 'skirmish/turn-opened'; readonly side: SideId }
  | {
      readonly type: 'skirmish/action-declared';
      readonly model: ModelId;
      readonly action: Action;
      readonly step: Step | null;
      readonly cover: CoverHeight | null;
      readonly priority: 1 | 2 | 3 | 4;
      readonly startsActivation: boolean;
      /** HST-D-22: the aim marker goes at declaration of a cancelling action. */
      readonly aimLost: boolean;
      /** HST-ACT-9: any action but Ready, Recover or Defend ends Defend. */
      readonly defendLost: boolean;
      /** The first Shoot action of a throw: the item leaves the gear and is held (HST-GREN-1). */
      readonly throwStart: ThrowInProgress | null;
      /** HST-D-40: starting an action inside teargas. */
      readonly effects: readonly Effect[];
      readonly cards: readonly string[];
      readonly at: number;
      /** BRG-D-16: the models whose hold this action of their restrainer ends (absent: none). */
      readonly released?: readonly ModelId[];
      /** BRG-D-17: carried skill-check bonuses spent on its check (absent: none). */
      readonly checks?: number;
      /** BRG-D-17, COT-SOC-4: +1 on its check from leaning onto an own Loyalty (absent: none). */
      readonly lean?: true;
    }
  | {
      readonly type: 'skirmish/reaction-declared';
      readonly model: ModelId;
      readonly reaction: Reaction;
      readonly aimLost: boolean;
      /** BRG-D-16: a restrainer's reaction shot ends its holds (absent: none). */
      readonly released?: readonly ModelId[];
    }
  | {
      readonly type: 'skirmish/step-grouped';
      readonly step: number;
      readonly groups: readonly (readonly ItemKey[])[];
    }
  | { readonly type: 'skirmish/group-rolled'; readonly faces: Readonly<Record<ItemKey, readonly number[]>> }
  | {
      readonly type: 'skirmish/item-cancelled';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly reason: string;
    }
  | ShotEvent
  | StruckEvent
  | BrokeFreeEvent
  | { readonly type: 'skirmish/took-cover'; readonly item: ItemKey | null; readonly model: ModelId }
  | {
      readonly type: 'skirmish/moved';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly distance: number;
      readonly snapped: boolean;
      readonly cover: CoverHeight;
      readonly inTeargas: boolean;
      readonly effects: readonly Effect[];
    }
  | { readonly type: 'skirmish/aimed'; readonly item: ItemKey; readonly model: ModelId }
  | {
      readonly type: 'skirmish/readied';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly task: 'draw' | 'reload' | 'clear-jam' | 'set-up';
      readonly slot: WeaponSlot | null;
      readonly check: CheckRoll | null;
      /** The weapon after the action. */
      readonly weapon: WeaponState | null;
      readonly inHand: WeaponSlot | null;
    }
  | {
      readonly type: 'skirmish/recovered';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly ally: ModelId | null;
      readonly check: CheckRoll;
    }
  | { readonly type: 'skirmish/defended'; readonly item: ItemKey; readonly model: ModelId }
  | { readonly type: 'skirmish/passed'; readonly item: ItemKey; readonly model: ModelId }
  | {
      readonly type: 'skirmish/used';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly use: UseOrder;
      readonly check: CheckRoll | null;
      readonly done: boolean;
      /** BRG-D-16, COT-DROP-9: an Unconscious enemy killed (absent: none). */
      readonly effects?: readonly Effect[];
    }
  | {
      readonly type: 'skirmish/threw';
      readonly item: ItemKey;
      readonly model: ModelId;
      /** Shoot actions of the throw resolved, with this one. */
      readonly done: number;
      readonly needed: number;
      /** When the last action resolves: where it went and what now lies there. */
      readonly landing: {
        readonly result: ThrowResult;
        readonly grenade: LiveGrenade | null;
        readonly item: LooseItem | null;
      } | null;
    }
  | { readonly type: 'skirmish/window-closed'; readonly crossfire: Crossfire | null; readonly at: number }
  | {
      readonly type: 'skirmish/activation-ended';
      readonly model: ModelId;
      readonly reason: 'ended' | 'crossfire' | 'next-model';
      /** A throw that can no longer finish: the live grenade is dropped (HST-D-54). */
      readonly dropped: LiveGrenade | null;
    }
  | { readonly type: 'skirmish/crossfire-passed' }
  | {
      readonly type: 'skirmish/free-action';
      readonly model: ModelId;
      readonly kind: 'drop' | 'speak';
      readonly words: string | null;
      readonly item: LooseItem | null;
      readonly grenade: LiveGrenade | null;
    }
  | {
      readonly type: 'skirmish/turn-ended';
      readonly side: SideId;
      readonly round: number;
      readonly at: number;
    }
  | { readonly type: 'skirmish/ended'; readonly outcome: string }
  | {
      readonly type: 'skirmish/pressure-gained';
      readonly side: SideId;
      readonly points: number;
      readonly reason: 'rising' | 'overtime' | 'constant';
      /** Rising mode: whose clock passed the levels. */
      readonly clock: SideId | null;
      /** One Heist card per point (HST-PRESS-5), and the deck after drawing (reshuffled when it ran out). */
      readonly drawn: readonly string[];
      readonly pile: readonly string[];
      readonly discard: readonly string[];
    }
  | {
      readonly type: 'skirmish/card-played';
      readonly side: SideId;
      readonly card: string;
      readonly target: CardTarget;
      /** An opposite card on the same thing: both are discarded and neither applies (HST-PRESS-5). */
      readonly cancelled: { readonly side: SideId; readonly card: string } | null;
      /** A re-rolled die: its new natural face. */
      readonly reroll: {
        readonly item: ItemKey;
        readonly die: number;
        readonly face: number;
        /** The die's type and the face it replaced (absent: stored before they were). */
        readonly sides?: number;
        readonly from?: number;
      } | null;
    }
  | {
      readonly type: 'skirmish/cards-swapped';
      readonly side: SideId;
      readonly discarded: readonly string[];
      readonly drawn: readonly string[];
      readonly pile: readonly string[];
      readonly discard: readonly string[];
    }
  | { readonly type: 'skirmish/reserves-arrived'; readonly models: readonly ModelId[] }
  | {
      readonly type: 'skirmish/reserve-rolled';
      readonly model: ModelId;
      readonly check: CheckRoll;
      /** Where it went on a success; null when it stays in the box. */
      readonly entryPoint: string | null;
    }
  | {
      readonly type: 'skirmish/deployed';
      readonly model: ModelId;
      readonly entryPoint: string;
      readonly cover: CoverHeight;
    }
  | { readonly type: 'skirmish/visibility-set'; readonly visibility: Visibility }
  | { readonly type: 'skirmish/model-edited'; readonly model: ModelId; readonly changes: ModelEdit }
  /** A model brought onto the table by the GM (`skirmish/add-model`). */
  | { readonly type: 'skirmish/model-added'; readonly model: ModelState }
  /** BRG-D-17: one-use bonuses granted to a model (Training bought on the table). */
  | {
      readonly type: 'skirmish/bonus-granted';
      readonly model: ModelId;
      readonly checks: number;
      readonly shifts: number;
    }
  | { readonly type: 'skirmish/cloud-cleared'; readonly cloud: string }
  | { readonly type: 'skirmish/clock-paused'; readonly at: number }
  | { readonly type: 'skirmish/clock-resumed'; readonly at: number }
  | {
      readonly type: 'skirmish/boarded';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly vehicle: string;
      readonly role: 'driver' | 'passenger';
    }
  | {
      readonly type: 'skirmish/alighted';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly vehicle: string;
    }
  | {
      readonly type: 'skirmish/engine-started';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly vehicle: string;
      readonly check: CheckRoll | null;
      readonly running: boolean;
    }
  | {
      readonly type: 'skirmish/drove';
      /** null for a driverless drift at the end of a turn (HST-VEH-3). */
      readonly item: ItemKey | null;
      readonly model: ModelId | null;
      readonly vehicle: string;
      readonly distance: number;
      readonly turn: number;
      readonly direction: 'forward' | 'reverse';
      readonly accidents: readonly Accident[];
      /** What its front hit and the d6 of hits it took (HST-VEH-5). */
      readonly crash: { readonly into: string; readonly faces: readonly number[] } | null;
      readonly effects: readonly Effect[];
    }
  | {
      readonly type: 'skirmish/vehicle-stopped';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly vehicle: string;
    }
  | {
      readonly type: 'skirmish/gear-changed';
      readonly item: ItemKey;
      readonly model: ModelId;
      readonly vehicle: string;
      readonly gear: 'forward' | 'reverse';
    }
  | {
      readonly type: 'skirmish/vehicle-exploded';
      readonly blast: string;
      readonly vehicle: string;
      readonly dives: readonly Dive[];
      readonly rolls: readonly BlastRoll[];
      readonly effects: readonly Effect[];
    }
  | BoardEvent;

/** The board's events (issue 20): the GM's layout, folded into `board`; no rule of the fight reads them. */
export type BoardEvent =
  | { readonly type: 'skirmish/board-sized'; readonly width: number; readonly height: number }
  | {
      readonly type: 'skirmish/board-model-placed';
      readonly model: ModelId;
      /** Where it stood; null when it was not on the board. */
      readonly from: Point | null;
      readonly to: Point;
      /** A Move: the inches measured (base centre to base centre) and one Move's limit; null for a placement. */
      readonly move: { readonly distance: number; readonly limit: number } | null;
      /** The level it stands on now, when not the ground floor (HST-COVER-7). */
      readonly level?: number;
    }
  | { readonly type: 'skirmish/board-drawn'; readonly piece: BoardPiece }
  | {
      readonly type: 'skirmish/board-erased';
      readonly piece: string;
      readonly kind: 'terrain' | 'door' | 'exit' | 'model';
      readonly name: string;
    }
  | {
      readonly type: 'skirmish/board-door-set';
      readonly door: string;
      readonly name: string;
      readonly open: boolean;
    }
  | { readonly type: 'skirmish/board-aim-set'; readonly model: ModelId; readonly at: Point | null };

export type SkirmishEventType = SkirmishEvent['type'];

/** The shot order recorded in a window for an item (re-exported for the view). */
export type { ShotOrder };
