import { poolOdds } from '../../dice/odds.ts';
import type { Pool } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Condition } from '../characters/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { planDrop } from './attempt.ts';
import { isRejection } from '../../shared/result.ts';
import { dropResult, dropWoundDays } from './results.ts';
import type { DropRules } from './rules.ts';
import type { DropCommand, DropScene } from './types.ts';

/**
 * Exact odds of a Drop before it is rolled (COT-DROP-3, COT-DROP-4), from the kept-total distribution of
 * core/dice (never sampled). The rows of one target sum to 1.
 */
export interface DropResultOdds {
  /** A failure that is not a catastrophe: the target is Aware. */
  readonly aware: number;
  /** Every die shows 1: a failure with the COT-D-4 consequences. */
  readonly catastrophe: number;
  /** Subdue, margin 0–2. */
  readonly awareAndUnconscious: number;
  /** Subdue, margin 6+. */
  readonly unconscious: number;
  /** Murder, margin 0–2, on a Healthy target; one entry per recovery-day count, fewest first (COT-DROP-10). */
  readonly wounded: readonly { readonly recoveryDays: number; readonly probability: number }[];
  /** Subdue 3–5, Murder 3+, or a Murder "Wounded" on someone already Wounded (COT-CHAR-6). */
  readonly dead: number;
}

/** `dropOdds`: the roll's pool and table, and each target's result odds. */
export interface DropForecast {
  readonly kind: 'subdue' | 'murder';
  readonly pool: Pool;
  readonly autoFail: boolean;
  readonly targets: readonly { readonly target: CharacterId; readonly odds: DropResultOdds }[];
}

/**
 * The exact result odds of a Drop before the roll, or the rejection the Drop itself would get.
 * @throws RangeError only for pools the odds engine refuses (more than 99 dice).
 */
export function dropOdds(scene: DropScene, command: DropCommand): DropForecast | Rejection {
  const plan = planDrop(scene, command);
  if (isRejection(plan)) return plan;
  return {
    kind: plan.kind,
    pool: plan.prepared.pool,
    autoFail: plan.prepared.autoFail,
    targets: plan.targets.map((target) => ({
      target: target.id,
      odds: dropResultOdds(plan.prepared, target, plan.kind, scene.rules),
    })),
  };
}

/** The result odds of one pool against one target's Training (COT-DROP-2..4, COT-DROP-10). */
export function dropResultOdds(
  check: Pick<PreparedCheck, 'pool' | 'autoFail'>,
  target: { readonly training: number; readonly condition: Condition },
  kind: 'subdue' | 'murder',
  rules: DropRules,
): DropResultOdds {
  const odds = { aware: 0, catastrophe: 0, awareAndUnconscious: 0, unconscious: 0, dead: 0 };
  if (check.autoFail) return { ...odds, aware: 1, wounded: [] };
  const { distribution } = poolOdds(check.pool, target.training);
  const wounded = new Map<number, number>();
  distribution.forEach((p, total) => {
    if (p === 0) return;
    if (total === check.pool.kept) {
      odds.catastrophe += p; // every die shows 1 (COT-DICE-7)
      return;
    }
    const margin = total - target.training;
    const result = dropResult(kind, rules.successOnEqual ? margin >= 0 : margin > 0, margin);
    if (result === 'aware') odds.aware += p;
    else if (result === 'aware-unconscious') odds.awareAndUnconscious += p;
    else if (result === 'unconscious') odds.unconscious += p;
    else if (result === 'dead' || target.condition.state === 'wounded') odds.dead += p;
    else {
      const days = dropWoundDays(margin, rules);
      wounded.set(days, (wounded.get(days) ?? 0) + p);
    }
  });
  const woundedList = [...wounded]
    .sort((a, b) => a[0] - b[0])
    .map(([recoveryDays, probability]) => ({ recoveryDays, probability }));
  return { ...odds, wounded: woundedList };
}
