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
  const left: InitiativeEvent = {
    type: 'initiative/left',
    round: state.round,
    characterId: who.characterId,
    reason: command.reason,
  };
  return ok([left, ...advance(applyInitiative(state, left), dice)]);
}
