import type { Dice } from '../../dice/dice.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { advance } from './advance.ts';
import { applyInitiative } from './apply.ts';
import { findParticipant } from './queries.ts';
import { leaveReasons } from './types.ts';
import type { Initiative, InitiativeCommand, InitiativeEvent } from './types.ts';

type Leave = Extract<InitiativeCommand, { type: 'initiative/leave' }>;

/**
 * A character is out of the scene: dead, unconscious, fled or gone. They take no more turns and the slot their
 * roll created is removed at the end of this round (COT-INIT-6, COT-D-25); until then their side may still use
 * it, and if nobody on the side can, it is skipped (COT-INIT-5). Leaving during one's own turn lets it finish.
 */
export function leaveInitiative(state: Initiative, command: Leave, dice: Dice): Decision<InitiativeEvent> {
  const left = leaving(state, command);
  if (!left.ok) return left;
  return ok([...left.events, ...advance(left.events.reduce(applyInitiative, state), dice)]);
}

/**
 * Only the `initiative/left` of a character going out of the scene, checked as `leaveInitiative` checks it, with
 * nothing moved on: a slot their side can no longer take stays live until the scene's next step passes it (its
 * "Next turn"), and no round ends. The scene layer records it so when a sheet edit, outside any turn, marks
 * someone Dead (COT-CHAR-6, COT-INIT-6).
 */
export function leaving(state: Initiative, command: Leave): Decision<InitiativeEvent> {
  const who = findParticipant(state, command.characterId);
  if (!who) {
    return reject('initiative/unknown-participant', `${command.characterId} is not in this scene`, {
      characterId: command.characterId,
    });
  }
  if (who.status !== 'in') {
    return reject('initiative/already-out', `${who.name} is already out of the scene (${who.status})`, {
      characterId: who.characterId,
    });
  }
  if (!leaveReasons.includes(command.reason)) {
    return reject('initiative/bad-reason', `"${String(command.reason)}" is not a way to leave a scene`);
  }
  return ok([
    { type: 'initiative/left', round: state.round, characterId: who.characterId, reason: command.reason },
  ]);
}
