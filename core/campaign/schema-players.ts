import * as v from 'valibot';
import { sceneId } from '../cot/time/index.ts';
import { characterIdSchema, flag, idSchema, object, oneOf } from '../shared/schema-kit.ts';
import type { Frozen, Same } from '../shared/schema-kit.ts';
import type { PlayersCommand, PlayersEvent } from './players.ts';

/** The players' screen controls (issue 21), field by field: as commands, and as events in a log or a file. */

const sceneIdSchema = v.pipe(idSchema, v.transform(sceneId));
const look = oneOf(['auto', 'hidden', 'presented', 'named'] as const);
const target = object({ kind: oneOf(['zone', 'guard', 'loot'] as const), spotId: idSchema, id: idSchema });

export const playersCommandSchema = v.variant(
  'type',
  [
    object({ type: v.literal('players/show-scene'), sceneId: sceneIdSchema, shown: flag }),
    object({ type: v.literal('players/show-character'), characterId: characterIdSchema, look }),
    object({ type: v.literal('players/reveal'), target, shown: flag }),
  ],
  'expected a known command',
);

export const playersEventSchema = v.variant(
  'type',
  [
    object({ type: v.literal('players/scene-shown'), sceneId: sceneIdSchema, shown: flag }),
    object({ type: v.literal('players/character-shown'), characterId: characterIdSchema, look }),
    object({
      type: v.literal('players/revealed'),
      spotId: idSchema,
      kind: oneOf(['guard', 'loot'] as const),
      id: idSchema,
      shown: flag,
    }),
  ],
  'expected a known event type',
);

const schemasMatchTypes: [
  Same<Frozen<v.InferOutput<typeof playersCommandSchema>>, PlayersCommand>,
  Same<Frozen<v.InferOutput<typeof playersEventSchema>>, PlayersEvent>,
] = [true, true];
void schemasMatchTypes;
