import type { CoverHeight } from './shots/target-class.ts';
import type { CardTarget, ModelEdit } from './events.ts';
import type { Donation } from './shots/hail-mary.ts';
import type { ModelId } from './types.ts';
import type { ModelEntry } from './setup/setup.ts';
import type { Visibility } from './shots/visibility.ts';
import type { Point, TerrainHeight, TerrainRole, TerrainShape } from './board/types.ts';

/**
 * Commands of the HEIST skirmish engine. Facts the players read off their table (ranges, cover, who is in
 * the way) travel in the commands, with sensible defaults; everything else the engine decides. Every command
 * may carry `at` (epoch ms) for the pressure clocks; the scene layer's stamp is used when it is absent.
 */

export type {
  TargetRef,
  ClassFactsInput,
  ObstructionFact,
  CollateralFact,
  ShotOrder,
  ThrowOrder,
  UseOrder,
  StrikeOrder,
  ObstacleKind,
  Step,
  Action,
  ActionKind,
  TrafficContact,
  DriftFacts,
} from './actions/orders.ts';
import type { Action, DriftFacts, ShotOrder, Step } from './actions/orders.ts';

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
  /**
   * When nobody can react and the action resolves at once: pause after its dice so the Hail Mary allocation
   * can be chosen (HST-SHOOT-7) — as `skirmish/resolve` with `review` does for a reaction window.
   */
  readonly review?: boolean;
  /**
   * Carried one-use skill-check bonuses (BRG-D-17) spent on the action's skill check, +1 each: only on an action
   * that rolls one (a Recover, clearing a jam, a Use or a start that needs a check, a throw); default none.
   */
  readonly checks?: number;
  /**
   * BRG-D-17, COT-SOC-4: a bridged model leans onto its own Loyalty, which the GM rules relevant: +1 on this
   * action's skill check, once per check, nothing spent. Only on an action that rolls a check.
   */
  readonly lean?: boolean;
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

/**
 * BRG-D-17: the GM (or the bridge, for Training bought on the table) grants one-use bonuses a model carries: `checks`
 * +1s to one skill check each, `shifts` +1 dice shifts on one shot or Strike each.
 */
export interface GrantBonusCommand {
  readonly type: 'skirmish/grant-bonus';
  readonly model: ModelId;
  readonly checks: number;
  readonly shifts: number;
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
  /**
   * A model comes onto the table outside the roster's reserves (a scheme of the campaign the fight belongs to, such
   * as an ambush): placed on the table, not activated yet; the GM answers for where (it triggers no reaction).
   */
  | {
      readonly type: 'skirmish/add-model';
      readonly side: string;
      readonly entry: ModelEntry;
      readonly at?: number;
    }
  | { readonly type: 'skirmish/clear-cloud'; readonly cloud: string; readonly at?: number }
  | { readonly type: 'skirmish/pause-clock'; readonly at?: number }
  | { readonly type: 'skirmish/resume-clock'; readonly at?: number }
  | { readonly type: 'skirmish/end-scenario'; readonly outcome: string; readonly at?: number }
  | GrantBonusCommand;

/** What the GM draws on the board; core gives it its id, and a name by its kind when none is typed. */
export type BoardPieceInput =
  | {
      readonly kind: 'terrain';
      readonly name?: string;
      readonly shape: TerrainShape;
      readonly role: TerrainRole;
      readonly height: TerrainHeight;
      readonly destructible?: boolean;
      readonly thickness?: number;
      readonly level?: number;
    }
  | {
      readonly kind: 'door';
      readonly name?: string;
      readonly from: Point;
      readonly to: Point;
      readonly open: boolean;
      readonly level?: number;
    }
  | {
      readonly kind: 'exit';
      readonly name?: string;
      readonly from: Point;
      readonly to: Point;
      readonly level?: number;
    };

/**
 * The GM's board (issue 20): each one drag, one drawing or one click, stored as one entry (one undo step). None is an
 * action of the rules: a Move is still declared as an action; the board keeps where the models stand.
 */
export type BoardCommand =
  /** Sets the table's size in inches: the board's first command on a fight without one. */
  | {
      readonly type: 'skirmish/board-size';
      readonly width: number;
      readonly height: number;
      readonly at?: number;
    }
  /**
   * A model's base moved to `to` (one Move: its limit applies, HST-MOVE-1), or placed there (`place`: a first
   * placement, a deployment, a correction; no limit).
   */
  | {
      readonly type: 'skirmish/board-place';
      readonly model: ModelId;
      readonly to: Point;
      readonly place?: boolean;
      /** The level it stands on (HST-COVER-7): 0 the ground floor; default where it stood, else 0. */
      readonly level?: number;
      readonly at?: number;
    }
  | { readonly type: 'skirmish/board-draw'; readonly piece: BoardPieceInput; readonly at?: number }
  /** Erases a drawn piece, or takes a model's token off the board. */
  | { readonly type: 'skirmish/board-erase'; readonly piece: string; readonly at?: number }
  | {
      readonly type: 'skirmish/board-door';
      readonly door: string;
      readonly open: boolean;
      readonly at?: number;
    }
  /** Puts the model's aim marker on the board (HST-AIM-1), or takes it off (null). */
  | {
      readonly type: 'skirmish/board-aim';
      readonly model: ModelId;
      readonly to: Point | null;
      readonly at?: number;
    };

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
  | GmCommand
  | BoardCommand;
