import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { alarmRules, escapeCover } from '../alarm/index.ts';
import type { AlarmCommand, AlarmState } from '../alarm/index.ts';
import { alarmPlanProblem, nodeName } from '../spot/index.ts';
import type { HeistEnv } from '../prep/index.ts';
import { Steps, makeNoise, raiseAlert, reveal, soundAlarm } from './alarm-follow.ts';
import { escapeView } from './alarm-view.ts';
import { atSpot, isUp, readyToAct, sheetOf } from './roster.ts';
import type { HeistEvent, HeistState } from './types.ts';

/**
 * The GM's commands for the alarm track in a running Heist: noise by hand, a zone revealed, an alert raised, the
 * alarm sounded, the bag and deck changed, an escape settled. Each is one decision (one undo step).
 */

type Of<T extends AlarmCommand['type']> = Extract<AlarmCommand, { type: T }>;

/** The track of a Heist still running, or why the command is refused. */
export function runningAlarm(state: HeistState): AlarmState | Rejection {
  if (state.ended !== null) return reject('heist/ended', 'The Heist is over');
  if (!state.alarm)
    return reject('heist/no-alarm', 'This Heist has no alarm track: open it with the track on');
  return state.alarm;
}

const isRefusal = (value: AlarmState | Rejection): value is Rejection => 'ok' in value;

export function decideAlarm(
  env: HeistEnv,
  state: HeistState,
  command: AlarmCommand,
  dice: Dice,
): Decision<HeistEvent> {
  const alarm = runningAlarm(state);
  if (isRefusal(alarm)) return alarm;
  const steps = new Steps(state);
  switch (command.type) {
    case 'heist/alarm-noise':
      makeNoise(env, steps, command.amount, 'gm', command.reason.trim(), dice);
      return ok(steps.events);
    case 'heist/alarm-reveal':
      if (!alarm.unknown.includes(command.zone)) {
        return reject(
          'heist/not-unknown',
          `zone: ${nodeName(state.spot, command.zone)} holds no unknown security`,
          { zone: command.zone },
        );
      }
      reveal(env, steps, command.zone, 'gm', dice);
      return ok(steps.events);
    case 'heist/alarm-alert':
      raiseAlert(env, steps, 'gm', null, dice);
      return ok(steps.events);
    case 'heist/alarm-sound':
      if (alarm.sounded !== null) return reject('heist/alarm-sounded', 'The alarm already sounded');
      soundAlarm(env, steps, 'gm', dice);
      return ok(steps.events);
    case 'heist/alarm-edit':
      return edit(env, state, alarm, command);
    case 'heist/alarm-escape':
      return escape(env, state, alarm, command, dice);
  }
}

/** The bag and the deck left, replaced: checked as a plan would be, and no guard who is already at the Spot. */
function edit(
  env: HeistEnv,
  state: HeistState,
  alarm: AlarmState,
  command: Of<'heist/alarm-edit'>,
): Decision<HeistEvent> {
  const plan = {
    on: null,
    bag: command.bag,
    unknown: alarm.unknown,
    gates: alarm.gates,
    track: alarm.track,
    deck: command.deck,
  };
  const present = Object.fromEntries(
    state.drop.characters.map((c) => [
      c.id,
      { guard: c.id, zone: '', aware: false, awarenessBonus: 0, awareness: null, training: null },
    ]),
  );
  const problem = alarmPlanProblem({ ...state.spot, guards: present }, plan, env.ctx.characters);
  if (problem) return problem;
  return ok([{ type: 'heist/alarm-edited', bag: command.bag, deck: command.deck }]);
}

/**
 * An escape after the alarm (MotH "Escape Moves", "Last Ditch Effort", MOTH-D-3): the crew member spends the
 * Foresight named (at most what the moves need and what they hold), then rolls the last-ditch die for the moves
 * left; reaching them, they are Outside; short, or no way out, they are caught inside (the GM rules what follows).
 */
function escape(
  env: HeistEnv,
  state: HeistState,
  alarm: AlarmState,
  command: Of<'heist/alarm-escape'>,
  dice: Dice,
): Decision<HeistEvent> {
  if (alarm.sounded === null)
    return reject('heist/alarm-not-sounded', 'An escape comes once the alarm sounded');
  const who = atSpot(state, command.character);
  if (!who || !state.crew.includes(who.id)) {
    return reject('heist/not-crew', `character: "${command.character}" is not one of the crew at the Spot`);
  }
  if (who.zone === null) return reject('heist/already-out', `character: ${who.name} is already Outside`);
  if (!isUp(who))
    return reject('heist/cannot-escape', `character: ${who.name} is down and cannot get out alone`);
  const ready = readyToAct(env, state, who.id); // not away in a fight, no Drop response due first (COT-DROP-5)
  if (isRejection(ready)) return ready;
  if (Object.hasOwn(alarm.escapes, who.id))
    return reject('heist/escape-settled', `character: ${who.name}'s escape is settled`);
  const view = escapeView(env, state, who);
  const rules = alarmRules(env.ctx.settings);
  const held = sheetOf(env, who.id)?.foresight ?? 0;
  if (command.foresight > held) {
    return reject(
      'heist/foresight-short',
      `foresight: ${who.name} has ${held} Foresight, not ${command.foresight}`,
    );
  }
  const moves = view.moves;
  if (moves === null) {
    if (command.foresight > 0)
      return reject('heist/no-way-out', `foresight: ${who.name} has no way out; nothing to spend on`);
    return ok([
      {
        type: 'heist/alarm-escaped',
        character: who.id,
        moves: 0,
        foresight: 0,
        roll: null,
        outcome: 'caught',
      },
    ]);
  }
  if (rules.foresightPerMove > 0 && command.foresight % rules.foresightPerMove !== 0) {
    return reject('heist/foresight-uneven', `foresight: a move takes ${rules.foresightPerMove} Foresight`);
  }
  const most = escapeCover(moves, command.foresight, rules.foresightPerMove, rules.lastDitchSides);
  if (command.foresight > most.foresight) {
    return reject(
      'heist/foresight-too-much',
      `foresight: ${moves} move${moves === 1 ? '' : 's'} take at most ${most.foresight} Foresight`,
    );
  }
  const left = moves - (rules.foresightPerMove > 0 ? command.foresight / rules.foresightPerMove : 0);
  const roll =
    left > 0 && rules.lastDitchSides > 0
      ? { sides: rules.lastDitchSides, face: dice.roll(rules.lastDitchSides) }
      : null;
  const outcome = left <= 0 || (roll !== null && roll.face >= left) ? 'escaped' : 'caught';
  return ok([
    { type: 'heist/alarm-escaped', character: who.id, moves, foresight: command.foresight, roll, outcome },
  ]);
}
