import * as v from 'valibot';
import { spotLimits as limits } from '../limits/index.ts';
import { filledText, idSchema, idText, integer, list, object, oneOf, text } from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import type { Obstacle, SpotGenerated } from './generated.ts';

/** The shapes of a generated Spot's record (./generated.ts): an imported file holding a malformed one is refused. */

const name = filledText(limits.nameMax);
const score = integer(limits.scoreMin, limits.scoreMax);
const securityTag = oneOf(['lock', 'vault', 'height', 'structure']);

export const obstacleSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('security'), tag: securityTag, score }),
    object({ kind: v.literal('key'), score, item: name }),
    object({ kind: v.literal('hazard') }),
    object({
      kind: v.literal('guard'),
      awareness: integer(0, limits.guardScoreMax),
      training: integer(0, limits.guardScoreMax),
    }),
    object({
      kind: v.literal('camera'),
      awareness: integer(0, limits.guardScoreMax),
      training: integer(0, limits.guardScoreMax),
    }),
    object({ kind: v.literal('hidden'), rating: score }),
    object({ kind: v.literal('research'), difficulty: score }),
  ],
  'expected an obstacle',
);

/** A card's name or a seed: text that is never a reserved word (no card of the decks is one). */
const cardName = idText(limits.nameMax);

export const generatedSchema = object({
  seed: cardName,
  cards: list(
    object({
      slot: idSchema,
      deck: oneOf(['job', 'security', 'heist']),
      name: cardName,
      skill: v.nullable(oneOf(['Tech', 'Info', 'Acrobat', 'Confidence', 'Sleight', 'Engineering'])),
      obstacle: v.nullable(obstacleSchema),
      becomes: text(limits.notesMax),
    }),
    limits.zonesMax,
  ),
  removed: list(idText(limits.nameMax * 2), limits.zonesMax),
  heistPointsPerResource: integer(1, 1000),
});

// The schemas describe exactly the types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof obstacleSchema>, Obstacle>,
  Same<v.InferOutput<typeof generatedSchema>, SpotGenerated>,
] = [true, true];
void schemasMatchTypes;
