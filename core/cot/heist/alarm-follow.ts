import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import {
  alarmRules,
  cameraIn,
  dealAlert,
  drawFromBag,
  lockSecurities,
  nextGate,
  reachesAlarm,
  sensorsPanelledIn,
  thresholdsCrossed,
  unknownNear,
} from '../alarm/index.ts';
import type {
  AlarmCard,
  AlarmGuard,
  AlarmSoundCause,
  AlertCause,
  NoiseCause,
  RevealCause,
} from '../alarm/index.ts';
import { dropCharacter } from '../drop/index.ts';
import { linksOf, nodeName, outside } from '../spot/index.ts';
import type { NodeId } from '../spot/index.ts';
import type { HeistEnv } from '../prep/index.ts';
import { noiseEvents } from './alerts.ts';
import { applyHeist } from './apply.ts';
import { isUp } from './roster.ts';
import { houseSide } from './start.ts';
import type { HeistEvent, HeistState } from './types.ts';

/**
 * The alarm track's part in a Heist command (Masters of the Heist): after the command's own events, in the same
 * decision (one undo step), the unknown zones next to where a crew member came are revealed, pressure sensors
 * whose control panel a crew member reached switch off, and the command's noise goes on the track, each threshold
 * crossed raising its alert and the last step sounding the alarm. A Heist without the track: nothing.
 */

/** Events folded one by one onto a Heist as they are decided, so each step reads the state the last one left. */
class Steps {
  state: HeistState;
  readonly events: HeistEvent[] = [];
  constructor(state: HeistState) {
    this.state = state;
  }
  push(...events: readonly HeistEvent[]): void {
    for (const event of events) {
      this.state = applyHeist(this.state, event);
      this.events.push(event);
    }
  }
}

/**
 * The command's events followed by the track's: reveals, sensors off, noise, alerts, the alarm. `sneaking`: the
 * command was a move with Stealth.
 */
export function withAlarm(
  env: HeistEnv,
  state: HeistState,
  events: readonly HeistEvent[],
  dice: Dice,
  sneaking = false,
): readonly HeistEvent[] {
  if (!state.alarm || state.ended !== null) return events;
  const steps = new Steps(state);
  steps.push(...events);
  const arrivals = crewArrivals(steps.state, events);
  for (const zone of arrivals) revealNear(env, steps, zone, dice);
  sensorsOff(steps);
  const noise = noiseOf(env, steps.state, events, arrivals, sneaking);
  for (const [cause, amount] of noise) makeNoise(env, steps, amount, cause, '', dice);
  return steps.events;
}

/** Where crew members came this command (moved and arrived, placed, ambushed): each place once, in order. */
function crewArrivals(state: HeistState, events: readonly HeistEvent[]): readonly NodeId[] {
  const places: NodeId[] = [];
  const add = (character: CharacterId, to: NodeId) => {
    if (state.crew.includes(character) && !places.includes(to)) places.push(to);
  };
  for (const event of events) {
    if (event.type === 'heist/moved' && event.arrived) add(event.character, event.toward);
    if (event.type === 'heist/placed') add(event.character, event.to);
    if (event.type === 'heist/ambushed') add(event.character, event.to);
  }
  return places;
}

/** Reveals every unknown zone next to `zone` (and `zone` itself, if unknown). */
export function revealNear(env: HeistEnv, steps: Steps, zone: NodeId, dice: Dice): void {
  const alarm = steps.state.alarm;
  if (!alarm) return;
  for (const unknown of unknownNear(alarm, steps.state.spot, zone))
    reveal(env, steps, unknown, 'approach', dice);
}

/** One unknown zone revealed: an item drawn from the bag (or none: the bag is empty) and put in play there. */
export function reveal(env: HeistEnv, steps: Steps, zone: string, cause: RevealCause, dice: Dice): void {
  const alarm = steps.state.alarm;
  if (!alarm || !alarm.unknown.includes(zone)) return;
  const drawn = drawFromBag(alarm.bag, dice);
  const item = drawn?.item ?? null;
  const locks = item?.kind === 'lock' ? lockSecurities(steps.state.spot, zone, item) : [];
  steps.push({
    type: 'heist/alarm-revealed',
    zone,
    zoneName: nodeName(steps.state.spot, zone),
    item,
    draw: drawn?.draw ?? null,
    cause,
    locks,
  });
  if (item?.kind === 'guard') guardsArrive(env, steps, item.id, [item], zone, false);
}

/** Guards the track brings into the Heist (a guard drawn, a patrol, reinforcements); anyone already there stays out. */
function guardsArrive(
  env: HeistEnv,
  steps: Steps,
  source: string,
  guards: readonly AlarmGuard[],
  zone: string | null,
  aware: boolean,
): void {
  const present = new Set(steps.state.drop.characters.map((c) => c.id));
  const arriving = guards.filter((g) => !present.has(g.guard) && Object.hasOwn(env.ctx.characters, g.guard));
  if (arriving.length === 0) return;
  steps.push({
    type: 'heist/alarm-guards-arrived',
    source,
    guards: arriving.map((g) => ({
      character: dropCharacter(
        env.ctx.characters[g.guard]!,
        { side: houseSide, zone, aware, ...(g.training === null ? {} : { training: g.training }) },
        env.ctx.settings,
      ),
      awareness: g.awareness,
    })),
  });
}

/**
 * Where reinforcements come in (MOTH-D-6): the first zone the Spot's edge opens onto (its entrance), Aware; a Spot
 * whose edge opens nowhere: its first zone. Never Outside itself, where no fight can break out (COT-D-65).
 */
function entrance(state: HeistState): string | null {
  const door = linksOf(state.spot, outside)[0]?.other;
  return door ?? Object.keys(state.spot.zones)[0] ?? null;
}

/** Pressure sensors switch off once a crew member stands in their control panel's zone (MotH "Pressure Sensors"). */
function sensorsOff(steps: Steps): void {
  for (const character of steps.state.drop.characters) {
    const alarm = steps.state.alarm;
    if (!alarm || !steps.state.crew.includes(character.id) || character.zone === null || !isUp(character))
      continue;
    for (const sensor of sensorsPanelledIn(alarm, character.zone)) {
      steps.push({
        type: 'heist/alarm-sensor-off',
        item: sensor.item,
        zone: sensor.zone,
        character: character.id,
      });
    }
  }
}

/** The noise a command's events make, per cause, by the table's noise settings (MOTH-D-2). */
function noiseOf(
  env: HeistEnv,
  state: HeistState,
  events: readonly HeistEvent[],
  arrivals: readonly NodeId[],
  sneaking: boolean,
): ReadonlyMap<Exclude<NoiseCause, 'gm'>, number> {
  const table = alarmRules(env.ctx.settings).noise;
  const total = new Map<Exclude<NoiseCause, 'gm'>, number>();
  const add = (cause: Exclude<NoiseCause, 'gm'>) => total.set(cause, (total.get(cause) ?? 0) + table[cause]);
  for (const event of events) {
    switch (event.type) {
      case 'heist/moved':
        // A Stealth move nobody watched rolls nothing (its `stealth` is null) and is as quiet as an unseen one.
        if (event.stealth === null) {
          if (!sneaking) add('move-unstealthy');
        } else if (!event.stealth.unseen) add('stealth-failed');
        break;
      case 'heist/bypass-rolled':
        if (event.catastrophe || (event.success && event.skill === 'explosives')) add('loud-bypass');
        else if (!event.success) add('bypass-failed');
        if (event.stealth && !event.stealth.unseen) add('stealth-failed');
        break;
      case 'heist/drop':
        if (event.event.type === 'drop/rolled') add('drop');
        if (event.event.type === 'drop/called-for-help') add('call-for-help');
        break;
      case 'heist/became-aware':
        add(event.cause === 'call-for-help' ? 'call-for-help' : 'guards-aware');
        break;
      default:
        break;
    }
  }
  const alarm = state.alarm;
  if (alarm)
    for (const zone of arrivals) if (zone !== outside && cameraIn(alarm, zone) !== null) add('camera');
  for (const [cause, amount] of total) if (amount <= 0) total.delete(cause);
  return total;
}

/**
 * Noise on the track: one event, then one alert per threshold crossed (in order, even when one action crosses two),
 * then the alarm if the noise reached the last step.
 */
export function makeNoise(
  env: HeistEnv,
  steps: Steps,
  amount: number,
  cause: NoiseCause,
  reason: string,
  dice: Dice,
): void {
  const alarm = steps.state.alarm;
  if (!alarm || amount <= 0) return;
  const crossed = thresholdsCrossed(alarm, amount);
  const alarmNow = reachesAlarm(alarm, amount);
  steps.push({ type: 'heist/alarm-noise-made', amount, cause, reason, noise: alarm.noise + amount });
  for (const threshold of crossed) raiseAlert(env, steps, 'noise', threshold, dice);
  if (alarmNow && steps.state.alarm?.sounded === null) soundAlarm(env, steps, 'track', dice);
}

/** An alert: the Special cards on top and the alert's own card, each played in order (MotH "Raise Alert"). */
export function raiseAlert(
  env: HeistEnv,
  steps: Steps,
  cause: AlertCause,
  threshold: number | null,
  dice: Dice,
): void {
  const alarm = steps.state.alarm;
  if (!alarm) return;
  const { specials, card } = dealAlert(alarm.deck);
  steps.push({ type: 'heist/alarm-alert-raised', cause, threshold, specials, card });
  for (const played of [...specials, ...(card ? [card] : [])]) playCard(env, steps, played, dice);
}

function playCard(env: HeistEnv, steps: Steps, card: AlarmCard, dice: Dice): void {
  const effect = card.effect;
  switch (effect.kind) {
    case 'aware':
      allAware(steps, effect.zone);
      return;
    case 'gate': {
      const alarm = steps.state.alarm;
      const next = alarm ? nextGate(alarm) : null;
      if (next) steps.push({ type: 'heist/alarm-gate-closed', letter: next.letter, gate: next.gate });
      return;
    }
    case 'patrol':
      guardsArrive(env, steps, card.id, effect.guards, effect.zone, false);
      return;
    case 'reinforcements':
      guardsArrive(env, steps, card.id, effect.guards, entrance(steps.state), true);
      return;
    case 'alarm':
      if (steps.state.alarm?.sounded === null) soundAlarm(env, steps, 'card', dice);
      return;
    case 'nothing':
      return;
  }
}

/** Every guard (in one zone, or everywhere) turns Aware; those posted at the campaign's Spot stay so for the Job. */
function allAware(steps: Steps, zone: string | null): void {
  const guards = steps.state.drop.characters.filter(
    (c) => c.kind === 'guard' && isUp(c) && !c.aware && (zone === null || c.zone === zone),
  );
  steps.push(...noiseEvents(steps.state, { aware: [['alarm', guards.map((g) => g.id)]], discovered: [] }));
}

/**
 * The alarm (MotH "Escape Phase"): it sounds, every guard turns Aware, every lockdown gate closes, every unknown
 * security is revealed; the scene becomes an Action stage (the engine's stage, read by the scene layer).
 */
export function soundAlarm(env: HeistEnv, steps: Steps, cause: AlarmSoundCause, dice: Dice): void {
  steps.push({ type: 'heist/alarm-sounded', cause });
  allAware(steps, null);
  for (let alarm = steps.state.alarm, next = alarm ? nextGate(alarm) : null; next;) {
    steps.push({ type: 'heist/alarm-gate-closed', letter: next.letter, gate: next.gate });
    alarm = steps.state.alarm;
    next = alarm ? nextGate(alarm) : null;
  }
  for (const zone of steps.state.alarm?.unknown ?? []) reveal(env, steps, zone, 'alarm', dice);
}

export { Steps };
