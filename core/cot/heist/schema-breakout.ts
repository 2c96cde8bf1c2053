import * as v from 'valibot';
import { characterIdSchema, idSchema, list, object } from '../../shared/schema-kit.ts';

/** The schemas of a fight or a chase breaking out of the Heist, field by field (COT-WAR-1, COT-CHASE-3). */

const people = list(characterIdSchema, 500);

export const breakoutRequestSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('warfare'), zone: idSchema, participants: people }),
    object({ kind: v.literal('chase'), zone: idSchema, targets: people, pursuers: people }),
  ],
  'expected Gang Warfare or a chase',
);

export const breakoutSchema = v.variant(
  'kind',
  [
    object({
      kind: v.literal('warfare'),
      lead: characterIdSchema,
      zone: idSchema,
      participants: people,
      firstRoundSide: v.nullable(idSchema),
    }),
    object({
      kind: v.literal('chase'),
      lead: characterIdSchema,
      zone: idSchema,
      targets: people,
      pursuers: people,
    }),
  ],
  'expected Gang Warfare or a chase',
);
