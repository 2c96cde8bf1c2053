import type { ActionView } from '../../engine/index.ts';
import { alarmRules, escapeCover } from '../alarm/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { nodeName } from '../spot/index.ts';
import type { HeistEnv } from '../prep/index.ts';
import { crewInside, escapeView } from './alarm-view.ts';
import { isRejection } from '../../shared/result.ts';
import { atSpot, isUp, readyToAct } from './roster.ts';
import type { HeistCommand, HeistState } from './types.ts';
import { judge, rollFree } from './view-judge.ts';

/**
 * The alarm track's actions: a crew member's escape once the alarm sounded (their own action), and the GM's
 * rulings (noise, a reveal, an alert, the alarm, an escape settled for someone), each judged by `decide` itself.
 */

/** Noise the GM's quick buttons add; any other amount goes through the command's field. */
const quickNoise = [1, 2, 3] as const;

/** The escape of a crew member still inside: one option per Foresight they may spend on it (MOTH-D-3). */
export function escapeAction(env: HeistEnv, state: HeistState, at: DropCharacter): ActionView<HeistCommand> {
  return judge(
    { action: 'alarm-escape', label: 'Escape', rule: 'MotH Escape Phase', none: 'The alarm has not sounded' },
    escapeCandidates(env, state, at),
    rollAny(env, state),
    (c) => `Escape${c.foresight > 0 ? ` spending ${c.foresight} Foresight` : ''}`,
  );
}

function escapeCandidates(
  env: HeistEnv,
  state: HeistState,
  at: DropCharacter,
): Extract<HeistCommand, { type: 'heist/alarm-escape' }>[] {
  if (!state.alarm || state.alarm.sounded === null || at.zone === null || !isUp(at)) return [];
  if (Object.hasOwn(state.alarm.escapes, at.id) || isRejection(readyToAct(env, state, at.id))) return [];
  const rules = alarmRules(env.ctx.settings);
  const view = escapeView(env, state, at);
  const most =
    view.moves === null
      ? 0
      : escapeCover(view.moves, view.foresight, rules.foresightPerMove, rules.lastDitchSides).foresight;
  const step = Math.max(1, rules.foresightPerMove);
  const options: number[] = [];
  for (let spend = 0; spend <= most; spend += step) options.push(spend);
  return options.map((foresight) => ({ type: 'heist/alarm-escape', character: at.id, foresight }));
}

/** The GM's rulings on the track; none without one. */
export function alarmRulings(env: HeistEnv, state: HeistState): ActionView<HeistCommand>[] {
  const alarm = state.alarm;
  if (!alarm) return [];
  const check = rollAny(env, state);
  return [
    judge(
      { action: 'alarm-noise', label: 'Make noise', rule: 'MotH Noise and Alerts', none: '' },
      quickNoise.map((amount) => ({ type: 'heist/alarm-noise' as const, amount, reason: '' })),
      check,
      (c) => `Noise +${c.amount}`,
    ),
    judge(
      {
        action: 'alarm-reveal',
        label: 'Reveal a security',
        rule: 'MotH Security Chits',
        none: 'Nothing is still unknown',
      },
      alarm.unknown.map((zone) => ({ type: 'heist/alarm-reveal' as const, zone })),
      check,
      (c) => `Reveal what ${nodeName(state.spot, c.zone)} holds`,
    ),
    judge(
      { action: 'alarm-alert', label: 'Raise an alert', rule: 'MotH Events and Special Events', none: '' },
      [{ type: 'heist/alarm-alert' as const }],
      check,
      () => (alarm.deck.length > 0 ? `Play ${alarm.deck[0]!.name}` : 'Raise an alert (the deck is empty)'),
    ),
    judge(
      {
        action: 'alarm-sound',
        label: 'Sound the alarm',
        rule: 'MotH Escape Phase',
        none: 'The alarm has sounded',
      },
      alarm.sounded === null ? [{ type: 'heist/alarm-sound' as const }] : [],
      check,
      () => 'Sound the alarm: every guard Aware, every gate shut',
    ),
    judge(
      {
        action: 'alarm-escape',
        label: 'Settle an escape',
        rule: 'MotH Escape Phase',
        none: 'Nobody is left inside',
      },
      crewInside(state).flatMap((c) => escapeCandidates(env, state, c)),
      check,
      (c) =>
        `${atSpot(state, c.character)?.name ?? c.character} tries to get out${c.foresight > 0 ? ` (${c.foresight} Foresight)` : ''}`,
    ),
  ];
}

/** A command judged by `decide` with dice that accept any face (its roll is the track's: a draw, the last-ditch die). */
function rollAny(env: HeistEnv, state: HeistState) {
  return rollFree(env, state);
}
