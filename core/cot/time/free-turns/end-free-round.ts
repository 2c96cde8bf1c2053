import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { roundMinutes } from '../stages.ts';
import { freeMember, stillToAct } from './queries.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type EndRound = Extract<FreeTurnsCommand, { type: 'time/end-free-round' }>;

/**
 * The GM ends the round early (COT-TIME-5): whoever has not had their turn loses it, the scene's clock moves on
 * one round of its stage (COT-TIME-2) and everyone present acts again in the next. A turn in progress ends first.
 */
export function endFreeRound(state: FreeTurns, _command: EndRound): Decision<FreeTurnsEvent> {
  if (state.acting !== null) {
    const name = freeMember(state, state.acting)?.name ?? state.acting;
    return reject('time/turn-in-progress', `Finish ${name}'s turn before ending the round`, {
      acting: state.acting,
    });
  }
  return ok([
    {
      type: 'time/free-round-ended',
      round: state.round,
      minutes: roundMinutes[state.stage],
      skipped: stillToAct(state),
    },
  ]);
}
