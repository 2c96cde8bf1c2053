import type { Dice } from '../../dice/dice.ts';
import { ok, reject, unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { refuseIfOver } from './access.ts';
import { accelerate } from './accelerate.ts';
import { attack } from './attack.ts';
import { board } from './board.ts';
import { close } from './close.ts';
import type { ChaseCommand } from './commands.ts';
import { setConditions } from './conditions.ts';
import { endChase } from './end.ts';
import { escape } from './escape.ts';
import type { ChaseEvent } from './events.ts';
import { fallOff, ruleFallOff } from './fall-off.ts';
import { ram } from './ram.ts';
import { rerollCover } from './reroll-cover.ts';
import { settle } from './settle.ts';
import { shake } from './shake.ts';
import { split } from './split.ts';
import { startChase } from './start.ts';
import { begin, emit } from './step.ts';
import { takedown } from './takedown.ts';
import type { ChaseState } from './types.ts';

/**
 * Decides a chase command: the events to store, or a refusal that stores nothing. Pure: the only randomness
 * is `dice`. `chase/start` needs no chase (`state` null); everything else needs a running one, and a finished
 * chase refuses everything (COT-CHASE-14). After each action the chase settles: a vehicle without its driver
 * stops, an empty group leaves, and the chase ends when the Target or every pursuer is gone.
 */
export function decideChase(
  state: ChaseState | null,
  command: ChaseCommand,
  dice: Dice,
): Decision<ChaseEvent> {
  if (command.type === 'chase/start') {
    return state === null
      ? startChase(command, dice)
      : reject('chase/already-started', 'This chase has already started');
  }
  if (state === null) return reject('chase/not-started', 'There is no chase yet: start one first');
  const over = refuseIfOver(state);
  if (over) return over;
  const decision = route(state, command, dice);
  if (!decision.ok) return decision;
  return ok(settle(emit(begin(state), ...decision.events)).events);
}

function route(
  state: ChaseState,
  command: Exclude<ChaseCommand, { type: 'chase/start' }>,
  dice: Dice,
): Decision<ChaseEvent> {
  switch (command.type) {
    case 'chase/accelerate':
      return accelerate(state, command, dice);
    case 'chase/shake':
      return shake(state, command, dice);
    case 'chase/escape':
      return escape(state, command);
    case 'chase/attack':
      return attack(state, command, dice);
    case 'chase/close':
      return close(state, command, dice);
    case 'chase/takedown':
      return takedown(state, command, dice);
    case 'chase/board':
      return board(state, command, dice);
    case 'chase/ram':
      return ram(state, command, dice);
    case 'chase/fall-off':
      return fallOff(state, command);
    case 'chase/rule-fall-off':
      return ruleFallOff(state, command);
    case 'chase/reroll-cover':
      return rerollCover(state, command);
    case 'chase/split':
      return split(state, command);
    case 'chase/set-conditions':
      return setConditions(state, command);
    case 'chase/end':
      return endChase(state, command);
    default:
      return unreachable(command);
  }
}
