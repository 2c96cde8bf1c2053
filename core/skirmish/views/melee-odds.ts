import { opposedOdds } from '../../dice/odds.ts';
import { formatPool } from '../../dice/pool.ts';
import { checkOdds } from '../actions/skill.ts';
import { damage } from '../actions/damage.ts';
import type { BreakFreePlan } from '../melee/holds.ts';
import { strikeDiceCount } from '../melee/strike.ts';
import type { StrikePlan } from '../melee/strike.ts';
import { formatDice } from '../shots/dice-shift.ts';
import { shotDistribution } from '../shots/shot-odds.ts';
import type { SkirmishState } from '../types.ts';
import type { SkirmishOdds } from './odds.ts';

/**
 * The exact odds of the bridge's melee actions before their roll, from the plans `decide` rolls against: a Strike's
 * effect on its target (BRG-D-11: Hail Mary at its best, Defend, non-lethal weapons), and a Break free's chance
 * (BRG-D-16: the opposed roll of two COT pools, COT-DICE-8, with the table's tie rule, COT-D-5).
 */

/** The Strike's dice in words: "3d10 vs TN 6 · Knife, lethal · carried bonus (BRG-D-17) +1". */
export function strikeDiceWords(plan: StrikePlan): string {
  return formatDice(strikeDiceCount, plan.die);
}

/** Exact odds of a planned Strike. */
export function strikeOdds(state: SkirmishState, plan: StrikePlan): SkirmishOdds {
  const { hits } = shotDistribution({
    die: plan.die.die,
    bonus: plan.die.bonus,
    intense: false,
    targetNumber: plan.tn,
    capacity: strikeDiceCount, // no ammo: never an automatic miss
    ammoCounters: 0,
    pointBlank: false,
    hailMary: true,
    dice: strikeDiceCount,
    obstructions: 0,
    unreliable: false,
  });
  const target = state.models[plan.target]!;
  const defend = target.defending ? checkOdds(target.skill) : 0; // HST-DMG-2
  const byEffect = { none: 0, stunned: 0, wounded: 0, killed: 0 };
  hits.forEach((p, h) => {
    const add = (count: number, weight: number) => {
      byEffect[damage(target, count, plan.nonLethal).effect] += weight;
    };
    if (h > 0 && defend > 0) {
      add(h - 1, p * defend);
      add(h, p * (1 - defend));
    } else add(h, p);
  });
  const killed = target.armor ? 'Down (armor check)' : 'Killed';
  const extras = [
    `${plan.weapon}, ${plan.nonLethal ? 'non-lethal' : 'lethal'}`,
    ...plan.shifts.map((s) => `${s.source} +${s.amount}`),
    ...(target.defending ? ['Defend cancels one hit'] : []),
    ...(plan.restrain ? ['holds it on a hit'] : []),
  ];
  return {
    headline: { label: 'Any effect', probability: Math.max(0, 1 - byEffect.none) },
    outcomes: [
      { key: 'none', label: 'No effect', probability: byEffect.none, tone: 'neutral' },
      { key: 'stunned', label: 'Stunned', probability: byEffect.stunned, tone: 'good' },
      { key: 'wounded', label: 'Wounded', probability: byEffect.wounded, tone: 'good' },
      { key: 'killed', label: killed, probability: byEffect.killed, tone: 'good' },
    ],
    detail: `${strikeDiceWords(plan)} vs TN ${plan.tn} (base contact${target.unconscious ? ', Unconscious' : ''}) · ${extras.join(' · ')}`,
  };
}

/** Exact odds of a planned Break free. */
export function breakFreeOdds(state: SkirmishState, plan: BreakFreePlan): SkirmishOdds {
  const { success } = opposedOdds(plan.pool, plan.against, { tieWinner: plan.tieWinner });
  const holder = state.models[plan.holder]!;
  return {
    headline: { label: 'Breaks free', probability: success },
    outcomes: [
      { key: 'freed', label: 'Breaks free', probability: success, tone: 'good' },
      { key: 'held', label: `Still held by ${holder.name}`, probability: 1 - success, tone: 'bad' },
    ],
    detail: `Muscle + Athletics ${formatPool(plan.pool)} against ${holder.name}'s ${formatPool(plan.against)}, which rolls first · a tie goes to the ${plan.tieWinner === 'actor' ? 'one breaking free' : 'one holding'}`,
  };
}
