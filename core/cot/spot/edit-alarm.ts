import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { spotLimits } from '../limits/index.ts';
import { alarmLimits as limits } from './alarm-plan.ts';
import type { AlarmCard, AlarmGate, AlarmGuard, AlarmItem, AlarmPlan } from './alarm-plan.ts';
import { nodeName } from './graph.ts';
import type { Spot, SpotCommand, SpotEvent } from './types.ts';
import { findBarrier, findZone, idProblem, nameProblem, rangeProblem } from './validate.ts';

/**
 * The alarm track's plan on a Spot (Masters of the Heist, issue 19), replaced whole by `spot/set-alarm-plan`: one
 * undo step. Every refusal names the field that is wrong (`bag[2].panel`, `track.alerts`…).
 */

type Of<T extends SpotCommand['type']> = Extract<SpotCommand, { type: T }>;
type Sheets = Readonly<Record<CharacterId, Character>> | undefined;

export function setAlarmPlan(
  spot: Spot,
  command: Of<'spot/set-alarm-plan'>,
  sheets: Sheets,
): Decision<SpotEvent> {
  if (command.plan !== null) {
    const problem = alarmPlanProblem(spot, command.plan, sheets);
    if (problem) return problem;
  }
  return ok([{ type: 'spot/alarm-plan-set', spotId: spot.id, plan: command.plan }]);
}

/** What is wrong with a plan for this Spot, or null. Sheets, when given, must hold every guard as kind guard. */
export function alarmPlanProblem(spot: Spot, plan: AlarmPlan, sheets: Sheets): Rejection | null {
  return (
    bagProblem(spot, plan.bag, sheets) ??
    unknownProblem(spot, plan.unknown) ??
    gatesProblem(spot, plan.gates) ??
    trackProblem(plan) ??
    deckProblem(spot, plan.deck, sheets) ??
    guardsTwiceProblem(spot, plan)
  );
}

/** Why a zone cannot be removed: the plan names it (an unknown zone, a gate, a control panel, a patrol's zone). */
export function planNamesZone(spot: Spot, zoneId: string): Rejection | null {
  const plan = spot.alarm;
  if (!plan) return null;
  const named =
    plan.unknown.includes(zoneId) ||
    plan.gates.some((gate) => gate.kind === 'zone' && gate.zone === zoneId) ||
    plan.bag.some((item) => item.kind === 'pressure-sensor' && item.panel === zoneId) ||
    plan.deck.some(
      (card) =>
        (card.effect.kind === 'patrol' && card.effect.zone === zoneId) ||
        (card.effect.kind === 'aware' && card.effect.zone === zoneId),
    );
  return named
    ? reject(
        'spot/zone-in-alarm-plan',
        `The alarm plan still names ${nodeName(spot, zoneId)}: change it first`,
        {
          zoneId,
        },
      )
    : null;
}

/** Why a barrier cannot be removed: it is one of the plan's lockdown gates. */
export function planNamesBarrier(spot: Spot, barrierId: string): Rejection | null {
  const gate = spot.alarm?.gates.some((g) => g.kind === 'barrier' && g.barrier === barrierId) ?? false;
  return gate
    ? reject(
        'spot/barrier-in-alarm-plan',
        'That barrier is a lockdown gate of the alarm plan: change it first',
        {
          barrierId,
        },
      )
    : null;
}

function field(problem: Rejection | null, name: string): Rejection | null {
  return problem ? { ...problem, message: `${name}: ${problem.message}` } : null;
}

function bagProblem(spot: Spot, bag: readonly AlarmItem[], sheets: Sheets): Rejection | null {
  if (bag.length > limits.bagMax) {
    return reject('spot/alarm-plan', `bag: at most ${limits.bagMax} items`, { field: 'bag' });
  }
  const ids = new Set<string>();
  for (const [index, item] of bag.entries()) {
    const name = `bag[${index}]`;
    const problem =
      field(idProblem(item.id, 'An item'), `${name}.id`) ??
      (ids.has(item.id)
        ? reject('spot/alarm-plan', `${name}.id: "${item.id}" is in the bag twice`, { field: `${name}.id` })
        : null) ??
      itemProblem(spot, item, name, sheets);
    if (problem) return problem;
    ids.add(item.id);
  }
  return null;
}

function itemProblem(spot: Spot, item: AlarmItem, name: string, sheets: Sheets): Rejection | null {
  switch (item.kind) {
    case 'guard':
      return guardProblem(item, name, sheets);
    case 'camera':
      return scoreProblem(item.awareness, `${name}.awareness`, "A camera's Awareness");
    case 'lock':
      return scoreProblem(item.score, `${name}.score`, 'A Security Score');
    case 'pressure-sensor':
      return zoneProblem(spot, item.panel, `${name}.panel`);
    default:
      return reject('spot/alarm-plan', `${name}.kind: not an item the bag holds`, { field: `${name}.kind` });
  }
}

function guardProblem(guard: AlarmGuard, name: string, sheets: Sheets): Rejection | null {
  const scores =
    (guard.awareness === null
      ? null
      : field(
          rangeProblem(guard.awareness, 0, spotLimits.guardScoreMax, 'Awareness'),
          `${name}.awareness`,
        )) ??
    (guard.training === null
      ? null
      : field(rangeProblem(guard.training, 0, spotLimits.guardScoreMax, 'Training'), `${name}.training`));
  if (scores) return { ...scores, code: 'spot/alarm-plan', data: { field: name } };
  if (!sheets) return null;
  const sheet = Object.hasOwn(sheets, guard.guard) ? sheets[guard.guard] : undefined;
  if (!sheet) {
    return reject('spot/alarm-plan', `${name}.guard: no character has the id "${guard.guard}"`, {
      field: `${name}.guard`,
    });
  }
  if (sheet.kind !== 'guard') {
    return reject('spot/alarm-plan', `${name}.guard: ${sheet.name} is not a guard (COT-GUARD-1)`, {
      field: `${name}.guard`,
    });
  }
  return null;
}

function scoreProblem(value: number, name: string, what: string): Rejection | null {
  const problem = rangeProblem(value, limits.scoreMin, limits.scoreMax, what);
  return problem ? { ...problem, code: 'spot/alarm-plan', message: `${name}: ${problem.message}` } : null;
}

function zoneProblem(spot: Spot, zoneId: string, name: string): Rejection | null {
  const zone = findZone(spot, zoneId);
  return isRejection(zone)
    ? reject('spot/alarm-plan', `${name}: ${zone.message}`, { field: name, zoneId })
    : null;
}

function unknownProblem(spot: Spot, unknown: readonly string[]): Rejection | null {
  const seen = new Set<string>();
  for (const [index, zoneId] of unknown.entries()) {
    const problem = zoneProblem(spot, zoneId, `unknown[${index}]`);
    if (problem) return problem;
    if (seen.has(zoneId)) {
      return reject('spot/alarm-plan', `unknown[${index}]: ${nodeName(spot, zoneId)} is marked twice`, {
        field: `unknown[${index}]`,
      });
    }
    seen.add(zoneId);
  }
  return null;
}

function gatesProblem(spot: Spot, gates: readonly AlarmGate[]): Rejection | null {
  if (gates.length > limits.gatesMax) {
    return reject('spot/alarm-plan', `gates: at most ${limits.gatesMax} lockdown gates (A to D)`, {
      field: 'gates',
    });
  }
  const seen = new Set<string>();
  for (const [index, gate] of gates.entries()) {
    const name = `gates[${index}]`;
    const problem =
      gate.kind === 'zone'
        ? zoneProblem(spot, gate.zone, `${name}.zone`)
        : isRejection(findBarrier(spot, gate.barrier))
          ? reject('spot/alarm-plan', `${name}.barrier: ${spot.name} has no barrier "${gate.barrier}"`, {
              field: `${name}.barrier`,
            })
          : null;
    if (problem) return problem;
    const key = gate.kind === 'zone' ? `zone:${gate.zone}` : `barrier:${gate.barrier}`;
    if (seen.has(key)) {
      return reject('spot/alarm-plan', `${name}: the same gate is listed twice`, { field: name });
    }
    seen.add(key);
  }
  return null;
}

function trackProblem(plan: AlarmPlan): Rejection | null {
  const { alerts, alarm } = plan.track;
  const last = rangeProblem(alarm, 1, limits.trackMax, 'The last step');
  if (last) return { ...last, code: 'spot/alarm-plan', message: `track.alarm: ${last.message}` };
  if (alerts.length > limits.alertsMax) {
    return reject('spot/alarm-plan', `track.alerts: at most ${limits.alertsMax} thresholds`, {
      field: 'track.alerts',
    });
  }
  let previous = 0;
  for (const [index, at] of alerts.entries()) {
    if (!Number.isInteger(at) || at <= previous || at >= alarm) {
      return reject(
        'spot/alarm-plan',
        `track.alerts[${index}]: thresholds are whole numbers, increasing, each above 0 and below the last step (${alarm}); got ${at}`,
        { field: `track.alerts[${index}]` },
      );
    }
    previous = at;
  }
  return null;
}

function deckProblem(spot: Spot, deck: readonly AlarmCard[], sheets: Sheets): Rejection | null {
  if (deck.length > limits.deckMax) {
    return reject('spot/alarm-plan', `deck: at most ${limits.deckMax} cards`, { field: 'deck' });
  }
  const ids = new Set<string>();
  for (const [index, card] of deck.entries()) {
    const name = `deck[${index}]`;
    const problem =
      field(idProblem(card.id, 'A card'), `${name}.id`) ??
      (ids.has(card.id)
        ? reject('spot/alarm-plan', `${name}.id: "${card.id}" is in the deck twice`, { field: `${name}.id` })
        : null) ??
      field(nameProblem(card.name, 'A card'), `${name}.name`) ??
      cardProblem(spot, card, name, sheets);
    if (problem) return problem;
    ids.add(card.id);
  }
  return null;
}

function cardProblem(spot: Spot, card: AlarmCard, name: string, sheets: Sheets): Rejection | null {
  const effect = card.effect;
  switch (effect.kind) {
    case 'aware':
      return effect.zone === null ? null : zoneProblem(spot, effect.zone, `${name}.effect.zone`);
    case 'patrol':
      return (
        zoneProblem(spot, effect.zone, `${name}.effect.zone`) ??
        cardGuardsProblem(effect.guards, name, sheets)
      );
    case 'reinforcements':
      return cardGuardsProblem(effect.guards, name, sheets);
    case 'gate':
    case 'alarm':
    case 'nothing':
      return null;
    default:
      return reject('spot/alarm-plan', `${name}.effect.kind: not a card the deck holds`, {
        field: `${name}.effect.kind`,
      });
  }
}

function cardGuardsProblem(guards: readonly AlarmGuard[], name: string, sheets: Sheets): Rejection | null {
  if (guards.length === 0 || guards.length > limits.guardsPerCardMax) {
    return reject('spot/alarm-plan', `${name}.effect.guards: 1 to ${limits.guardsPerCardMax} guards`, {
      field: `${name}.effect.guards`,
    });
  }
  for (const [index, guard] of guards.entries()) {
    const problem = guardProblem(guard, `${name}.effect.guards[${index}]`, sheets);
    if (problem) return problem;
  }
  return null;
}

/** A guard comes into a Heist once: not posted at the Spot already, not twice in the bag and the deck. */
function guardsTwiceProblem(spot: Spot, plan: AlarmPlan): Rejection | null {
  const seen = new Set<string>(Object.keys(spot.guards));
  const named: { readonly guard: CharacterId; readonly field: string }[] = [
    ...plan.bag.flatMap((item, index) =>
      item.kind === 'guard' ? [{ guard: item.guard, field: `bag[${index}].guard` }] : [],
    ),
    ...plan.deck.flatMap((card, index) =>
      card.effect.kind === 'patrol' || card.effect.kind === 'reinforcements'
        ? card.effect.guards.map((g, i) => ({
            guard: g.guard,
            field: `deck[${index}].effect.guards[${i}].guard`,
          }))
        : [],
    ),
  ];
  for (const { guard, field: name } of named) {
    if (seen.has(guard)) {
      return reject(
        'spot/alarm-plan',
        `${name}: "${guard}" is already at ${spot.name} (posted, or named earlier in the plan); a guard comes in once`,
        { field: name },
      );
    }
    seen.add(guard);
  }
  return null;
}
