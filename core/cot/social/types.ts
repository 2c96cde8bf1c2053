import type { CharacterId } from '../../shared/ids.ts';
import type { Loyalty } from '../characters/index.ts';
import type { EmotionalState } from './emotions.ts';
import type { SocialRules } from './settings.ts';

/**
 * The state of one Social Call (COT-SOC-6..14): who takes part and as whom, what each side has learned, the
 * targets' emotional states and who built them, the agendas pushed and the Loyalties altered in this call.
 * Plain JSON; Loyalties themselves live on the character sheets and change through campaign effects.
 */

/** A Loyalty named by what it says (`Fear: Loan shark`), whatever its place on the sheet or its Prime mark. */
export interface LoyaltyRef {
  readonly relation: string;
  readonly subject: string;
}

/** A Loyalty leaned onto (COT-SOC-4): the roller's own, or a known Loyalty of the one they roll against. */
export interface LeanOnto extends LoyaltyRef {
  readonly of: CharacterId;
}

/**
 * A Lean Onto outside a Social Call (COT-SOC-4): the Loyalty, whose it is, and the GM's ruling that it is of
 * immediate relevance to the roll.
 */
export interface LeanOntoRuling extends LeanOnto {
  readonly relevant: boolean;
}

/**
 * The two ways a Loyalty may be altered (COT-SOC-2, COT-SOC-3): replace a non-Prime Loyalty with a new one,
 * or swap a non-Prime Loyalty with the Prime. The Prime is never replaced directly (COT-D-89).
 */
export type LoyaltyChange =
  | { readonly kind: 'replace'; readonly loyalty: LoyaltyRef; readonly with: LoyaltyRef }
  | { readonly kind: 'swap'; readonly loyalty: LoyaltyRef };

/** The three questions a Read Room on a known target may ask (COT-SOC-8, COT-D-74). */
export type Question =
  | { readonly kind: 'prime' }
  | { readonly kind: 'subject'; readonly subject: string }
  | { readonly kind: 'impeding' };

/** Someone in the call, as whom they present themselves now (COT-CHAR-8). */
export interface SocialParticipant {
  readonly id: CharacterId;
  readonly side: string;
  /** The presented identity: what others see and what NPC knowledge is keyed to (COT-D-13). */
  readonly identity: string;
  /** False once they have left the call. */
  readonly present: boolean;
}

/** A character as a particular presented identity: the setter of a state, the one a target recognises. */
export interface Presenter {
  readonly character: CharacterId;
  readonly identity: string;
}

/** A target's emotional state and who set it (COT-SOC-10, COT-SOC-11). */
export interface Emotion {
  readonly target: CharacterId;
  readonly state: EmotionalState;
  readonly setter: Presenter;
}

/** The agenda a side pushes on a target (COT-SOC-9). */
export interface Agenda {
  readonly target: CharacterId;
  readonly side: string;
  readonly setBy: CharacterId;
  /** The concrete gain, in the table's words: "lend us the car". */
  readonly text: string;
  /** The Loyalty change the agenda seeks, if any (COT-SOC-2). */
  readonly change: LoyaltyChange | null;
  /** The target's Loyalties the GM judged to stand in the way (COT-SOC-5, COT-SOC-8 question c). */
  readonly impeding: readonly LoyaltyRef[];
  readonly achieved: boolean;
}

/** Someone learned who a target is (Read Room, Mark research, the GM: COT-SOC-7, COT-SOC-9). */
export interface TargetFound {
  readonly target: CharacterId;
  readonly learner: CharacterId;
  readonly side: string;
}

/** What a successful Read Room on a known target revealed (COT-SOC-8). */
export interface Discovery {
  readonly target: CharacterId;
  readonly learner: CharacterId;
  readonly side: string;
  readonly question: Question;
  /** The Loyalties the answer names; empty for "none". */
  readonly answer: readonly Loyalty[];
}

/** What a target learned about someone who read or pushed them (COT-SOC-7, COT-SOC-8, COT-D-4). */
export interface TargetLearned {
  readonly target: CharacterId;
  /** Who they learned it about, as whom (knowledge is keyed to the presented identity, COT-D-13). */
  readonly about: Presenter;
  /** The question they overheard, or null when they learned the presented identity. */
  readonly question: Question | null;
}

/** A Loyalty altered in this call (COT-SOC-2: at most one per target, or per aggressor, COT-D-69). */
export interface Alteration {
  readonly target: CharacterId;
  readonly by: CharacterId;
  readonly change: LoyaltyChange;
}

export interface SocialState {
  readonly rules: SocialRules;
  readonly participants: readonly SocialParticipant[];
  readonly found: readonly TargetFound[];
  readonly discoveries: readonly Discovery[];
  readonly learned: readonly TargetLearned[];
  /** At most one per target. */
  readonly emotions: readonly Emotion[];
  /** At most one per side and target. */
  readonly agendas: readonly Agenda[];
  readonly alterations: readonly Alteration[];
  /** How the call ended, in a sentence; null while it runs. */
  readonly ended: string | null;
}
