import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import type { HeistEnv } from '../prep/index.ts';
import { crewActor } from './roster.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

type TakeLoot = Extract<HeistCommand, { type: 'heist/take-loot' }>;

/**
 * Picking up loot that lies in the actor's zone: a turn, no roll (COT-DICE-1: nobody opposes it; the GM calls
 * for a Palming or other roll when someone watches).
 */
export function takeLoot(env: HeistEnv, state: HeistState, command: TakeLoot): Decision<HeistEvent> {
  const actor = crewActor(env, state, command.actor);
  if (isRejection(actor)) return actor;
  const loot = Object.hasOwn(state.spot.loot, command.loot) ? state.spot.loot[command.loot]! : null;
  if (!loot) return reject('heist/unknown-loot', `${state.spot.name} has no loot "${command.loot}"`);
  if (Object.hasOwn(state.carried, loot.id))
    return reject('heist/loot-taken', `${loot.name} has already been taken`);
  if (actor.at.zone !== loot.zone) {
    return reject('heist/loot-elsewhere', `${loot.name} is not in ${actor.at.name}'s zone`);
  }
  return ok([{ type: 'heist/loot-taken', character: actor.at.id, loot: loot.id, name: loot.name }]);
}
