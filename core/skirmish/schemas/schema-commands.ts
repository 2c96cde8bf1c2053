import * as v from 'valibot';
import { idRecord } from '../../shared/schema-kit.ts';
import type { GenericSchema } from 'valibot';
import type { Action, ShotOrder, SkirmishCommand, ThrowOrder, UseOrder } from '../commands.ts';
import type { CardTarget, ModelEdit } from '../events.ts';
import {
  cover,
  decimal,
  filled,
  flag,
  grenadeKind,
  id,
  inches,
  integer,
  limits,
  list,
  object,
  oneOf,
  optionalAt,
  slot,
  targetClass,
  targetRef,
  text,
  visibility,
} from './schema-parts.ts';
import { modelLimits } from '../setup/profile.ts';
import { modelEntry } from './schema-setup.ts';
import { boardCommandSchemas } from './schema-board.ts';

/** Field by field: a malformed command never reaches decide (the contract's `commandSchema`). */

const obstruction = v.variant('kind', [
  object({
    kind: v.literal('model'),
    model: id,
    low: v.exactOptional(flag),
    class: v.exactOptional(targetClass),
  }),
  object({
    kind: v.literal('object'),
    name: filled(limits.textMax),
    destructible: flag,
    low: v.exactOptional(flag),
    class: v.exactOptional(targetClass),
  }),
]);

const collateral = v.variant('kind', [
  object({ kind: v.literal('model'), model: id, class: v.exactOptional(targetClass) }),
  object({ kind: v.literal('object'), name: filled(limits.textMax), class: v.exactOptional(targetClass) }),
]);

export const shotOrderSchema: GenericSchema<unknown, ShotOrder> = object({
  target: targetRef,
  aimed: flag,
  intense: flag,
  crossfire: flag,
  range: inches,
  facts: v.exactOptional(
    object({
      cover: v.exactOptional(cover),
      flanked: v.exactOptional(flag),
      seesLineStart: v.exactOptional(flag),
      shooterHigher: v.exactOptional(flag),
      targetHigher: v.exactOptional(flag),
      aimsAtLowerLevel: v.exactOptional(flag),
      class: v.exactOptional(targetClass),
    }),
  ),
  visibility: v.exactOptional(
    object({
      dark: v.exactOptional(inches),
      weather: v.exactOptional(inches),
      smoke: v.exactOptional(inches),
    }),
  ),
  obstructions: v.exactOptional(list(obstruction, 20)),
  collateral: v.exactOptional(list(collateral, 40)),
  clearLane: v.exactOptional(flag),
  shifts: v.exactOptional(integer(0, modelLimits.shiftsMax)),
});

export const throwOrderSchema: GenericSchema<unknown, ThrowOrder> = object({
  item: v.union([grenadeKind, v.literal('object')], 'expected a grenade kind or object'),
  name: v.exactOptional(filled(limits.textMax)),
  reloadOf: v.exactOptional(slot),
  distance: decimal(0, limits.actionInchesMax),
  lob: flag,
  chokePoints: integer(0, limits.pathCountMax),
  obstacles: integer(0, limits.pathCountMax),
  inAimZone: flag,
  blastReach: list(id, 100),
});

export const useOrderSchema: GenericSchema<unknown, UseOrder> = v.variant('what', [
  object({
    what: v.literal('interact'),
    label: filled(limits.textMax),
    check: flag,
    loud: v.exactOptional(flag),
  }),
  object({
    what: v.literal('hand'),
    to: id,
    item: v.union(
      [object({ grenade: grenadeKind }), object({ reloadOf: slot })],
      'expected a grenade or a reload',
    ),
    baseContact: flag,
  }),
  object({ what: v.literal('pick-up'), item: id }),
  object({ what: v.literal('wake'), model: id, baseContact: flag }),
  object({ what: v.literal('kill'), model: id, baseContact: flag }),
]);

const contact = object({ model: id, noWayOut: v.exactOptional(flag) });

export const actionSchema: GenericSchema<unknown, Action> = v.variant('kind', [
  object({
    kind: v.literal('move'),
    distance: decimal(0, limits.actionInchesMax),
    clearShift: v.exactOptional(decimal(0, limits.shiftInchesMax)),
    snapTo: v.exactOptional(oneOf(['low', 'high'] as const)),
    cover: v.exactOptional(cover),
    teargas: v.exactOptional(oneOf(['enters', 'passes', 'leaves'] as const)),
    crossing: v.exactOptional(
      object({
        obstacle: oneOf(['chest-high', 'unlocked-door', 'corner', 'locked-door', 'high'] as const),
        inContactAtStart: flag,
      }),
    ),
    throughModels: v.exactOptional(flag),
    throughTerrain: v.exactOptional(flag),
  }),
  object({ kind: v.literal('use'), use: useOrderSchema }),
  object({ kind: v.literal('aim'), inSight: v.exactOptional(flag) }),
  object({ kind: v.literal('shoot'), shot: shotOrderSchema }),
  object({ kind: v.literal('throw'), throw: throwOrderSchema }),
  object({ kind: v.literal('continue-throw') }),
  object({ kind: v.literal('ready'), task: oneOf(['draw', 'reload', 'clear-jam', 'set-up'] as const) }),
  object({ kind: v.literal('recover'), ally: v.exactOptional(id), baseContact: v.exactOptional(flag) }),
  object({ kind: v.literal('defend') }),
  object({ kind: v.literal('pass') }),
  object({
    kind: v.literal('strike'),
    strike: object({
      target: id,
      distance: decimal(0, limits.actionInchesMax),
      restrain: flag,
      shifts: v.exactOptional(integer(0, modelLimits.shiftsMax)),
    }),
  }),
  object({ kind: v.literal('break-free') }),
  object({
    kind: v.literal('enter'),
    vehicle: id,
    seat: oneOf(['driver', 'passenger'] as const),
    baseContact: v.exactOptional(flag),
  }),
  object({ kind: v.literal('exit') }),
  object({ kind: v.literal('start-engine'), check: v.exactOptional(flag) }),
  object({
    kind: v.literal('drive'),
    distance: decimal(0, limits.actionInchesMax),
    turn: decimal(0, limits.turnDegreesMax),
    contacts: v.exactOptional(list(contact, 40)),
    crash: v.exactOptional(v.nullable(filled(limits.textMax))),
  }),
  object({ kind: v.literal('stop') }),
  object({ kind: v.literal('change-gear') }),
]);

export const cardTargetSchema: GenericSchema<unknown, CardTarget> = v.variant('kind', [
  object({ kind: v.literal('item'), item: id, die: v.exactOptional(integer(0, 5)) }),
  object({ kind: v.literal('model'), model: id, slot: v.exactOptional(slot) }),
]);

export const modelEditSchema: GenericSchema<unknown, ModelEdit> = object({
  stunned: v.exactOptional(flag),
  wounded: v.exactOptional(flag),
  aiming: v.exactOptional(flag),
  defending: v.exactOptional(flag),
  cover: v.exactOptional(cover),
  inTeargas: v.exactOptional(flag),
  presence: v.exactOptional(oneOf(['table', 'casualty', 'dead'] as const)),
  counters: v.exactOptional(object({ slot, counters: integer(0, 99) })),
  reloads: v.exactOptional(object({ slot, reloads: integer(0, 99) })),
  grenades: v.exactOptional(
    object({
      frag: v.exactOptional(integer(0, 99)),
      flashbang: v.exactOptional(integer(0, 99)),
      smoke: v.exactOptional(integer(0, 99)),
      teargas: v.exactOptional(integer(0, 99)),
    }),
  ),
});

const victim = object({ model: id, distance: inches, inCover: flag });
const donation = object({ donor: integer(0, 5), recipient: integer(0, 5) });

export const commandSchema: GenericSchema<unknown, SkirmishCommand> = v.variant('type', [
  object({ type: v.literal('skirmish/choose-first'), side: id, ...optionalAt }),
  object({
    type: v.literal('skirmish/act'),
    model: id,
    action: actionSchema,
    step: v.exactOptional(
      object({ distance: decimal(0, limits.shiftInchesMax), when: oneOf(['before', 'after'] as const) }),
    ),
    cover: v.exactOptional(cover),
    cards: v.exactOptional(list(id, 10)),
    review: v.exactOptional(flag),
    checks: v.exactOptional(integer(0, modelLimits.checksMax)),
    lean: v.exactOptional(flag),
    ...optionalAt,
  }),
  object({
    type: v.literal('skirmish/react'),
    model: id,
    trigger: oneOf(['aim-zone', 'shot-at'] as const),
    shot: v.nullable(shotOrderSchema),
    takeCover: v.nullable(v.union([v.literal(1), v.literal(2)], 'expected 1 or 2')),
    holdFire: v.exactOptional(flag),
    ...optionalAt,
  }),
  object({
    type: v.literal('skirmish/resolve'),
    review: v.exactOptional(flag),
    hailMary: v.exactOptional(
      idRecord(
        id,
        v.union([oneOf(['best', 'none'] as const), list(donation, 5)], 'expected best, none or donations'),
        limits.listMax,
      ),
    ),
    ...optionalAt,
  }),
  object({ type: v.literal('skirmish/take-cover'), model: id, ...optionalAt }),
  object({
    type: v.literal('skirmish/free-action'),
    model: id,
    kind: oneOf(['drop', 'speak'] as const),
    words: v.exactOptional(text()),
    ...optionalAt,
  }),
  object({ type: v.literal('skirmish/end-activation'), model: id, ...optionalAt }),
  object({
    type: v.literal('skirmish/end-turn'),
    reserves: v.exactOptional(list(object({ model: id, entryPoint: v.nullable(id) }), 100)),
    drifts: v.exactOptional(
      list(
        object({
          vehicle: id,
          contacts: v.exactOptional(list(contact, 40)),
          crash: v.exactOptional(v.nullable(filled(limits.textMax))),
        }),
        40,
      ),
    ),
    ...optionalAt,
  }),
  object({
    type: v.literal('skirmish/start-turn'),
    blasts: list(
      object({
        grenade: id,
        victims: list(victim, 100),
        vehicles: v.exactOptional(list(object({ vehicle: id, distance: inches }), 40)),
      }),
      40,
    ),
    ...optionalAt,
  }),
  object({ type: v.literal('skirmish/resolve-blast'), blast: id, victims: list(victim, 100), ...optionalAt }),
  object({
    type: v.literal('skirmish/play-card'),
    side: id,
    card: id,
    target: cardTargetSchema,
    ...optionalAt,
  }),
  object({ type: v.literal('skirmish/swap-cards'), side: id, cards: list(id, 2), ...optionalAt }),
  object({
    type: v.literal('skirmish/deploy'),
    model: id,
    distance: inches,
    cover: v.exactOptional(cover),
    ...optionalAt,
  }),
  object({ type: v.literal('skirmish/set-visibility'), visibility, ...optionalAt }),
  object({ type: v.literal('skirmish/edit-model'), model: id, changes: modelEditSchema, ...optionalAt }),
  object({
    type: v.literal('skirmish/add-model'),
    side: id,
    entry: object({
      id: modelEntry.id,
      profile: modelEntry.profile,
      stance: modelEntry.stance,
      cover: modelEntry.cover,
      start: modelEntry.start,
    }),
    ...optionalAt,
  }),
  object({ type: v.literal('skirmish/clear-cloud'), cloud: id, ...optionalAt }),
  object({ type: v.literal('skirmish/pause-clock'), ...optionalAt }),
  object({ type: v.literal('skirmish/resume-clock'), ...optionalAt }),
  object({ type: v.literal('skirmish/end-scenario'), outcome: text(), ...optionalAt }),
  object({
    type: v.literal('skirmish/grant-bonus'),
    model: id,
    checks: integer(0, modelLimits.checksMax),
    shifts: integer(0, modelLimits.shiftsMax),
    ...optionalAt,
  }),
  ...boardCommandSchemas,
]);
