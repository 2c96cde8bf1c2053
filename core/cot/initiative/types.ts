import type { Pool } from '../../dice/pool.ts';
import type { Roll } from '../../dice/roll.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { InitiativeSettings } from './settings.ts';

/**
 * Initiative in one scene (COT-INIT): every participant rolls once, each total is a slot labelled with the
 * roller's side, and each round the owning side picks who acts in each slot, highest first.
 */

/** A side of the conflict: the crew, or an NPC faction ("Guards", "the Vipers"). */
export type SideId = string & { readonly __brand: 'SideId' };
/** Brands a string as a side id. */
export const sideId = (value: string): SideId => value as SideId;

/** Slots are numbered in the order they were created, from 0; a number is never reused in a scene. */
export type SlotId = number;

/** Scene types, which set the initiative pool (COT-INIT-2). */
export const initiativeScenes = ['heist', 'prep', 'social', 'warfare', 'chase'] as const;
/** A scene type that rolls initiative. */
export type InitiativeScene = (typeof initiativeScenes)[number];

/** A side as the scene lists it. */
export interface InitiativeSide {
  readonly id: SideId;
  readonly label: string;
  /** The players' side; at most one per scene. */
  readonly crew: boolean;
}

/** Why a character no longer takes turns (COT-INIT-6); `away`: in a fight or chase opened from this scene. */
export const leaveReasons = ['dead', 'unconscious', 'fled', 'left', 'away'] as const;
/** How a character left the scene. */
export type LeaveReason = (typeof leaveReasons)[number];

/**
 * Why a slot was skipped (COT-INIT-5): the side passed it ("Next turn" with nobody acting), or the side had
 * nobody left able to take it.
 */
export const skipReasons = ['passed', 'nobody-able'] as const;
/** Why nobody took a slot. */
export type SkipReason = (typeof skipReasons)[number];

/** A character entering the scene, with the initiative pool the scene gives them (see ./pools.ts). */
export interface Entrant {
  readonly characterId: CharacterId;
  readonly name: string;
  readonly side: SideId;
  readonly pool: Pool;
}

/** A character in the scene, in or out. */
export interface InitiativeParticipant extends Entrant {
  readonly status: 'in' | LeaveReason;
  /** The first round they may act in: joiners act from the round after they join (COT-INIT-6). */
  readonly fromRound: number;
}

/** One slot: a roll's total, owned by the roller's side, not by the roller (COT-INIT-3). */
export interface InitiativeSlot {
  readonly id: SlotId;
  readonly side: SideId;
  /** Whose roll created it; the slot goes when they leave (COT-INIT-6). */
  readonly createdBy: CharacterId;
  readonly roll: Roll;
  /** The first round the slot is in the order. */
  readonly fromRound: number;
  /** Removed at the end of this round (its creator left), or null. */
  readonly removeAfterRound: number | null;
}

/** A slot used this round: claimed by a character, or skipped (`characterId` null). */
export interface SlotUse {
  readonly slotId: SlotId;
  readonly characterId: CharacterId | null;
}

/** A Focus Round in effect (COT-INIT-7). */
export interface FocusRound {
  readonly focused: CharacterId;
  readonly donors: readonly CharacterId[];
}

/** Under `roll_off`, the order the sides tied on a total won (COT-D-24). */
export interface TieRank {
  readonly total: number;
  readonly sides: readonly SideId[];
}

/** One d6 a side threw in a roll-off. */
export interface SideThrow {
  readonly side: SideId;
  readonly face: number;
}

/** A roll-off for a total: each throw lists the faces of the sides rolling together, repeats included. */
export interface RollOff {
  readonly total: number;
  readonly throws: readonly (readonly SideThrow[])[];
}

/** The initiative of one scene: sides, participants, slots and the round being played. */
export interface Initiative {
  readonly scene: InitiativeScene;
  readonly settings: InitiativeSettings;
  /** In the order listed, which breaks NPC ties under `crew_first`. */
  readonly sides: readonly InitiativeSide[];
  readonly participants: readonly InitiativeParticipant[];
  /** Every slot still in the scene, including those joining next round and those leaving at round end. */
  readonly slots: readonly InitiativeSlot[];
  readonly nextSlotId: SlotId;
  readonly round: number;
  /** This round's slots, first to act first. */
  readonly order: readonly SlotId[];
  /** Slots used or skipped this round, in order: the live slot is `order[uses.length]`. */
  readonly uses: readonly SlotUse[];
  /** The turn in progress, or null. */
  readonly acting: { readonly slotId: SlotId; readonly characterId: CharacterId } | null;
  readonly focus: FocusRound | null;
  /** After a catastrophic Drop: this side's highest slot goes first in round 1 (COT-D-4). */
  readonly firstRoundSide: SideId | null;
  readonly tieRanks: readonly TieRank[];
}

/** What the GM asks of a scene's initiative. */
export type InitiativeCommand =
  | {
      readonly type: 'initiative/start';
      readonly scene: InitiativeScene;
      readonly settings: InitiativeSettings;
      readonly sides: readonly InitiativeSide[];
      readonly entrants: readonly Entrant[];
      readonly firstRoundSide: SideId | null;
      /**
       * The scene's current round, when it played rounds before rolling initiative; the first initiative round
       * keeps its number. Default 1.
       */
      readonly fromRound?: number;
    }
  | {
      readonly type: 'initiative/declare-focus';
      readonly focused: CharacterId;
      readonly donors: readonly CharacterId[];
      /** The focused character's session flag (COT-TIME-7), from the campaign. */
      readonly focusRoundUsed: boolean;
    }
  | { readonly type: 'initiative/claim-slot'; readonly slotId: SlotId; readonly characterId: CharacterId }
  | { readonly type: 'initiative/end-turn' }
  /**
   * "Next turn": ends the turn in progress (as `end-turn`), or, when nobody is acting, the live slot goes by
   * unclaimed (COT-INIT-5).
   */
  | { readonly type: 'initiative/pass' }
  /**
   * `side` lists a side new to the scene (reinforcements of a third faction); null when it is already listed.
   * Someone who left (unconscious, fled, gone, but not dead) comes back the same way (COT-INIT-6).
   */
  | { readonly type: 'initiative/join'; readonly entrant: Entrant; readonly side: InitiativeSide | null }
  | { readonly type: 'initiative/leave'; readonly characterId: CharacterId; readonly reason: LeaveReason };

/** What a scene's initiative records; every die rolled is in the event that rolled it. */
export type InitiativeEvent =
  | {
      readonly type: 'initiative/started';
      readonly scene: InitiativeScene;
      readonly settings: InitiativeSettings;
      readonly sides: readonly InitiativeSide[];
      readonly participants: readonly InitiativeParticipant[];
      readonly slots: readonly InitiativeSlot[];
      readonly order: readonly SlotId[];
      readonly rollOffs: readonly RollOff[];
      readonly tieRanks: readonly TieRank[];
      readonly firstRoundSide: SideId | null;
      /** The first round's number (the command's `fromRound`); absent in logs older than it, meaning 1. */
      readonly round?: number;
    }
  /** The campaign sets the focused character's `focusRoundUsed` on this event (COT-TIME-7). */
  | {
      readonly type: 'initiative/focus-declared';
      readonly round: number;
      readonly focused: CharacterId;
      readonly donors: readonly CharacterId[];
    }
  | {
      readonly type: 'initiative/slot-claimed';
      readonly round: number;
      readonly slotId: SlotId;
      readonly characterId: CharacterId;
    }
  | {
      readonly type: 'initiative/turn-ended';
      readonly round: number;
      readonly slotId: SlotId;
      readonly characterId: CharacterId;
    }
  | {
      readonly type: 'initiative/slot-skipped';
      readonly round: number;
      readonly slotId: SlotId;
      readonly side: SideId;
      /** Absent in logs older than the reason. */
      readonly reason?: SkipReason;
    }
  | { readonly type: 'initiative/round-ended'; readonly round: number }
  | {
      readonly type: 'initiative/round-started';
      readonly round: number;
      /** Slots gone: their creators left, or every old slot when everyone rolled again. */
      readonly removed: readonly SlotId[];
      /** The new slots when `reroll_initiative_each_round` is on, else null. */
      readonly rerolled: readonly InitiativeSlot[] | null;
      readonly order: readonly SlotId[];
      readonly rollOffs: readonly RollOff[];
      readonly tieRanks: readonly TieRank[];
    }
  | {
      readonly type: 'initiative/joined';
      readonly round: number;
      readonly participant: InitiativeParticipant;
      readonly side: InitiativeSide | null;
      /** Null when everyone rolls again next round anyway. */
      readonly slot: InitiativeSlot | null;
    }
  | {
      readonly type: 'initiative/left';
      readonly round: number;
      readonly characterId: CharacterId;
      readonly reason: LeaveReason;
    };
