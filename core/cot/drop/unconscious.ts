import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { actor, targetIn } from './characters.ts';
import type { DropCharacter, DropEvent, DropScene } from './types.ts';

/**
 * Unconscious characters (COT-DROP-9, COT-D-32): an ally in the zone wakes them with a turn, anyone in the zone
 * kills them with a turn, neither needs a roll; under `unconscious_duration = N` they come round by themselves.
 * A character who comes round is Aware (TV-COT-DROP-9-a).
 */

interface Pair {
  readonly actor: CharacterId;
  readonly target: CharacterId;
}

/** An ally in the zone spends a turn to wake an Unconscious character, no roll (COT-DROP-9). */
export function wake(scene: DropScene, command: Pair): Decision<DropEvent> {
  const pair = helpless(scene, command);
  if (isRejection(pair)) return pair;
  const [waker, target] = pair;
  if (waker.side !== target.side) {
    return reject('drop/not-an-ally', `Only an ally of ${target.name} can wake them (COT-DROP-9)`, {
      id: target.id,
    });
  }
  return ok([{ type: 'drop/woke', character: target.id, by: waker.id }]);
}

/** Anyone in the zone spends a turn to kill an Unconscious character, no roll (COT-DROP-9, COT-D-32). */
export function finishOff(scene: DropScene, command: Pair): Decision<DropEvent> {
  const pair = helpless(scene, command);
  if (isRejection(pair)) return pair;
  const [killer, target] = pair;
  return ok([{ type: 'drop/killed', character: target.id, cause: 'finished-off', by: killer.id }]);
}

/** Heist rounds pass: those whose `unconscious_duration` runs out come round (COT-D-32). */
export function roundsPass(scene: DropScene, command: { readonly rounds: number }): Decision<DropEvent> {
  if (!Number.isInteger(command.rounds) || command.rounds < 1) {
    return reject('drop/bad-rounds', `Rounds passing must be a whole number ≥ 1 (got ${command.rounds})`);
  }
  const waking = scene.characters.filter(
    (c) =>
      c.unconscious &&
      c.condition.state !== 'dead' &&
      c.unconsciousRoundsLeft !== null &&
      c.unconsciousRoundsLeft <= command.rounds,
  );
  return ok([
    { type: 'drop/rounds-passed', rounds: command.rounds },
    ...waking.map((c): DropEvent => ({ type: 'drop/woke', character: c.id, by: null })),
  ]);
}

function helpless(scene: DropScene, command: Pair): readonly [DropCharacter, DropCharacter] | Rejection {
  const who = actor(scene, command.actor);
  if (isRejection(who)) return who;
  const target = targetIn(scene, command.target, who.zone!);
  if (isRejection(target)) return target;
  if (!target.unconscious) {
    return reject('drop/not-unconscious', `${target.name} is not Unconscious (COT-DROP-9)`, {
      id: target.id,
    });
  }
  return [who, target];
}
