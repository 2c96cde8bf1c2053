import type { Dice } from '../../dice/dice.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { advance } from './advance.ts';
import { applyInitiative } from './apply.ts';
import type { Initiative, InitiativeCommand, InitiativeEvent } from './types.ts';

type EndTurn = Extract<InitiativeCommand, { type: 'initiative/end-turn' }>;

/**
 * The turn in progress ends. The next slot goes live; slots nobody can claim are skipped; when every slot has
 * been used or skipped the round ends and the next begins (COT-INIT-5, COT-INIT-6). `dice` are rolled only for
 * a new round's re-rolls and roll-offs.
 */
export function endTurn(state: Initiative, _command: EndTurn, dice: Dice): Decision<InitiativeEvent> {
  if (state.acting === null) {
    return reject('initiative/no-turn', 'Nobody is taking a turn: claim the live slot first');
  }
  const ended: InitiativeEvent = { type: 'initiative/turn-ended', round: state.round, ...state.acting };
  return ok([ended, ...advance(applyInitiative(state, ended), dice)]);
}
