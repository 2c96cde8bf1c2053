import * as v from 'valibot';
import { maxRolled } from '../../dice/pool.ts';
import { keepHighest } from '../../dice/roll.ts';
import {
  characterIdSchema,
  filledText,
  flag,
  idSchema,
  integer,
  list,
  object,
  oneOf,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import { initiativeLimits as limits } from './limits.ts';
import { initiativeScenes, leaveReasons, sideId, skipReasons } from './types.ts';
import type { InitiativeCommand, InitiativeEvent } from './types.ts';

/**
 * Initiative's commands and events, field by field with bounds (COT-INIT): a malformed command never reaches
 * `decideInitiative`, and an imported event is refused, with the field named, before `applyInitiative` sees it.
 * Objects are strict (an unknown key such as `__proto__` is refused), ids are non-empty bounded strings that
 * cannot reach a prototype, numbers are whole and bounded, and every recorded roll adds up from its faces.
 */

const sideIdSchema = v.pipe(idSchema, v.transform(sideId));
const round = integer(1, limits.roundMax);
const slotId = integer(0, limits.slotIdMax);
const total = integer(0, 6 * maxRolled);
const people = list(characterIdSchema, limits.participantsMax);
const slotIds = once(slotId, limits.slotsMax, (id) => id, 'slot');

const poolSchema = v.pipe(
  object({ rolled: integer(1, maxRolled), kept: integer(1, maxRolled) }),
  v.check((pool) => pool.kept <= pool.rolled, 'expected no more kept dice than rolled dice'),
);

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A roll as the dice gave it: its kept dice, total and catastrophe are what its faces give (COT-DICE-4, -7). */
const rollSchema = v.pipe(
  object({
    pool: poolSchema,
    faces: list(integer(1, 6), maxRolled),
    keptIndices: list(integer(0, maxRolled - 1), maxRolled),
    kept: list(integer(1, 6), maxRolled),
    total,
    catastrophe: flag,
  }),
  v.check((roll) => {
    // Field checks leave the value typed, so a face of 7 or a 2k3 pool still arrives here: never roll those.
    const d6 = roll.faces.every((face) => Number.isInteger(face) && face >= 1 && face <= 6);
    const pool = roll.pool.kept >= 1 && roll.pool.kept <= roll.pool.rolled && roll.pool.rolled <= maxRolled;
    if (!d6 || !pool || roll.faces.length !== roll.pool.rolled) return false;
    const again = keepHighest(roll.pool, roll.faces);
    return (
      sameList(again.keptIndices, roll.keptIndices) &&
      sameList(again.kept, roll.kept) &&
      again.total === roll.total &&
      again.catastrophe === roll.catastrophe
    );
  }, 'expected the kept dice, total and catastrophe that its faces give'),
);

const settingsSchema = object({
  initiativeTie: oneOf(['crew_first', 'roll_off']),
  rerollInitiativeEachRound: flag,
});

const sideSchema = object({ id: sideIdSchema, label: filledText(limits.labelMax), crew: flag });
const sidesSchema = once(sideSchema, limits.sidesMax, (side) => side.id, 'side');

const entrantEntries = {
  characterId: characterIdSchema,
  name: filledText(limits.nameMax),
  side: sideIdSchema,
  pool: poolSchema,
};
const entrantSchema = object(entrantEntries);

const participantSchema = object({
  ...entrantEntries,
  status: oneOf(['in', ...leaveReasons]),
  fromRound: round,
});

const slotSchema = v.pipe(
  object({
    id: slotId,
    side: sideIdSchema,
    createdBy: characterIdSchema,
    roll: rollSchema,
    fromRound: round,
    removeAfterRound: v.nullable(round),
  }),
  v.check(
    (slot) => slot.removeAfterRound === null || slot.removeAfterRound >= slot.fromRound - 1,
    'expected a slot removed no earlier than the round before it comes in',
  ),
);
const slotsSchema = once(slotSchema, limits.slotsMax, (slot) => slot.id, 'slot');

const tieRanksSchema = list(object({ total, sides: list(sideIdSchema, limits.sidesMax) }), 6 * maxRolled + 1);

const rollOffsSchema = list(
  object({
    total,
    throws: list(
      list(object({ side: sideIdSchema, face: integer(1, 6) }), limits.sidesMax),
      limits.throwsMax,
    ),
  }),
  6 * maxRolled + 1,
);

/** A list whose items' keys are all different: each side, participant or slot listed once. */
function once<const TItem extends v.GenericSchema>(
  item: TItem,
  max: number,
  key: (value: v.InferOutput<TItem>) => string | number,
  what: string,
) {
  return v.pipe(
    list(item, max),
    v.check((items) => new Set(items.map(key)).size === items.length, `expected each ${what} once`),
  );
}

/** Every command the GM (or the scene layer for them) sends to a scene's initiative. */
export const initiativeCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('initiative/start'),
      scene: oneOf(initiativeScenes),
      settings: settingsSchema,
      sides: sidesSchema,
      entrants: v.pipe(
        once(entrantSchema, limits.participantsMax, (entrant) => entrant.characterId, 'character'),
        v.minLength(1, 'expected at least one character rolling'),
      ),
      firstRoundSide: v.nullable(sideIdSchema),
      fromRound: v.exactOptional(round),
    }),
    object({
      type: v.literal('initiative/declare-focus'),
      focused: characterIdSchema,
      donors: people,
      focusRoundUsed: flag,
    }),
    object({ type: v.literal('initiative/claim-slot'), slotId, characterId: characterIdSchema }),
    object({ type: v.literal('initiative/end-turn') }),
    object({ type: v.literal('initiative/pass') }),
    object({ type: v.literal('initiative/join'), entrant: entrantSchema, side: v.nullable(sideSchema) }),
    object({
      type: v.literal('initiative/leave'),
      characterId: characterIdSchema,
      reason: oneOf(leaveReasons),
    }),
  ],
  'expected a known initiative command',
);

/** Every event a scene's initiative records, as an imported log may hold it. */
export const initiativeEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('initiative/started'),
      scene: oneOf(initiativeScenes),
      settings: settingsSchema,
      sides: sidesSchema,
      participants: once(participantSchema, limits.participantsMax, (p) => p.characterId, 'character'),
      slots: slotsSchema,
      order: slotIds,
      rollOffs: rollOffsSchema,
      tieRanks: tieRanksSchema,
      firstRoundSide: v.nullable(sideIdSchema),
      round: v.exactOptional(round),
    }),
    object({
      type: v.literal('initiative/focus-declared'),
      round,
      focused: characterIdSchema,
      donors: people,
    }),
    object({ type: v.literal('initiative/slot-claimed'), round, slotId, characterId: characterIdSchema }),
    object({ type: v.literal('initiative/turn-ended'), round, slotId, characterId: characterIdSchema }),
    object({
      type: v.literal('initiative/slot-skipped'),
      round,
      slotId,
      side: sideIdSchema,
      reason: v.exactOptional(oneOf(skipReasons)),
    }),
    object({ type: v.literal('initiative/round-ended'), round }),
    object({
      type: v.literal('initiative/round-started'),
      round: v.pipe(round, v.minValue(2, 'expected a round after the first')),
      removed: slotIds,
      rerolled: v.nullable(slotsSchema),
      order: slotIds,
      rollOffs: rollOffsSchema,
      tieRanks: tieRanksSchema,
    }),
    object({
      type: v.literal('initiative/joined'),
      round,
      participant: participantSchema,
      side: v.nullable(sideSchema),
      slot: v.nullable(slotSchema),
    }),
    object({
      type: v.literal('initiative/left'),
      round,
      characterId: characterIdSchema,
      reason: oneOf(leaveReasons),
    }),
  ],
  'expected a known initiative event',
);

// The schemas describe exactly the types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof initiativeCommandSchema>, InitiativeCommand>,
  Same<v.InferOutput<typeof initiativeEventSchema>, InitiativeEvent>,
] = [true, true];
void schemasMatchTypes;
