import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actingDriverOrRunner } from './access.ts';
import type { TakedownCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import {
  catastrophePenalty,
  distanceChanges,
  groupRollPlan,
  manoeuvreCatastrophe,
  shifted,
} from './manoeuvre.ts';
import type { GroupRollPlan } from './manoeuvre.ts';
import { afterTargetCatastrophe } from './pools.ts';
import { activeGroups, groupOf, isIn, targetMembers, targetVehicle } from './roster.ts';
import {
  actorRolls,
  beats,
  checkModifiers,
  checkRollers,
  isCatastrophe,
  resultOf,
  rollPlan,
} from './rolls.ts';
import type { RollResult } from './rolls.ts';
import { begin, emit } from './step.ts';
import { planVehicleStrike, strike } from './strike.ts';
import type { StrikePlan } from './strike.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseState, Defender, GangWarfareRequest } from './types.ts';

/** COT-CHASE-10: at Distance 0 a pursuer group tries to end the chase. */

export interface TakedownPlan {
  readonly actor: ChaseParticipant;
  readonly group: ChaseGroupId;
  readonly target: GroupRollPlan;
  readonly pursuer: GroupRollPlan;
  /** In a vehicle, the free Ram that follows a success. */
  readonly ram: StrikePlan | null;
}

/** Checks a Takedown (driver or runner, Distance 0) and plans its rolls and, for a driver, the Ram. */
export function planTakedown(state: ChaseState, cmd: TakedownCommand): TakedownPlan | Rejection {
  const actor = actingDriverOrRunner(state, cmd.actor, 'pursuer', 'make a Takedown');
  if (isRejection(actor)) return actor;
  const group = actor.group as ChaseGroupId;
  const distance = groupOf(state, group).distance;
  if (distance > 0) {
    return reject(
      'chase/not-at-distance-0',
      `A Takedown needs Distance 0; ${actor.name}'s group is at ${distance}`,
      {
        distance,
      },
    );
  }
  const target = groupRollPlan(state, 'target', cmd);
  if (isRejection(target)) return target;
  const pursuer = groupRollPlan(state, group, cmd);
  if (isRejection(pursuer)) return pursuer;
  const ram = planFreeRam(state, actor, cmd.ramTarget);
  if (ram !== null && isRejection(ram)) return ram;
  return (
    checkRollers(cmd.rollers, [pursuer.roller.id]) ??
    checkModifiers(cmd.modifiers, [target.roller.id, pursuer.roller.id]) ?? {
      actor,
      group,
      target,
      pursuer,
      ram,
    }
  );
}

/** The Ram a successful vehicle Takedown grants: the Target's vehicle, or the one Target on foot unless named. */
function planFreeRam(
  state: ChaseState,
  actor: ChaseParticipant,
  named: Defender | undefined,
): StrikePlan | null | Rejection {
  if (actor.seat.kind !== 'driver') {
    return named ? reject('chase/no-ram', `${actor.name} is on foot: a Takedown on foot rams nobody`) : null;
  }
  const vehicle = targetVehicle(state);
  const runners = targetMembers(state);
  const defender: Defender | undefined =
    named ??
    (vehicle
      ? { kind: 'vehicle', id: vehicle.id }
      : runners.length === 1
        ? { kind: 'character', id: runners[0]!.id }
        : undefined);
  if (!defender) {
    return reject('chase/ram-target-needed', 'Name which Target on foot the Takedown rams (COT-CHASE-10)', {
      targets: runners.map((p) => p.id),
    });
  }
  return planVehicleStrike(state, actor, { defender, risky: false, modifiers: undefined }, true);
}

/** Success ends the chase; failure: the group's Distance +2 (COT-CHASE-10), with the catastrophes of COT-D-4. */
export function takedownEffect(
  state: ChaseState,
  plan: TakedownPlan,
  target: RollResult,
  pursuer: RollResult,
): { readonly success: boolean; readonly next: ReadonlyMap<ChaseGroupId, number> } {
  const success = beats(pursuer, target, state.rules);
  const next = afterTargetCatastrophe(state, isCatastrophe(target));
  if (!success) {
    const penalty =
      catastrophePenalty(state, isCatastrophe(pursuer)) - catastrophePenalty(state, isCatastrophe(target));
    next.set(plan.group, shifted(groupOf(state, plan.group).distance, 2 + penalty));
  }
  return { success, next };
}

/** COT-D-46: who carries on into Gang Warfare after a Takedown. */
export function gangWarfareRequest(state: ChaseState, plan: TakedownPlan): GangWarfareRequest {
  const near = (p: ChaseParticipant) =>
    p.seat.kind === 'aboard' ||
    p.group === plan.group ||
    (p.group !== null && groupOf(state, p.group).distance === 0);
  const stillThere = (p: ChaseParticipant) =>
    p.condition.state !== 'dead' &&
    (isIn(p) || p.left === 'wrecked' || p.left === 'crashed' || p.left === 'stopped');
  return {
    targets: state.participants.filter((p) => p.role === 'target' && stillThere(p)).map((p) => p.id),
    pursuers: state.participants
      .filter((p) => p.role === 'pursuer' && stillThere(p) && near(p))
      .map((p) => p.id),
    mayRestrain: plan.actor.seat.kind === 'foot' ? plan.actor.id : null, // COT-CHASE-10, COT-WAR-9
    stragglers: activeGroups(state)
      .filter((group) => group.id !== plan.group && group.distance > 0)
      .map((group) => ({ group: group.id, distance: group.distance })),
  };
}

/** COT-CHASE-10: the Target rolls first, then the group's roller; a vehicle's success rams at once. */
export function takedown(state: ChaseState, cmd: TakedownCommand, dice: Dice): Decision<ChaseEvent> {
  const plan = planTakedown(state, cmd);
  if (isRejection(plan)) return plan;
  const opposingRoll = rollPlan(plan.target.plan, dice);
  const targetResult = resultOf(opposingRoll);
  const roll = actorRolls([targetResult], state.rules) ? rollPlan(plan.pursuer.plan, dice) : null;
  const pursuerResult = resultOf(roll);
  const { success, next } = takedownEffect(state, plan, targetResult, pursuerResult);
  const followUp = state.followUp?.actor === cmd.actor;
  const distances = distanceChanges(state, next);
  let step = emit(begin(state, cmd.bolsters), {
    type: 'chase/takedown-attempted',
    actor: cmd.actor,
    group: plan.group,
    opposingRoll,
    roll,
    success,
    distances,
    followUp,
  });
  if (isCatastrophe(targetResult))
    step = emit(step, manoeuvreCatastrophe(state, plan.target.roller.id, 'takedown'));
  if (isCatastrophe(pursuerResult))
    step = emit(step, manoeuvreCatastrophe(state, plan.pursuer.roller.id, 'takedown'));
  if (!success) return ok(step.events);
  if (plan.ram) step = strike(step, plan.ram, dice, true, true); // the driver's Bolster, if they have not rolled
  const gangWarfare = gangWarfareRequest(step.state, plan);
  const outcome = {
    kind: 'caught',
    winner: 'pursuers',
    by: cmd.actor,
    group: plan.group,
    gangWarfare,
  } as const;
  return ok(emit(step, { type: 'chase/ended', outcome }).events);
}
