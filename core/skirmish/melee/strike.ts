import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { modelOf, onTable } from '../actions/access.ts';
import { defendCheck, hitModel, scratch } from '../actions/consequences.ts';
import type { Step, StrikeOrder } from '../commands.ts';
import type { StruckEvent } from '../event-parts.ts';
import { shiftDie } from '../shots/dice-shift.ts';
import type { ShiftedDie } from '../shots/dice-shift.ts';
import type { Shift } from '../shots/shot-modifiers.ts';
import { resolveShotRoll } from '../shots/shot-roll.ts';
import type { ItemKey, ModelId, ModelState, SkirmishState } from '../types.ts';
import { recordedOdds } from '../views/heist-dice.ts';
import { strikeOdds } from '../views/melee-odds.ts';
import { holderOf } from './holds.ts';

/**
 * The Strike, the bridge's melee extension (BRG-D-11): an action against a model in base contact (a step before
 * it may bring it there), 3d8 — 3d10 with Hand to Hand 3 or more — against TN 6 (TN 5 against an Unconscious
 * model; cover never counts in base contact), shifted only by the one-use bonuses the striker carries (BRG-D-17).
 * No ammo, no jams, no range, point blank, crossfire, obstructions or visibility; Hail Mary (HST-SHOOT-7) and
 * Defend (HST-DMG-2, HST-D-27) as for any attack. Fists and Blunt weapons only stun (HST-NL-1). A Strike that
 * lands a hit may hold the target (COT-WAR-8). `decide` rolls against the plan and the view's odds come from it.
 */

/** Dice a Strike rolls (BRG-D-11: 3d8 or 3d10). */
export const strikeDiceCount = 3;

/** A model without a melee weapon strikes with its fists (BRG-D-11). */
export const fists = { weapon: 'Fists', lethal: false, dice: 8 } as const;

/** BRG-D-11: TN 6 in base contact, TN 5 against an Unconscious model (BRG-D-16). */
export function strikeTargetNumber(target: ModelState): number {
  return target.unconscious === true ? 5 : 6;
}

export interface StrikePlan {
  readonly striker: ModelId;
  readonly target: ModelId;
  readonly weapon: string;
  readonly nonLethal: boolean;
  readonly base: 8 | 10;
  readonly shifts: readonly Shift[];
  readonly die: ShiftedDie;
  readonly tn: number;
  readonly restrain: boolean;
}

/** The table plays the melee extension (`bridge_melee` on a bridged fight, BRG-D-11). */
export function meleeOn(state: SkirmishState): boolean {
  return state.scenario.bridge?.melee === true;
}

/**
 * Why the striker cannot reach the target (BRG-D-11, HST-ACT-2): base contact as declared, or a step before the
 * Strike that closes the gap.
 */
function contactProblem(
  state: SkirmishState,
  striker: ModelState,
  target: ModelState,
  order: StrikeOrder,
  step: Step | undefined,
): Rejection | null {
  if (order.distance === 0) return null;
  const closes = step?.when === 'before' ? step.distance : 0;
  if (closes >= order.distance) return null;
  const bw = state.scenario.settings.baseWidth;
  const why =
    step?.when === 'before'
      ? `its ${step.distance}" step before the Strike does not close it`
      : `a step before the Strike closes at most 1 BW (${bw}")`;
  return reject(
    'skirmish/not-in-contact',
    `${striker.name} is ${order.distance}" from ${target.name}: a Strike needs base contact, and ${why} (BRG-D-11)`,
    { model: target.id },
  );
}

/**
 * Plans a Strike by `strikerId` without rolling (BRG-D-11, BRG-D-16, BRG-D-17). Refuses it on a table without the
 * melee extension (HST-SHOOT-8), from or at a vehicle, at its own side or itself, out of base contact, a hold
 * asked of a held striker, and more carried shifts than it has. `resolving`: planned again as it resolves, when
 * what was judged at its declaration (contact after the step, the hold, the shifts spent) is not judged again.
 */
export function planStrike(
  state: SkirmishState,
  strikerId: ModelId,
  order: StrikeOrder,
  step?: Step,
  resolving = false,
): StrikePlan | Rejection {
  if (!meleeOn(state)) {
    return reject(
      'skirmish/no-melee',
      'HEIST has no hand-to-hand combat (HST-SHOOT-8): the Strike is the bridge melee extension (BRG-D-11), which this fight does not play',
    );
  }
  const striker = modelOf(state, strikerId);
  if (!striker || !onTable(striker))
    return reject('skirmish/not-on-table', `${striker?.name ?? strikerId} is not on the table`);
  if (striker.seat) return reject('skirmish/in-vehicle', `${striker.name} is in a vehicle: get out first`);
  const target = modelOf(state, order.target);
  if (!target || !onTable(target)) {
    return reject(
      'skirmish/not-on-table',
      `${target?.name ?? order.target} is not on the table to be struck`,
      {
        model: order.target,
      },
    );
  }
  if (target.id === striker.id) return reject('skirmish/self', `${striker.name} cannot strike itself`);
  if (target.side === striker.side) {
    return reject(
      'skirmish/own-side',
      `${striker.name} cannot strike ${target.name}, of its own side: a Strike is an attack on an enemy (BRG-D-11)`,
      { model: target.id },
    );
  }
  if (target.seat)
    return reject('skirmish/in-vehicle', `${target.name} is in a vehicle: no base contact to strike it`);
  const contact = resolving ? null : contactProblem(state, striker, target, order, step);
  if (contact) return contact;
  const holder = holderOf(state, striker);
  if (order.restrain && holder && !resolving) {
    return reject(
      'skirmish/held',
      `${striker.name} is held by ${holder.name}: it may Strike, but must break free before it holds anyone (BRG-D-16)`,
    );
  }
  const carried = striker.cot?.shifts ?? 0;
  const used = order.shifts ?? 0;
  if (used > carried && !resolving) {
    return reject(
      'skirmish/no-bonus',
      `${striker.name} carries ${carried} one-use shift${carried === 1 ? '' : 's'}, not ${used} (BRG-D-17)`,
    );
  }
  const melee = striker.melee ?? fists;
  const shifts: Shift[] = used > 0 ? [{ source: 'carried bonus (BRG-D-17)', amount: used }] : [];
  return {
    striker: striker.id,
    target: target.id,
    weapon: melee.weapon,
    nonLethal: !melee.lethal,
    base: melee.dice,
    shifts,
    die: shiftDie(melee.dice, used)!, // only upward shifts: never below d6
    tn: strikeTargetNumber(target),
    restrain: order.restrain,
  };
}

/** Rolls a Strike's dice. */
export function rollStrikeFaces(plan: StrikePlan, dice: Dice): number[] {
  return Array.from({ length: strikeDiceCount }, () => dice.roll(plan.die.die));
}

/**
 * Resolves a planned Strike on its faces: Hail Mary at its best (HST-SHOOT-7), Defend (HST-DMG-2), the damage
 * (HST-DMG-1, HST-NL-1), and the hold when it landed a hit on a target still standing (COT-WAR-8).
 */
export function resolveStrike(
  state: SkirmishState,
  item: ItemKey,
  plan: StrikePlan,
  faces: readonly number[],
  dice: Dice,
): StruckEvent {
  const roll = resolveShotRoll({
    faces,
    die: plan.die.die,
    bonus: plan.die.bonus,
    targetNumber: plan.tn,
    capacity: strikeDiceCount, // no ammo: never over capacity
    countersBefore: 0,
    intense: false,
    unreliable: false,
    pointBlank: false,
    obstructions: [],
    collateral: [],
    hailMary: 'best',
  });
  const odds = recordedOdds(strikeOdds(state, plan)); // as the order dialog showed them before the roll
  const pad = scratch(state);
  const { defend, hits: finalHits } = defendCheck(pad, plan.target, roll.hits, dice);
  hitModel(pad, plan.target, finalHits, plan.nonLethal);
  const restrained = plan.restrain && finalHits > 0 && onTable(pad.state.models[plan.target]!);
  return {
    type: 'skirmish/struck',
    item,
    striker: plan.striker,
    target: plan.target,
    weapon: plan.weapon,
    nonLethal: plan.nonLethal,
    tn: plan.tn,
    base: plan.base,
    shifts: plan.shifts,
    die: plan.die,
    faces,
    allocation: roll.allocation,
    hits: roll.hits,
    defend,
    finalHits,
    effects: pad.effects,
    restrained,
    odds,
  };
}
