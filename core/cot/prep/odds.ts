import type { ActionOdds } from '../../engine/index.ts';
import { actionOdds, meets, poolDetail, tally } from '../common/index.ts';
import type { Face } from '../common/index.ts';
import { methodSkill } from './research.ts';
import type { ResearchPlan } from './research.ts';
import type { PrepRules } from './settings.ts';

/**
 * The exact odds of a research roll (COT-PREP-1..8): what it learns, and for a stakeout whether the watchers
 * notice (COT-PREP-4), by the same comparisons `rollResearch` makes.
 */
export function researchOdds(
  plan: ResearchPlan,
  rules: Pick<PrepRules, 'successOnEqual' | 'researchCatastrophe'>,
): ActionOdds {
  const stakeout = plan.stakeout;
  const tallied = tally([plan.prepared, stakeout?.prepared ?? null], ([roll, sneak]) => {
    const learned = learns(plan, roll!, rules);
    const suffix =
      stakeout === null
        ? ''
        : !sneak || meets(sneak, stakeout.awareness!, rules.successOnEqual)
          ? '-unseen'
          : '-seen';
    if (roll!.catastrophe && rules.researchCatastrophe === 'default') return `catastrophe${suffix}` as const;
    return `${learned ? 'learned' : 'nothing'}${suffix}` as const;
  });
  const goal = plan.goal.kind === 'hidden' ? 'Hidden zone found' : 'Learned';
  const against =
    plan.goal.kind === 'hidden'
      ? plan.hidden.length === 0
        ? 'no Hidden zone to find'
        : `Hidden ratings ${plan.hidden.map((h) => h.rating).join(', ')}`
      : String(plan.difficulty);
  const detail = `${poolDetail(plan.prepared, methodSkill[plan.method])} vs ${against}${
    stakeout?.awareness != null ? `; Stealth vs Awareness ${stakeout.awareness}` : ''
  }`;
  const heat = plan.method === 'planning' ? '' : ', Heat +1';
  if (stakeout === null) {
    return actionOdds(
      tallied,
      {
        learned: { label: goal, tone: 'good' },
        nothing: { label: 'Nothing learned', tone: 'bad' },
        catastrophe: { label: `Catastrophe: nothing learned${heat}`, tone: 'bad' },
      },
      { label: goal, keys: ['learned'] },
      detail,
    );
  }
  return actionOdds(
    tallied,
    {
      'learned-unseen': { label: `${goal}, unseen`, tone: 'good' },
      'learned-seen': { label: `${goal}, but seen: Heat +1`, tone: 'neutral' },
      'nothing-unseen': { label: 'Nothing learned, unseen', tone: 'bad' },
      'nothing-seen': { label: 'Nothing learned, and seen: Heat +1', tone: 'bad' },
      'catastrophe-unseen': { label: 'Catastrophe: nothing learned, Heat +1', tone: 'bad' },
      'catastrophe-seen': { label: 'Catastrophe and seen: nothing learned, Heat +2', tone: 'bad' },
    },
    { label: goal, keys: ['learned-unseen', 'learned-seen'] },
    detail,
  );
}

/** COT-PREP-5..8: the goal reached; Hidden zones when the total meets at least one rating (always on equal). */
function learns(plan: ResearchPlan, roll: Face, rules: Pick<PrepRules, 'successOnEqual'>): boolean {
  if (plan.goal.kind !== 'hidden') return meets(roll, plan.difficulty!, rules.successOnEqual);
  return roll.rolled && !roll.catastrophe && plan.hidden.some((h) => h.rating <= roll.total);
}
