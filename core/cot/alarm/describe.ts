import type { AlarmCard, AlarmGuard, AlarmItem } from '../spot/index.ts';
import type { AlarmEvent, AlarmSoundCause, NoiseCause } from './types.ts';

/** The alarm track in plain words: history lines, undo labels and the boards' labels. */

/** What made noise, as the history says it. */
export const noiseCauseWords: Readonly<Record<NoiseCause, string>> = {
  'stealth-failed': 'a failed Stealth roll',
  'move-unstealthy': 'a move without Stealth',
  'loud-bypass': 'a loud bypass',
  'bypass-failed': 'a failed bypass',
  drop: 'Getting the Drop',
  'call-for-help': 'a Call for Help',
  'guards-aware': 'guards turning Aware',
  camera: 'a camera',
  gm: "the GM's call",
};

const soundWords: Readonly<Record<AlarmSoundCause, string>> = {
  track: 'the noise reached the last step',
  card: 'the Sound the Alarm card',
  gm: "the GM's call",
};

function scores(guard: AlarmGuard): string {
  const parts = [
    guard.awareness === null ? null : `Awareness ${guard.awareness}`,
    guard.training === null ? null : `Training ${guard.training}`,
  ].filter((part) => part !== null);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** "Guard (Awareness 10, Training 9)", "Camera (Awareness 12)", "Lock 12", "Pressure sensor". */
export function itemLabel(item: AlarmItem, zoneName: (zone: string) => string = (zone) => zone): string {
  switch (item.kind) {
    case 'guard':
      return `Guard${scores(item)}`;
    case 'camera':
      return `Camera (Awareness ${item.awareness})`;
    case 'lock':
      return `Lock ${item.score}`;
    case 'pressure-sensor':
      return `Pressure sensor (control panel in ${zoneName(item.panel)})`;
  }
}

/** "Guards turn Aware", "The next gate closes", "Patrol: 2 guards into the Vault"… */
export function cardLabel(card: AlarmCard, zoneName: (zone: string) => string = (zone) => zone): string {
  const effect = card.effect;
  const special = card.special ? ' (Special)' : '';
  const guards = (n: number) => `${n} guard${n === 1 ? '' : 's'}`;
  switch (effect.kind) {
    case 'aware':
      return `${card.name}${special}: ${effect.zone === null ? 'every guard turns Aware' : `the guards in ${zoneName(effect.zone)} turn Aware`}`;
    case 'gate':
      return `${card.name}${special}: the next lockdown gate closes`;
    case 'patrol':
      return `${card.name}${special}: a patrol of ${guards(effect.guards.length)} comes into ${zoneName(effect.zone)}`;
    case 'reinforcements':
      return `${card.name}${special}: ${guards(effect.guards.length)} of reinforcements reach the edge`;
    case 'alarm':
      return `${card.name}${special}: the alarm sounds`;
    case 'nothing':
      return `${card.name}${special}: nothing happens`;
  }
}

/** An alarm event as a line of the scene's history; `names` gives a character's name. */
export function describeAlarm(event: AlarmEvent, names: (id: string) => string): string {
  switch (event.type) {
    case 'heist/alarm-noise-made':
      return `Noise +${event.amount} (${event.cause === 'gm' && event.reason ? event.reason : noiseCauseWords[event.cause]}): ${event.noise}`;
    case 'heist/alarm-revealed':
      return event.item
        ? `${event.zoneName}: ${itemLabel(event.item)} revealed`
        : `${event.zoneName}: nothing there (the bag was empty)`;
    case 'heist/alarm-lock-bypassed':
      return 'The lock stays open for the rest of the Heist';
    case 'heist/alarm-sensor-off':
      return `${names(event.character)} reaches the control panel: a pressure sensor is off`;
    case 'heist/alarm-alert-raised': {
      const why = event.cause === 'noise' ? `the noise reached ${event.threshold}` : "the GM's call";
      const specials = event.specials.map((card) => card.name);
      const played = event.card ? event.card.name : 'the deck is empty';
      return `Alert (${why}): ${[...specials, played].join(', then ')}`;
    }
    case 'heist/alarm-gate-closed':
      return `Lockdown gate ${event.letter} closes`;
    case 'heist/alarm-guards-arrived': {
      const who = event.guards.map((g) => g.character.name);
      return `${who.join(', ')} ${who.length === 1 ? 'arrives' : 'arrive'}`;
    }
    case 'heist/alarm-edited':
      return `The GM changes the alarm: ${event.bag.length} in the bag, ${event.deck.length} card${event.deck.length === 1 ? '' : 's'} in the deck`;
    case 'heist/alarm-sounded':
      return `The alarm sounds (${soundWords[event.cause]}): an Action stage, a minute a round`;
    case 'heist/alarm-escaped':
      return `${names(event.character)} ${event.outcome === 'escaped' ? 'gets out' : 'is caught inside'} (${event.moves} move${event.moves === 1 ? '' : 's'} to the edge${event.foresight > 0 ? `, ${event.foresight} Foresight` : ''}${event.roll ? `, rolled ${event.roll.face}` : ''})`;
  }
}
