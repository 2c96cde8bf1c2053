import * as v from 'valibot';
import type { BridgeRecord, FightLink } from '../bridge/index.ts';
import { conditionSchema } from '../cot/common/index.ts';
import { stageTypes } from '../cot/time/index.ts';
import { weaponNames } from '../skirmish/index.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idRecord,
  idSchema,
  integer,
  list,
  object,
  oneOf,
  text,
} from '../shared/schema-kit.ts';
import type { Same } from '../shared/schema-kit.ts';
import { campaignLimits as limits } from './limits.ts';

/**
 * A bridged fight's link as a campaign file holds it (`bridge/fight-linked`, bridge.md §7): who each model is, how
 * each character stood as the fight began, the conversion it was made by (the mapping record and the loadout, the
 * GM's override kept for the round trip), the table's zones and exits, the vehicles. Checked field by field, so an
 * imported link names the field it breaks; every id is never a reserved word, every table keyed by ids.
 */

const count = integer(0, 1_000);
const small = integer(0, 99);
const places = list(integer(0, 999), 999);
const weaponName = v.picklist(weaponNames, 'expected a weapon of the weapons table');
const stance = oneOf(['aggressive', 'defensive'] as const);
const category = oneOf(['crew', 'police', 'civilian', 'other'] as const);
const kind = oneOf(['crew', 'npc', 'guard'] as const);

const firearmRecordSchema = object({
  weapon: text(limits.labelMax),
  heist: weaponName,
  reloads: count,
  counters: count,
  broken: flag,
  stockless: v.exactOptional(v.literal(true)),
  nonLethal: v.exactOptional(v.literal(true)),
});

/** A mapping record (bridge.md §7, record.ts): the write-back's events carry it too. */
export const bridgeRecordSchema = object({
  character: characterIdSchema,
  model: text(limits.nameMax),
  inputs: object({
    formula: oneOf(['muscle_plus_shooting', 'muscle_plus_best_of_shooting_explosives'] as const),
    muscle: small,
    shooting: small,
    explosives: small,
    training: v.nullable(small),
    armourShare: small,
  }),
  heistSkillOverride: v.nullable(small),
  originalProfile: v.nullable(text(limits.labelMax)),
  speedloaders: flag,
  firearms: list(firearmRecordSchema, 50),
});

const carriedFirearmSchema = object({
  weapon: text(limits.labelMax),
  index: integer(0, 999),
  heist: weaponName,
  reloads: count,
  counters: count,
  reloadItems: places,
});

const loadoutSchema = object({
  long: v.nullable(carriedFirearmSchema),
  sidearm: v.nullable(carriedFirearmSchema),
  frags: places,
  grenades: object({ flashbang: places, smoke: places, teargas: places }),
  left: list(
    object({ weapon: text(limits.labelMax), index: integer(0, 999), why: text(limits.labelMax) }),
    99,
  ),
  choices: object({ long: list(text(limits.labelMax), 99), sidearm: list(text(limits.labelMax), 99) }),
  asks: flag,
});

const overrideSchema = object({
  model: idSchema,
  actions: v.exactOptional(integer(1, 5)),
  skill: v.exactOptional(integer(1, 10)),
  armor: v.exactOptional(flag),
  stance: v.exactOptional(stance),
});

const startSchema = object({
  name: filledText(limits.nameMax),
  kind,
  condition: conditionSchema,
  unconscious: flag,
  restrainedBy: v.nullable(characterIdSchema),
  aware: flag,
  discovered: flag,
  presentedIdentity: text(limits.nameMax),
  witnessed: list(text(limits.nameMax), 200),
  foresight: small,
  zone: v.nullable(idSchema),
});

export const modelLinkSchema = v.variant(
  'who',
  [
    object({
      who: v.literal('character'),
      character: characterIdSchema,
      category,
      start: startSchema,
      conversion: v.nullable(
        object({
          record: bridgeRecordSchema,
          loadout: loadoutSchema,
          override: v.exactOptional(overrideSchema),
        }),
      ),
    }),
    object({ who: v.literal('new'), id: characterIdSchema, employer: text(limits.labelMax), category }),
    object({ who: v.literal('bystander') }),
    object({ who: v.literal('declined'), category }),
  ],
  'expected who a model is: character, new, bystander or declined',
);

const vehicleLinkSchema = object({
  owner: v.nullable(characterIdSchema),
  start: object({
    name: filledText(limits.nameMax),
    body: count,
    bodyMax: count,
    capacity: count,
    hits: count,
    undrivable: flag,
    scale: count,
    line: text(limits.labelMax),
  }),
});

/** The link of a bridged or imported fight (link.ts). */
export const fightLinkSchema = object({
  origin: oneOf(['bridged', 'standalone'] as const),
  stage: v.picklist(stageTypes, `expected one of: ${stageTypes.join(', ')}`),
  spot: v.nullable(idSchema),
  zones: v.pipe(
    list(idSchema, 2),
    v.minLength(1, 'expected one zone or two'),
    v.transform((zones) => zones as unknown as FightLink['zones']),
  ),
  exits: idRecord(idSchema, idSchema, 100),
  models: idRecord(idSchema, modelLinkSchema, 500),
  vehicles: idRecord(idSchema, vehicleLinkSchema, 50),
  continues: v.nullable(v.literal('gang-warfare')),
  sides: v.exactOptional(
    list(
      object({
        id: idSchema,
        cot: v.nullable(idSchema),
        label: filledText(limits.labelMax),
        stance,
        allies: list(idSchema, 20),
      }),
      20,
    ),
  ),
});

// The schemas say exactly what the types say.
const pinned: [
  Same<v.InferOutput<typeof fightLinkSchema>, FightLink>,
  Same<v.InferOutput<typeof bridgeRecordSchema>, BridgeRecord>,
] = [true, true];
void pinned;
