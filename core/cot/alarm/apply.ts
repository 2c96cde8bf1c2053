import { isAlarmSecurity } from './track.ts';
import type { AlarmEvent, AlarmState } from './types.ts';

/**
 * The track after one of its events: no dice, no settings. What an event does to the Heist around it (guards
 * joining, locks on the Spot's barriers, someone placed Outside) is the Heist's apply; this is the track's part.
 * @throws Error for an event the track cannot hold (a gate past the last, an item not in the bag, noise going down).
 */
export function applyAlarm(state: AlarmState, event: AlarmEvent): AlarmState {
  switch (event.type) {
    case 'heist/alarm-noise-made':
      if (event.noise !== state.noise + event.amount) {
        throw new Error(`Noise ${state.noise} + ${event.amount} is not ${event.noise}`);
      }
      return { ...state, noise: event.noise };
    case 'heist/alarm-revealed':
      return revealed(state, event);
    case 'heist/alarm-lock-bypassed':
      if (!isAlarmSecurity(state, event.barrier, event.security)) {
        throw new Error(`"${event.security}" is no lock the alarm track revealed`);
      }
      return state;
    case 'heist/alarm-sensor-off': {
      const sensor = state.revealed.find(
        (r) => r.item?.id === event.item && r.item.kind === 'pressure-sensor',
      );
      if (!sensor) throw new Error(`No pressure sensor "${event.item}" was revealed`);
      if (state.sensorsOff.includes(event.item))
        throw new Error(`The pressure sensor "${event.item}" is already off`);
      return { ...state, sensorsOff: [...state.sensorsOff, event.item] };
    }
    case 'heist/alarm-alert-raised':
      return alertRaised(state, event);
    case 'heist/alarm-gate-closed': {
      const next = state.gates[state.closed];
      if (!next) throw new Error('Every lockdown gate is already closed');
      if (JSON.stringify(next) !== JSON.stringify(event.gate)) {
        throw new Error(`Gate ${event.letter} is not the next to close`);
      }
      return { ...state, closed: state.closed + 1 };
    }
    case 'heist/alarm-guards-arrived': {
      const arrivals = { ...state.arrivals };
      for (const { character, awareness } of event.guards) {
        if (Object.hasOwn(arrivals, character.id)) throw new Error(`${character.name} already came in`);
        Object.defineProperty(arrivals, character.id, {
          value: awareness,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return { ...state, arrivals };
    }
    case 'heist/alarm-edited':
      return { ...state, bag: event.bag, deck: event.deck };
    case 'heist/alarm-sounded':
      if (state.sounded !== null) throw new Error('The alarm already sounded');
      return { ...state, sounded: event.cause };
    case 'heist/alarm-escaped': {
      if (state.sounded === null) throw new Error('An escape before the alarm');
      if (Object.hasOwn(state.escapes, event.character))
        throw new Error(`${event.character} already tried to escape`);
      const escapes = { ...state.escapes };
      Object.defineProperty(escapes, event.character, {
        value: event.outcome,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return { ...state, escapes };
    }
    default:
      return unknownEvent(event);
  }
}

function unknownEvent(event: never): never {
  throw new Error(`Unknown alarm event ${JSON.stringify(event)}`);
}

function revealed(
  state: AlarmState,
  event: Extract<AlarmEvent, { type: 'heist/alarm-revealed' }>,
): AlarmState {
  if (!state.unknown.includes(event.zone))
    throw new Error(`The zone "${event.zone}" holds no unknown security`);
  let bag = state.bag;
  if (event.item === null) {
    if (state.bag.length > 0) throw new Error('A zone revealed empty while the bag still holds something');
  } else {
    const index = state.bag.findIndex((item) => item.id === event.item?.id);
    if (index < 0) throw new Error(`"${event.item.id}" is not in the bag`);
    if (event.draw && event.draw.face !== index + 1)
      throw new Error(`The draw ${event.draw.face} is not "${event.item.id}"`);
    bag = state.bag.filter((_, i) => i !== index);
  }
  return {
    ...state,
    bag,
    unknown: state.unknown.filter((zone) => zone !== event.zone),
    revealed: [...state.revealed, { zone: event.zone, item: event.item, cause: event.cause }],
  };
}

function alertRaised(
  state: AlarmState,
  event: Extract<AlarmEvent, { type: 'heist/alarm-alert-raised' }>,
): AlarmState {
  const drawn = [...event.specials, ...(event.card ? [event.card] : [])];
  drawn.forEach((card, index) => {
    if (state.deck[index]?.id !== card.id)
      throw new Error(`"${card.id}" is not card ${index + 1} of the deck`);
  });
  if (event.specials.some((card) => !card.special))
    throw new Error('A card passed on the way is not Special');
  if (event.card?.special) throw new Error("An alert's own card is not Special");
  if (event.card === null && state.deck.length > drawn.length)
    throw new Error('An alert found no card in a deck that has one');
  let crossed = state.crossed;
  if (event.cause === 'noise') {
    if (event.threshold !== state.track.alerts[crossed])
      throw new Error(`${event.threshold} is not the next threshold`);
    crossed += 1;
  }
  return {
    ...state,
    crossed,
    deck: state.deck.slice(drawn.length),
    played: [
      ...state.played,
      ...event.specials.map((card) => ({ card, special: true })),
      ...(event.card ? [{ card: event.card, special: false }] : []),
    ],
  };
}
