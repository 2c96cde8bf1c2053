import * as v from 'valibot';
import { characterLimits } from '../cot/characters/index.ts';
import { loyaltyChangeSchema } from '../cot/social/index.ts';
import { spotCommandSchema } from '../cot/spot/index.ts';
import { generateJobSchema } from '../cot/jobgen/index.ts';
import { engineOf, isEngineId } from '../registry/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { bridgeImportCommandSchema } from './bridge-import.ts';
import { wayBackCommandSchema } from './bridge-commands.ts';
import { bridgeCommandSchema } from './command-schema-bridge.ts';
import { issueProblem } from './issues.ts';
import { playersCommandSchema } from './schema-players.ts';
import { recapCommandSchema } from './recap-edit.ts';
import { campaignLimits as limits } from './limits.ts';
import {
  characterChangesSchema,
  characterIdSchema,
  characterSchema,
  filledText,
  flag,
  idText,
  integer,
  list,
  modifierSchema,
  object,
  oneOf,
  poolSchema,
  settingsChangesSchema,
  skillSchema,
  timeline,
  text,
  time,
} from './schema.ts';

/**
 * The shape of every command, checked before `decide` sees it: a malformed command (a string where a number
 * goes, an unknown field, a 1e308 distance, an engine command that is not that engine's) is refused with a
 * message naming the field, and never reaches the rules. The rules then say whether the command is allowed.
 */

const id = idText(limits.idMax);
const nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

const againstSchema = v.variant('kind', [
  object({ kind: v.literal('difficulty'), value: integer(0, limits.difficultyMax) }),
  object({ kind: v.literal('score'), value: integer(0, limits.difficultyMax), label: text(limits.labelMax) }),
  object({
    kind: v.literal('opposed'),
    characterId: nullable(characterIdSchema),
    skill: nullable(skillSchema),
    pool: nullable(poolSchema),
    modifiers: list(modifierSchema, limits.modifiersMax),
    label: text(limits.labelMax),
  }),
]);

/** COT-SOC-4: a Loyalty leaned onto, whose it is, and the GM's ruling on its relevance. */
const leanOntoSchema = object({
  of: characterIdSchema,
  relation: text(characterLimits.labelMax),
  subject: text(characterLimits.labelMax),
  relevant: flag,
});

const rollRequestSchema = object({
  characterId: nullable(characterIdSchema),
  skill: nullable(skillSchema),
  pool: nullable(poolSchema),
  modifiers: list(modifierSchema, limits.modifiersMax),
  bolsters: integer(0, limits.bolstersMax),
  leanOnto: nullable(leanOntoSchema),
  against: againstSchema,
  note: text(limits.noteMax),
});

const baseCommandSchema = v.variant(
  'type',
  [
    object({ type: v.literal('campaign/create'), name: text(limits.nameMax) }),
    object({ type: v.literal('campaign/rename'), name: text(limits.nameMax) }),
    object({ type: v.literal('settings/change'), changes: settingsChangesSchema }),
    object({
      type: v.literal('crew/adjust'),
      // Negative values pass here so that the rules can refuse them in their own words (COT-CHAR-10).
      changes: object({
        resources: v.exactOptional(integer(-limits.crewMax, limits.crewMax)),
        heat: v.exactOptional(integer(-limits.crewMax, limits.crewMax)),
      }),
    }),
    object({ type: v.literal('session/start') }),
    object({
      type: v.literal('time/downtime'),
      days: integer(limits.downtimeDaysMin, limits.downtimeDaysMax),
    }),
    object({ type: v.literal('character/create'), character: characterSchema }),
    object({ type: v.literal('character/update'), id: characterIdSchema, changes: characterChangesSchema }),
    object({
      type: v.literal('character/duplicate'),
      id: characterIdSchema,
      newId: characterIdSchema,
      name: text(limits.nameMax),
    }),
    object({ type: v.literal('character/delete'), id: characterIdSchema }),
    object({
      type: v.literal('character/change-own-loyalty'),
      id: characterIdSchema,
      change: loyaltyChangeSchema,
    }),
    object({
      type: v.literal('dice/roll'),
      rollId: id,
      at: time,
      request: rollRequestSchema,
      secret: v.exactOptional(flag),
    }),
  ],
  'expected a known command',
);

const stamp = { sceneId: id, at: time, rollId: id, secret: v.exactOptional(flag) };
const participantSchema = object({
  characterId: characterIdSchema,
  side: id,
  zone: text(limits.labelMax),
  role: oneOf(['on-foot', 'driver', 'passenger'] as const),
});
const sideSchema = object({ id, label: filledText(limits.labelMax), crew: flag });
const engineIdSchema = v.custom<string>(isEngineId, 'expected the name of a scene engine');
const anyJson = v.unknown();

const sceneCommandSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('scene/open'),
      ...stamp,
      name: text(limits.nameMax),
      engine: engineIdSchema,
      sides: list(sideSchema, 20),
      participants: list(participantSchema, 200),
      setup: anyJson,
      confirmed: v.exactOptional(flag),
      rollInitiative: v.exactOptional(flag),
    }),
    object({
      type: v.literal('scene/start-child'),
      ...stamp,
      newSceneId: id,
      name: text(limits.nameMax),
      engine: engineIdSchema,
      participants: list(participantSchema, 200),
      setup: anyJson,
      firstRoundSide: nullable(id),
    }),
    object({
      type: v.literal('scene/act'),
      ...stamp,
      engine: engineIdSchema,
      command: anyJson,
      modifiers: v.exactOptional(list(modifierSchema, limits.modifiersMax)),
    }),
    object({ type: v.literal('scene/close'), ...stamp }),
    object({ type: v.literal('scene/end-round'), ...stamp }),
    object({ type: v.literal('scene/next-turn'), ...stamp }),
    object({
      type: v.literal('scene/join'),
      ...stamp,
      participant: participantSchema,
      confirmed: v.exactOptional(flag),
    }),
    object({ type: v.literal('scene/leave'), ...stamp, characterId: characterIdSchema }),
    object({ type: v.literal('scene/roll-initiative'), ...stamp }),
    object({
      type: v.literal('scene/claim-slot'),
      ...stamp,
      slotId: integer(0, 1_000_000),
      characterId: characterIdSchema,
    }),
    object({ type: v.literal('scene/end-turn'), ...stamp }),
    object({
      type: v.literal('scene/declare-focus'),
      ...stamp,
      focused: characterIdSchema,
      donors: list(characterIdSchema, 20),
    }),
    object({
      type: v.literal('scene/bolster'),
      ...stamp,
      giver: characterIdSchema,
      recipient: characterIdSchema,
    }),
    object({ type: v.literal('scene/wait'), ...stamp, characterId: characterIdSchema }),
  ],
  'expected a known command',
);

export const commandSchema = v.variant(
  'type',
  [
    baseCommandSchema,
    sceneCommandSchema,
    spotCommandSchema,
    generateJobSchema,
    bridgeCommandSchema,
    wayBackCommandSchema,
    bridgeImportCommandSchema,
    playersCommandSchema,
    recapCommandSchema,
    timeline.commandSchema,
  ],
  'expected a known command',
);

/**
 * What is wrong with a command's shape, or null. Engine parts (a scene's setup, an engine's command) are
 * checked against that engine's own schema.
 */
export function commandProblem(command: unknown): Rejection | null {
  if (
    typeof command !== 'object' ||
    command === null ||
    typeof (command as { type?: unknown }).type !== 'string'
  ) {
    return reject('command/invalid', 'A command must be an object with a type');
  }
  const typed = command as { readonly type: string };
  const parsed = v.safeParse(commandSchema, command, { abortEarly: true });
  if (!parsed.success) return invalid(parsed.issues[0]!, '');
  const inner = command as Partial<Record<'engine' | 'setup' | 'command', unknown>>;
  if ((typed.type === 'scene/open' || typed.type === 'scene/start-child') && isEngineId(inner.engine)) {
    const setup = v.safeParse(engineOf(inner.engine).setupSchema, inner.setup, { abortEarly: true });
    if (!setup.success) return invalid(setup.issues[0]!, 'setup');
  }
  if (typed.type === 'scene/act' && isEngineId(inner.engine)) {
    const engineCommand = v.safeParse(engineOf(inner.engine).commandSchema, inner.command, {
      abortEarly: true,
    });
    if (!engineCommand.success) return invalid(engineCommand.issues[0]!, 'command');
  }
  return null;
}

function invalid(issue: v.BaseIssue<unknown>, prefix: string): Rejection {
  const problem = issueProblem(issue, prefix);
  return reject('command/invalid', `${problem.field}: ${problem.message}`, { field: problem.field });
}
