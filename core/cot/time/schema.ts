import * as v from 'valibot';
import {
  characterIdSchema,
  filledText,
  idSchema,
  integer,
  list,
  object,
  oneOf,
  text,
} from '../../shared/schema-kit.ts';
import type { Same } from '../../shared/schema-kit.ts';
import type { BolsterCommand, BolsterEvent } from './bolster/types.ts';
import type { FreeTurnsCommand, FreeTurnsEvent } from './free-turns/types.ts';
import { timeLimits as limits } from './limits.ts';
import type { ScheduleCommand, ScheduleEvent } from './schedule/types.ts';
import { sessionLimits } from './session/types.ts';
import type { SessionCommand, SessionEvent } from './session/types.ts';
import { roundMinutes, sceneId, stageTypes } from './stages.ts';

/**
 * The time modules' commands and events, field by field with bounds (COT-TIME): the Bolster ledger, the
 * scheduler's clock, turns without initiative and the session ledger. A malformed command never reaches its
 * `decide`; an imported event is refused, with the field named, before its `apply` sees it. Objects are strict
 * (an unknown key such as `__proto__` is refused), ids are non-empty bounded strings that cannot reach a
 * prototype, and every number is a whole number in range.
 */

const sceneIdSchema = v.pipe(idSchema, v.transform(sceneId));
const stage = oneOf(stageTypes);
const round = integer(1, limits.roundMax);
const turnsEach = integer(1, limits.turnsEachMax);
const clock = integer(0, limits.clockMax);
const turn = integer(1, limits.turnMax);
const session = integer(1, limits.sessionMax);
const name = filledText(limits.nameMax);
const people = (max: number) => list(characterIdSchema, max);

/** Minutes one round of a stage lasts (COT-TIME-2): nothing else is a round's length. */
const roundLength = v.pipe(
  integer(1, roundMinutes.prep),
  v.check(
    (minutes) => Object.values(roundMinutes).includes(minutes),
    `expected the length of a round: ${Object.values(roundMinutes).join(', ')} minutes`,
  ),
);

// ── Bolster and Wait (COT-TIME-4) ─────────────────────────────────────────────────────────────────────

export const bolsterCommandSchema = v.variant(
  'type',
  [
    object({ type: v.literal('time/bolster'), giver: characterIdSchema, recipient: characterIdSchema }),
    object({ type: v.literal('time/wait'), characterId: characterIdSchema }),
    object({ type: v.literal('time/use-bolsters'), recipient: characterIdSchema }),
    object({ type: v.literal('time/close-turn'), characterId: characterIdSchema }),
  ],
  'expected a known Bolster command',
);

export const bolsterEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('time/bolstered'),
      giver: characterIdSchema,
      recipient: characterIdSchema,
      expiresAfterTurn: turn,
    }),
    object({ type: v.literal('time/waited'), characterId: characterIdSchema }),
    object({
      type: v.literal('time/bolsters-used'),
      recipient: characterIdSchema,
      givers: v.pipe(people(limits.bolstersMax), v.minLength(1, 'expected at least one giver')),
      dice: integer(1, limits.bolstersMax),
    }),
    object({
      type: v.literal('time/turn-closed'),
      characterId: characterIdSchema,
      turn,
      lost: people(limits.bolstersMax),
    }),
  ],
  'expected a known Bolster event',
);

// ── The scheduler of simultaneous scenes (COT-TIME-3) ─────────────────────────────────────────────────

export const scheduleCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('time/open-scene'),
      sceneId: sceneIdSchema,
      label: text(limits.labelMax),
      stage,
    }),
    object({ type: v.literal('time/finish-round'), sceneId: sceneIdSchema }),
    object({ type: v.literal('time/close-scene'), sceneId: sceneIdSchema }),
    object({ type: v.literal('time/change-stage'), sceneId: sceneIdSchema, stage }),
  ],
  'expected a known clock command',
);

export const scheduleEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('time/scene-opened'),
      sceneId: sceneIdSchema,
      label: text(limits.labelMax),
      stage,
      startedAt: clock,
    }),
    object({ type: v.literal('time/round-finished'), sceneId: sceneIdSchema, round, endsAt: clock }),
    object({ type: v.literal('time/stage-changed'), sceneId: sceneIdSchema, stage, earlierMinutes: clock }),
    object({
      type: v.literal('time/scene-closed'),
      sceneId: sceneIdSchema,
      minutes: clock,
      countsAs: v.nullable(object({ sceneId: sceneIdSchema, stage, rounds: integer(0, limits.roundMax) })),
    }),
  ],
  'expected a known clock event',
);

// ── Turns without initiative (COT-TIME-5) ─────────────────────────────────────────────────────────────

const entrant = object({ characterId: characterIdSchema, name });
const entrants = v.pipe(
  list(entrant, limits.membersMax),
  v.minLength(1, 'expected at least one character taking turns'),
  v.check(
    (members) => new Set(members.map((member) => member.characterId)).size === members.length,
    'expected each character once',
  ),
);

export const freeTurnsCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('time/begin-free-turns'),
      stage,
      members: entrants,
      fromRound: v.exactOptional(round),
      turnsEach: v.exactOptional(turnsEach),
    }),
    object({ type: v.literal('time/start-free-turn'), characterId: characterIdSchema }),
    object({ type: v.literal('time/end-free-turn') }),
    object({ type: v.literal('time/end-free-round') }),
    object({ type: v.literal('time/join-free-turns'), characterId: characterIdSchema, name }),
    object({ type: v.literal('time/leave-free-turns'), characterId: characterIdSchema }),
  ],
  'expected a known command of turns without initiative',
);

export const freeTurnsEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('time/free-turns-began'),
      stage,
      members: entrants,
      round: v.exactOptional(round),
      turnsEach: v.exactOptional(turnsEach),
    }),
    object({ type: v.literal('time/free-turn-started'), round, characterId: characterIdSchema }),
    object({ type: v.literal('time/free-turn-ended'), round, characterId: characterIdSchema }),
    object({
      type: v.literal('time/free-round-ended'),
      round,
      minutes: roundLength,
      skipped: v.exactOptional(people(limits.membersMax)),
    }),
    object({ type: v.literal('time/free-member-joined'), round, characterId: characterIdSchema, name }),
    object({ type: v.literal('time/free-member-left'), round, characterId: characterIdSchema }),
  ],
  'expected a known event of turns without initiative',
);

// ── Session-scoped limits (COT-TIME-7) ────────────────────────────────────────────────────────────────

export const sessionCommandSchema = v.variant(
  'type',
  [
    object({ type: v.literal('time/open-session') }),
    object({
      type: v.literal('time/use-session-limit'),
      characterId: characterIdSchema,
      limit: oneOf(sessionLimits),
    }),
  ],
  'expected a known session command',
);

export const sessionEventSchema = v.variant(
  'type',
  [
    object({ type: v.literal('time/session-opened'), session }),
    object({
      type: v.literal('time/session-limit-used'),
      session,
      characterId: characterIdSchema,
      limit: oneOf(sessionLimits),
    }),
  ],
  'expected a known session event',
);

// The schemas describe exactly the types: these fail to compile when either side drifts.
const schemasMatchTypes: [
  Same<v.InferOutput<typeof bolsterCommandSchema>, BolsterCommand>,
  Same<v.InferOutput<typeof bolsterEventSchema>, BolsterEvent>,
  Same<v.InferOutput<typeof scheduleCommandSchema>, ScheduleCommand>,
  Same<v.InferOutput<typeof scheduleEventSchema>, ScheduleEvent>,
  Same<v.InferOutput<typeof freeTurnsCommandSchema>, FreeTurnsCommand>,
  Same<v.InferOutput<typeof freeTurnsEventSchema>, FreeTurnsEvent>,
  Same<v.InferOutput<typeof sessionCommandSchema>, SessionCommand>,
  Same<v.InferOutput<typeof sessionEventSchema>, SessionEvent>,
] = [true, true, true, true, true, true, true, true];
void schemasMatchTypes;
