import { planNamesBarrier } from './edit-alarm.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { spotLimits as limits } from '../limits/index.ts';
import type { Barrier, Security, Spot, SpotCommand, SpotEvent } from './types.ts';
import { endsProblem, findBarrier, idProblem, scoreProblem, tooMany } from './validate.ts';

/** Barriers between zones (or a zone and Outside) and the Securities on them (COT-SPOT-5, COT-SPOT-6). */

type Of<T extends SpotCommand['type']> = Extract<SpotCommand, { type: T }>;

/** A new barrier, with no Securities yet (an open way). */
export function addBarrier(spot: Spot, command: Of<'spot/add-barrier'>): Decision<SpotEvent> {
  const problem =
    idProblem(command.barrierId, 'A barrier') ??
    (Object.hasOwn(spot.barriers, command.barrierId)
      ? reject('spot/duplicate-id', `${spot.name} already has a barrier with the id "${command.barrierId}"`)
      : null) ??
    tooMany(Object.keys(spot.barriers).length, limits.barriersMax, 'barriers') ??
    endsProblem(spot, command.ends);
  if (problem) return problem;
  const barrier: Barrier = {
    id: command.barrierId,
    ends: [command.ends[0], command.ends[1]],
    securities: [],
  };
  return ok([{ type: 'spot/barrier-added', spotId: spot.id, barrier }]);
}

export function removeBarrier(spot: Spot, command: Of<'spot/remove-barrier'>): Decision<SpotEvent> {
  const barrier = findBarrier(spot, command.barrierId);
  if (isRejection(barrier)) return barrier;
  const inPlan = planNamesBarrier(spot, barrier.id);
  if (inPlan) return inPlan;
  return ok([{ type: 'spot/barrier-removed', spotId: spot.id, barrierId: barrier.id }]);
}

/** COT-SPOT-5: a (tag, Security Score) pair on a barrier; it starts not bypassed. */
export function addSecurity(spot: Spot, command: Of<'spot/add-security'>): Decision<SpotEvent> {
  const barrier = findBarrier(spot, command.barrierId);
  if (isRejection(barrier)) return barrier;
  const problem =
    idProblem(command.securityId, 'A Security') ??
    (barrier.securities.some((security) => security.id === command.securityId)
      ? reject('spot/duplicate-id', `That barrier already has a Security with the id "${command.securityId}"`)
      : null) ??
    tooMany(barrier.securities.length, limits.securitiesPerBarrierMax, 'Securities on one barrier') ??
    scoreProblem(command.score);
  if (problem) return problem;
  const security: Security = {
    id: command.securityId,
    tag: command.tag,
    score: command.score,
    bypassed: false,
  };
  return ok([{ type: 'spot/security-added', spotId: spot.id, barrierId: barrier.id, security }]);
}

export function changeSecurity(spot: Spot, command: Of<'spot/change-security'>): Decision<SpotEvent> {
  const found = findSecurity(spot, command.barrierId, command.securityId);
  if (isRejection(found)) return found;
  const problem = scoreProblem(command.score);
  if (problem) return problem;
  return ok([
    {
      type: 'spot/security-changed',
      spotId: spot.id,
      barrierId: command.barrierId,
      securityId: command.securityId,
      tag: command.tag,
      score: command.score,
    },
  ]);
}

export function removeSecurity(spot: Spot, command: Of<'spot/remove-security'>): Decision<SpotEvent> {
  const found = findSecurity(spot, command.barrierId, command.securityId);
  if (isRejection(found)) return found;
  return ok([
    {
      type: 'spot/security-removed',
      spotId: spot.id,
      barrierId: command.barrierId,
      securityId: command.securityId,
    },
  ]);
}

/** The barrier and its Security with these ids. */
export function findSecurity(
  spot: Spot,
  barrierId: string,
  securityId: string,
): { readonly barrier: Barrier; readonly security: Security } | Rejection {
  const barrier = findBarrier(spot, barrierId);
  if (isRejection(barrier)) return barrier;
  const security = barrier.securities.find((s) => s.id === securityId);
  if (!security) {
    return reject('spot/unknown-security', `That barrier has no Security "${securityId}"`, { securityId });
  }
  return { barrier, security };
}
