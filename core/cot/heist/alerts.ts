import type { CharacterId } from '../../shared/ids.ts';
import { atSpot } from './roster.ts';
import type { HeistAwareCause, HeistEvent, HeistState } from './types.ts';

/**
 * What an action's noise does (COT-GUARD-4, COT-SPOT-7): guards who become Aware, each once under the first
 * cause that reached them, the mark it leaves on the campaign Spot (Aware for the Job, COT-D-56), and who is
 * Discovered. The events come out in that order.
 */
export interface Noise {
  readonly aware: readonly (readonly [HeistAwareCause, readonly CharacterId[]])[];
  readonly discovered: readonly (readonly [HeistAwareCause, CharacterId])[];
}

export function noiseEvents(state: HeistState, noise: Noise): HeistEvent[] {
  const seen = new Set(state.drop.characters.filter((c) => c.aware).map((c) => c.id));
  const events: HeistEvent[] = [];
  const posted: CharacterId[] = [];
  for (const [cause, ids] of noise.aware) {
    const fresh = ids.filter((id) => !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    if (fresh.length > 0) events.push({ type: 'heist/became-aware', characters: fresh, cause });
    posted.push(
      ...fresh.filter((id) => Object.hasOwn(state.spot.guards, id) && !state.spot.guards[id]!.aware),
    );
  }
  if (posted.length > 0) {
    events.push({
      type: 'heist/spot-changed',
      event: { type: 'spot/guards-alerted', spotId: state.spot.id, guards: posted },
    });
  }
  const discovered = new Set(state.drop.characters.filter((c) => c.discovered).map((c) => c.id));
  for (const [cause, id] of noise.discovered) {
    if (discovered.has(id) || !atSpot(state, id)) continue;
    discovered.add(id);
    events.push({ type: 'heist/discovered', character: id, cause });
  }
  return events;
}

/** Who a noise turns Aware and who it Discovers (those not so already), as `noiseEvents` writes them. */
export interface Alerted {
  readonly aware: readonly CharacterId[];
  readonly discovered: readonly CharacterId[];
}

export function alertedBy(state: HeistState, noise: Noise): Alerted {
  const events = noiseEvents(state, noise);
  return {
    aware: events.flatMap((event) => (event.type === 'heist/became-aware' ? event.characters : [])),
    discovered: events.flatMap((event) => (event.type === 'heist/discovered' ? [event.character] : [])),
  };
}
