import * as v from 'valibot';
import { finite, flag, idRecord, idText, integer, list, object, oneOf, text } from '../shared/schema-kit.ts';
import { npcCategories } from '../bridge/index.ts';
import { time } from './schema.ts';
import { campaignLimits as limits } from './limits.ts';

/**
 * The shape of the bridge's commands (bridge-open.ts), checked before `decide`. Numbers the GM types on the form
 * (an override's actions or skill, the civilians) are only checked to be numbers here: the bridge refuses one out
 * of HEIST's or the setting's range with a message naming the model and the field (`overrideModel`, BRG-D-40).
 */

const id = idText(limits.idMax);
const stance = oneOf(['aggressive', 'defensive'] as const);
const typed = finite(-1_000_000, 1_000_000);

const overrideSchema = object({
  model: id,
  actions: v.exactOptional(typed),
  skill: v.exactOptional(typed),
  armor: v.exactOptional(flag),
  stance: v.exactOptional(stance),
});

const choicesSchema = object({
  overrides: v.exactOptional(list(overrideSchema, 200)),
  startedBy: v.exactOptional(id),
  ambushedBy: v.exactOptional(id),
  civilians: v.exactOptional(typed),
  sides: v.exactOptional(
    list(object({ id, label: v.exactOptional(text(limits.labelMax)), stance: v.exactOptional(stance) }), 20),
  ),
  allies: v.exactOptional(list(v.tuple([id, id]), 200)),
  loadouts: v.exactOptional(
    idRecord(
      id,
      object({
        long: v.exactOptional(text(limits.labelMax)),
        sidearm: v.exactOptional(text(limits.labelMax)),
      }),
      200,
    ),
  ),
  categories: v.exactOptional(idRecord(id, oneOf(npcCategories), 200)),
});

export const bridgeCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('bridge/play-skirmish'),
      sceneId: id,
      from: v.variant('kind', [
        object({ kind: v.literal('heist'), breakout: integer(0, 10_000) }),
        object({ kind: v.literal('drop'), breakout: integer(0, 10_000) }),
        object({ kind: v.literal('warfare'), coverRolls: idRecord(id, integer(0, 1_000), 200) }),
      ]),
      newSceneId: id,
      name: text(limits.nameMax),
      choices: choicesSchema,
      at: time,
      rollId: id,
    }),
    object({
      type: v.literal('bridge/bypass'),
      fight: id,
      model: id,
      exit: id,
      security: v.exactOptional(id),
      skill: v.exactOptional(
        oneOf(['lockpicking', 'safecracking', 'athletics', 'catBurglary', 'build', 'explosives'] as const),
      ),
      at: time,
      rollId: id,
    }),
    object({
      type: v.literal('bridge/ambush'),
      fight: id,
      character: id,
      payer: v.exactOptional(id),
      outsideAimZones: flag,
      at: time,
      rollId: id,
    }),
    object({
      type: v.literal('bridge/cache'),
      fight: id,
      model: id,
      character: id,
      reloads: v.exactOptional(object({ slot: oneOf(['long', 'sidearm'] as const), count: typed })),
      grenades: v.exactOptional(
        object({
          frag: v.exactOptional(typed),
          flashbang: v.exactOptional(typed),
          smoke: v.exactOptional(typed),
          teargas: v.exactOptional(typed),
        }),
      ),
      price: v.exactOptional(typed),
      at: time,
      rollId: id,
    }),
  ],
  'expected a known command',
);
