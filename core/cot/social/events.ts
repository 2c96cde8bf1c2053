import type { CharacterId } from '../../shared/ids.ts';
import type { Loyalty } from '../characters/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { BuildUpSkill, EmotionalState } from './emotions.ts';
import type { SocialRules } from './settings.ts';
import type {
  LeanOnto,
  LoyaltyChange,
  LoyaltyRef,
  Question,
  SocialParticipant,
  TargetFound,
} from './types.ts';

/**
 * What a Social Call records. Every roll keeps its dice (a `PoolCheck`: pool, modifiers with their sources,
 * faces), so `apply` needs no dice; what a roll revealed is stored too, so `apply` needs no sheets.
 */

/** COT-SOC-6: the call begins with its participants, their presented identities and the rules it plays by. */
export interface StartedEvent {
  readonly type: 'social/started';
  readonly rules: SocialRules;
  readonly participants: readonly SocialParticipant[];
  readonly found: readonly TargetFound[];
}

/** Fields every opposed social roll records (COT-DICE-8: the target rolls first). */
interface Contest {
  readonly actor: CharacterId;
  /** The actor's presented identity at the roll (COT-D-13). */
  readonly identity: string;
  readonly target: CharacterId;
  readonly leanOnto: LeanOnto | null;
  readonly defenderLeanOnto: LeanOnto | null;
  /** The target's It + Size Up roll; null when it did not roll (a passive score, or a Lean Into). */
  readonly defence: PoolCheck | null;
  /** The actor's roll; null when it was not needed (the defence forfeited, COT-D-1, COT-D-6) or denied. */
  readonly roll: PoolCheck | null;
  readonly success: boolean;
  /** COT-D-4: a catastrophe also shows the target the actor's presented identity. */
  readonly targetLearnsIdentity: boolean;
}

/** COT-SOC-7/8: a Read Room. */
export interface RoomReadEvent extends Contest {
  readonly type: 'social/room-read';
  /** Null: the target was unknown and is now found (either way, COT-SOC-7). */
  readonly question: Question | null;
  /** On a success with a question: the Loyalties the answer names (empty for "none"). */
  readonly answer: readonly Loyalty[] | null;
  /** On a failure against a target who knew the actor's identity: it learns the question (COT-SOC-8). */
  readonly targetLearnsQuestion: boolean;
}

/** COT-SOC-9 */
export interface AgendaSetEvent {
  readonly type: 'social/agenda-set';
  readonly actor: CharacterId;
  readonly side: string;
  readonly target: CharacterId;
  readonly text: string;
  readonly change: LoyaltyChange | null;
}

/** COT-SOC-5, COT-SOC-8 (c) */
export interface AgendaJudgedEvent {
  readonly type: 'social/agenda-judged';
  readonly side: string;
  readonly target: CharacterId;
  readonly impeding: readonly LoyaltyRef[];
}

/** COT-SOC-10: the state set on the target (positive on a success, negative on a failure). */
export interface BuiltUpEvent extends Contest {
  readonly type: 'social/built-up';
  readonly skill: BuildUpSkill;
  readonly state: EmotionalState;
}

/** COT-SOC-12, COT-SOC-5 */
export interface FollowedThroughEvent extends Contest {
  readonly type: 'social/followed-through';
  readonly skill: BuildUpSkill;
  /** The target's Loyalty leaned into: no roll was made and the Follow Through failed (COT-D-71). */
  readonly leanInto: LoyaltyRef | null;
  /** The target's passive score under `follow_through_defence = passive_score` (COT-D-76); else null. */
  readonly score: number | null;
  /** The agenda, as it read when it was achieved or failed. */
  readonly agenda: string;
  /** The target's state afterwards: null when a success cleared it (COT-D-77). */
  readonly state: EmotionalState | null;
  /** On a success: the Loyalty change the agenda made (COT-SOC-2) and the target's Loyalties after it. */
  readonly change: LoyaltyChange | null;
  readonly loyalties: readonly Loyalty[] | null;
}

/** COT-CHAR-8 */
export interface IdentityPresentedEvent {
  readonly type: 'social/identity-presented';
  readonly character: CharacterId;
  readonly previous: string;
  readonly identity: string;
}

export interface TargetRevealedEvent {
  readonly type: 'social/target-revealed';
  readonly target: CharacterId;
  readonly learner: CharacterId;
  readonly side: string;
}

export interface IdentityRevealedEvent {
  readonly type: 'social/identity-revealed';
  readonly target: CharacterId;
  readonly character: CharacterId;
  readonly identity: string;
}

export interface JoinedEvent {
  readonly type: 'social/joined';
  readonly participant: SocialParticipant;
}

export interface LeftEvent {
  readonly type: 'social/left';
  readonly id: CharacterId;
}

export interface EndedEvent {
  readonly type: 'social/ended';
  readonly summary: string;
}

export type SocialEvent =
  | StartedEvent
  | RoomReadEvent
  | AgendaSetEvent
  | AgendaJudgedEvent
  | BuiltUpEvent
  | FollowedThroughEvent
  | IdentityPresentedEvent
  | TargetRevealedEvent
  | IdentityRevealedEvent
  | JoinedEvent
  | LeftEvent
  | EndedEvent;
