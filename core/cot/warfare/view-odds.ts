import { poolOdds } from '../../dice/odds.ts';
import type { ActionOdds, OutcomeOdds } from '../../engine/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { poolDetail } from '../common/index.ts';
import type { AttackPlan } from './attack.ts';
import { coverDamageOdds, crashOdds } from './odds.ts';
import type { BreakFreeOdds } from './odds.ts';
import type { BreakFreePlan } from './restrain.ts';
import type { WarfareRules } from './rules.ts';
import type { Fighter } from './types.ts';
import { days } from './words.ts';

/**
 * The view's exact odds (the contract's `ActionOdds`) from the same plans `decide` rolls: every outcome of an
 * attack on its named target, a Reposition's new Cover against the old, a Break free.
 */

const percent = (p: number) => `${Math.round(p * 100)}%`;

/** The pool in words, with every modifier and its source (the weapon, the vehicle, Bolster, the GM). */
function detailOf(prepared: PreparedCheck, skill: Parameters<typeof poolDetail>[1]): string {
  return poolDetail(prepared, skill);
}

/**
 * What an attack does to the target it names (COT-WAR-5..7): no damage on a catastrophe, each Cover loss, each
 * wound, death. The headline is the chance to reach their Cover (COT-DICE-6), what a Restrain needs (COT-WAR-8).
 */
export function attackActionOdds(
  plan: AttackPlan,
  target: Fighter,
  rules: WarfareRules,
  options: { readonly restrain: boolean; readonly crash: PreparedCheck | null },
): ActionOdds {
  const odds = coverDamageOdds(plan.prepared, target, rules);
  const after = rules.coverAfterWound === 'reroll' ? 'Cover re-rolled' : 'Cover stays 0 until Reposition';
  const outcomes: OutcomeOdds[] = [
    { key: 'no-damage', label: 'No damage (catastrophe)', probability: odds.noDamage, tone: 'bad' },
    ...odds.coverLoss.map((row) => ({
      key: `cover-${row.loss}`,
      label: `Cover −${row.loss} (to ${row.coverAfter})`,
      probability: row.probability,
      tone: 'neutral' as const,
    })),
    ...odds.wounded.map((row) => ({
      key: `wounded-${row.recoveryDays}`,
      label: `Wounded, ${days(row.recoveryDays)} to recover; ${after}`,
      probability: row.probability,
      tone: 'good' as const,
    })),
    { key: 'dead', label: 'Dead (already Wounded)', probability: odds.dead, tone: 'good' },
  ];
  const others = plan.targets.filter((t) => t.id !== target.id);
  const skill = plan.vehicle ? 'driving' : plan.weapon!.skill;
  const blast =
    others.length > 0
      ? `; the blast also reaches ${others.map((t) => `${t.name} (Cover ${t.coverScore})`).join(', ')}`
      : '';
  const crash = options.crash
    ? `; then a crash check vs ${rules.crashDifficulty}: ${percent(crashOdds(options.crash, rules).crash)} to crash`
    : '';
  return {
    headline: {
      label: options.restrain ? 'Hit and Restrain' : `Hit (reaches Cover ${target.coverScore})`,
      probability: odds.hit,
    },
    outcomes,
    detail: `${detailOf(plan.prepared, skill)} vs ${target.name}'s Cover ${target.coverScore}${blast}${crash}`,
  };
}

/**
 * A Reposition's Cover re-roll (COT-WAR-10, COT-D-38): the new Cover higher, the same, or lower than now; under
 * `reposition_keep_better` a lower roll keeps the old Cover.
 */
export function repositionOdds(check: PreparedCheck, cover: number, rules: WarfareRules): ActionOdds {
  const distribution = check.autoFail ? [1] : poolOdds(check.pool, 0).distribution;
  let higher = 0;
  let same = 0;
  distribution.forEach((p, total) => {
    if (total > cover) higher += p;
    else if (total === cover || rules.repositionKeepBetter) same += p;
  });
  const lower = Math.max(0, 1 - higher - same);
  return {
    headline: { label: 'Higher Cover', probability: higher },
    outcomes: [
      { key: 'higher', label: `Cover above ${cover}`, probability: higher, tone: 'good' },
      {
        key: 'same',
        label: rules.repositionKeepBetter ? `Cover stays ${cover}` : `Cover ${cover} again`,
        probability: same,
        tone: 'neutral',
      },
      { key: 'lower', label: `Cover below ${cover}`, probability: lower, tone: 'bad' },
    ],
    detail: `${detailOf(check, 'resist')} vs Cover ${cover} now`,
  };
}

/** A Break free (COT-WAR-9): free, still held, or held after a catastrophe; the restrainer rolls first. */
export function breakFreeActionOdds(plan: BreakFreePlan, odds: BreakFreeOdds): ActionOdds {
  const held = Math.max(0, 1 - odds.success - odds.catastrophe);
  return {
    headline: { label: 'Breaks free', probability: odds.success },
    outcomes: [
      { key: 'free', label: 'Breaks free', probability: odds.success, tone: 'good' },
      { key: 'held', label: `Still held by ${plan.restrainer.name}`, probability: held, tone: 'bad' },
      {
        key: 'catastrophe',
        label: 'Catastrophe: still held',
        probability: odds.catastrophe,
        tone: 'bad',
      },
    ],
    detail: `${detailOf(plan.check, 'athletics')} vs ${plan.restrainer.name}'s ${detailOf(plan.restrainerCheck, 'athletics')}, rolled first`,
  };
}
