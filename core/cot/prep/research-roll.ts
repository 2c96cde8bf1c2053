import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { checkTotal, isCatastrophe, meetsDifficulty, rollCheck } from '../gear/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { KnowledgeEvent } from '../spot/index.ts';
import type { ResearchGoal, ResearchMethod, ResearchPlan } from './research.ts';
import type { PrepRules } from './settings.ts';

/** What a research roll found (COT-PREP-1..8), as its event stores it: no dice needed to replay it. */
export interface ResearchResult {
  readonly spotId: string;
  readonly researcher: CharacterId;
  readonly method: ResearchMethod;
  readonly goal: ResearchGoal;
  readonly check: PoolCheck;
  /** After halving; null for Hidden zones (each zone's own rating). */
  readonly difficulty: number | null;
  readonly success: boolean;
  readonly catastrophe: boolean;
  /** COT-PREP-4: the stakeout's Stealth roll, or null (no stakeout, or no guard to hide from: check null). */
  readonly stakeout: {
    readonly check: PoolCheck | null;
    readonly awareness: number | null;
    readonly unseen: boolean;
  } | null;
  /** COT-PREP-3: Reputation paid. */
  readonly reputation: number;
  /** COT-PREP-4, COT-D-4: Heat the crew gains. */
  readonly heat: number;
  /** What the crew learns, as events on the campaign's Spot. */
  readonly learned: readonly KnowledgeEvent[];
}

/**
 * Rolls a planned research (the research roll first, then a stakeout's Stealth roll) and says what it found:
 * the goal on success; every Hidden zone whose rating the total meets (always on equal, COT-PREP-6); nothing
 * on a catastrophe, which also costs 1 Heat for Connections or a stakeout (COT-D-4); 1 Heat for a failed
 * stakeout Stealth roll, the research result standing (COT-PREP-4, COT-D-61).
 */
export function rollResearch(
  plan: ResearchPlan,
  rules: Pick<PrepRules, 'successOnEqual' | 'researchCatastrophe'>,
  dice: Dice,
): ResearchResult {
  const check = rollCheck(plan.prepared, dice);
  const catastrophe = isCatastrophe(check);
  const found =
    plan.goal.kind === 'hidden' && !catastrophe && check.roll !== null
      ? plan.hidden.filter((h) => h.rating <= checkTotal(check)).map((h) => h.zone) // COT-PREP-6: meets or exceeds
      : [];
  const success =
    plan.goal.kind === 'hidden'
      ? found.length > 0
      : meetsDifficulty(check, plan.difficulty!, rules.successOnEqual);
  const stakeout = plan.stakeout === null ? null : sneak(plan.stakeout, rules, dice);
  const loudCatastrophe =
    catastrophe && rules.researchCatastrophe === 'default' && plan.method !== 'planning';
  const heat = (loudCatastrophe ? 1 : 0) + (stakeout !== null && !stakeout.unseen ? 1 : 0);
  return {
    spotId: plan.spotId,
    researcher: plan.researcher.id,
    method: plan.method,
    goal: plan.goal,
    check,
    difficulty: plan.difficulty,
    success,
    catastrophe,
    stakeout,
    reputation: plan.reputation,
    heat,
    learned: success ? learned(plan, found) : [],
  };
}

function sneak(
  stakeout: NonNullable<ResearchPlan['stakeout']>,
  rules: Pick<PrepRules, 'successOnEqual'>,
  dice: Dice,
): NonNullable<ResearchResult['stakeout']> {
  if (stakeout.prepared === null || stakeout.awareness === null) {
    return { check: null, awareness: null, unseen: true };
  }
  const check = rollCheck(stakeout.prepared, dice);
  return {
    check,
    awareness: stakeout.awareness,
    unseen: meetsDifficulty(check, stakeout.awareness, rules.successOnEqual),
  };
}

/** COT-PREP-5..8: what a successful roll teaches the crew. */
function learned(plan: ResearchPlan, found: readonly string[]): KnowledgeEvent[] {
  const { spotId, goal } = plan;
  switch (goal.kind) {
    case 'layout':
      return [{ type: 'spot/zones-revealed', spotId, zones: [...plan.layoutZones], how: 'layout' }];
    case 'hidden':
      return [{ type: 'spot/zones-revealed', spotId, zones: [...found], how: 'hidden-research' }];
    case 'mark':
      return [{ type: 'spot/mark-identified', spotId, person: goal.person }];
    case 'itinerary':
      return [{ type: 'spot/itinerary-learned', spotId, subject: goal.subject }];
  }
}
