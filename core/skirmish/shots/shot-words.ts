import type { SkirmishCommand } from '../commands.ts';
import { formatDice } from './dice-shift.ts';
import { planAct } from '../actions/plan-act.ts';
import { planReact } from '../reactions/react.ts';
import type { ShotPlan } from './shot-plan.ts';
import { targetClassLabels } from './target-class.ts';
import type { SkirmishState } from '../types.ts';

/**
 * A planned shot's dice and target number in words, for the order dialog before the roll (HST-SHOOT-1..6):
 * where the dice come from (aimed or snap, every shift, intense fire), what the target number is and why, and
 * what else the roll decides (point blank doubling, obstructions, collateral, ammo, jams). Built from the same
 * plan `decide` rolls against.
 */

export interface ShotWords {
  /** `4d12+1`, or `no dice` when the shot is ineffective. */
  readonly dice: string;
  readonly targetNumber: number;
  /** "Aimed: 3d10 · +1 shift close range (≤ 4") → 3d12 · +1 die for intense fire → 4d12". */
  readonly diceWords: string;
  /** "TN 8: Guard 2 is exposed; each die of 8 or more hits". */
  readonly targetWords: string;
  /** Everything else the roll decides, one sentence each. */
  readonly notes: readonly string[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

function targetName(state: SkirmishState, plan: ShotPlan): string {
  const target = plan.order.target;
  if (target.kind === 'model') return state.models[target.model]?.name ?? target.model;
  if (target.kind === 'vehicle') return state.vehicles[target.vehicle]?.name ?? target.vehicle;
  return target.name;
}

/** HST-SHOOT-2..4: the base dice, each shift with its source, and intense fire's extra die. */
function diceWords(plan: ShotPlan): string {
  const base = `${plan.aimed ? 'Aimed' : 'Snap fire'}: 3d${plan.dice.base}`; // HST-SHOOT-2
  const steps = [base];
  const shifts = plan.dice.shifts.map((s) => `${signed(s.amount)} shift ${s.source}`);
  const shifted = plan.dice.dice;
  if (shifts.length > 0) {
    const after = shifted ? formatDice(3, shifted) : 'below d6';
    steps.push(`${shifts.join(', ')} → ${after}`); // HST-SHOOT-4
  }
  if (!shifted) {
    steps.push('ineffective: nothing is rolled and the weapon takes 1 ammo counter');
    return steps.join(' · ');
  }
  if (plan.order.intense) steps.push(`+1 die for intense fire → ${formatDice(plan.count, shifted)}`); // HST-SHOOT-3
  if (shifted.bonus > 0) steps.push(`every die gets +${shifted.bonus} beyond d12`);
  return steps.join(' · ');
}

function targetWords(state: SkirmishState, plan: ShotPlan): string {
  const name = targetName(state, plan);
  return `TN ${plan.tn}: ${name} is ${targetClassLabels[plan.class]}; each die of ${plan.tn} or more hits`; // HST-COVER-8, HST-SHOOT-6
}

function sideNames(targets: ShotPlan['obstructions']): string {
  return targets
    .map((t) => (t.tn === null ? `${t.name} (cannot be damaged)` : `${t.name} (TN ${t.tn})`))
    .join(', ');
}

function notes(plan: ShotPlan): string[] {
  const out: string[] = [];
  if (plan.dice.pointBlank && plan.dice.dice) out.push('Point blank: every hit on the target counts double.'); // HST-SHOOT-3
  if (plan.obstructions.length > 0) {
    const order =
      plan.obstructions.length === 1
        ? '1 obstruction takes the highest die'
        : `${plan.obstructions.length} obstructions take the highest dice, nearest the shooter first`;
    out.push(`${order}: ${sideNames(plan.obstructions)}.`); // HST-LOF-3
  }
  if (plan.collateral.length > 0)
    out.push(`Collateral within 4" behind the target: ${sideNames(plan.collateral)}.`); // HST-LOF-5
  const intense = plan.order.intense ? ' (intense fire takes one at once)' : '';
  out.push(
    `Ammo: ${plan.weapon.counters} of ${plan.capacity} counters${intense}; every natural 1 adds one, more than ${plan.capacity} is an automatic miss.`,
  ); // HST-SHOOT-5
  if (plan.unreliable) out.push('Unreliable: three dice in a run jam the weapon after the shot.'); // HST-WPN-6
  if (plan.nonLethal) out.push('Non-lethal weapon.');
  return out;
}

/** The words of a planned shot. */
export function shotWords(state: SkirmishState, plan: ShotPlan): ShotWords {
  const shifted = plan.dice.dice;
  return {
    dice: shifted ? formatDice(plan.count, shifted) : 'no dice',
    targetNumber: plan.tn,
    diceWords: diceWords(plan),
    targetWords: targetWords(state, plan),
    notes: notes(plan),
  };
}

/**
 * The words of the shot an act or react command would fire, planned as `decide` plans it; null when the command
 * fires no shot or is refused (its refusal comes from `judgeCommand`).
 */
export function commandShotWords(state: SkirmishState, command: SkirmishCommand): ShotWords | null {
  if (command.type === 'skirmish/act') {
    const plan = planAct(state, command);
    return 'ok' in plan || !plan.shot ? null : shotWords(state, plan.shot);
  }
  if (command.type !== 'skirmish/react') return null;
  const plan = planReact(state, command);
  if ('ok' in plan || !plan.shot) return null;
  const words = shotWords(state, plan.shot);
  if (command.shot?.aimed !== true || plan.aimed) return words;
  return {
    ...words,
    notes: ['Taking cover at step 1 makes the shot snap fire (HST-D-55).', ...words.notes],
  };
}
