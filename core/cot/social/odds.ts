import type { ActionOdds, Names } from '../../engine/index.ts';
import { formatPool, modifierWords } from '../../dice/pool.ts';
import { abilityLabels, skillTable } from '../characters/index.ts';
import type { Skill } from '../characters/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { contestOdds } from './rolls.ts';
import type { ContestPlan } from './rolls.ts';
import type { SocialRules } from './settings.ts';

/** The odds of a social roll as the panels show them, from the contest plan `decide` rolls. */

/** What each of the three results of a contest means for this action. */
export interface ContestLabels {
  readonly success: string;
  readonly failure: string;
  readonly catastrophe: string;
}

/** `Muscle + Intimidate 5k2 +1k0 Bolster = 6k2`. */
export function describeCheck(check: PreparedCheck, skill: Skill): string {
  const { ability, label } = skillTable[skill];
  const mods = modifierWords(check.modifiers);
  const base = `${abilityLabels[ability]} + ${label} ${formatPool(check.basePool)}`;
  const final = mods === '' ? '' : ` = ${formatPool(check.pool)}`;
  return `${base}${mods}${final}${check.autoFail ? ' (fails unrolled)' : ''}`;
}

/** "… vs Dolan's It + Size Up 4k3" or "… vs Dolan's passive score 11". */
export function describeContest(plan: ContestPlan, skill: Skill, names: Names): string {
  const target = names(plan.target);
  const against =
    plan.defence === null
      ? `${target}'s passive score ${plan.score ?? 0}`
      : `${target}'s ${describeCheck(plan.defence, 'sizeUp')}`;
  return `${describeCheck(plan.aggressor, skill)} vs ${against}`;
}

/** The exact odds of a contest with its three results named for the action (COT-DICE-8, COT-DICE-7). */
export function contestActionOdds(
  plan: ContestPlan,
  rules: SocialRules,
  skill: Skill,
  labels: ContestLabels,
  names: Names,
): ActionOdds {
  const odds = contestOdds(plan, rules);
  const failure = Math.max(0, 1 - odds.success - odds.catastrophe);
  return {
    headline: { label: 'Success', probability: odds.success },
    outcomes: [
      { key: 'success', label: labels.success, probability: odds.success, tone: 'good' },
      { key: 'failure', label: labels.failure, probability: failure, tone: 'bad' },
      { key: 'catastrophe', label: labels.catastrophe, probability: odds.catastrophe, tone: 'bad' },
    ],
    detail: describeContest(plan, skill, names),
  };
}
