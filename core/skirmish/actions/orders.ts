import type { GrenadeKind, WeaponSlot } from '../setup/profile.ts';
import type { CoverHeight, TargetClass } from '../shots/target-class.ts';
import type { ModelId } from '../types.ts';

/** The orders commands carry: shots, throws, uses and every action with the table's facts (see commands.ts). */

/** What a shot is aimed at. */
export type TargetRef =
  | { readonly kind: 'model'; readonly model: ModelId }
  | { readonly kind: 'vehicle'; readonly vehicle: string }
  /** Destructible scenery (HST-LOF-4): immobile, TN 5, unless a class is given. */
  | { readonly kind: 'object'; readonly name: string };

/** The facts that decide a target's class against this shooter (HST-COVER-3..8), each with a default. */
export interface ClassFactsInput {
  /** Cover the target's base touches. Default: as last reported for the model. */
  readonly cover?: CoverHeight;
  /** The line of fire does not cross its line of cover (flank shot). Default false. */
  readonly flanked?: boolean;
  /** The shooter can see the start of the target's line of aim or fire. Default true. */
  readonly seesLineStart?: boolean;
  /** The shooter is on a higher level than the target. Default false. */
  readonly shooterHigher?: boolean;
  /**
   * The target is on a higher level than the shooter (HST-COVER-7): behind low cover it is in cover unless it
   * aims at the lower level. Default false (same level, or the shooter higher: the reading before it existed).
   */
  readonly targetHigher?: boolean;
  /** A higher target's aim marker is on the lower level (HST-COVER-7). Default false. */
  readonly aimsAtLowerLevel?: boolean;
  /** The players' own call, overriding the facts above. */
  readonly class?: TargetClass;
}

/** Something on the line of fire between shooter and target (HST-LOF-2), nearest the shooter first. */
export type ObstructionFact =
  | { readonly kind: 'model'; readonly model: ModelId; readonly low?: boolean; readonly class?: TargetClass }
  | {
      readonly kind: 'object';
      readonly name: string;
      /** Declared destructible by the scenario: it can be hit (HST-LOF-4). */
      readonly destructible: boolean;
      /** Low obstructions count only when shooter and target are both behind low cover. */
      readonly low?: boolean;
      readonly class?: TargetClass;
    };

/** Something on the line of fire behind the target within 4" (HST-LOF-5). */
export type CollateralFact =
  | { readonly kind: 'model'; readonly model: ModelId; readonly class?: TargetClass }
  | { readonly kind: 'object'; readonly name: string; readonly class?: TargetClass };

/** One shooting attack (HST-SHOOT-1) and the facts it needs. */
export interface ShotOrder {
  readonly target: TargetRef;
  /** The target is in the shooter's aim zone (it needs an aim marker): 3d10 rather than 3d8. */
  readonly aimed: boolean;
  /** HST-SHOOT-3: +1 die, +1 ammo counter. */
  readonly intense: boolean;
  /** HST-XFIRE-1: the crossfire follow-up shot (+1 shift). */
  readonly crossfire: boolean;
  /** Inches to the target (close range, point blank, weapon penalties). */
  readonly range: number;
  readonly facts?: ClassFactsInput;
  /** Inches of the line of fire through darkness, weather and smoke; default the whole range, no smoke. */
  readonly visibility?: { readonly dark?: number; readonly weather?: number; readonly smoke?: number };
  readonly obstructions?: readonly ObstructionFact[];
  readonly collateral?: readonly CollateralFact[];
  /** A vehicle target: a clear fire lane to some part of it, so obstructions do not count (HST-VEH-7). Default true. */
  readonly clearLane?: boolean;
  /** Carried one-use shifts spent on it, +1 each (BRG-D-17): only on an action's shot; default none. */
  readonly shifts?: number;
}

/** A throw (HST-GREN-1..4, HST-GREN-10). */
export interface ThrowOrder {
  readonly item: GrenadeKind | 'object';
  /** For an object: what it is. */
  readonly name?: string;
  /** Throwing a spare reload for this slot's weapon. */
  readonly reloadOf?: WeaponSlot;
  readonly distance: number;
  readonly lob: boolean;
  readonly chokePoints: number;
  readonly obstacles: number;
  readonly inAimZone: boolean;
  /** Models whose blast would reach from the target spot (they may react as if shot at, HST-D-30). */
  readonly blastReach: readonly ModelId[];
}

/** HST-ACT-4: what a Use does. */
export type UseOrder =
  /**
   * Open a door, push a button, take loot; `check` when the scenario asks for a skill check; `loud` when it blows
   * or smashes something (an Explosives bypass, a catastrophe at a door: BRG-D-20, D-37), which ends a surprise window.
   */
  | { readonly what: 'interact'; readonly label: string; readonly check: boolean; readonly loud?: boolean }
  /** Hand one item to an ally whose base touches this model's. */
  | {
      readonly what: 'hand';
      readonly to: ModelId;
      readonly item: { readonly grenade: GrenadeKind } | { readonly reloadOf: WeaponSlot };
      readonly baseContact: boolean;
    }
  /** Pick up a loose item (a thrown spare reload, one's own dropped weapon). */
  | { readonly what: 'pick-up'; readonly item: string }
  /**
   * BRG-D-16, COT-DROP-9: wake an Unconscious ally, or kill an Unconscious enemy (no roll). `baseContact`: the
   * bases touch (after the step, if any); refused without it.
   */
  | { readonly what: 'wake'; readonly model: ModelId; readonly baseContact: boolean }
  | { readonly what: 'kill'; readonly model: ModelId; readonly baseContact: boolean };

/** BRG-D-11: a Strike, the bridge's melee extension. */
export interface StrikeOrder {
  /** The model struck. */
  readonly target: ModelId;
  /**
   * Inches between the bases, edge to edge, as the Strike is declared: 0 in base contact; a step before it (at most
   * 1 BW, HST-ACT-2) may close the rest.
   */
  readonly distance: number;
  /** COT-WAR-8: hold the target if the Strike scores a hit. */
  readonly restrain: boolean;
  /** Carried one-use shifts spent on it (BRG-D-17); default none. */
  readonly shifts?: number;
}

/** HST-MOVE-2: what is in the way of a Move. */
export type ObstacleKind = 'chest-high' | 'unlocked-door' | 'corner' | 'locked-door' | 'high';

/** HST-ACT-2: a step of up to 1 BW before or after the action. */
export interface Step {
  readonly distance: number;
  readonly when: 'before' | 'after';
}

/** The actions of HST-ACT-1, with the facts each needs. */
export type Action =
  | {
      readonly kind: 'move';
      readonly distance: number;
      /** HST-MOVE-2: the shift to clear a contacted obstacle before measuring (≤ 1 BW). */
      readonly clearShift?: number;
      /** HST-MOVE-4: snap into contact with this cover (the move ends within 1 BW of it). */
      readonly snapTo?: 'low' | 'high';
      /** Cover its base touches at the end (when not snapping). */
      readonly cover?: CoverHeight;
      /** HST-GREN-8: the move enters a teargas cloud, passes through one, or leaves one. */
      readonly teargas?: 'enters' | 'passes' | 'leaves';
      /** HST-MOVE-2: an obstacle on the way, and whether the model touched it as the move began. */
      readonly crossing?: { readonly obstacle: ObstacleKind; readonly inContactAtStart: boolean };
      /** HST-MOVE-3: the straight path runs through another model's base. */
      readonly throughModels?: boolean;
      /**
       * HST-MOVE-5: the path crosses area terrain (a copse, rubble) between its modelled pieces. It costs
       * nothing: every significant piece is modelled, and one in the way is an obstacle (`crossing`). Default
       * false (open ground).
       */
      readonly throughTerrain?: boolean;
    }
  | { readonly kind: 'use'; readonly use: UseOrder }
  /** HST-ACT-5: the aim point must be in line of sight (`inSight`, default true). */
  | { readonly kind: 'aim'; readonly inSight?: boolean }
  | { readonly kind: 'shoot'; readonly shot: ShotOrder }
  | { readonly kind: 'throw'; readonly throw: ThrowOrder }
  | { readonly kind: 'continue-throw' }
  | { readonly kind: 'ready'; readonly task: 'draw' | 'reload' | 'clear-jam' | 'set-up' }
  /**
   * HST-ACT-8: its own stun, or an ally in base contact at 0 actions. `baseContact`: the helper's base touches
   * the ally's (after its step, if any); helping an ally without it is refused, and so is an order that does
   * not say (old logs' events may lack it: they are replayed, never decided again).
   */
  | { readonly kind: 'recover'; readonly ally?: ModelId; readonly baseContact?: boolean }
  | { readonly kind: 'defend' }
  | { readonly kind: 'pass' }
  /** BRG-D-11: a melee attack on a model in base contact (priority 3, never a reaction). */
  | { readonly kind: 'strike'; readonly strike: StrikeOrder }
  /** BRG-D-16, COT-WAR-9: a held model's opposed Muscle + Athletics, as the first action of its activation. */
  | { readonly kind: 'break-free' }
  /**
   * HST-VEH-1: get in through a door the model touches. `baseContact`: its base touches one of the vehicle's
   * doors (after its step, if any); refused without it, or when the order does not say.
   */
  | {
      readonly kind: 'enter';
      readonly vehicle: string;
      readonly seat: 'driver' | 'passenger';
      readonly baseContact?: boolean;
    }
  | { readonly kind: 'exit' }
  /** HST-VEH-2: the driver starts the engine (`check` when the scenario's car is cranky, HST-ACT-4). */
  | { readonly kind: 'start-engine'; readonly check?: boolean }
  /**
   * HST-VEH-2: up to 12" forward (6" in reverse) in a straight line after a turn of up to 90°. `contacts`:
   * models in its path (HST-VEH-4); `crash`: what its front hits, if anything substantial (HST-VEH-5).
   */
  | {
      readonly kind: 'drive';
      readonly distance: number;
      readonly turn: number;
      readonly contacts?: readonly TrafficContact[];
      readonly crash?: string | null;
    }
  | { readonly kind: 'stop' }
  /** HST-VEH-2: change between forward and reverse, stopped. */
  | { readonly kind: 'change-gear' };

/** A model a vehicle runs into (HST-VEH-4). */
export interface TrafficContact {
  readonly model: ModelId;
  /** It has nowhere to go: an automatic wound without a check. */
  readonly noWayOut?: boolean;
}

/** HST-VEH-3: a driverless vehicle's drift at the end of its side's turn, with what it runs into. */
export interface DriftFacts {
  readonly vehicle: string;
  readonly contacts?: readonly TrafficContact[];
  readonly crash?: string | null;
}

export type ActionKind = Action['kind'];
