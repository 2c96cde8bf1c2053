import * as v from 'valibot';
import { filledText, idSchema, idText, integer, list, object, oneOf, text } from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import { obstacleSchema, spotLimits } from '../spot/index.ts';
import type { GenerateJob } from './generate.ts';
import { heistPointsPerResourceLimits } from './mapping-edit.ts';
import { cardSkills } from './types.ts';

/** The shape of `job/generate`, field by field: the draw, the mapping and the GM's removals are bounded. */

/** A card's name: never a reserved word (no card of the decks is one). */
const card = idText(spotLimits.nameMax);
const cards = list(card, spotLimits.zonesMax);

export const jobDrawSchema = object({
  seed: idText(spotLimits.nameMax),
  job: card,
  security: cards,
  complications: cards,
  secondary: list(object({ card, security: cards }), spotLimits.zonesMax),
});

export const mappingSchema = object({
  rows: list(
    object({
      skill: oneOf(cardSkills),
      card: v.nullable(card),
      obstacle: obstacleSchema,
      reason: text(spotLimits.notesMax),
    }),
    spotLimits.zonesMax,
  ),
  heistPointsPerResource: integer(heistPointsPerResourceLimits.min, heistPointsPerResourceLimits.max),
});

export const generateJobSchema = object({
  type: v.literal('job/generate'),
  spotId: idSchema,
  name: filledText(spotLimits.nameMax),
  draw: jobDrawSchema,
  mapping: mappingSchema,
  removed: list(idText(spotLimits.nameMax * 2), 1000),
});

// The schema describes exactly the type: this fails to compile when either side drifts.
const schemasMatchTypes: [Same<v.InferOutput<typeof generateJobSchema>, GenerateJob>] = [true];
void schemasMatchTypes;
