import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import type { HeistDice, RecordedOdds } from '../../dice/heist-dice.ts';
import { decimal, flag, id, integer, list, object, oneOf, text } from './schema-parts.ts';

/**
 * The odds a roll stored (shown before it was rolled) and a HEIST roll's dice as the roll log stores them: every
 * number finite and in range, every list bounded, every object strict.
 */

const probability = decimal(0, 1);

export const recordedOddsSchema: GenericSchema<unknown, RecordedOdds> = object({
  headline: object({ label: text(), probability }),
  outcomes: list(
    object({
      key: id,
      label: text(),
      probability,
      tone: oneOf(['good', 'bad', 'neutral'] as const),
    }),
    20,
  ),
  detail: text(1000),
});

const index = integer(0, 99);

export const heistDiceSchema: GenericSchema<unknown, HeistDice> = object({
  kind: oneOf(['shot', 'strike', 'blast', 'check', 'plain'] as const),
  sides: integer(0, 12),
  bonus: integer(0, 20),
  tn: v.nullable(integer(-99, 99)),
  dice: list(
    object({
      face: integer(0, 12),
      value: integer(0, 40),
      role: oneOf(['hit', 'miss', 'obstruction', 'given', 'void', 'rolled'] as const),
      ammo: flag,
      fed: integer(0, 99),
      feeds: v.nullable(index),
    }),
    99,
  ),
  hits: v.nullable(integer(0, 99)),
  doubled: flag,
  finalHits: v.nullable(integer(0, 99)),
  ammo: v.nullable(
    object({
      ones: integer(0, 99),
      intense: flag,
      ineffective: flag,
      before: integer(0, 999),
      after: integer(0, 999),
      autoMiss: flag,
      outOfAmmo: flag,
    }),
  ),
  donors: list(object({ donor: index, recipient: index }), 99),
  jam: flag,
  odds: v.nullable(recordedOddsSchema),
});
