import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { decideDrop } from '../drop/index.ts';
import { planDrop } from '../drop/index.ts';
import type { DropCommand, DropEvent, DropSceneCommand } from '../drop/index.ts';
import { planTraining } from '../foresight/index.ts';
import { spendEvents } from './rolling.ts';
import type { HeistEnv } from '../prep/index.ts';
import { sheetOf } from './roster.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

/** The Drop's commands as the Heist accepts them. */
export type DropRouted = Extract<
  HeistCommand,
  { type: 'drop/attack' | 'drop/respond' | 'drop/wake' | 'drop/finish-off' }
>;

/**
 * Getting the Drop at the Spot (COT-DROP-1..10): the Drop engine decides, on the Heist's own `DropScene`; the
 * Heist adds the attacker's Bolsters and Foresight Training to the pool (COT-TIME-4, COT-FORE-5), and marks on
 * the campaign Spot the guards the Drop left Aware and the Calls for Help it raised (COT-GUARD-5, COT-GUARD-6).
 */
export function routeDrop(
  env: HeistEnv,
  state: HeistState,
  command: DropRouted,
  dice: Dice,
): Decision<HeistEvent> {
  const prepared = routable(env, state, command);
  if (isRejection(prepared)) return prepared;
  const decision = decideDrop(state.drop, prepared.command, dice);
  if (!decision.ok) return decision;
  return ok([
    ...spendEvents(prepared.training, 'training'),
    ...decision.events.map((event): HeistEvent => ({ type: 'heist/drop', event })),
    ...spotMarks(state, decision.events),
  ]);
}

/** A Drop attack as the Drop engine plans it (its pool and targets), after the Heist's own checks: for the view. */
export function planDropAttack(
  env: HeistEnv,
  state: HeistState,
  command: Extract<DropRouted, { type: 'drop/attack' }>,
) {
  const prepared = routable(env, state, command);
  if (isRejection(prepared)) return prepared;
  const plan = planDrop(state.drop, prepared.command as DropCommand);
  return isRejection(plan) ? plan : { plan, command: prepared.command as DropCommand };
}

/** The Heist's checks before the Drop's own, and the command the Drop engine gets. */
function routable(env: HeistEnv, state: HeistState, command: DropRouted) {
  if (state.ended !== null) return reject('heist/ended', 'The Heist is over');
  const due = state.drop.pending[0];
  const responding =
    command.type === 'drop/respond' && state.drop.pending.some((p) => p.target === command.target);
  if (due && !responding) {
    const name = state.drop.characters.find((c) => c.id === due.target)?.name ?? due.target;
    return reject(
      'drop/response-pending',
      `${name} responds first: Flee, Call for Help or Square Up (COT-DROP-5)`,
      {
        target: due.target,
      },
    );
  }
  const actor =
    command.type === 'drop/attack'
      ? command.attacker
      : command.type === 'drop/respond'
        ? null
        : command.actor;
  if (actor !== null && state.engaged.includes(actor)) {
    return reject('heist/engaged', `${actor} is caught up in a fight or a chase`, { id: actor });
  }
  const outsider =
    actor === null ? undefined : state.drop.characters.find((c) => c.id === actor && c.zone === null);
  if (outsider && outsider.condition.state !== 'dead') {
    return reject('heist/outside', `${outsider.name} is Outside: there is nobody to reach from there`, {
      id: actor,
    });
  }
  return dropCommand(env, command);
}

/** The Drop command with the attacker's Bolsters and Training in its modifiers. */
export function dropCommand(env: HeistEnv, command: DropRouted) {
  if (command.type !== 'drop/attack') return { command: command as DropSceneCommand, training: null };
  const { training: purchase, ...attack } = command;
  const sheet = sheetOf(env, attack.attacker);
  const training = sheet ? planTraining(env.ctx.characters, sheet, purchase, env.rules) : null;
  if (training !== null && isRejection(training)) return training;
  const modifiers = [
    ...env.ctx.bolsters(attack.attacker),
    ...(attack.modifiers ?? []),
    ...(training ? [training.modifier] : []),
  ];
  const routed: DropSceneCommand = modifiers.length > 0 ? { ...attack, modifiers } : attack;
  return { command: routed, training };
}

/** What the Drop leaves on the campaign Spot: guards Aware for the Job, Calls for Help raising Awareness. */
export function spotMarks(state: HeistState, events: readonly DropEvent[]): HeistEvent[] {
  const spotId = state.spot.id;
  const posted = (id: CharacterId) => Object.hasOwn(state.spot.guards, id);
  const alerted = new Set(
    Object.values(state.spot.guards)
      .filter((p) => p.aware)
      .map((p) => p.guard),
  );
  const marks: HeistEvent[] = [];
  for (const event of events) {
    const fresh =
      event.type === 'drop/became-aware'
        ? event.characters
        : event.type === 'drop/woke'
          ? [event.character]
          : [];
    const guards = fresh.filter((id) => posted(id) && !alerted.has(id));
    guards.forEach((id) => alerted.add(id));
    if (guards.length > 0) {
      marks.push({ type: 'heist/spot-changed', event: { type: 'spot/guards-alerted', spotId, guards } });
    }
    if (event.type === 'drop/called-for-help') {
      const raised = event.raised.filter(posted);
      if (raised.length > 0) {
        marks.push({
          type: 'heist/spot-changed',
          event: { type: 'spot/awareness-raised', spotId, guards: raised, bonus: event.bonus },
        });
      }
    }
  }
  return marks;
}
