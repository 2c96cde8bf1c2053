import type { EngineContext } from '../world/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { opposedOdds, poolOdds } from '../../dice/odds.ts';
import { buildPool } from '../../dice/pool.ts';
import { judgeOpposed } from '../../dice/roll.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import { passiveScore, skillPool } from '../characters/index.ts';
import type { Skill } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import { meetsDifficulty, prepareCheck, rollCheck, woundPenalty } from '../gear/index.ts';
import type { PoolCheck, PreparedCheck } from '../gear/index.ts';
import { sheetOf } from './access.ts';
import { isRejection } from '../../shared/result.ts';
import { leanOntoModifier } from './lean.ts';
import type { SocialRules } from './settings.ts';
import type { LeanOnto, LoyaltyRef, SocialParticipant, SocialState } from './types.ts';

/**
 * Every social roll is a contest (COT-DICE-8): the target rolls It + Size Up first and its total is the
 * difficulty of the actor's roll. A plan holds both pools with every modifier (Lean Onto, Bolsters, the wound
 * penalty); `decide` rolls the plan and the view's odds read the same plan, so the odds are those of the roll.
 */

/** Both sides of a contest before any die is rolled. */
export interface ContestPlan {
  /** Who defends. */
  readonly target: CharacterId;
  readonly aggressor: PreparedCheck;
  /** The target's It + Size Up roll; null when it defends with a passive score (COT-D-76). */
  readonly defence: PreparedCheck | null;
  /** The passive score the actor must reach (COT-DICE-9, COT-D-76), or null. */
  readonly score: number | null;
}

/** What a contest asks for: the actor's skill against the target, Lean Onto on either side. */
export interface ContestRequest {
  readonly actor: SocialParticipant;
  readonly target: SocialParticipant;
  readonly skill: Skill;
  readonly leanOnto: LeanOnto | null;
  readonly defenderLeanOnto: LeanOnto | null;
  /** The Loyalty the agenda is trying to alter, which the actor may not Lean Onto (COT-SOC-4). */
  readonly altered: LoyaltyRef | null;
  /** The target defends with its passive score instead of a roll (COT-D-76). */
  readonly passive: boolean;
}

/** The two sheets of a contest, or why one is missing. */
export function contestSheets(
  ctx: EngineContext,
  request: Pick<ContestRequest, 'actor' | 'target'>,
): { actor: Character; target: Character } | Rejection {
  const actor = sheetOf(ctx.characters, request.actor.id, ctx.names);
  if (isRejection(actor)) return actor;
  const target = sheetOf(ctx.characters, request.target.id, ctx.names);
  if (isRejection(target)) return target;
  return { actor, target };
}

/**
 * One side's roll with its modifiers: Lean Onto (COT-SOC-4), pending Bolsters (COT-TIME-4) and the wound
 * penalty (COT-D-11), or the refusal of its Lean Onto.
 */
function sideCheck(
  ctx: EngineContext,
  state: SocialState,
  roller: Character,
  opponent: Character,
  skill: Skill,
  lean: { readonly onto: LeanOnto | null; readonly altered: LoyaltyRef | null },
): PreparedCheck | Rejection {
  const leaning = lean.onto
    ? leanOntoModifier(state, roller, opponent, lean.onto, lean.altered, ctx.names)
    : null;
  if (leaning && isRejection(leaning)) return leaning;
  const modifiers = [
    ...(leaning ? [leaning] : []),
    ...ctx.bolsters(roller.id),
    ...woundPenalty(roller.condition, state.rules.woundPenalty),
  ];
  return prepareCheck(roller.id, skillPool(roller, skill), modifiers, state.rules.poolFloor);
}

/** Plans a contest: the actor's skill pool and the target's It + Size Up, each with its modifiers. */
export function planContest(
  ctx: EngineContext,
  state: SocialState,
  request: ContestRequest,
): ContestPlan | Rejection {
  const sheets = contestSheets(ctx, request);
  if (isRejection(sheets)) return sheets;
  const { actor, target } = sheets;
  const lean = { onto: request.leanOnto, altered: request.altered };
  const aggressor = sideCheck(ctx, state, actor, target, request.skill, lean);
  if (isRejection(aggressor)) return aggressor;
  if (request.passive) {
    // COT-D-76, COT-DICE-9: a score is no roll, so neither Lean Onto nor Bolsters apply to it.
    const wound = woundPenalty(target.condition, state.rules.woundPenalty);
    const score = passiveScore(buildPool(skillPool(target, 'sizeUp'), wound, '1k1').pool);
    return { target: target.id, aggressor, defence: null, score };
  }
  const defenderLean = { onto: request.defenderLeanOnto, altered: null };
  const defence = sideCheck(ctx, state, target, actor, 'sizeUp', defenderLean);
  if (isRejection(defence)) return defence;
  return { target: target.id, aggressor, defence, score: null };
}

/** What a contest came to. */
export interface ContestResult {
  readonly defence: PoolCheck | null;
  /** Null when the actor did not need to roll (COT-D-1, COT-D-6). */
  readonly roll: PoolCheck | null;
  readonly success: boolean;
  /** The actor's roll was a catastrophe (COT-DICE-7). */
  readonly catastrophe: boolean;
}

/**
 * The target's defence forfeits the contest without the actor rolling: its pool failed unrolled (COT-D-1), or it
 * is a catastrophe and `catastrophe_sets_difficulty` is off (COT-D-6).
 */
function forfeits(defence: PoolCheck, rules: SocialRules): boolean {
  return defence.roll === null || (defence.roll.catastrophe && !rules.catastropheSetsDifficulty);
}

/** Rolls a contest: the target first (COT-DICE-8), then the actor unless the defence forfeited. */
export function rollContest(plan: ContestPlan, rules: SocialRules, dice: Dice): ContestResult {
  const defence = plan.defence ? rollCheck(plan.defence, dice) : null;
  if (plan.aggressor.autoFail) {
    return { defence, roll: rollCheck(plan.aggressor, dice), success: false, catastrophe: false }; // COT-D-1
  }
  if (defence && forfeits(defence, rules)) return { defence, roll: null, success: true, catastrophe: false };
  const roll = rollCheck(plan.aggressor, dice);
  const faces = roll.roll!;
  const success =
    defence === null
      ? meetsDifficulty(roll, plan.score ?? 0, rules.successOnEqual) // COT-D-76, COT-D-3
      : judgeOpposed(faces, defence.roll!.total, rules.opposedTieWinner).success; // COT-DICE-8, COT-D-5
  return { defence, roll, success, catastrophe: faces.catastrophe };
}

/** The exact chances of a contest, for the odds shown before it. */
export interface ContestOdds {
  readonly success: number;
  /** The actor's catastrophe (a failure with its own consequence, COT-D-4). */
  readonly catastrophe: number;
}

/** The exact odds of `rollContest` on this plan (COT-DICE-8, COT-D-1, COT-D-5, COT-D-6). */
export function contestOdds(plan: ContestPlan, rules: SocialRules): ContestOdds {
  if (plan.aggressor.autoFail) return { success: 0, catastrophe: 0 };
  if (plan.defence === null) {
    const odds = poolOdds(plan.aggressor.pool, plan.score ?? 0, { successOnEqual: rules.successOnEqual });
    return { success: odds.success, catastrophe: odds.catastrophe };
  }
  if (plan.defence.autoFail) return { success: 1, catastrophe: 0 };
  const odds = opposedOdds(plan.aggressor.pool, plan.defence.pool, {
    tieWinner: rules.opposedTieWinner,
    catastropheSetsDifficulty: rules.catastropheSetsDifficulty,
  });
  return { success: odds.success, catastrophe: odds.catastrophe };
}

/** COT-D-4: whether the actor's catastrophe shows the target their presented identity at this table. */
export function catastropheReveals(result: ContestResult, rules: SocialRules): boolean {
  return result.catastrophe && rules.catastropheEffects.social === 'default';
}
