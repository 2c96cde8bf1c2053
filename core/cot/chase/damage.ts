import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/index.ts';
import { recoveryDays } from '../common/index.ts';
import type { ChaseParticipant, LeaveReason, ChaseRoll, VehicleId } from './types.ts';
import type { ChaseRules } from './settings.ts';
import { isIn, occupants, participantOf, vehicleOf } from './roster.ts';
import { planRoll, rollPlan, withModifiers } from './rolls.ts';
import type { RollResult } from './rolls.ts';
import { bolstersFor, emit } from './step.ts';
import type { Step } from './step.ts';

/** Damage as in Gang Warfare (COT-WAR-5..7), to Body and wrecks (COT-CHASE-12, COT-D-47), and crashes (COT-D-34). */

/**
 * Damage of an attack (COT-WAR-5, COT-D-35): none on a catastrophe, whatever the COT-D-4 row (the source's own
 * rule: only an attack that is not a catastrophe wears Cover down); 1 for a pool that failed without rolling
 * (COT-D-1: not a catastrophe, so it still wears Cover down); otherwise `max(1, total − D)`, or
 * `1 + max(0, total − D)` under `one_plus_excess`.
 */
export function attackDamage(rules: ChaseRules, result: RollResult, difficulty: number): number {
  if (result.kind === 'rolled' && result.catastrophe) return 0; // COT-WAR-5
  if (result.kind !== 'rolled') return 1;
  const excess = result.total - difficulty;
  return rules.damageFormula === 'max1_excess' ? Math.max(1, excess) : 1 + Math.max(0, excess);
}

/**
 * The condition a loss of `damage` Cover leaves a character in, when it takes Cover to 0 or below: Wounded for the
 * leftover days (COT-WAR-6) or Dead (COT-WAR-7); null when it does not.
 */
export function conditionAfterLoss(
  rules: ChaseRules,
  participant: Pick<ChaseParticipant, 'cover' | 'condition'>,
  damage: number,
): Condition | null {
  if (damage === 0) return null;
  switch (hurtKind(participant.cover, participant.condition.state === 'wounded', damage)) {
    case 'cover-lost':
      return null;
    case 'killed':
      return { state: 'dead' };
    case 'wounded':
      return { state: 'wounded', recoveryDays: recoveryDays(damage - participant.cover, rules) };
  }
}

/** What a character's Cover loss does (COT-WAR-5..7), without dice: the dashboard's odds labels read it. */
export type HurtKind = 'cover-lost' | 'wounded' | 'killed';

/** Which of COT-WAR-5..7 a Cover loss of `damage` brings about. */
export function hurtKind(cover: number, wounded: boolean, damage: number): HurtKind {
  if (cover - damage > 0) return 'cover-lost';
  return wounded ? 'killed' : 'wounded';
}

/**
 * A character loses `damage` Cover (COT-WAR-5): above 0 they just lose it; at 0 or below a Healthy character
 * is Wounded (COT-WAR-6) and re-rolls Cover at once (COT-D-36, COT-D-83) or stays at 0 under
 * `zero_until_reposition`; a Wounded one dies (COT-WAR-7) and leaves the chase.
 */
export function hurt(step: Step, id: CharacterId, damage: number, dice: Dice): Step {
  const p = participantOf(step.state, id);
  const rules = step.state.rules;
  const kind = hurtKind(p.cover, p.condition.state === 'wounded', damage);
  if (kind === 'cover-lost')
    return emit(step, { type: 'chase/cover-lost', id, from: p.cover, to: p.cover - damage });
  if (kind === 'killed') return emit(step, { type: 'chase/killed', id });
  const days = recoveryDays(damage - p.cover, rules);
  const wounded = { ...p, condition: { state: 'wounded', recoveryDays: days } } as const;
  const coverRoll: ChaseRoll | null =
    rules.coverAfterWound === 'reroll'
      ? rollPlan(
          withModifiers(planRoll(rules, wounded, p.coverPool, [], undefined), bolstersFor(step, id), rules),
          dice,
        ) // COT-D-36, with their Bolster if this is their first roll (COT-TIME-4)
      : null;
  const cover = coverRoll?.roll?.total ?? 0;
  return emit(step, { type: 'chase/wounded', id, recoveryDays: days, coverRoll, cover });
}

/** Everyone still in (or aboard) a vehicle and its pursuer group leave the chase together. */
export function vehicleLeaves(step: Step, vehicle: VehicleId, reason: LeaveReason): Step {
  const state = step.state;
  const group = state.groups.find((g) => g.vehicle === vehicle && isIn(g));
  return emit(step, {
    type: 'chase/left',
    reason,
    participants: occupants(state, vehicle).map((p) => p.id),
    groups: group ? [group.id] : [],
    vehicles: [vehicle],
  });
}

/**
 * A vehicle loses `damage` Body (COT-CHASE-12), never below 0. At 0 it is wrecked (COT-D-47): every occupant loses
 * `max(1, leftover)` Cover and the vehicle leaves the chase with them. Returns the step and whether it was wrecked.
 */
export function damageVehicle(
  step: Step,
  id: VehicleId,
  damage: number,
  dice: Dice,
): { step: Step; wrecked: boolean } {
  const vehicle = vehicleOf(step.state, id);
  let next = emit(step, {
    type: 'chase/body-lost',
    vehicle: id,
    from: vehicle.body,
    to: Math.max(0, vehicle.body - damage),
  });
  if (vehicle.body - damage > 0) return { step: next, wrecked: false };
  const leftover = damage - vehicle.body;
  for (const occupant of occupants(next.state, id))
    next = hurt(next, occupant.id, Math.max(1, leftover), dice);
  return { step: vehicleLeaves(next, id, 'wrecked'), wrecked: true };
}

/**
 * A failed crash check (COT-D-34): the vehicle's Body and every occupant's Cover each lose the damage; the
 * vehicle stops and leaves the chase, wrecked if its Body reached 0 (COT-CHASE-12).
 */
export function crash(step: Step, id: VehicleId, damage: number, dice: Dice): Step {
  const vehicle = vehicleOf(step.state, id);
  const aboard = occupants(step.state, id).map((p) => p.id);
  let next = emit(step, {
    type: 'chase/body-lost',
    vehicle: id,
    from: vehicle.body,
    to: Math.max(0, vehicle.body - damage),
  });
  for (const occupant of aboard) {
    if (isIn(participantOf(next.state, occupant))) next = hurt(next, occupant, damage, dice);
  }
  if (vehicle.body - damage > 0) return vehicleLeaves(next, id, 'crashed');
  const leftover = damage - vehicle.body;
  for (const occupant of occupants(next.state, id))
    next = hurt(next, occupant.id, Math.max(1, leftover), dice);
  return vehicleLeaves(next, id, 'wrecked');
}
