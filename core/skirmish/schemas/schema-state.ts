import * as v from 'valibot';
import { idText } from '../../shared/schema-kit.ts';
import type { GenericSchema } from 'valibot';
import type { HeistCard } from '../table/cards.ts';
import { pressureModes } from '../table/pressure.ts';
import { modelLimits } from '../setup/profile.ts';
import type { ModelProfile } from '../setup/profile.ts';
import {
  check,
  cotPool,
  cover,
  decimal,
  epoch,
  filled,
  flag,
  grenadeKind,
  id,
  integer,
  limits,
  list,
  object,
  oneOf,
  record,
  slot,
  visibility,
  weaponName,
} from './schema-parts.ts';
import type { SkirmishSettings } from '../setup/settings.ts';
import type {
  CardState,
  LiveGrenade,
  LooseItem,
  ModelState,
  PressureState,
  Scenario,
  ThrowInProgress,
  VehicleState,
  WeaponState,
} from '../types.ts';

/** Schemas of the state pieces that events carry (models, vehicles, the scenario, cards, clocks). */

const weaponLoadEntries = {
  weapon: weaponName,
  reloads: integer(0, 99),
  stockless: v.exactOptional(flag),
  nonLethal: v.exactOptional(flag),
};

const weaponLoad = object(weaponLoadEntries);

export const weaponStateSchema: GenericSchema<unknown, WeaponState> = object({
  ...weaponLoadEntries,
  counters: integer(0, 99),
  progress: integer(0, 10),
  magazineOut: flag,
  jammed: flag,
  failedClears: integer(0, 10),
  broken: flag,
  dropped: flag,
});

const grenades = object({
  frag: integer(0, 99),
  flashbang: integer(0, 99),
  smoke: integer(0, 99),
  teargas: integer(0, 99),
});

/** BRG-D-11: a melee weapon (its name's shape is the profile's rule, `profileProblems`). */
const melee = object({
  weapon: filled(modelLimits.meleeNameMax),
  lethal: flag,
  dice: v.union([v.literal(8), v.literal(10)], 'expected 8 or 10'),
});

/** BRG-D-16, BRG-D-17: a model's City of Thieves pools and carried one-use shifts and check bonuses. */
const cot = object({
  muscleAthletics: cotPool,
  shifts: integer(0, modelLimits.shiftsMax),
  checks: v.exactOptional(integer(0, modelLimits.checksMax)),
});

const presence = v.variant('kind', [
  object({ kind: v.literal('coming'), arrivesAfterRound: integer(0, 1000) }),
  object({ kind: v.literal('reserve') }),
  object({ kind: v.literal('entry'), entryPoint: id }),
  object({ kind: v.literal('table') }),
  object({ kind: v.literal('casualty') }),
  object({ kind: v.literal('dead') }),
]);

export const modelStateSchema: GenericSchema<unknown, ModelState> = object({
  id,
  name: filled(60),
  side: id,
  stance: oneOf(['aggressive', 'defensive'] as const),
  actions: integer(1, 5),
  skill: integer(1, 10),
  weapons: object({ long: v.nullable(weaponStateSchema), sidearm: v.nullable(weaponStateSchema) }),
  inHand: v.nullable(slot),
  grenades,
  armor: flag,
  gasMask: flag,
  weaponLight: flag,
  nightVision: flag,
  speedloaders: flag,
  presence,
  stunned: flag,
  wounded: flag,
  aiming: flag,
  defending: flag,
  activated: flag,
  snapped: flag,
  cover,
  inTeargas: flag,
  seat: v.nullable(object({ vehicle: id, role: oneOf(['driver', 'passenger'] as const) })),
  melee: v.exactOptional(melee),
  cot: v.exactOptional(cot),
  unconscious: v.exactOptional(flag),
  heldBy: v.exactOptional(v.nullable(id)),
  unaware: v.exactOptional(flag),
});

export const vehicleStateSchema: GenericSchema<unknown, VehicleState> = object({
  id,
  name: filled(60),
  side: v.nullable(id),
  capacity: integer(1, 99),
  hits: integer(0, 999),
  motion: oneOf(['stopped', 'forward', 'reverse'] as const),
  gear: oneOf(['forward', 'reverse'] as const),
  running: flag,
  moved: flag,
  drove: flag,
  undrivable: flag,
  exploded: flag,
  driver: v.nullable(id),
  passengers: list(id, 20),
  passengerSeats: integer(0, 20),
});

export const settingsSchema: GenericSchema<unknown, SkirmishSettings> = object({
  baseWidth: decimal(0.01, 4),
  measureFrom: oneOf(['base_edge', 'centre'] as const),
  freeMeasuring: flag,
  startWeaponInHand: oneOf(['primary', 'none'] as const),
  revolverSpeedloadersDefault: flag,
  passKeepsAim: flag,
  pointBlankStacksWithClose: flag,
  unaimedReactionTriggers: oneOf(['shot_at_only', 'any_action_in_los'] as const),
  armorCasualtyTargetable: flag,
  crossfireAngleMin: decimal(0, 180),
  handLimit: v.nullable(integer(0, 99)),
  smgRangePenalty: flag,
  vehicleHitCapacity: integer(1, 99),
  vehicleExplosionMode: oneOf(['standard', 'hollywood', 'bruckheimer'] as const),
  friendlyFireIdChecks: flag,
  fragHitsVehicles: flag,
  pressureLevelRounding: flag,
  deployRadius: decimal(0, 48),
});

const cardEffect = v.variant('kind', [
  object({
    kind: v.literal('shift'),
    amount: integer(-3, 3),
    on: oneOf(['own-shot', 'enemy-shot'] as const),
  }),
  object({ kind: v.literal('reroll'), on: oneOf(['own-roll', 'enemy-shot'] as const) }),
  object({ kind: v.literal('check'), result: oneOf(['pass', 'fail'] as const) }),
  object({ kind: v.literal('bonus-action') }),
  object({ kind: v.literal('ammo') }),
]);

export const heistCardSchema: GenericSchema<unknown, HeistCard> = object({
  id: v.pipe(idText(40), v.regex(/^[^#]+$/, 'expected an id without #')),
  name: filled(60),
  text: filled(limits.textMax),
  effect: cardEffect,
  copies: integer(1, 10),
  cancels: list(id, 20),
});

/** bridge.md: a bridged fight's table settings (BRG-D-11, BRG-D-16). */
export const bridgeTableSchema = object({
  melee: flag,
  opposedTieWinner: oneOf(['actor', 'defender'] as const),
  allies: v.exactOptional(list(v.tuple([id, id]), 28)),
});

export const scenarioSchema: GenericSchema<unknown, Scenario> = object({
  name: filled(limits.textMax),
  sides: list(
    object({
      id,
      name: filled(60),
      stance: oneOf(['aggressive', 'defensive'] as const),
      entryPoints: list(object({ id, name: filled(60) }), 20),
    }),
    8,
  ),
  settings: settingsSchema,
  visibility,
  pressureMode: v.picklist(pressureModes, `expected one of: ${pressureModes.join(', ')}`),
  pressureLevels: record(decimal(0, 600)),
  lastRound: v.nullable(integer(1, 1000)),
  deck: list(heistCardSchema, 60),
  bridge: v.exactOptional(bridgeTableSchema),
});

export const cardStateSchema: GenericSchema<unknown, CardState> = object({
  draw: list(id, 600),
  discard: list(id, 600),
  hands: record(list(id, 600)),
});

export const pressureSchema: GenericSchema<unknown, PressureState> = object({
  used: record(decimal(0, limits.epochMax)),
  points: record(integer(0, 100000)),
  passed: record(integer(0, 100000)),
  running: v.nullable(object({ side: id, since: epoch, reacting: flag })),
  turnUsed: decimal(0, limits.epochMax),
  paused: flag,
});

export const liveGrenadeSchema: GenericSchema<unknown, LiveGrenade> = object({
  id,
  kind: grenadeKind,
  side: id,
  thrower: id,
  round: integer(0, 1000),
  dropped: flag,
});

export const looseItemSchema: GenericSchema<unknown, LooseItem> = object({
  id,
  name: filled(limits.textMax),
  reloadFor: v.nullable(filled(60)),
  weaponOf: v.nullable(object({ model: id, slot })),
});

export const throwStateSchema: GenericSchema<unknown, ThrowInProgress> = object({
  order: object({
    item: v.union([grenadeKind, v.literal('object')], 'expected a grenade kind or object'),
    name: filled(limits.textMax),
    reloadOf: v.nullable(slot),
    distance: decimal(0, 100),
    lob: flag,
    chokePoints: integer(0, 20),
    obstacles: integer(0, 20),
    inAimZone: flag,
    checks: v.exactOptional(integer(1, modelLimits.checksMax)),
  }),
  needed: integer(1, 3),
  done: integer(0, 3),
});

export const profileSchema: GenericSchema<unknown, ModelProfile> = object({
  name: filled(60),
  actions: integer(1, 5),
  skill: integer(1, 10),
  long: v.nullable(weaponLoad),
  sidearm: v.nullable(weaponLoad),
  grenades: object({
    frag: v.exactOptional(integer(0, 9)),
    flashbang: v.exactOptional(integer(0, 9)),
    smoke: v.exactOptional(integer(0, 9)),
    teargas: v.exactOptional(integer(0, 9)),
  }),
  armor: flag,
  gasMask: flag,
  weaponLight: flag,
  nightVision: flag,
  speedloaders: flag,
  melee: v.exactOptional(melee),
  cot: v.exactOptional(cot),
});

export { check };
