import type { Dice } from '../../dice/dice.ts';
import { reject, unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { claimSlot } from './claim-slot.ts';
import { declareFocus } from './declare-focus.ts';
import { endTurn } from './end-turn.ts';
import { joinInitiative } from './join-initiative.ts';
import { leaveInitiative } from './leave-initiative.ts';
import { pass } from './pass.ts';
import { startInitiative } from './start-initiative.ts';
import type { Initiative, InitiativeCommand, InitiativeEvent } from './types.ts';

/** Decides one initiative command (COT-INIT). `state` is null until initiative is rolled for the scene. */
export function decideInitiative(
  state: Initiative | null,
  command: InitiativeCommand,
  dice: Dice,
): Decision<InitiativeEvent> {
  if (command.type === 'initiative/start') {
    if (state !== null)
      return reject('initiative/already-started', 'Initiative has already been rolled for this scene');
    return startInitiative(command, dice);
  }
  if (state === null) return reject('initiative/not-started', 'Roll initiative for this scene first');
  switch (command.type) {
    case 'initiative/declare-focus':
      return declareFocus(state, command, dice);
    case 'initiative/claim-slot':
      return claimSlot(state, command);
    case 'initiative/end-turn':
      return endTurn(state, command, dice);
    case 'initiative/pass':
      return pass(state, command, dice);
    case 'initiative/join':
      return joinInitiative(state, command, dice);
    case 'initiative/leave':
      return leaveInitiative(state, command, dice);
    default:
      return unreachable(command);
  }
}
