import type { CharacterId } from '../../../shared/ids.ts';

/**
 * Limits that last one real play session (COT-TIME-7): each crew character may be the focus of one Focus Round
 * (COT-INIT-7) and change one of their own Loyalties (COT-SOC-3). Opening a session resets them.
 */

export const sessionLimits = ['focus-round', 'own-loyalty-change'] as const;
/** A once-per-session option. */
export type SessionLimit = (typeof sessionLimits)[number];

/** How the GM reads each limit in a message. */
export const sessionLimitLabels: Readonly<Record<SessionLimit, string>> = {
  'focus-round': 'a Focus Round',
  'own-loyalty-change': 'a change to one of their own Loyalties',
};

/** One character's use of one limit. */
export interface SessionUse {
  readonly characterId: CharacterId;
  readonly limit: SessionLimit;
}

/** The current session and what was used in it. */
export interface SessionLimits {
  /** The session being played, from 1; 0 before the first. */
  readonly session: number;
  /** What was used this session. */
  readonly used: readonly SessionUse[];
}

/** Before the first session is opened. */
export const noSession: SessionLimits = { session: 0, used: [] };

/** What the GM asks of the session ledger. */
export type SessionCommand =
  | { readonly type: 'time/open-session' }
  | {
      readonly type: 'time/use-session-limit';
      readonly characterId: CharacterId;
      readonly limit: SessionLimit;
    };

/** What the session ledger records. */
export type SessionEvent =
  | { readonly type: 'time/session-opened'; readonly session: number }
  | {
      readonly type: 'time/session-limit-used';
      readonly session: number;
      readonly characterId: CharacterId;
      readonly limit: SessionLimit;
    };
