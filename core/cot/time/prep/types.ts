import type { CharacterId } from '../../../shared/ids.ts';

/**
 * Prep days (COT-TIME-6, COT-D-21): each Prep round is one day, in which each character takes
 * `prep_actions_per_day` Prep actions (a research roll, a Foresight roll, a Build, Forgery, Con, Appraisal or
 * Mysticism roll, or a task without a roll).
 */

export interface PrepAction {
  readonly characterId: CharacterId;
  /** What they did, for the log: "Planning research: the vault", "Forge a pass". */
  readonly action: string;
}

/** Where the Prep stage stands: the day being played and what was done today. */
export interface PrepDays {
  /** The Prep day being played, from 1. */
  readonly day: number;
  /** Actions taken today, in order. */
  readonly taken: readonly PrepAction[];
}

/** The first day of a Prep stage. */
export const firstPrepDay: PrepDays = { day: 1, taken: [] };

/** What the GM asks of the Prep-day ledger. */
export type PrepCommand =
  | { readonly type: 'time/take-prep-action'; readonly characterId: CharacterId; readonly action: string }
  | { readonly type: 'time/end-prep-day' };

/** What the Prep-day ledger records. */
export type PrepEvent =
  | {
      readonly type: 'time/prep-action-taken';
      readonly day: number;
      readonly characterId: CharacterId;
      readonly action: string;
    }
  /** The day is over: one day passes for recovery (COT-CHAR-7) and everyone's Prep actions come back. */
  | { readonly type: 'time/prep-day-ended'; readonly day: number };
