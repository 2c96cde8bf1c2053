import * as v from 'valibot';
import { characterIdSchema, idMax, idSchema, isReservedId, list } from '../../shared/schema-kit.ts';
import type { BreakoutRecord, BreakoutRequest } from '../world/index.ts';

/**
 * The schemas of a scene breaking out of the Heist (COT-WAR-1, COT-CHASE-3, COT-D-65), field by field: its kind and
 * zone, who it starts from, the side a catastrophic Drop gave round 1, and every other field a list of people
 * under the name of the part they play. Which kinds there are, and which lists each takes, is for the engines that
 * declare the breakout capability: `decide` checks a request against its declaration (break-out.ts).
 */

const people = list(characterIdSchema, 500);

/** At most this many lists of people in one breakout. */
export const maxParties = 4;

/** Every field but the named ones is a list's name: an id that is not a reserved word, and at most `maxParties`. */
function partyNames(named: readonly string[]) {
  return v.custom<Record<string, unknown>>((input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
    const parties = Object.keys(input).filter((key) => !named.includes(key));
    return (
      parties.length <= maxParties &&
      parties.every((key) => key.length <= idMax && key.trim() !== '' && !isReservedId(key))
    );
  }, `expected a breakout: its kind, its zone and at most ${maxParties} lists of people, each named by an id`);
}

export const breakoutRequestSchema = v.pipe(
  partyNames(['kind', 'zone']),
  v.objectWithRest({ kind: idSchema, zone: idSchema }, people, 'expected a breakout'),
  v.transform((request) => request as BreakoutRequest),
);

export const breakoutSchema = v.pipe(
  partyNames(['kind', 'lead', 'zone', 'firstRoundSide', 'origin']),
  v.objectWithRest(
    {
      kind: idSchema,
      lead: characterIdSchema,
      zone: idSchema,
      firstRoundSide: v.optional(v.nullable(idSchema)),
      origin: v.exactOptional(v.literal('flee')),
    },
    people,
    'expected a breakout',
  ),
  v.transform((record) => record as BreakoutRecord),
);
