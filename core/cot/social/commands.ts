import type { CharacterId } from '../../shared/ids.ts';
import type { BuildUpSkill } from './emotions.ts';
import type { LeanOnto, LoyaltyChange, LoyaltyRef, Question } from './types.ts';

/**
 * What the GM and the players ask of a Social Call. Actions on a turn (Read Room, Build Up, Follow Through)
 * name their `actor`; the others are declarations and GM commands that take no turn.
 */

/** Who opens the call: each character and their side. Presented identities come from the sheets. */
export interface SocialSetup {
  readonly participants: readonly { readonly id: CharacterId; readonly side: string }[];
  /** Targets someone already knows (Mark research, COT-PREP-7, or the GM). */
  readonly known?: readonly { readonly target: CharacterId; readonly learner: CharacterId }[];
}

/** Lean Onto for the roller and, optionally, for the one rolling against them (COT-SOC-4). */
export interface LeanOptions {
  readonly leanOnto?: LeanOnto;
  /** The defending target's own Lean Onto on its It + Size Up roll (COT-SOC-4: any kind of roll). */
  readonly defenderLeanOnto?: LeanOnto;
}

/**
 * COT-SOC-7/8: Read Room. Without a question, find out who the target is (the GM names `target`, who rolls
 * unseen, COT-D-73); with one, ask a target already known about its Loyalties.
 */
export interface ReadRoomCommand extends LeanOptions {
  readonly type: 'social/read-room';
  readonly actor: CharacterId;
  readonly target: CharacterId;
  readonly question?: Question;
}

/** COT-SOC-9: the concrete gain the actor's side seeks from a known target; a declaration, no turn. */
export interface SetAgendaCommand {
  readonly type: 'social/set-agenda';
  readonly actor: CharacterId;
  readonly target: CharacterId;
  readonly text: string;
  /** The Loyalty change it seeks (COT-SOC-2), if any. */
  readonly change?: LoyaltyChange;
}

/** COT-SOC-5, COT-SOC-8 (c): the GM judges which of the target's Loyalties stand in the way of an agenda. */
export interface JudgeAgendaCommand {
  readonly type: 'social/judge-agenda';
  readonly target: CharacterId;
  readonly side: string;
  readonly impeding: readonly LoyaltyRef[];
}

/** COT-SOC-10: one Build Up, opposed by the target's It + Size Up. */
export interface BuildUpCommand extends LeanOptions {
  readonly type: 'social/build-up';
  readonly actor: CharacterId;
  readonly target: CharacterId;
  readonly skill: BuildUpSkill;
}

/**
 * COT-SOC-12: one Follow Through. `leanInto` is the target's answer once the Follow Through and its skill are
 * declared, before the roll (COT-SOC-5, COT-D-71): no roll is made and the Follow Through fails.
 */
export interface FollowThroughCommand extends LeanOptions {
  readonly type: 'social/follow-through';
  readonly actor: CharacterId;
  readonly target: CharacterId;
  /** Con is refused by the rules (TV-COT-SOC-12-d), not by the schema. */
  readonly skill: BuildUpSkill;
  readonly leanInto?: LoyaltyRef;
}

/** COT-CHAR-8: a participant now presents another identity (a disguise made in Prep or by a Switch). */
export interface PresentIdentityCommand {
  readonly type: 'social/present-identity';
  readonly character: CharacterId;
  readonly identity: string;
}

/** COT-SOC-9: the GM tells someone who a target is (Mark research, COT-PREP-7, or the story). */
export interface RevealTargetCommand {
  readonly type: 'social/reveal-target';
  readonly target: CharacterId;
  readonly learner: CharacterId;
}

/** COT-CHAR-8: the GM rules that a target already knows someone's presented identity. */
export interface RevealIdentityCommand {
  readonly type: 'social/reveal-identity';
  readonly target: CharacterId;
  readonly character: CharacterId;
}

/** Someone joins the call (their sheet's presented identity), or leaves it. */
export interface JoinCommand {
  readonly type: 'social/join';
  readonly id: CharacterId;
  readonly side: string;
}

export interface LeaveCommand {
  readonly type: 'social/leave';
  readonly id: CharacterId;
}

/** The GM ends the call. */
export interface EndCommand {
  readonly type: 'social/end';
  readonly summary: string;
}

export type SocialCommand =
  | ReadRoomCommand
  | SetAgendaCommand
  | JudgeAgendaCommand
  | BuildUpCommand
  | FollowThroughCommand
  | PresentIdentityCommand
  | RevealTargetCommand
  | RevealIdentityCommand
  | JoinCommand
  | LeaveCommand
  | EndCommand;

/** The commands a participant's turn makes: one roll each (COT-SOC-6, COT-D-72). */
export type SocialTurnCommand = ReadRoomCommand | BuildUpCommand | FollowThroughCommand;
