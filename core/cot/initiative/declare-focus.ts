import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { advance } from './advance.ts';
import { applyInitiative } from './apply.ts';
import { canAct, findParticipant, findSide, nameOf } from './queries.ts';
import type { Initiative, InitiativeCommand, InitiativeEvent } from './types.ts';

type DeclareFocus = Extract<InitiativeCommand, { type: 'initiative/declare-focus' }>;

/**
 * At the start of a round the crew declares a Focus Round for one crew character; the donors give up their turn
 * and the focused character may claim one crew slot plus one per donor (COT-INIT-7, COT-D-26). Once per session
 * per character (COT-TIME-7): the campaign passes the character's flag in and sets it on the event. NPCs never.
 */
export function declareFocus(
  state: Initiative,
  command: DeclareFocus,
  dice: Dice,
): Decision<InitiativeEvent> {
  const problem = timingProblem(state) ?? focusedProblem(state, command) ?? donorsProblem(state, command);
  if (problem) return problem;
  const declared: InitiativeEvent = {
    type: 'initiative/focus-declared',
    round: state.round,
    focused: command.focused,
    donors: command.donors,
  };
  return ok([declared, ...advance(applyInitiative(state, declared), dice)]);
}

function timingProblem(state: Initiative): Rejection | null {
  if (state.focus !== null) {
    return reject('initiative/focus-already-declared', `Round ${state.round} is already a Focus Round`);
  }
  if (state.uses.length > 0 || state.acting !== null) {
    // COT-D-26: declared at round start
    return reject(
      'initiative/focus-too-late',
      `A Focus Round is declared at the start of a round; round ${state.round} has already begun`,
    );
  }
  return null;
}

function focusedProblem(state: Initiative, command: DeclareFocus): Rejection | null {
  const focused = findParticipant(state, command.focused);
  if (!focused) {
    return reject('initiative/unknown-participant', `${command.focused} is not in this scene`, {
      characterId: command.focused,
    });
  }
  if (!findSide(state, focused.side)?.crew) {
    return reject('initiative/focus-crew-only', `${focused.name} is not crew: NPCs never take Focus Rounds`, {
      characterId: focused.characterId,
    });
  }
  if (!canAct(state, focused)) {
    return reject('initiative/focus-cannot-act', `${focused.name} cannot act this round`, {
      characterId: focused.characterId,
    });
  }
  if (command.focusRoundUsed) {
    // COT-TIME-7
    return reject('initiative/focus-used', `${focused.name} has already taken a Focus Round this session`, {
      characterId: focused.characterId,
    });
  }
  return null;
}

function donorsProblem(state: Initiative, command: DeclareFocus): Rejection | null {
  if (command.donors.length === 0) {
    return reject(
      'initiative/focus-without-donors',
      `Nobody donates a turn to ${nameOf(state, command.focused)}: a Focus Round needs at least one donor`,
    );
  }
  for (const [index, id] of command.donors.entries()) {
    const why = donorProblem(state, command, id, index);
    if (why !== null) return reject('initiative/bad-donor', why, { characterId: id });
  }
  return null;
}

function donorProblem(
  state: Initiative,
  command: DeclareFocus,
  id: CharacterId,
  index: number,
): string | null {
  const donor = findParticipant(state, id);
  if (!donor) return `${id} is not in this scene`;
  if (id === command.focused) return `${donor.name} cannot donate a turn to themself`;
  if (command.donors.indexOf(id) !== index) return `${donor.name} is listed twice as a donor`;
  if (!findSide(state, donor.side)?.crew) return `${donor.name} is not crew and cannot donate a turn`;
  if (!canAct(state, donor)) return `${donor.name} cannot act this round, so has no turn to give`;
  return null;
}
