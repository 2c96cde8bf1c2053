import type { Dice } from '../../dice/dice.ts';
import type { Donation } from './hail-mary.ts';
import { defendCheck, hitModel, modelCheck, pushEffect, scratch } from '../actions/consequences.ts';
import type { Scratch } from '../actions/consequences.ts';
import type { ShotEvent, SideHit } from '../events.ts';
import type { ShotPlan, SideTarget } from './shot-plan.ts';
import { resolveShotRoll } from './shot-roll.ts';
import type { ShotRollResult } from './shot-roll.ts';
import type { ItemKey, SkirmishState } from '../types.ts';
import { hitVehicle, propagate } from '../vehicles/vehicle-damage.ts';
import { recordedOdds } from '../views/heist-dice.ts';
import { shotPlanOdds } from '../views/odds.ts';

/**
 * Steps 5–10 of a shot (HST-SHOOT-1, HST-D-23) on dice already rolled: ammo and jam, obstructions, Hail Mary,
 * hits, Defend, damage, obstruction and collateral hits, vehicle propagation.
 */

/** Rolls a shot's dice (none when it is ineffective). */
export function rollShotFaces(plan: ShotPlan, dice: Dice): number[] {
  const die = plan.dice.dice;
  return die ? Array.from({ length: plan.count }, () => dice.roll(die.die)) : [];
}

/** A model or object reached by a die: the model avoids with its own check, an object by the shooter's (HST-LOF-4, HST-LOF-5). */
function sideHit(
  pad: Scratch,
  plan: ShotPlan,
  target: SideTarget,
  value: number | null,
  reaches: boolean,
  dice: Dice,
): SideHit {
  const base = { name: target.name, model: target.model, vehicle: null, value, tn: target.tn, reaches };
  if (!reaches) return { ...base, check: null, hit: false };
  const check = modelCheck(pad.state, target.model ?? plan.shooter, 0, dice);
  if (check.passed) return { ...base, check, hit: false };
  if (target.model) {
    const { hits } = defendCheck(pad, target.model, 1, dice); // HST-D-27: Defend works on every attack
    hitModel(pad, target.model, hits, plan.nonLethal);
  } else pushEffect(pad, { kind: 'object', name: target.name });
  return { ...base, check, hit: true };
}

function hitTarget(pad: Scratch, plan: ShotPlan, hits: number, dice: Dice) {
  const target = plan.order.target;
  if (target.kind === 'model') {
    const { defend, hits: final } = defendCheck(pad, target.model, hits, dice);
    hitModel(pad, target.model, final, plan.nonLethal);
    return { defend, finalHits: final };
  }
  if (target.kind === 'vehicle') hitVehicle(pad, target.vehicle, hits, dice);
  else if (hits > 0) pushEffect(pad, { kind: 'object', name: target.name });
  return { defend: null, finalHits: hits };
}

/**
 * Resolves a planned shot on its rolled faces. `before` is the table its dice were rolled on (its group's start):
 * the odds it stores are those the order dialog showed for that plan there.
 * @throws RangeError when an explicit Hail Mary allocation does not fit the dice (decide checks first).
 */
export function resolveShot(
  state: SkirmishState,
  item: ItemKey,
  plan: ShotPlan,
  faces: readonly number[],
  hailMary: 'best' | 'none' | readonly Donation[],
  dice: Dice,
  before: SkirmishState = state,
): ShotEvent {
  const odds = recordedOdds(shotPlanOdds(before, plan));
  const pad = scratch(state);
  const die = plan.dice.dice;
  const countersBefore = plan.weapon.counters;
  const roll: ShotRollResult | null = die
    ? resolveShotRoll({
        faces,
        die: die.die,
        bonus: die.bonus,
        targetNumber: plan.tn,
        capacity: plan.capacity,
        countersBefore,
        intense: plan.order.intense,
        unreliable: plan.unreliable,
        pointBlank: plan.dice.pointBlank,
        obstructions: plan.obstructions.map((o) => o.tn),
        collateral: plan.collateral.map((c) => c.tn ?? Number.POSITIVE_INFINITY),
        hailMary,
      })
    : null;
  const countersAfter = roll ? roll.countersAfter : countersBefore + 1; // HST-SHOOT-4: ineffective, +1 counter
  const obstructions = (roll?.obstructionDice ?? []).map((o, k) =>
    sideHit(pad, plan, plan.obstructions[k]!, o.value, o.reaches, dice),
  );
  const hits = roll?.hits ?? 0;
  const { defend, finalHits } =
    roll && !roll.autoMiss ? hitTarget(pad, plan, hits, dice) : { defend: null, finalHits: 0 };
  const collateral =
    roll && !roll.autoMiss
      ? plan.collateral.map((c, k) => sideHit(pad, plan, c, null, roll.collateral[k]!, dice))
      : [];
  const propagation = roll && !roll.autoMiss ? propagate(pad, plan.order.target, finalHits, dice) : [];
  const shooter = state.models[plan.shooter]!;
  return {
    type: 'skirmish/shot',
    item,
    shooter: plan.shooter,
    target: plan.order.target,
    weapon: plan.slot,
    aimed: plan.aimed,
    intense: plan.order.intense,
    crossfire: plan.order.crossfire,
    range: plan.order.range,
    class: plan.class,
    tn: plan.tn,
    base: plan.dice.base,
    shifts: plan.dice.shifts,
    die,
    faces,
    countersBefore,
    countersAfter,
    autoMiss: roll?.autoMiss ?? countersAfter > plan.capacity,
    outOfAmmo: countersAfter >= plan.capacity,
    jams: roll?.jams ?? false,
    obstructions,
    allocation: roll?.allocation ?? [],
    hits,
    defend,
    finalHits,
    collateral,
    propagation,
    effects: pad.effects,
    aimAfter: shooter.aiming && plan.aimed, // HST-AIM-3: an aimed shot keeps (re-centres) the aim
    odds,
  };
}
