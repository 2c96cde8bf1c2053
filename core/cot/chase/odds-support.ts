import { poolOdds } from '../../dice/odds.ts';
import { actorRolls } from './rolls.ts';
import type { RollPlan, RollResult } from './rolls.ts';
import type { ChaseRules } from './settings.ts';
import type { ChaseGroupId } from './types.ts';

/**
 * The machinery of exact chase odds: the distribution of each roll's result, and a tally of outcomes and
 * Distances. Each action's odds visit every result (or pair of results) once with its probability and ask the
 * same effect function `decideChase` uses what happens, so the odds describe exactly what the engine does.
 */

/** One of the mutually exclusive results of an action, with its exact probability. */
export interface ChaseOddsOutcome {
  readonly key: string;
  readonly label: string;
  readonly probability: number;
}

/** The distribution of one pursuer group's Distance after the action. */
export interface GroupDistanceOdds {
  readonly group: ChaseGroupId;
  readonly distribution: readonly { readonly distance: number; readonly probability: number }[];
}

/** A value with its probability (or, during inclusion–exclusion, a signed weight). */
export interface Weighted<T> {
  readonly value: T;
  readonly p: number;
}

/**
 * Every result a planned roll can have, with its probability: a total (the catastrophe is the total equal to
 * the kept count, COT-DICE-7), or certain failure for a pool that fails without rolling (COT-D-1).
 */
export function resultDistribution(plan: RollPlan): readonly Weighted<RollResult>[] {
  if (plan.autoFail) return [{ value: { kind: 'auto-fail' }, p: 1 }];
  const { distribution } = poolOdds(plan.pool, 0);
  return distribution.flatMap((p, total) =>
    p > 0 ? [{ value: { kind: 'rolled', total, catastrophe: total === plan.pool.kept } as const, p }] : [],
  );
}

/**
 * Visits every pair of an opposed roll: the opponent's result first, then the actor's, which is `skipped` when
 * the opponent's forfeits (COT-D-6), exactly as the commands roll.
 */
export function eachPair(
  opponent: RollPlan,
  actor: RollPlan,
  rules: ChaseRules,
  visit: (opponent: RollResult, actor: RollResult, p: number) => void,
): void {
  const actorResults = resultDistribution(actor);
  for (const o of resultDistribution(opponent)) {
    if (!actorRolls([o.value], rules)) {
      visit(o.value, { kind: 'skipped' }, o.p);
      continue;
    }
    for (const a of actorResults) visit(o.value, a.value, o.p * a.p);
  }
}

/** Sums probabilities per outcome key and per group Distance. */
export class Tally {
  readonly #outcomes = new Map<string, number>();
  readonly #distances = new Map<ChaseGroupId, Map<number, number>>();

  add(key: string, p: number): void {
    this.#outcomes.set(key, (this.#outcomes.get(key) ?? 0) + p);
  }

  addDistance(group: ChaseGroupId, distance: number, p: number): void {
    const table = this.#distances.get(group) ?? new Map<number, number>();
    table.set(distance, (table.get(distance) ?? 0) + p);
    this.#distances.set(group, table);
  }

  /** The outcomes in the order given, each labelled; keys never visited have probability 0. */
  outcomes(order: readonly { readonly key: string; readonly label: string }[]): readonly ChaseOddsOutcome[] {
    return order.map(({ key, label }) => ({ key, label, probability: clamp(this.#outcomes.get(key) ?? 0) }));
  }

  /** The keys visited, for outcomes whose list depends on the roll (damage amounts). */
  keys(): readonly string[] {
    return [...this.#outcomes.keys()];
  }

  distances(groups: readonly ChaseGroupId[]): readonly GroupDistanceOdds[] {
    return groups.flatMap((group) => {
      const table = this.#distances.get(group);
      if (!table) return [];
      const distribution = [...table.entries()]
        .map(([distance, p]) => ({ distance, probability: clamp(p) }))
        .filter((entry) => entry.probability > 0)
        .sort((a, b) => a.distance - b.distance);
      return [{ group, distribution }];
    });
  }
}

/** Rounding can leave a sum a few ulps outside [0, 1]; a probability never is. */
function clamp(p: number): number {
  return Math.min(1, Math.max(0, p));
}
