import type { CharacterId } from '../../../shared/ids.ts';
import type { StageType } from '../stages.ts';

/**
 * Turns without initiative (COT-TIME-5, COT-D-20): when nothing competes and order does not matter, each crew
 * character present takes one turn per round in any order; the round ends when all of them have, and the
 * scene's clock moves on by one round of its stage.
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
  /** The round being played, from 1. */
  readonly round: number;
  readonly members: readonly FreeMember[];
  /** Who has taken (or is taking) their turn this round, in order. */
  readonly acted: readonly CharacterId[];
  /** Whose turn is in progress. */
  readonly acting: CharacterId | null;
}

/** What the GM asks of a scene without initiative. */
export type FreeTurnsCommand =
  | {
      readonly type: 'time/begin-free-turns';
      readonly stage: StageType;
      readonly members: readonly { readonly characterId: CharacterId; readonly name: string }[];
    }
  | { readonly type: 'time/start-free-turn'; readonly characterId: CharacterId }
  | { readonly type: 'time/end-free-turn' }
  | { readonly type: 'time/join-free-turns'; readonly characterId: CharacterId; readonly name: string }
  | { readonly type: 'time/leave-free-turns'; readonly characterId: CharacterId };

/** What a scene without initiative records. */
export type FreeTurnsEvent =
  | {
      readonly type: 'time/free-turns-began';
      readonly stage: StageType;
      readonly members: readonly { readonly characterId: CharacterId; readonly name: string }[];
    }
  | { readonly type: 'time/free-turn-started'; readonly round: number; readonly characterId: CharacterId }
  | { readonly type: 'time/free-turn-ended'; readonly round: number; readonly characterId: CharacterId }
  /** Every present member took their turn: the round is over and `minutes` of game time passed (COT-TIME-2). */
  | { readonly type: 'time/free-round-ended'; readonly round: number; readonly minutes: number }
  | {
      readonly type: 'time/free-member-joined';
      readonly round: number;
      readonly characterId: CharacterId;
      readonly name: string;
    }
  | { readonly type: 'time/free-member-left'; readonly round: number; readonly characterId: CharacterId };
