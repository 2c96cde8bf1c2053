import { accelerateEffect } from './accelerate.ts';
import type { AcceleratePlan } from './accelerate.ts';
import { shifted } from './manoeuvre.ts';
import type { ObstaclePlan } from './obstacle.ts';
import { obstacleDelta } from './obstacle.ts';
import type { ChaseOdds } from './odds.ts';
import { resultDistribution, Tally } from './odds-support.ts';
import type { Weighted } from './odds-support.ts';
import { groupOf } from './roster.ts';
import { forfeits, isCatastrophe, meets } from './rolls.ts';
import type { RollResult } from './rolls.ts';
import type { ChaseGroupId, ChaseState } from './types.ts';

/** Exact odds of the Target's manoeuvres against every pursuer group at once: Accelerate and an obstacle. */

/** One group's results given the Target's: mass beaten, mass not, and its Distance distribution. */
interface GroupGiven {
  readonly beaten: number;
  readonly missed: number;
  readonly distances: ReadonlyMap<number, number>;
}

function givenTarget(
  state: ChaseState,
  group: ChaseGroupId,
  target: RollResult,
  dist: readonly Weighted<RollResult>[],
): GroupGiven {
  const from = groupOf(state, group).distance;
  let beaten = 0;
  let missed = 0;
  const distances = new Map<number, number>();
  for (const { value, p } of dist) {
    const effect = accelerateEffect(state, target, value);
    if (effect.beaten) beaten += p;
    else missed += p;
    const to = shifted(from, effect.delta);
    distances.set(to, (distances.get(to) ?? 0) + p);
  }
  return { beaten, missed, distances };
}

/** P(exactly n groups beaten) for n = 0..G, groups independent given the Target's result (a Poisson binomial). */
function beatenCounts(groups: readonly GroupGiven[]): number[] {
  let counts = [1];
  for (const g of groups) {
    counts = [...counts, 0].map((_, n) => (counts[n] ?? 0) * g.missed + (counts[n - 1] ?? 0) * g.beaten);
  }
  return counts;
}

/** Adds `sign ×` the joint probabilities of one world (Target results × independent group results). */
function accumulate(
  state: ChaseState,
  ids: readonly ChaseGroupId[],
  target: readonly Weighted<RollResult>[],
  groups: readonly (readonly Weighted<RollResult>[])[],
  sign: number,
  tally: Tally,
): void {
  for (const t of target) {
    const given = groups.map((dist, i) => givenTarget(state, ids[i]!, t.value, dist));
    const masses = given.map((g) => g.beaten + g.missed);
    const weight = sign * t.p;
    if (isCatastrophe(t.value)) tally.add('catastrophe', weight * masses.reduce((a, b) => a * b, 1));
    else beatenCounts(given).forEach((count, n) => tally.add(`beats-${n}`, weight * count));
    given.forEach((g, i) => {
      const others = masses.reduce((product, mass, j) => (j === i ? product : product * mass), 1);
      for (const [distance, p] of g.distances) tally.addDistance(ids[i]!, distance, weight * p * others);
    });
  }
}

/**
 * COT-CHASE-5. The Target rolls unless every group forfeits (COT-D-6), which ties the Target's roll to the
 * groups'; inclusion–exclusion keeps each world a product of independent rolls: (Target always rolls) − (Target
 * rolls, every group forfeits) + (Target does not roll, every group forfeits).
 */
export function accelerateOdds(state: ChaseState, plan: AcceleratePlan): ChaseOdds {
  const rules = state.rules;
  const ids = plan.groups.map((group) => group.key as ChaseGroupId);
  const full = plan.groups.map((group) => resultDistribution(group.plan));
  const forfeited = full.map((dist) => dist.filter((w) => forfeits(w.value, rules)));
  const target = resultDistribution(plan.target.plan);
  const tally = new Tally();
  accumulate(state, ids, target, full, 1, tally);
  if (forfeited.every((dist) => dist.length > 0)) {
    accumulate(state, ids, target, forfeited, -1, tally);
    accumulate(state, ids, [{ value: { kind: 'skipped' }, p: 1 }], forfeited, 1, tally);
  }
  const count = ids.length;
  const order = [
    { key: 'catastrophe', label: 'Catastrophe: the Target loses ground on every pursuer group (COT-D-4)' },
    ...Array.from({ length: count + 1 }, (_, n) => ({
      key: `beats-${n}`,
      label:
        n === 0
          ? 'Fails: no pursuer group falls back'
          : count === 1
            ? 'Distance +1'
            : `Distance +1 on ${n} of ${count} pursuer groups`,
    })),
  ];
  return {
    action: 'chase/accelerate',
    rolled: true,
    outcomes: tally.outcomes(order),
    distances: tally.distances(ids),
    crash: null,
    then: null,
  };
}

/** COT-CHASE-6, COT-D-80: the Target and every group roll independently against the same difficulty. */
export function obstacleOdds(state: ChaseState, plan: ObstaclePlan): ChaseOdds {
  const ids = plan.groups.map((group) => group.key as ChaseGroupId);
  const groups = plan.groups.map((group) => resultDistribution(group.plan));
  const tally = new Tally();
  for (const t of resultDistribution(plan.target.plan)) {
    const key = isCatastrophe(t.value)
      ? 'catastrophe'
      : meets(t.value, plan.difficulty, state.rules)
        ? 'success'
        : 'failure';
    tally.add(key, t.p);
    groups.forEach((dist, i) => {
      const from = groupOf(state, ids[i]!).distance;
      for (const g of dist) {
        tally.addDistance(
          ids[i]!,
          shifted(from, obstacleDelta(state, plan.difficulty, t.value, g.value)),
          t.p * g.p,
        );
      }
    });
  }
  const outcomes = tally.outcomes([
    { key: 'success', label: `The Target gets past (difficulty ${plan.difficulty}): every group +1` },
    { key: 'failure', label: 'The Target does not get past' },
    { key: 'catastrophe', label: 'Catastrophe: the Target loses ground on every pursuer group (COT-D-4)' },
  ]);
  return {
    action: 'chase/shake',
    rolled: true,
    outcomes,
    distances: tally.distances(ids),
    crash: null,
    then: null,
  };
}
