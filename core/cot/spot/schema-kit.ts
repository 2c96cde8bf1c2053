import type * as v from 'valibot';
import { idRecord as recordBy, idText } from '../../shared/schema-kit.ts';
import { spotLimits as limits } from './limits.ts';

/**
 * The schema builders the Spot, Heist, Prep and other engines' schemas import: the shared ones of core
 * (core/shared/schema-kit.ts), with the Spot's id of 1–200 characters that is never a reserved word.
 */

export {
  characterIdSchema,
  filledText,
  finite,
  flag,
  integer,
  list,
  object,
  oneOf,
  pair,
  text,
} from '../../shared/schema-kit.ts';
export type { Frozen, Same } from '../../shared/schema-kit.ts';

/** An id: 1–200 characters, never a reserved word (`__proto__`, `constructor`, `toString`…). */
export const idSchema = idText(limits.idMax);

/** A record keyed by ids, with at most `max` entries; a reserved word as a key is refused. */
export function idRecord<const TValue extends v.GenericSchema>(value: TValue, max: number) {
  return recordBy(idSchema, value, max);
}
