import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { applyFreeTurns } from './apply.ts';
import { roundEnd } from './queries.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type EndTurn = Extract<FreeTurnsCommand, { type: 'time/end-free-turn' }>;

/** The turn in progress ends; if everyone present has now acted, the round ends too (COT-TIME-5). */
export function endFreeTurn(state: FreeTurns, _command: EndTurn): Decision<FreeTurnsEvent> {
  if (state.acting === null) return reject('time/no-turn', 'Nobody is taking a turn');
  const ended: FreeTurnsEvent = {
    type: 'time/free-turn-ended',
    round: state.round,
    characterId: state.acting,
  };
  return ok([ended, ...roundEnd(applyFreeTurns(state, ended))]);
}
