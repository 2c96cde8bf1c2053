import type { CharacterId } from '../../../shared/ids.ts';
import type { StageType } from '../stages.ts';

/**
 * Turns without initiative (COT-TIME-5, COT-D-20): when nothing competes and order does not matter, everyone in
 * the scene able to act, crew and NPCs alike, takes one turn per round in any order. The round ends when every
 * member present has had their turn, or when the GM ends it early, and the scene's clock moves on by one round
 * of its stage. A member who dies, falls unconscious or leaves stops counting; one who comes back counts again.
 */

export interface FreeMember {
  readonly characterId: CharacterId;
  readonly name: string;
  /** False once they left the scene (or can no longer act in it). */
  readonly present: boolean;
}

/** A scene counting rounds without initiative. */
export interface FreeTurns {
  readonly stage: StageType;
  /** The round being played: from 1, or from the round the scene had reached when it began counting here. */
  readonly round: number;
  readonly members: readonly FreeMember[];
  /** How many turns each member takes a round: 1, or a Prep day's `prep_actions_per_day` (COT-D-21). */
  readonly turnsEach: number;
  /** Who has taken (or is taking) a turn this round, in order: once per turn taken. */
  readonly acted: readonly CharacterId[];
  /** Whose turn is in progress. */
  readonly acting: CharacterId | null;
}

/** Someone taking turns: a name for messages. */
export interface FreeEntrant {
  readonly characterId: CharacterId;
  readonly name: string;
}

/** What the GM asks of a scene without initiative. */
export type FreeTurnsCommand =
  | {
      readonly type: 'time/begin-free-turns';
      readonly stage: StageType;
      /** Everyone able to act, crew and NPCs alike (COT-TIME-5). */
      readonly members: readonly FreeEntrant[];
      /** The scene's current round, when it played rounds before (with initiative, say). Default 1. */
      readonly fromRound?: number;
      /** Turns each member takes a round (a Prep day's actions, COT-D-21). Default 1. */
      readonly turnsEach?: number;
    }
  | { readonly type: 'time/start-free-turn'; readonly characterId: CharacterId }
  | { readonly type: 'time/end-free-turn' }
  /** The GM ends the round before everyone had their turn; those who had not lose it. */
  | { readonly type: 'time/end-free-round' }
  | { readonly type: 'time/join-free-turns'; readonly characterId: CharacterId; readonly name: string }
  /** Dead, unconscious, fled or gone elsewhere: they stop counting. */
  | { readonly type: 'time/leave-free-turns'; readonly characterId: CharacterId };

/** What a scene without initiative records. */
export type FreeTurnsEvent =
  | {
      readonly type: 'time/free-turns-began';
      readonly stage: StageType;
      readonly members: readonly FreeEntrant[];
      /** The first round's number; absent in logs older than it, meaning 1. */
      readonly round?: number;
      /** Turns each member takes a round; absent means 1. */
      readonly turnsEach?: number;
    }
  | { readonly type: 'time/free-turn-started'; readonly round: number; readonly characterId: CharacterId }
  | { readonly type: 'time/free-turn-ended'; readonly round: number; readonly characterId: CharacterId }
  /**
   * The round is over and `minutes` of game time passed (COT-TIME-2): every present member took their turn, or
   * the GM ended it early, and then `skipped` lists who had not (absent when everyone had).
   */
  | {
      readonly type: 'time/free-round-ended';
      readonly round: number;
      readonly minutes: number;
      readonly skipped?: readonly CharacterId[];
    }
  | {
      readonly type: 'time/free-member-joined';
      readonly round: number;
      readonly characterId: CharacterId;
      readonly name: string;
    }
  | { readonly type: 'time/free-member-left'; readonly round: number; readonly characterId: CharacterId };
