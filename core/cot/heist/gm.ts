import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import type { DropCharacter } from '../drop/index.ts';
import { roundsPass as dropRoundsPass } from '../drop/index.ts';
import { isNode, nodeName } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import { peopleOf } from './apply.ts';
import { noiseEvents } from './alerts.ts';
import { spotMarks } from './drop-route.ts';
import type { HeistEnv } from '../prep/index.ts';
import { atSpot, isAlive, isUp, readyToAct, sheetOf } from './roster.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

/** The GM's hand on the Heist: placing people, guards perceiving, rounds passing, the alarm, the end. */

type Of<T extends HeistCommand['type']> = Extract<HeistCommand, { type: T }>;

/** A patrol, a guard's round, someone carried: put somewhere without a roll. */
export function place(state: HeistState, command: Of<'heist/place'>): Decision<HeistEvent> {
  const who = atSpot(state, command.character);
  if (!who) return reject('heist/unknown-character', `"${command.character}" is not at the Spot`);
  if (!isNode(state.spot, command.to))
    return reject('heist/unknown-place', `${state.spot.name} has no place "${command.to}"`);
  return ok([
    { type: 'heist/placed', character: who.id, to: command.to, toName: nodeName(state.spot, command.to) },
  ]);
}

/**
 * COT-GUARD-4: guards the GM rules perceived something become Aware (and stay so, COT-D-56). Naming only guards
 * already Aware (a ruling clicked twice) changes nothing and is refused, naming them.
 */
export function alert(state: HeistState, command: Of<'heist/alert'>): Decision<HeistEvent> {
  if (command.guards.length === 0) return reject('heist/no-guards', 'Name at least one guard to alert');
  const stranger = command.guards.find((id) => !atSpot(state, id));
  if (stranger !== undefined) return reject('heist/unknown-character', `"${stranger}" is not at the Spot`);
  const named = [...new Set(command.guards)].map((id) => atSpot(state, id)!);
  const alive = named.filter(isAlive);
  const events = noiseEvents(state, { aware: [['gm', alive.map((c) => c.id)]], discovered: [] });
  if (events.length > 0) return ok(events);
  const only = named.length === 1 ? named[0]! : null;
  if (alive.length === 0)
    return reject(
      'heist/dead',
      only ? `${only.name} is dead: nothing changed` : 'Every guard named is dead: nothing changed',
    );
  return reject(
    'heist/already-aware',
    only
      ? `${only.name} is already Aware: nothing changed`
      : `Every guard named is already Aware${alive.length < named.length ? ' or dead' : ''}: nothing changed`,
  );
}

/** COT-SPOT-7: the GM rules that someone was seen; someone Discovered already is refused, named. */
export function discover(state: HeistState, command: Of<'heist/discover'>): Decision<HeistEvent> {
  const who = atSpot(state, command.character);
  if (!who) return reject('heist/unknown-character', `"${command.character}" is not at the Spot`);
  if (who.discovered)
    return reject('heist/already-discovered', `${who.name} is already Discovered: nothing changed`);
  return ok(noiseEvents(state, { aware: [], discovered: [['gm', who.id]] }));
}

/**
 * COT-GUARD-6, COT-D-57: an Aware guard calls for help on their turn: every guard in their zone becomes Aware,
 * every other guard of the Spot gains `call_for_help_bonus` Awareness (cumulative). A call nobody would hear
 * (the guards here Aware already or out cold, none elsewhere) changes nothing and is refused.
 */
export function callForHelp(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/call-for-help'>,
): Decision<HeistEvent> {
  const caller = readyToAct(env, state, command.guard);
  if (isRejection(caller)) return caller;
  const { at } = caller;
  if (at.kind !== 'guard') return reject('heist/not-a-guard', `${at.name} is not a guard (COT-GUARD-6)`);
  if (!at.aware) return reject('heist/not-aware', `${at.name} is not Aware: nothing to call about`);
  if (at.zone === null) return reject('heist/outside', `${at.name} has left the Spot`);
  const events = callEvents(state, at, env.rules.callForHelpBonus);
  if (events.length > 0) return ok(events);
  return reject(
    'heist/nobody-to-call',
    `Nobody would hear ${at.name}: no other guard at the Spot could still be alerted`,
  );
}

function callEvents(state: HeistState, caller: DropCharacter, bonus: number): HeistEvent[] {
  const guards = state.drop.characters.filter(
    (c) => c.kind === 'guard' && c.id !== caller.id && isAlive(c) && c.zone !== null,
  );
  const alerted = guards.filter((c) => c.zone === caller.zone && isUp(c)).map((c) => c.id);
  const raised = guards.filter((c) => c.zone !== caller.zone).map((c) => c.id);
  const posted = raised.filter((id) => Object.hasOwn(state.spot.guards, id));
  return [
    ...noiseEvents(state, { aware: [['call-for-help', alerted]], discovered: [] }),
    ...(raised.length > 0 ? [{ type: 'heist/awareness-raised', characters: raised, bonus } as const] : []),
    ...(posted.length > 0
      ? [
          {
            type: 'heist/spot-changed',
            event: { type: 'spot/awareness-raised', spotId: state.spot.id, guards: posted, bonus },
          } as const,
        ]
      : []),
  ];
}

/**
 * Heist rounds pass: the Unconscious count down and come round (COT-D-32, the Drop's own rule); under
 * `aware_cooldown_rounds` = N, guards stand down after N rounds without a new alert (COT-D-56's alternative).
 * Time passes even while a Drop's response is due (COT-D-29 holds back actions, not the clock): a round that
 * ends on a Drop still counts.
 */
export function roundsPass(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/rounds-pass'>,
  _dice: Dice,
): Decision<HeistEvent> {
  if (!Number.isInteger(command.rounds) || command.rounds < 1 || command.rounds > 1000) {
    return reject(
      'heist/bad-rounds',
      `Rounds passing must be a whole number from 1 to 1000 (got ${command.rounds})`,
    );
  }
  const drop = dropRoundsPass(state.drop, command);
  if (!drop.ok) return drop;
  const cooldown = env.rules.awareCooldownRounds;
  const quiet = state.quietRounds + command.rounds;
  const stoodDown: CharacterId[] =
    cooldown !== null && quiet >= cooldown
      ? state.drop.characters.filter((c) => c.kind === 'guard' && c.aware && isUp(c)).map((c) => c.id)
      : [];
  return ok([
    ...drop.events.map((event): HeistEvent => ({ type: 'heist/drop', event })),
    ...spotMarks(state, drop.events),
    { type: 'heist/rounds-passed', rounds: command.rounds, stoodDown },
  ]);
}

/**
 * Back from the Gang Warfare or chase that broke out (COT-D-65): they act in the Heist again, wounded or dead as
 * that scene left them on their sheets (COT-CHAR-6), the one place the Heist reads it, and awake when they were
 * woken there.
 */
export function fightOver(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/fight-over'>,
): Decision<HeistEvent> {
  const back = command.characters.filter((id) => state.engaged.includes(id));
  if (back.length === 0)
    return reject('heist/not-engaged', 'None of them is caught up in a fight or a chase');
  // Woken in the fight (COT-INIT-6): they come back to the Heist awake, not as they lay before it.
  const woken = back.filter((id) => atSpot(state, id)?.unconscious === true && env.ctx.awayAs?.(id) === null);
  // How each breakout's people come back is its declaration's: a chase runs them off the Spot, so whoever comes
  // back from one alive stands Outside (docs/decisions.md).
  const offSpot = (kind: string) =>
    env.ctx.breakouts?.find((b) => b.kind === kind)?.breakout.comesBack === 'outside';
  const chased = new Set(state.breakouts.filter((b) => offSpot(b.kind)).flatMap((b) => peopleOf(b)));
  const outsideNow = back.filter(
    (id) =>
      chased.has(id) && sheetOf(env, id)?.condition.state !== 'dead' && atSpot(state, id)?.zone !== null,
  );
  return ok([
    { type: 'heist/fight-over', characters: back },
    ...woken.map((id): HeistEvent => ({
      type: 'heist/drop',
      event: { type: 'drop/woke', character: id, by: null },
    })),
    ...outsideNow.map((id): HeistEvent => ({
      type: 'heist/placed',
      character: id,
      to: outside,
      toName: nodeName(state.spot, outside),
    })),
  ]);
}

export function end(state: HeistState, command: Of<'heist/end'>): Decision<HeistEvent> {
  if (state.ended !== null) return reject('heist/ended', 'The Heist is over');
  const summary = command.summary.trim() || 'The Heist is over';
  return ok([{ type: 'heist/ended', summary }]);
}
