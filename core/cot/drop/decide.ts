import type { Dice } from '../../dice/dice.ts';
import { reject, unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { getTheDrop } from './attempt.ts';
import { respond } from './respond.ts';
import type { DropEvent, DropScene, DropSceneCommand } from './types.ts';
import { finishOff, roundsPass, wake } from './unconscious.ts';

/**
 * Decides a Getting the Drop command against the Spot: the events to store, or a rejection that stores
 * nothing. While an Aware target's response is due, nothing else happens (COT-DROP-5, COT-D-29). Whose
 * Heist turn it is belongs to the scene layer.
 */
export function decideDrop(scene: DropScene, command: DropSceneCommand, dice: Dice): Decision<DropEvent> {
  const due = scene.pending[0];
  const responding =
    command.type === 'drop/respond' && scene.pending.some((p) => p.target === command.target);
  if (due && !responding) {
    const name = scene.characters.find((c) => c.id === due.target)?.name ?? due.target;
    return reject(
      'drop/response-pending',
      `${name} responds first: Flee, Call for Help or Square Up (COT-DROP-5)`,
      { target: due.target },
    );
  }
  switch (command.type) {
    case 'drop/attack':
      return getTheDrop(scene, command, dice);
    case 'drop/respond':
      return respond(scene, command);
    case 'drop/wake':
      return wake(scene, command);
    case 'drop/finish-off':
      return finishOff(scene, command);
    case 'drop/rounds-pass':
      return roundsPass(scene, command);
    default:
      return unreachable(command);
  }
}
