import * as v from 'valibot';
import { poolCheckSchema } from '../common/index.ts';
import { spotLimits as limits } from '../limits/index.ts';
import { itinerarySubjectSchema } from '../spot/index.ts';
import { characterIdSchema, flag, idSchema, integer, list, object, oneOf } from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import type { ResearchGoal } from './research.ts';
import type { ResearchResult } from './research-roll.ts';

/** The shapes of research goals and results (COT-PREP-1..8), shared by the Prep and Heist schemas. */

export const researchGoalSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('layout') }),
    object({ kind: v.literal('hidden') }),
    object({ kind: v.literal('mark'), person: characterIdSchema }),
    object({ kind: v.literal('itinerary'), subject: itinerarySubjectSchema }),
  ],
  'expected a research goal: layout, hidden, mark or itinerary',
);

export const methodSchema = oneOf(['planning', 'connections', 'stakeout']);

const knownBy = oneOf(['layout', 'hidden-research', 'blueprint', 'gm']);

const knowledgeEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('spot/zones-revealed'),
      spotId: idSchema,
      zones: list(idSchema, limits.zonesMax),
      how: knownBy,
    }),
    object({ type: v.literal('spot/mark-identified'), spotId: idSchema, person: characterIdSchema }),
    object({ type: v.literal('spot/itinerary-learned'), spotId: idSchema, subject: itinerarySubjectSchema }),
  ],
  'expected what research teaches',
);

export const researchResultSchema = object({
  spotId: idSchema,
  researcher: characterIdSchema,
  method: methodSchema,
  goal: researchGoalSchema,
  check: poolCheckSchema,
  difficulty: v.nullable(integer(0, 99)),
  success: flag,
  catastrophe: flag,
  stakeout: v.nullable(
    object({ check: v.nullable(poolCheckSchema), awareness: v.nullable(integer(0, 9999)), unseen: flag }),
  ),
  reputation: integer(0, 1),
  heat: integer(0, 2),
  learned: list(knowledgeEventSchema, 3),
});

const schemasMatchTypes: [
  Same<v.InferOutput<typeof researchGoalSchema>, ResearchGoal>,
  Same<v.InferOutput<typeof researchResultSchema>, ResearchResult>,
] = [true, true];
void schemasMatchTypes;
