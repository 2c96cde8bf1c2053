import * as v from 'valibot';
import { spotLimits as limits } from '../limits/index.ts';
import {
  characterIdSchema,
  filledText,
  finite,
  flag,
  idTable,
  idSchema,
  integer,
  list,
  object,
  oneOf,
  pair,
  text,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import { alarmPlanSchema } from './alarm-schema.ts';
import type { Spot, SpotCommand, SpotEvent } from './types.ts';
import { generatedSchema } from './generated-schema.ts';

/**
 * The shapes of Spots, their commands and events, field by field, with bounds: a malformed command or an
 * imported hostile event is refused with a message naming the field, never applied.
 */

const name = filledText(limits.nameMax);
const coordinate = finite(-limits.coordinateMax, limits.coordinateMax);
const score = integer(limits.scoreMin, limits.scoreMax);
const nodeId = idSchema;
const securityTag = oneOf(['lock', 'vault', 'height', 'structure']);
const zoneTag = oneOf(['hazardous', 'noisy', 'crowded', 'hidden']);
const knownBy = oneOf(['layout', 'hidden-research', 'blueprint', 'gm']);
const guardScore = v.nullable(integer(0, limits.guardScoreMax));

export const zoneSchema = object({
  id: idSchema,
  name,
  x: coordinate,
  y: coordinate,
  hazardous: flag,
  noisy: flag,
  crowded: flag,
  hidden: v.nullable(score),
});

export const securitySchema = object({ id: idSchema, tag: securityTag, score, bypassed: flag });

export const barrierSchema = object({
  id: idSchema,
  ends: pair(nodeId),
  securities: list(securitySchema, limits.securitiesPerBarrierMax),
});

export const guardPostSchema = object({
  guard: characterIdSchema,
  zone: idSchema,
  aware: flag,
  awarenessBonus: integer(0, limits.awarenessBonusMax),
  awareness: guardScore,
  training: guardScore,
});

export const lootSchema = object({
  id: idSchema,
  name,
  zone: idSchema,
  value: integer(limits.lootValueMin, limits.lootValueMax),
});

export const itinerarySubjectSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('spot') }),
    object({ kind: v.literal('character'), character: characterIdSchema }),
  ],
  'expected the Spot or a character',
);

const edgeSchema = object({ name, x: coordinate, y: coordinate });

export const spotSchema = object({
  id: idSchema,
  name,
  edge: edgeSchema,
  zones: idTable(zoneSchema, limits.zonesMax),
  barriers: idTable(barrierSchema, limits.barriersMax),
  guards: idTable(guardPostSchema, limits.guardsMax),
  loot: idTable(lootSchema, limits.lootMax),
  generated: v.exactOptional(generatedSchema),
  knowledge: object({
    zones: idTable(knownBy, limits.zonesMax),
    marks: list(characterIdSchema, limits.marksMax),
    itineraries: list(itinerarySubjectSchema, limits.itinerariesMax),
  }),
  alarm: v.exactOptional(v.nullable(alarmPlanSchema)),
});

const spotId = { spotId: idSchema };
const place = { ...spotId, x: coordinate, y: coordinate };
const securityRef = { ...spotId, barrierId: idSchema, securityId: idSchema };
const lootFields = {
  ...spotId,
  lootId: idSchema,
  // Blank reaches the editor's own check, which says in the GM's words that loot needs a name.
  name: text(limits.nameMax),
  zone: idSchema,
  value: integer(limits.lootValueMin, limits.lootValueMax),
};

export const spotCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('spot/create'),
      ...spotId,
      name,
      zones: v.exactOptional(list(object({ zoneId: idSchema, name }), limits.zonesMax)),
    }),
    object({ type: v.literal('spot/rename'), ...spotId, name }),
    object({ type: v.literal('spot/delete'), ...spotId }),
    object({ type: v.literal('spot/set-edge'), ...place, name }),
    object({ type: v.literal('spot/add-zone'), ...place, zoneId: idSchema, name }),
    object({ type: v.literal('spot/rename-zone'), ...spotId, zoneId: idSchema, name }),
    object({ type: v.literal('spot/move-zone'), ...place, zoneId: idSchema }),
    object({ type: v.literal('spot/remove-zone'), ...spotId, zoneId: idSchema }),
    object({
      type: v.literal('spot/tag-zone'),
      ...spotId,
      zoneId: idSchema,
      tag: zoneTag,
      on: flag,
      rating: v.exactOptional(score),
    }),
    object({ type: v.literal('spot/add-barrier'), ...spotId, barrierId: idSchema, ends: pair(nodeId) }),
    object({ type: v.literal('spot/remove-barrier'), ...spotId, barrierId: idSchema }),
    object({ type: v.literal('spot/add-security'), ...securityRef, tag: securityTag, score }),
    object({ type: v.literal('spot/change-security'), ...securityRef, tag: securityTag, score }),
    object({ type: v.literal('spot/remove-security'), ...securityRef }),
    object({ type: v.literal('spot/add-loot'), ...lootFields }),
    object({ type: v.literal('spot/edit-loot'), ...lootFields }),
    object({ type: v.literal('spot/remove-loot'), ...spotId, lootId: idSchema }),
    object({
      type: v.literal('spot/place-guard'),
      ...spotId,
      guard: characterIdSchema,
      zone: idSchema,
      awareness: guardScore,
      training: guardScore,
    }),
    object({ type: v.literal('spot/remove-guard'), ...spotId, guard: characterIdSchema }),
    object({
      type: v.literal('spot/reveal-zones'),
      ...spotId,
      zones: list(idSchema, limits.zonesMax),
      how: knownBy,
    }),
    object({ type: v.literal('spot/forget'), ...spotId }),
    object({ type: v.literal('spot/identify-mark'), ...spotId, person: characterIdSchema }),
    object({ type: v.literal('spot/learn-itinerary'), ...spotId, subject: itinerarySubjectSchema }),
    object({
      type: v.literal('spot/alert-guards'),
      ...spotId,
      guards: list(characterIdSchema, limits.guardsMax),
    }),
    object({ type: v.literal('spot/bypass-security'), ...securityRef }),
    object({ type: v.literal('spot/reset-job'), ...spotId }),
    object({ type: v.literal('spot/set-alarm-plan'), ...spotId, plan: v.nullable(alarmPlanSchema) }),
    object({
      type: v.literal('spot/add-blueprint-zone'),
      ...spotId,
      zoneId: idSchema,
      name,
      between: pair(nodeId),
      barrierIds: pair(idSchema),
      x: v.exactOptional(coordinate),
      y: v.exactOptional(coordinate),
      rating: v.exactOptional(score),
    }),
  ],
  'expected a known Spot command',
);

export const spotEventSchema = v.variant(
  'type',
  [
    object({ type: v.literal('spot/created'), spot: spotSchema }),
    object({ type: v.literal('spot/renamed'), ...spotId, name }),
    object({ type: v.literal('spot/deleted'), ...spotId }),
    object({ type: v.literal('spot/edge-set'), ...spotId, edge: edgeSchema }),
    object({ type: v.literal('spot/zone-added'), ...spotId, zone: zoneSchema }),
    object({ type: v.literal('spot/zone-renamed'), ...spotId, zoneId: idSchema, name }),
    object({ type: v.literal('spot/zone-moved'), ...place, zoneId: idSchema }),
    object({ type: v.literal('spot/zone-removed'), ...spotId, zoneId: idSchema }),
    object({
      type: v.literal('spot/zone-tagged'),
      ...spotId,
      zoneId: idSchema,
      tag: zoneTag,
      on: flag,
      rating: v.nullable(score),
    }),
    object({ type: v.literal('spot/barrier-added'), ...spotId, barrier: barrierSchema }),
    object({ type: v.literal('spot/barrier-removed'), ...spotId, barrierId: idSchema }),
    object({
      type: v.literal('spot/security-added'),
      ...spotId,
      barrierId: idSchema,
      security: securitySchema,
    }),
    object({ type: v.literal('spot/security-changed'), ...securityRef, tag: securityTag, score }),
    object({ type: v.literal('spot/security-removed'), ...securityRef }),
    object({ type: v.literal('spot/loot-added'), ...spotId, loot: lootSchema }),
    object({ type: v.literal('spot/loot-edited'), ...spotId, loot: lootSchema }),
    object({ type: v.literal('spot/loot-removed'), ...spotId, lootId: idSchema }),
    object({ type: v.literal('spot/guard-placed'), ...spotId, post: guardPostSchema }),
    object({ type: v.literal('spot/guard-removed'), ...spotId, guard: characterIdSchema }),
    object({
      type: v.literal('spot/zones-revealed'),
      ...spotId,
      zones: list(idSchema, limits.zonesMax),
      how: knownBy,
    }),
    object({ type: v.literal('spot/forgotten'), ...spotId }),
    object({ type: v.literal('spot/zones-hidden'), ...spotId, zones: list(idSchema, limits.zonesMax) }),
    object({ type: v.literal('spot/mark-identified'), ...spotId, person: characterIdSchema }),
    object({ type: v.literal('spot/itinerary-learned'), ...spotId, subject: itinerarySubjectSchema }),
    object({
      type: v.literal('spot/guards-alerted'),
      ...spotId,
      guards: list(characterIdSchema, limits.guardsMax),
    }),
    object({
      type: v.literal('spot/awareness-raised'),
      ...spotId,
      guards: list(characterIdSchema, limits.guardsMax),
      bonus: integer(0, limits.awarenessBonusMax),
    }),
    object({ type: v.literal('spot/security-bypassed'), ...securityRef }),
    object({ type: v.literal('spot/job-reset'), ...spotId }),
    object({ type: v.literal('spot/alarm-plan-set'), ...spotId, plan: v.nullable(alarmPlanSchema) }),
    object({
      type: v.literal('spot/blueprint-added'),
      ...spotId,
      zone: zoneSchema,
      barriers: v.tuple([barrierSchema, barrierSchema], 'expected two barriers'),
    }),
  ],
  'expected a known Spot event',
);

// The schemas describe exactly the types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof spotSchema>, Spot>,
  Same<v.InferOutput<typeof spotCommandSchema>, SpotCommand>,
  Same<v.InferOutput<typeof spotEventSchema>, SpotEvent>,
] = [true, true, true];
void schemasMatchTypes;
