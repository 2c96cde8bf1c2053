import type { CharacterId } from '../../../shared/ids.ts';

/**
 * The pending-Bolster ledger (COT-TIME-4, COT-D-19): who gave +1k0 to whom, until the recipient's next roll
 * uses it or the end of the recipient's next turn loses it. Scenes report every turn end to the ledger, which
 * counts them per character; a Bolster expires after the recipient's next turn counted from when it was given.
 */

/** One Bolster waiting for its recipient's next roll. */
export interface PendingBolster {
  readonly giver: CharacterId;
  readonly recipient: CharacterId;
  /** Lost when the recipient has ended this many turns (their next turn after the Bolster). */
  readonly expiresAfterTurn: number;
}

/** How many turns a character has ended so far. */
export interface TurnCount {
  readonly characterId: CharacterId;
  readonly turns: number;
}

/** Every pending Bolster and every character's turn count. */
export interface BolsterLedger {
  /** Oldest first. */
  readonly pending: readonly PendingBolster[];
  readonly turns: readonly TurnCount[];
}

/** A ledger with nothing pending and no turns counted. */
export const emptyBolsterLedger: BolsterLedger = { pending: [], turns: [] };

/** What a scene asks of the ledger. */
export type BolsterCommand =
  /** COT-TIME-4: give up the turn; the recipient's next roll gets +1k0. */
  | { readonly type: 'time/bolster'; readonly giver: CharacterId; readonly recipient: CharacterId }
  /** COT-TIME-4: give up the turn, no effect. */
  | { readonly type: 'time/wait'; readonly characterId: CharacterId }
  /** The recipient rolls (any roll, defence included): their pending Bolsters are spent on it. */
  | { readonly type: 'time/use-bolsters'; readonly recipient: CharacterId }
  /** A scene reports that a character's turn ended. */
  | { readonly type: 'time/close-turn'; readonly characterId: CharacterId };

/** What the ledger records. */
export type BolsterEvent =
  | {
      readonly type: 'time/bolstered';
      readonly giver: CharacterId;
      readonly recipient: CharacterId;
      readonly expiresAfterTurn: number;
    }
  | { readonly type: 'time/waited'; readonly characterId: CharacterId }
  | {
      readonly type: 'time/bolsters-used';
      readonly recipient: CharacterId;
      /** Every pending Bolster's giver, oldest first; all are spent. */
      readonly givers: readonly CharacterId[];
      /** Extra dice the roll got: one per giver, or one at most with `bolster_stacks` off. */
      readonly dice: number;
    }
  | {
      readonly type: 'time/turn-closed';
      readonly characterId: CharacterId;
      /** The character's turn count after this turn. */
      readonly turn: number;
      /** Givers of the Bolsters this turn's end lost unused, oldest first. */
      readonly lost: readonly CharacterId[];
    };
