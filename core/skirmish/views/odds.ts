import type { ActionOdds, OutcomeOdds } from '../../engine/index.ts';
import { damage } from '../actions/damage.ts';
import { formatDice } from '../shots/dice-shift.ts';
import { shotDistribution } from '../shots/shot-odds.ts';
import type { ShotPlan } from '../shots/shot-plan.ts';
import { checkOdds } from '../actions/skill.ts';
import { targetClassLabels } from '../shots/target-class.ts';
import type { SkirmishState } from '../types.ts';
import { counted } from '../../shared/words.ts';
import { vehicleHitOdds } from '../vehicles/vehicle-odds.ts';

/**
 * The exact odds the view shows before a roll, computed from the same plans `decide` rolls against: a shot's
 * effect on its target (with the target's condition, Defend and non-lethal damage), its automatic miss,
 * running dry and jamming; a skill check's success.
 */

/** A shot's figures by hit count, as `shotOdds` gives them, plus jams. */
export interface ShotOddsSummary {
  readonly dice: string;
  readonly targetNumber: number;
  readonly none: number;
  readonly stun: number;
  readonly wound: number;
  readonly kill: number;
  readonly autoMiss: number;
  readonly outOfAmmo: number;
  readonly jam: number;
  /** Shifted below d6: nothing is rolled (HST-SHOOT-4). */
  readonly ineffective: boolean;
  /** At a vehicle: what its hits do to it (HST-VEH-8, HST-VEH-10); `undrivable` null when it never stops. */
  readonly vehicle?: { readonly name: string; readonly undrivable: number | null; readonly explodes: number };
}

/** The contract's odds, with the shot's own figures when it is a shot. */
export interface SkirmishOdds extends ActionOdds {
  readonly shot?: ShotOddsSummary;
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

function hitsDistribution(plan: ShotPlan) {
  const die = plan.dice.dice;
  if (!die) {
    const dry = plan.weapon.counters + 1 >= plan.capacity ? 1 : 0;
    return { hits: [1], autoMiss: 0, outOfAmmo: dry, jam: 0 };
  }
  return shotDistribution({
    die: die.die,
    bonus: die.bonus,
    intense: plan.order.intense,
    targetNumber: plan.tn,
    capacity: plan.capacity,
    ammoCounters: plan.weapon.counters,
    pointBlank: plan.dice.pointBlank,
    hailMary: true,
    dice: plan.count,
    obstructions: plan.obstructions.length,
    unreliable: plan.unreliable,
  });
}

function modelOutcomes(
  state: SkirmishState,
  plan: ShotPlan,
  hits: readonly number[],
  autoMiss: number,
): OutcomeOdds[] {
  const target = plan.order.target.kind === 'model' ? state.models[plan.order.target.model]! : null;
  const byEffect = { none: 0, stunned: 0, wounded: 0, killed: 0 };
  const defend = target?.defending ? checkOdds(target.skill) : 0; // HST-DMG-2
  hits.forEach((p, h) => {
    const add = (count: number, weight: number) => {
      const effect = target
        ? damage(target, count, plan.nonLethal).effect
        : count === 0
          ? 'none'
          : count === 1
            ? 'stunned'
            : count === 2
              ? 'wounded'
              : 'killed';
      byEffect[effect] += weight;
    };
    if (h > 0 && defend > 0) {
      add(h - 1, p * defend);
      add(h, p * (1 - defend));
    } else add(h, p);
  });
  const armored = target?.armor === true;
  const words = target
    ? {
        none: 'No effect',
        stunned: 'Stunned',
        wounded: 'Wounded',
        killed: armored ? 'Down (armor check)' : 'Killed',
      }
    : { none: 'No hit', stunned: '1 hit', wounded: '2 hits', killed: '3+ hits' };
  return [
    { key: 'auto-miss', label: 'Automatic miss (out of ammo)', probability: autoMiss, tone: 'neutral' },
    { key: 'none', label: words.none, probability: Math.max(0, byEffect.none - autoMiss), tone: 'neutral' },
    { key: 'stunned', label: words.stunned, probability: byEffect.stunned, tone: 'good' },
    { key: 'wounded', label: words.wounded, probability: byEffect.wounded, tone: 'good' },
    { key: 'killed', label: words.killed, probability: byEffect.killed, tone: 'good' },
  ];
}

/** At a vehicle, what its hits do: undrivable, blown up (HST-VEH-8, HST-VEH-10). */
function vehicleFigures(
  state: SkirmishState,
  plan: ShotPlan,
  hits: readonly number[],
): Pick<ShotOddsSummary, 'vehicle'> {
  const target = plan.order.target;
  const vehicle = target.kind === 'vehicle' ? state.vehicles[target.vehicle] : undefined;
  if (!vehicle) return {};
  return { vehicle: { name: vehicle.name, ...vehicleHitOdds(state, vehicle, hits) } };
}

/** Exact odds of a planned shot. */
export function shotPlanOdds(state: SkirmishState, plan: ShotPlan): SkirmishOdds {
  const dist = hitsDistribution(plan);
  const outcomes = modelOutcomes(state, plan, dist.hits, dist.autoMiss);
  const at = (h: number) => dist.hits[h] ?? 0;
  const die = plan.dice.dice;
  const dice = die ? formatDice(plan.count, die) : 'no dice (ineffective)';
  const extras = [
    ...plan.dice.shifts.map((s) => `${s.source} ${s.amount > 0 ? '+' : ''}${s.amount}`),
    `auto-miss ${percent(dist.autoMiss)}`,
    `runs dry ${percent(dist.outOfAmmo)}`,
    ...(plan.unreliable ? [`jams ${percent(dist.jam)}`] : []),
    ...(plan.obstructions.length > 0 ? [counted(plan.obstructions.length, 'obstruction')] : []),
  ];
  const none = outcomes[1]!.probability + outcomes[0]!.probability;
  return {
    headline: { label: 'Any effect', probability: Math.max(0, 1 - none) },
    outcomes,
    detail: `${dice} vs ${plan.tn} (${targetClassLabels[plan.class]}) · ${extras.join(' · ')}`,
    shot: {
      dice,
      targetNumber: plan.tn,
      none: at(0),
      stun: at(1),
      wound: at(2),
      kill: dist.hits.slice(3).reduce((a, b) => a + b, 0),
      autoMiss: dist.autoMiss,
      outOfAmmo: dist.outOfAmmo,
      jam: dist.jam,
      ineffective: die === null,
      ...vehicleFigures(state, plan, dist.hits),
    },
  };
}

/** Exact odds of a skill check (HST-SKILL-1). */
export function checkActionOdds(label: string, effective: number, detail: string): SkirmishOdds {
  const p = checkOdds(effective);
  return {
    headline: { label, probability: p },
    outcomes: [
      { key: 'success', label, probability: p, tone: 'good' },
      { key: 'failure', label: 'Fails (the action is still spent)', probability: 1 - p, tone: 'bad' },
    ],
    detail: `d10 ≤ ${effective} · ${detail}`,
  };
}
