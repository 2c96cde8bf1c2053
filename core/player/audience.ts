import type { CharacterId } from '../shared/ids.ts';
import { characterIdMax } from '../shared/schema-kit.ts';
import type { Audience } from './types.ts';

/** The audience of one crew member's own device: their seat at the table. */
export function seatAudience(id: CharacterId): Audience {
  return `seat:${id}`;
}

/**
 * An audience named in a link or a message (`crew`, or `seat:<character id>`), checked: the audience, or null for
 * anything else (whether that character is of the crew is the projection's to say: a seat that is not gets the
 * empty view). Never throws.
 */
export function parseAudience(value: unknown): Audience | null {
  if (value === 'crew') return 'crew';
  if (typeof value !== 'string' || !value.startsWith('seat:')) return null;
  const id = value.slice('seat:'.length);
  return id.length > 0 && id.length <= characterIdMax ? (value as Audience) : null;
}
