import { opposedOdds, poolOdds } from '../../dice/odds.ts';
import type { Pool } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Condition } from '../characters/index.ts';
import { prepareCheck, woundPenalty } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { planAttack } from './attack.ts';
import { coverDamage } from './cover.ts';
import { fighterOf } from './fighters.ts';
import { isRejection } from '../../shared/result.ts';
import { planBreakFree } from './restrain.ts';
import { recoveryDays } from '../common/index.ts';
import type { WarfareRules } from './rules.ts';
import { noBolsters } from './batch.ts';
import type { AttackCommand, BolsterSource, BreakFreeCommand, WarfareState } from './types.ts';

/**
 * Exact odds of a fight's rolls before they are made, from the kept-total distributions of core/dice (never
 * sampled). Every figure is a probability; each outcome list sums to 1 with the other outcomes.
 */

/** What one attack does to one target, by probability. */
export interface CoverDamageOdds {
  /** A catastrophe: no Cover lost at all (COT-WAR-5, whatever the COT-D-4 row). */
  readonly noDamage: number;
  /** The target keeps fighting with less Cover; one entry per amount lost, smallest first. */
  readonly coverLoss: readonly {
    readonly loss: number;
    readonly coverAfter: number;
    readonly probability: number;
  }[];
  /** A Healthy target is Wounded (COT-WAR-6); one entry per recovery-day count, fewest first. */
  readonly wounded: readonly { readonly recoveryDays: number; readonly probability: number }[];
  /** A Wounded target dies (COT-WAR-7). */
  readonly dead: number;
  /** The total reaches the Cover (COT-DICE-6): a Hand to Hand attacker may then Restrain (COT-WAR-8). */
  readonly hit: number;
}

/** The odds of a failed crash check (COT-D-34) and of each amount of damage it does. */
export interface CrashOdds {
  readonly crash: number;
  readonly catastrophe: number;
  readonly damage: readonly { readonly damage: number; readonly probability: number }[];
}

/** `attackOdds`: the pool, each target's outcomes, and the crash check of a risky vehicle attack. */
export interface AttackForecast {
  readonly pool: Pool;
  readonly autoFail: boolean;
  readonly targets: readonly { readonly target: CharacterId; readonly odds: CoverDamageOdds }[];
  readonly crash: CrashOdds | null;
}

/**
 * The exact outcome odds of an attack before it is rolled, or the rejection the attack itself would get.
 * @throws RangeError only for pools the odds engine refuses (more than 99 dice).
 */
export function attackOdds(
  state: WarfareState,
  command: AttackCommand,
  bolsters: BolsterSource = noBolsters,
): AttackForecast | Rejection {
  const plan = planAttack(state, command, bolsters);
  if (isRejection(plan)) return plan;
  const crash =
    plan.vehicle && command.risky === true
      ? crashOdds(drivingCheck(state, plan.attacker.id), state.rules)
      : null;
  return {
    pool: plan.prepared.pool,
    autoFail: plan.prepared.autoFail,
    targets: plan.targets.map((target) => ({
      target: target.id,
      odds: coverDamageOdds(plan.prepared, target, state.rules),
    })),
    crash,
  };
}

/** Kept-total probabilities of a prepared check: an automatic failure is a total of 0 (COT-D-1). */
function totals(
  check: Pick<PreparedCheck, 'pool' | 'autoFail'>,
  difficulty: number,
  successOnEqual: boolean,
) {
  if (check.autoFail) return { success: 0, distribution: [1], catastropheTotal: -1 };
  const odds = poolOdds(check.pool, difficulty, { successOnEqual });
  return { success: odds.success, distribution: odds.distribution, catastropheTotal: check.pool.kept };
}

/**
 * What an attack with this pool does to a target with this Cover and health (COT-WAR-5..7, COT-D-35, COT-D-36),
 * outcome by outcome.
 */
export function coverDamageOdds(
  check: Pick<PreparedCheck, 'pool' | 'autoFail'>,
  target: { readonly coverScore: number; readonly condition: Condition },
  rules: WarfareRules,
): CoverDamageOdds {
  const cover = target.coverScore;
  const { success, distribution, catastropheTotal } = totals(check, cover, rules.successOnEqual);
  const byDamage = new Map<number, number>();
  distribution.forEach((p, total) => {
    if (p === 0) return;
    const damage =
      total === catastropheTotal
        ? 0 // COT-WAR-5, whatever the COT-D-4 row
        : check.autoFail
          ? 1
          : coverDamage(total, cover, rules.damageFormula);
    byDamage.set(damage, (byDamage.get(damage) ?? 0) + p);
  });
  const coverLoss: { loss: number; coverAfter: number; probability: number }[] = [];
  const wounded = new Map<number, number>();
  let noDamage = 0;
  let dead = 0;
  for (const [damage, probability] of [...byDamage].sort((a, b) => a[0] - b[0])) {
    if (damage === 0) noDamage += probability;
    else if (cover - damage > 0) coverLoss.push({ loss: damage, coverAfter: cover - damage, probability });
    else if (target.condition.state === 'wounded') dead += probability;
    else {
      const days = recoveryDays(damage - cover, rules);
      wounded.set(days, (wounded.get(days) ?? 0) + probability);
    }
  }
  const woundedList = [...wounded].map(([days, probability]) => ({ recoveryDays: days, probability }));
  return { noDamage, coverLoss, wounded: woundedList, dead, hit: success };
}

/** The crash check's pool (COT-D-34): the driver's Fingers + Driving, after their attack used their Bolsters. */
export function drivingCheck(state: WarfareState, driver: CharacterId): PreparedCheck {
  const fighter = fighterOf(state, driver);
  const penalty = woundPenalty(fighter.condition, state.rules.woundPenalty);
  return prepareCheck(driver, fighter.pools.driving, penalty, state.rules.poolFloor);
}

/** The crash check's odds (COT-D-34): failing `crash_difficulty`, a catastrophe, and the damage each does. */
export function crashOdds(check: Pick<PreparedCheck, 'pool' | 'autoFail'>, rules: WarfareRules): CrashOdds {
  const difficulty = rules.crashDifficulty;
  const { success, distribution, catastropheTotal } = totals(check, difficulty, rules.successOnEqual);
  const byDamage = new Map<number, number>();
  distribution.forEach((p, total) => {
    const catastrophe = total === catastropheTotal;
    const fails =
      catastrophe || check.autoFail || (rules.successOnEqual ? total < difficulty : total <= difficulty);
    if (p === 0 || !fails) return;
    const base = Math.max(1, difficulty - total);
    const damage = catastrophe && rules.catastropheEffects.crashCheck === 'default' ? 2 * base : base; // COT-D-4
    byDamage.set(damage, (byDamage.get(damage) ?? 0) + p);
  });
  const damage = [...byDamage]
    .sort((a, b) => a[0] - b[0])
    .map(([d, probability]) => ({ damage: d, probability }));
  const catastrophe = catastropheTotal < 0 ? 0 : (distribution[catastropheTotal] ?? 0);
  return { crash: 1 - success, catastrophe, damage };
}

/** The odds of a Break free (COT-WAR-9): the fighter's chance to end the hold, and each side's catastrophe. */
export interface BreakFreeOdds {
  readonly success: number;
  readonly restrainerCatastrophe: number;
  readonly catastrophe: number;
}

/** Exact odds of a Break free before it is rolled, or the rejection it would get. */
export function breakFreeOdds(
  state: WarfareState,
  command: BreakFreeCommand,
  bolsters: BolsterSource = noBolsters,
): BreakFreeOdds | Rejection {
  const plan = planBreakFree(state, command, bolsters);
  if (isRejection(plan)) return plan;
  const { rules } = state;
  const holder = plan.restrainerCheck;
  const own = plan.check;
  const holderCatastrophe = holder.autoFail ? 0 : 6 ** -holder.pool.rolled;
  const unrolled = rules.catastropheSetsDifficulty ? 0 : holderCatastrophe; // COT-D-6
  if (own.autoFail) return { success: unrolled, restrainerCatastrophe: holderCatastrophe, catastrophe: 0 };
  const ownCatastrophe = 6 ** -own.pool.rolled * (1 - unrolled);
  if (holder.autoFail) {
    return { success: 1 - ownCatastrophe, restrainerCatastrophe: 0, catastrophe: ownCatastrophe }; // beats a 0
  }
  const odds = opposedOdds(own.pool, holder.pool, {
    tieWinner: rules.opposedTieWinner,
    catastropheSetsDifficulty: rules.catastropheSetsDifficulty,
  });
  return {
    success: odds.success,
    restrainerCatastrophe: odds.opponentCatastrophe,
    catastrophe: odds.catastrophe,
  };
}
