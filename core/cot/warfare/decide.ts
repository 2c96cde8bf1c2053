import type { Dice } from '../../dice/dice.ts';
import { ok, reject, unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { applyWarfare } from './apply.ts';
import { noBolsters } from './batch.ts';
import { attack } from './attack.ts';
import { isAble } from './fighters.ts';
import { flee, joinFlight, leave } from './flee.ts';
import { reposition } from './reposition.ts';
import { breakFree } from './restrain.ts';
import { roundsPass } from './rounds.ts';
import { joinWarfare, startWarfare } from './start.ts';
import { finishOff, surrender, wake } from './turns.ts';
import type {
  BolsterSource,
  RoundsPassCommand,
  WarfareCommand,
  WarfareEvent,
  WarfareState,
} from './types.ts';
import type { SideId } from '../common/index.ts';
/**
 * Decides a command in a Gang Warfare scene: the events to store, or a rejection that stores nothing.
 * `warfare/start` needs no fight (`state` null); every other command needs a running one. When a command
 * leaves a side with nobody able and willing to fight, `warfare/ended` follows its events (COT-WAR-13).
 * Turn order is the initiative module's: the fight checks who can act, not whose slot it is.
 */
export function decideWarfare(
  state: WarfareState | null,
  command: WarfareCommand | RoundsPassCommand,
  dice: Dice,
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  if (command.type === 'warfare/start') {
    if (state !== null) return reject('warfare/already-started', 'This Gang Warfare has already started');
    return startWarfare(command, dice, bolsters);
  }
  if (state === null) return reject('warfare/not-started', 'Start the Gang Warfare first (COT-WAR-1)');
  if (state.ended) {
    return reject('warfare/over', 'This Gang Warfare is over (COT-WAR-13)', { winner: state.ended.winner });
  }
  const decision = route(state, command, dice, bolsters);
  if (!decision.ok) return decision;
  return ok([...decision.events, ...endOfFight(decision.events.reduce(applyWarfare, state))]);
}

function route(
  state: WarfareState,
  command: Exclude<WarfareCommand, { type: 'warfare/start' }> | RoundsPassCommand,
  dice: Dice,
  bolsters: BolsterSource,
): Decision<WarfareEvent> {
  switch (command.type) {
    case 'warfare/join':
      return joinWarfare(state, command.fighter, command.modifiers ?? [], dice, bolsters);
    case 'warfare/attack':
      return attack(state, command, dice, bolsters);
    case 'warfare/break-free':
      return breakFree(state, command, dice, bolsters);
    case 'warfare/reposition':
      return reposition(state, command, dice, bolsters);
    case 'warfare/flee':
      return flee(state, command);
    case 'warfare/join-flight':
      return joinFlight(state, command);
    case 'warfare/leave':
      return leave(state, command);
    case 'warfare/surrender':
      return surrender(state, command);
    case 'warfare/wake':
      return wake(state, command, dice, bolsters);
    case 'warfare/finish-off':
      return finishOff(state, command);
    case 'warfare/rounds-pass':
      return roundsPass(state, command, dice, bolsters);
    default:
      return unreachable(command);
  }
}

/** The sides that still have someone able and willing to fight in the zone (COT-D-40), in fighter order. */
export function fightingSides(state: WarfareState): SideId[] {
  return [...new Set(state.fighters.filter(isAble).map((fighter) => fighter.side))];
}

/** COT-WAR-13, COT-D-40: the fight ends when at most one side has anyone left able and willing to fight. */
function endOfFight(state: WarfareState): WarfareEvent[] {
  const sides = fightingSides(state);
  return sides.length > 1 ? [] : [{ type: 'warfare/ended', winner: sides[0] ?? null }];
}
