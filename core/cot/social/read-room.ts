import type { ActionOdds } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character, Loyalty } from '../characters/index.ts';
import { actorAndTarget, requireKnownTarget } from './access.ts';
import type { ReadRoomCommand } from './commands.ts';
import type { SocialEvent } from './events.ts';
import { agendaOf, knowsLoyalty, knowsTarget, presenterOf, targetKnows } from './knowledge.ts';
import { findLoyalty, primeOf } from './loyalties.ts';
import { contestActionOdds } from './odds.ts';
import { catastropheReveals, contestSheets, planContest, rollContest } from './rolls.ts';
import type { ContestPlan, ContestResult } from './rolls.ts';
import type { SocialRules } from './settings.ts';
import type { Question, SocialParticipant, SocialState } from './types.ts';

/** COT-SOC-7, COT-SOC-8: Read Room, to find the target or to learn about its Loyalties. */

export interface ReadRoomPlan {
  readonly actor: SocialParticipant;
  readonly target: SocialParticipant;
  /** Null: find out who the target is (COT-SOC-7). */
  readonly question: Question | null;
  readonly contest: ContestPlan;
  /** What a success reveals, read from the target's sheet now (COT-D-74); null when finding the target. */
  readonly answer: readonly Loyalty[] | null;
  /** Whether the target already knows the actor's presented identity (COT-SOC-8, COT-D-13). */
  readonly knewIdentity: boolean;
}

/**
 * The answer to a question (COT-D-74): (a) the Prime; (b) every Loyalty about the subject; (c) one Loyalty the
 * GM judged to stand in the way of the agenda, one the asker does not know of yet when there is one.
 */
function answerOf(state: SocialState, actor: CharacterId, target: Character, question: Question): Loyalty[] {
  const list = target.loyalties;
  switch (question.kind) {
    case 'prime': {
      const prime = primeOf(list);
      return prime ? [prime] : [];
    }
    case 'subject': {
      const subject = question.subject.trim().toLowerCase();
      return list.filter((l) => l.subject.trim().toLowerCase() === subject);
    }
    case 'impeding': {
      const side = state.participants.find((p) => p.id === actor)?.side ?? '';
      const impeding = (agendaOf(state, side, target.id)?.impeding ?? [])
        .map((ref) => findLoyalty(list, ref))
        .filter((l): l is Loyalty => l !== undefined);
      const fresh = impeding.find((l) => !knowsLoyalty(state, actor, target.id, l));
      const first = fresh ?? impeding[0];
      return first ? [first] : [];
    }
  }
}

function questionProblem(
  state: SocialState,
  cmd: ReadRoomCommand,
  ctx: EngineContext,
  side: string,
): Rejection | null {
  const { names } = ctx;
  if (cmd.question === undefined) {
    if (!knowsTarget(state, cmd.actor, cmd.target)) return null;
    return reject(
      'social/target-known',
      `${names(cmd.actor)} already knows ${names(cmd.target)} is the target: ask about a Loyalty instead (COT-SOC-8)`,
      { actor: cmd.actor, target: cmd.target },
    );
  }
  const unknown = requireKnownTarget(state, cmd.actor, cmd.target, names);
  if (unknown) return unknown;
  const agenda = agendaOf(state, side, cmd.target);
  if (cmd.question.kind === 'impeding' && (!agenda || agenda.achieved)) {
    return reject(
      'social/no-agenda',
      `${names(cmd.actor)} has no agenda on ${names(cmd.target)} yet: set one before asking what stands in its way`,
      { actor: cmd.actor, target: cmd.target },
    );
  }
  return null;
}

/** Checks a Read Room and plans its contest: It + Size Up against the target's It + Size Up (COT-SOC-7). */
export function planReadRoom(
  ctx: EngineContext,
  state: SocialState,
  cmd: ReadRoomCommand,
): ReadRoomPlan | Rejection {
  const pair = actorAndTarget(state, cmd.actor, cmd.target, ctx.names);
  if (isRejection(pair)) return pair;
  const problem = questionProblem(state, cmd, ctx, pair.actor.side);
  if (problem) return problem;
  const contest = planContest(ctx, state, {
    ...pair,
    skill: 'sizeUp',
    leanOnto: cmd.leanOnto ?? null,
    defenderLeanOnto: cmd.defenderLeanOnto ?? null,
    altered: null,
    passive: false,
  });
  if (isRejection(contest)) return contest;
  const sheets = contestSheets(ctx, pair);
  if (isRejection(sheets)) return sheets;
  const question = cmd.question ?? null;
  return {
    ...pair,
    question,
    contest,
    answer: question === null ? null : answerOf(state, cmd.actor, sheets.target, question),
    knewIdentity: targetKnows(state, cmd.target, presenterOf(pair.actor)),
  };
}

/**
 * What the target learns (COT-SOC-7, COT-SOC-8, COT-D-4): on a failure, the actor's presented identity, or the
 * question when it already knew that identity; a catastrophe shows the identity too.
 */
export function readRoomLearning(
  plan: ReadRoomPlan,
  result: ContestResult,
  rules: SocialRules,
): { identity: boolean; question: boolean } {
  const failed = !result.success;
  const asked = plan.question !== null;
  return {
    identity: (failed && (!asked || !plan.knewIdentity)) || catastropheReveals(result, rules),
    question: failed && asked && plan.knewIdentity,
  };
}

/** COT-SOC-7/8: the target rolls first; either way an unknown target is found. */
export function readRoom(
  ctx: EngineContext,
  state: SocialState,
  cmd: ReadRoomCommand,
  dice: Dice,
): Decision<SocialEvent> {
  const plan = planReadRoom(ctx, state, cmd);
  if (isRejection(plan)) return plan;
  const result = rollContest(plan.contest, state.rules, dice);
  const learns = readRoomLearning(plan, result, state.rules);
  return ok([
    {
      type: 'social/room-read',
      actor: cmd.actor,
      identity: plan.actor.identity,
      target: cmd.target,
      question: plan.question,
      leanOnto: cmd.leanOnto ?? null,
      defenderLeanOnto: cmd.defenderLeanOnto ?? null,
      defence: result.defence,
      roll: result.roll,
      success: result.success,
      answer: result.success ? plan.answer : null,
      targetLearnsIdentity: learns.identity,
      targetLearnsQuestion: learns.question,
    },
  ]);
}

/** The exact odds of a Read Room, from the plan `readRoom` rolls. */
export function readRoomOdds(ctx: EngineContext, state: SocialState, plan: ReadRoomPlan): ActionOdds {
  const who = ctx.names(plan.actor.id);
  const target = ctx.names(plan.target.id);
  const shows = `${target} learns ${who} is presenting as "${plan.actor.identity}"`;
  const labels =
    plan.question === null
      ? {
          success: `${who} learns ${target} is the target`,
          failure: `${who} learns ${target} is the target, but ${shows}`,
          catastrophe: `Catastrophe: ${who} learns ${target} is the target, but ${shows}`,
        }
      : {
          success: `${who} learns the answer; ${target} learns nothing`,
          failure: plan.knewIdentity ? `${target} learns what ${who} asked` : shows,
          catastrophe: `Catastrophe: ${plan.knewIdentity ? `${target} learns what ${who} asked` : shows}`,
        };
  return contestActionOdds(plan.contest, state.rules, 'sizeUp', labels, ctx.names);
}
