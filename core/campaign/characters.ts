import { duplicateCharacter } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { characterProblems } from '../cot/characters/index.ts';
import type { Problem } from '../cot/characters/index.ts';
import { ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import { characterOf, hasCharacter } from './apply.ts';
import { schemaProblems } from './issues.ts';
import { characterSchema } from './schema.ts';
import type { CampaignCommand, CampaignEvent, CampaignState } from './types.ts';

/**
 * Commands on character sheets. Every command that produces a sheet validates the whole resulting sheet
 * under the table's settings and lists all its problems; a refused command stores nothing.
 */

type Command<T extends CampaignCommand['type']> = Extract<CampaignCommand, { readonly type: T }>;

const sheetFields = new Set<string>(Object.keys(characterSchema.entries));

export function addCharacter(
  state: CampaignState,
  command: Command<'character/create'>,
): Decision<CampaignEvent> {
  const { character } = command;
  if (typeof character.id === 'string' && hasCharacter(state, character.id)) {
    return duplicateId(state, character);
  }
  const refused = sheetRejection(state, character);
  if (refused) return refused;
  return ok([{ type: 'character/created', character }]);
}

export function updateCharacter(
  state: CampaignState,
  command: Command<'character/update'>,
): Decision<CampaignEvent> {
  if (!hasCharacter(state, command.id)) return unknownCharacter(command.id);
  const keys = Object.keys(command.changes);
  const stray = keys.find((key) => key === 'id' || !sheetFields.has(key));
  if (stray !== undefined) {
    return reject('character/unknown-field', `"${stray}" is not a field a sheet edit can change`, {
      field: stray,
    });
  }
  if (keys.length === 0)
    return reject('character/no-changes', 'The edit changes nothing', { id: command.id });
  const before = characterOf(state, command.id);
  const changes = withIdentity(before, command.changes);
  const refused = sheetRejection(state, { ...before, ...changes });
  if (refused) return refused;
  return ok([{ type: 'character/updated', id: command.id, changes }]);
}

/**
 * COT-CHAR-8: a character is and presents their own name until they take on another identity, so renaming someone
 * whose true or presented identity is their name renames that identity too (a new sheet renamed from "New crew
 * member").
 */
function withIdentity(
  before: Character,
  changes: Command<'character/update'>['changes'],
): Command<'character/update'>['changes'] {
  const name = changes.name;
  if (name === undefined) return changes;
  const follows = (field: 'presentedIdentity' | 'trueIdentity') =>
    changes[field] === undefined && before[field] === before.name ? { [field]: name } : {};
  return { ...changes, ...follows('presentedIdentity'), ...follows('trueIdentity') };
}

/** A template copy (see `duplicateCharacter`): same ratings and gear, a new person. */
export function copyCharacter(
  state: CampaignState,
  command: Command<'character/duplicate'>,
): Decision<CampaignEvent> {
  if (!hasCharacter(state, command.id)) return unknownCharacter(command.id);
  const copy = duplicateCharacter(characterOf(state, command.id), command.newId, command.name);
  if (hasCharacter(state, command.newId)) return duplicateId(state, copy);
  const refused = sheetRejection(state, copy);
  if (refused) return refused;
  return ok([{ type: 'character/created', character: copy }]);
}

/** Deleting a character keeps their rolls in the roll log. */
export function deleteCharacter(
  state: CampaignState,
  command: Command<'character/delete'>,
): Decision<CampaignEvent> {
  if (!hasCharacter(state, command.id)) return unknownCharacter(command.id);
  return ok([{ type: 'character/deleted', id: command.id }]);
}

export function unknownCharacter(id: unknown): Rejection {
  return reject('character/unknown', `No character has the id ${JSON.stringify(id)}`, { id });
}

function duplicateId(state: CampaignState, character: Character): Rejection {
  const holder = characterOf(state, character.id);
  return reject(
    'character/duplicate-id',
    `${holder.name} already has the id ${JSON.stringify(character.id)}`,
    {
      id: character.id,
    },
  );
}

/**
 * The rules' problems with a sheet (all of them, as `character/out-of-range`); when there are none, its shape
 * (a stray field, a wrong type: `character/malformed`); null when the sheet can be stored.
 */
function sheetRejection(state: CampaignState, character: Character): Rejection | null {
  const problems = characterProblems(character, state.settings);
  if (problems.length > 0) {
    return reject('character/out-of-range', `${sheetName(character)} cannot be saved: ${list(problems)}`, {
      id: character.id,
      problems,
    });
  }
  const shape = schemaProblems(characterSchema, character);
  if (shape.length > 0) {
    return reject('character/malformed', `${sheetName(character)} cannot be saved: ${list(shape, true)}`, {
      id: character.id,
      problems: shape,
    });
  }
  return null;
}

function sheetName(character: Character): string {
  return typeof character.name === 'string' && character.name.trim() !== ''
    ? character.name
    : 'The character';
}

function list(problems: readonly Problem[], withField = false): string {
  return problems
    .map((problem) => (withField ? `${problem.field}: ${problem.message}` : problem.message))
    .join('; ');
}
