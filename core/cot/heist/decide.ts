import type { Dice } from '../../dice/dice.ts';
import { ok, unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { decideAlarm } from './alarm-commands.ts';
import { withAlarm } from './alarm-follow.ts';
import { breakOut } from './break-out.ts';
import { bypass } from './bypass.ts';
import { routeDrop } from './drop-route.ts';
import { alert, callForHelp, discover, end, fightOver, place, roundsPass } from './gm.ts';
import { takeLoot } from './loot.ts';
import { move } from './move.ts';
import { palm } from './palm.ts';
import type { HeistEnv } from '../prep/index.ts';
import { ambush, blueprint, cache } from './schemes.ts';
import { secrets, switchIdentity } from './schemes-rolls.ts';
import { useSkill } from './skill.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

/**
 * Decides a Heist command: the events to store, or a rejection in the game's words that stores nothing. Every
 * rolled action is planned first by the same `plan…` function the view uses, then rolled. Whose turn it is
 * belongs to the scene layer (one Move or one Bypass per turn, COT-D-49, is one command per turn).
 */
export function decideHeist(
  env: HeistEnv,
  state: HeistState,
  command: HeistCommand,
  dice: Dice,
): Decision<HeistEvent> {
  const decision = decideAction(env, state, command, dice);
  if (!decision.ok || !state.alarm || isAlarmCommand(command)) return decision;
  // The alarm track's part, in the same undo step; a move made with Stealth is quiet even when nobody watched.
  const sneaking = command.type === 'heist/move' && command.stealth;
  return ok(withAlarm(env, state, decision.events, dice, sneaking));
}

function isAlarmCommand(command: HeistCommand): boolean {
  return command.type.startsWith('heist/alarm-');
}

function decideAction(
  env: HeistEnv,
  state: HeistState,
  command: HeistCommand,
  dice: Dice,
): Decision<HeistEvent> {
  switch (command.type) {
    case 'heist/move':
      return move(env, state, command, dice);
    case 'heist/bypass':
      return bypass(env, state, command, dice);
    case 'heist/palm':
      return palm(env, state, command, dice);
    case 'heist/take-loot':
      return takeLoot(env, state, command);
    case 'heist/skill':
      return useSkill(env, state, command, dice);
    case 'heist/call-for-help':
      return callForHelp(env, state, command);
    case 'drop/attack':
    case 'drop/respond':
    case 'drop/wake':
    case 'drop/finish-off':
      return routeDrop(env, state, command, dice);
    case 'heist/ambush':
      return ambush(env, state, command);
    case 'heist/blueprint':
      return blueprint(env, state, command);
    case 'heist/secrets':
      return secrets(env, state, command, dice);
    case 'heist/switch':
      return switchIdentity(env, state, command, dice);
    case 'heist/cache':
      return cache(env, state, command);
    case 'heist/place':
      return place(state, command);
    case 'heist/alert':
      return alert(state, command);
    case 'heist/discover':
      return discover(state, command);
    case 'heist/rounds-pass':
      return roundsPass(env, state, command, dice);
    case 'heist/break-out':
      return breakOut(env.ctx, state, command);
    case 'heist/fight-over':
      return fightOver(env, state, command);
    case 'heist/end':
      return end(state, command);
    case 'heist/alarm-noise':
    case 'heist/alarm-reveal':
    case 'heist/alarm-alert':
    case 'heist/alarm-sound':
    case 'heist/alarm-edit':
    case 'heist/alarm-escape':
      return decideAlarm(env, state, command, dice);
    default:
      return unreachable(command);
  }
}
