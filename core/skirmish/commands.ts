import type { GrenadeKind, WeaponSlot } from './profile.ts';
import type { CoverHeight, TargetClass } from './target-class.ts';
import type { CardTarget, ModelEdit } from './events.ts';
import type { Donation } from './hail-mary.ts';
import type { ModelId } from './types.ts';
import type { Visibility } from './visibility.ts';

/**
 * Commands of the HEIST skirmish engine. Facts the players read off their table (ranges, cover, who is in
 * the way) travel in the commands, with sensible defaults; everything else the engine decides. Every command
 * may carry `at` (epoch ms) for the pressure clocks; the scene layer's stamp is used when it is absent.
 */

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
  /** Open a door, push a button, take loot; `check` when the scenario asks for a skill check. */
  | { readonly what: 'interact'; readonly label: string; readonly check: boolean }
  /** Hand one item to an ally whose base touches this model's. */
  | {
      readonly what: 'hand';
      readonly to: ModelId;
      readonly item: { readonly grenade: GrenadeKind } | { readonly reloadOf: WeaponSlot };
      readonly baseContact: boolean;
    }
  /** Pick up a loose item (a thrown spare reload, one's own dropped weapon). */
  | { readonly what: 'pick-up'; readonly item: string };

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
    }
  | { readonly kind: 'use'; readonly use: UseOrder }
  /** HST-ACT-5: the aim point must be in line of sight (`inSight`, default true). */
  | { readonly kind: 'aim'; readonly inSight?: boolean }
  | { readonly kind: 'shoot'; readonly shot: ShotOrder }
  | { readonly kind: 'throw'; readonly throw: ThrowOrder }
  | { readonly kind: 'continue-throw' }
  | { readonly kind: 'ready'; readonly task: 'draw' | 'reload' | 'clear-jam' | 'set-up' }
  /** HST-ACT-8: its own stun, or an ally in base contact at 0 actions. */
  | { readonly kind: 'recover'; readonly ally?: ModelId }
  | { readonly kind: 'defend' }
  | { readonly kind: 'pass' }
  /** HST-VEH-1: get in through a door the model touches. */
  | { readonly kind: 'enter'; readonly vehicle: string; readonly seat: 'driver' | 'passenger' }
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

export interface ChooseFirstCommand {
  readonly type: 'skirmish/choose-first';
  readonly side: string;
  readonly at?: number;
}

/** HST-ACT-1: declare one action of a model (starting its activation if needed). */
export interface ActCommand {
  readonly type: 'skirmish/act';
  readonly model: ModelId;
  readonly action: Action;
  readonly step?: Step;
  /** Cover its base touches after the action (a step may change it). */
  readonly cover?: CoverHeight;
  /** Heist cards played on this action before its roll (HST-PRESS-5). */
  readonly cards?: readonly string[];
  readonly at?: number;
}

/** HST-REACT-1..3: declare a reaction to the open window's action. */
export interface ReactCommand {
  readonly type: 'skirmish/react';
  readonly model: ModelId;
  readonly trigger: 'aim-zone' | 'shot-at';
  /** Shoot at the model whose action triggered it (HST-REACT-2); null to only take cover or hold fire. */
  readonly shot: ShotOrder | null;
  readonly takeCover: 1 | 2 | null;
  /**
   * HST-VIS-2: an aggressive model under limited visibility tries to hold its fire (`shot` is the shot it
   * fires if the check fails).
   */
  readonly holdFire?: boolean;
  readonly at?: number;
}

/** Close the window: resolve everything in priority order (or continue after a pause). */
export interface ResolveCommand {
  readonly type: 'skirmish/resolve';
  /** Pause after each group's dice so re-roll cards and Hail Mary choices can be made. */
  readonly review?: boolean;
  /** Per item: 'best' (default), 'none', or the player's donations for the paused group's dice. */
  readonly hailMary?: Readonly<Record<string, 'best' | 'none' | readonly Donation[]>>;
  readonly at?: number;
}

export interface TakeCoverCommand {
  readonly type: 'skirmish/take-cover';
  readonly model: ModelId;
  readonly at?: number;
}

/** HST-ACT-12: drop what is in the hands, or speak. */
export interface FreeActionCommand {
  readonly type: 'skirmish/free-action';
  readonly model: ModelId;
  readonly kind: 'drop' | 'speak';
  readonly words?: string;
  readonly at?: number;
}

export interface EndActivationCommand {
  readonly type: 'skirmish/end-activation';
  readonly model: ModelId;
  readonly at?: number;
}

/** The facts of one grenade going off (HST-GREN-6..9): who is in line of sight, how far, behind cover. */
export interface BlastFacts {
  readonly grenade: string;
  readonly victims: readonly BlastVictim[];
  /** With `frag_hits_vehicles` (HST-D-39): vehicles in line of sight and their distance. */
  readonly vehicles?: readonly { readonly vehicle: string; readonly distance: number }[];
}

export interface BlastVictim {
  readonly model: ModelId;
  /** Inches from the grenade to the nearest edge of its base (frag, flashbang). */
  readonly distance: number;
  /** Cover between the blast and the model (HST-D-39). */
  readonly inCover: boolean;
}

/** HST-SEQ-2: end the active side's turn. */
export interface EndTurnCommand {
  readonly type: 'skirmish/end-turn';
  /**
   * HST-REINF-1: the models of the active side's reserves box that roll, and the entry point each goes to on a
   * success (null: it stays in the box). Models not listed do not roll.
   */
  readonly reserves?: readonly { readonly model: ModelId; readonly entryPoint: string | null }[];
  /** What each drifting vehicle runs into (HST-VEH-3); a drifting vehicle not listed hits nothing. */
  readonly drifts?: readonly DriftFacts[];
  readonly at?: number;
}

/** HST-VEH-8: the table's facts for an exploding vehicle: who is near its centre and behind what. */
export interface ResolveBlastCommand {
  readonly type: 'skirmish/resolve-blast';
  readonly blast: string;
  /** Models outside the vehicle within line of sight; occupants are added by the engine (HST-VEH-8, HST-VEH-10). */
  readonly victims: readonly BlastVictim[];
  readonly at?: number;
}

/** HST-D-7 step 1: the facts of the grenades that go off as this turn starts. */
export interface StartTurnCommand {
  readonly type: 'skirmish/start-turn';
  readonly blasts: readonly BlastFacts[];
  readonly at?: number;
}

/** HST-PRESS-5: play a Heist card (a re-roll names the die). */
export interface PlayCardCommand {
  readonly type: 'skirmish/play-card';
  readonly side: string;
  readonly card: string;
  readonly target: CardTarget;
  readonly at?: number;
}

/** HST-PRESS-5: at the start of its turn a side may discard two cards to draw one. */
export interface SwapCardsCommand {
  readonly type: 'skirmish/swap-cards';
  readonly side: string;
  readonly cards: readonly string[];
  readonly at?: number;
}

/** HST-REINF-2: at the start of its side's turn, a model waiting at an entry point comes on within 4" of it. */
export interface DeployCommand {
  readonly type: 'skirmish/deploy';
  readonly model: ModelId;
  /** Inches from the entry point. */
  readonly distance: number;
  readonly cover?: CoverHeight;
  readonly at?: number;
}

/** GM-only commands: change the conditions, correct a model, clear a cloud, the clock, end the scenario. */
export type GmCommand =
  | { readonly type: 'skirmish/set-visibility'; readonly visibility: Visibility; readonly at?: number }
  | {
      readonly type: 'skirmish/edit-model';
      readonly model: ModelId;
      readonly changes: ModelEdit;
      readonly at?: number;
    }
  | { readonly type: 'skirmish/clear-cloud'; readonly cloud: string; readonly at?: number }
  | { readonly type: 'skirmish/pause-clock'; readonly at?: number }
  | { readonly type: 'skirmish/resume-clock'; readonly at?: number }
  | { readonly type: 'skirmish/end-scenario'; readonly outcome: string; readonly at?: number };

export type SkirmishCommand =
  | ChooseFirstCommand
  | ActCommand
  | ReactCommand
  | ResolveCommand
  | TakeCoverCommand
  | FreeActionCommand
  | EndActivationCommand
  | EndTurnCommand
  | StartTurnCommand
  | ResolveBlastCommand
  | PlayCardCommand
  | SwapCardsCommand
  | DeployCommand
  | GmCommand;
