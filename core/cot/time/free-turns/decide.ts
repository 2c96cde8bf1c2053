import { reject, unreachable } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { beginFreeTurns } from './begin-free-turns.ts';
import { endFreeTurn } from './end-free-turn.ts';
import { endFreeRound } from './end-free-round.ts';
import { joinFreeTurns } from './join-free-turns.ts';
import { leaveFreeTurns } from './leave-free-turns.ts';
import { startFreeTurn } from './start-free-turn.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

/** Decides one command of a scene played without initiative (COT-TIME-5). No dice are rolled. */
export function decideFreeTurns(
  state: FreeTurns | null,
  command: FreeTurnsCommand,
): Decision<FreeTurnsEvent> {
  if (command.type === 'time/begin-free-turns') return beginFreeTurns(state, command);
  if (state === null) return reject('time/free-turns-not-begun', 'This scene has not started counting turns');
  switch (command.type) {
    case 'time/start-free-turn':
      return startFreeTurn(state, command);
    case 'time/end-free-turn':
      return endFreeTurn(state, command);
    case 'time/end-free-round':
      return endFreeRound(state, command);
    case 'time/join-free-turns':
      return joinFreeTurns(state, command);
    case 'time/leave-free-turns':
      return leaveFreeTurns(state, command);
    default:
      return unreachable(command);
  }
}
