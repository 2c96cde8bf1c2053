import type { Action, ShotOrder, Step, TargetRef, UseOrder } from './commands.ts';
import type { DamageResult } from './damage.ts';
import type { Donation } from './hail-mary.ts';
import type { WeaponSlot } from './profile.ts';
import type { Shift } from './shot-modifiers.ts';
import type { CheckRoll } from './skill.ts';
import type { CoverHeight, TargetClass } from './target-class.ts';
import type { ThrowResult } from './throwing.ts';
import type { Visibility } from './visibility.ts';
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

/**
 * Events of the HEIST skirmish engine: past tense, namespaced, and carrying every die rolled and every
 * result decided, so `apply` folds them in without dice or rules arithmetic beyond bookkeeping.
 */

/** One consequence for a model, vehicle or object, applied in order. */
export type Effect =
  | {
      readonly kind: 'damage';
      readonly model: ModelId;
      readonly hits: number;
      readonly nonLethal: boolean;
      readonly result: DamageResult;
      /** Killed with body armor: stays as a casualty (HST-ARMOR-1). */
      readonly casualty: boolean;
      /** A live grenade it was holding, dropped where it stands (HST-GREN-1, HST-D-54). */
      readonly dropped: LiveGrenade | null;
    }
  | {
      readonly kind: 'vehicle';
      readonly vehicle: string;
      readonly hits: number;
      /** Running total after these hits (HST-VEH-8). */
      readonly total: number;
      readonly undrivable: boolean;
      /** Explosion dice rolled for hits beyond capacity (d10; d6 Hollywood/Bruckheimer). */
      readonly explosion: {
        readonly die: 6 | 10;
        readonly faces: readonly number[];
        readonly exploded: boolean;
      } | null;
      /** The pending blast created when it exploded. */
      readonly blast: string | null;
    }
  | { readonly kind: 'object'; readonly name: string };

/** One obstruction, collateral or propagation target of a shot and what happened to it. */
export interface SideHit {
  readonly name: string;
  readonly model: ModelId | null;
  readonly vehicle: string | null;
  /** The die value it got (obstructions), or null. */
  readonly value: number | null;
  /** The TN it would have had as the target; null for scenery that cannot be damaged. */
  readonly tn: number | null;
  /** A die reached its TN (before the avoidance check). */
  readonly reaches: boolean;
  /** The model's own check, or the shooter's for an object (HST-LOF-4, HST-LOF-5, HST-VEH-9). */
  readonly check: CheckRoll | null;
  readonly hit: boolean;
}

/** HST-SHOOT-1: one shot, start to end. */
export interface ShotEvent {
  readonly type: 'skirmish/shot';
  readonly item: ItemKey;
  readonly shooter: ModelId;
  readonly target: TargetRef;
  readonly weapon: WeaponSlot;
  readonly aimed: boolean;
  readonly intense: boolean;
  readonly crossfire: boolean;
  readonly range: number;
  readonly class: TargetClass;
  readonly tn: number;
  readonly base: 8 | 10;
  readonly shifts: readonly Shift[];
  /** The die after shifts, or null: ineffective, nothing rolled (HST-SHOOT-4). */
  readonly die: { readonly die: number; readonly bonus: number } | null;
  readonly faces: readonly number[];
  readonly countersBefore: number;
  readonly countersAfter: number;
  readonly autoMiss: boolean;
  readonly outOfAmmo: boolean;
  readonly jams: boolean;
  readonly obstructions: readonly SideHit[];
  readonly allocation: readonly Donation[];
  /** Hits on the target after point-blank doubling, before Defend. */
  readonly hits: number;
  readonly defend: CheckRoll | null;
  /** Hits applied to the target. */
  readonly finalHits: number;
  readonly collateral: readonly SideHit[];
  readonly propagation: readonly SideHit[];
  readonly effects: readonly Effect[];
  /** Whether the shooter still has its aim marker after the shot (HST-AIM-3). */
  readonly aimAfter: boolean;
}

/** One model caught by a blast (HST-GREN-6, HST-GREN-9, HST-VEH-8). */
export interface BlastRoll {
  readonly model: ModelId | null;
  readonly vehicle: string | null;
  readonly distance: number;
  readonly tn: number;
  readonly die: number;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly defend: CheckRoll | null;
  readonly finalHits: number;
}

/** A model a vehicle ran into and how it fared (HST-VEH-4). */
export interface Accident {
  readonly model: ModelId;
  readonly noWayOut: boolean;
  /** Its dive-aside check (none when it had no way out). */
  readonly check: CheckRoll | null;
  readonly dodged: boolean;
}

/** An occupant's dive out of an exploding vehicle (Jerry Bruckheimer option, HST-VEH-10). */
export interface Dive {
  readonly model: ModelId;
  readonly check: CheckRoll;
  readonly out: boolean;
}

/** What a Heist card is played on (HST-PRESS-5). */
export type CardTarget =
  /** An item of the open window: a shot or check before its roll, or (with `die`) a rolled die to re-roll. */
  | { readonly kind: 'item'; readonly item: ItemKey; readonly die?: number }
  /** A model: the active model's bonus action, or a weapon's ammo counter. */
  | { readonly kind: 'model'; readonly model: ModelId; readonly slot?: WeaponSlot };

/** GM corrections to a model (a GM-only command). */
export interface ModelEdit {
  readonly stunned?: boolean;
  readonly wounded?: boolean;
  readonly aiming?: boolean;
  readonly defending?: boolean;
  readonly cover?: CoverHeight;
  readonly inTeargas?: boolean;
  readonly presence?: 'table' | 'casualty' | 'dead';
  readonly counters?: { readonly slot: WeaponSlot; readonly counters: number };
  readonly reloads?: { readonly slot: WeaponSlot; readonly reloads: number };
}

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
    }
  | {
      readonly type: 'skirmish/reaction-declared';
      readonly model: ModelId;
      readonly reaction: Reaction;
      readonly aimLost: boolean;
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
      readonly reroll: { readonly item: ItemKey; readonly die: number; readonly face: number } | null;
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
    };

export type SkirmishEventType = SkirmishEvent['type'];

/** The shot order recorded in a window for an item (re-exported for the view). */
export type { ShotOrder };
