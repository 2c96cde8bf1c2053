import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import { pressureModes } from '../table/pressure.ts';
import {
  cover,
  decimal,
  filled,
  flag,
  id,
  integer,
  limits,
  list,
  object,
  oneOf,
  record,
  visibility,
} from './schema-parts.ts';
import { heistCardSchema, profileSchema } from './schema-state.ts';
import type { SkirmishSetup } from '../setup/setup.ts';

/** Field by field: the scenario set-up of a new skirmish (the contract's `setupSchema`). */

export const modelEntry = {
  id,
  profile: profileSchema,
  stance: v.exactOptional(oneOf(['aggressive', 'defensive'] as const)),
  cover: v.exactOptional(cover),
  seat: v.exactOptional(object({ vehicle: id, role: oneOf(['driver', 'passenger'] as const) })),
  start: v.exactOptional(
    object({
      wounded: v.exactOptional(flag),
      stunned: v.exactOptional(flag),
      unconscious: v.exactOptional(flag),
      heldBy: v.exactOptional(id),
      unaware: v.exactOptional(flag),
    }),
  ),
};

export const setupSchema: GenericSchema<unknown, SkirmishSetup> = object({
  name: v.exactOptional(filled(limits.textMax)),
  sides: list(
    object({
      id,
      name: filled(60),
      stance: oneOf(['aggressive', 'defensive'] as const),
      entryPoints: v.exactOptional(list(object({ id, name: filled(60) }), 20)),
      models: list(object(modelEntry), 100),
      reserves: v.exactOptional(list(object({ ...modelEntry, arrivesAfterRound: integer(0, 1000) }), 100)),
    }),
    8,
  ),
  firstSide: v.exactOptional(v.nullable(id)),
  visibility: v.exactOptional(visibility),
  pressure: v.exactOptional(
    object({
      mode: v.picklist(pressureModes, `expected one of: ${pressureModes.join(', ')}`),
      levels: v.exactOptional(record(decimal(0, 600))),
    }),
  ),
  vehicles: v.exactOptional(
    list(
      object({
        id,
        name: filled(60),
        capacity: v.exactOptional(integer(1, 99)),
        passengerSeats: v.exactOptional(integer(0, 20)),
        motion: v.exactOptional(oneOf(['stopped', 'forward', 'reverse'] as const)),
        running: v.exactOptional(flag),
        side: v.exactOptional(v.nullable(id)),
      }),
      40,
    ),
  ),
  deck: v.exactOptional(list(heistCardSchema, 60)),
  settings: v.exactOptional(
    object({
      baseWidth: v.exactOptional(decimal(0.01, 4)),
      measureFrom: v.exactOptional(oneOf(['base_edge', 'centre'] as const)),
      freeMeasuring: v.exactOptional(flag),
      startWeaponInHand: v.exactOptional(oneOf(['primary', 'none'] as const)),
      revolverSpeedloadersDefault: v.exactOptional(flag),
      passKeepsAim: v.exactOptional(flag),
      pointBlankStacksWithClose: v.exactOptional(flag),
      unaimedReactionTriggers: v.exactOptional(oneOf(['shot_at_only', 'any_action_in_los'] as const)),
      armorCasualtyTargetable: v.exactOptional(flag),
      crossfireAngleMin: v.exactOptional(decimal(0, 180)),
      handLimit: v.exactOptional(v.nullable(integer(0, 99))),
      smgRangePenalty: v.exactOptional(flag),
      vehicleHitCapacity: v.exactOptional(integer(1, 99)),
      vehicleExplosionMode: v.exactOptional(oneOf(['standard', 'hollywood', 'bruckheimer'] as const)),
      friendlyFireIdChecks: v.exactOptional(flag),
      fragHitsVehicles: v.exactOptional(flag),
      pressureLevelRounding: v.exactOptional(flag),
      deployRadius: v.exactOptional(decimal(0, 48)),
    }),
  ),
  lastRound: v.exactOptional(v.nullable(integer(1, 1000))),
  bridge: v.exactOptional(
    object({
      melee: v.exactOptional(flag),
      opposedTieWinner: v.exactOptional(oneOf(['actor', 'defender'] as const)),
      allies: v.exactOptional(list(v.tuple([id, id]), 28)),
    }),
  ),
});
