import { list, object, text } from '../../shared/schema-kit.ts';
import { characterLimits as limits } from '../limits/index.ts';
import type { Character, GearItem } from './types.ts';

/**
 * A sheet's other gear (COT-FORE-7): rope, a crowbar, lock picks, each with its note. A sheet stored before
 * gear lists existed has none, so old campaigns and files need no migration.
 */

/** The other gear a sheet holds: an empty list for a sheet stored before gear lists. */
export function gearOf(character: Pick<Character, 'gear'>): readonly GearItem[] {
  return character.gear ?? [];
}

/**
 * One item's shape, for files and commands: a name and a note within their bounds. An empty name passes here
 * for the rules to refuse in their own words (`characterProblems`, a Cache's `cacheProblem`).
 */
export const gearItemSchema = object({ name: text(limits.labelMax), note: text(limits.gearNoteMax) });

/** A gear list's shape: at most `gearMax` items. */
export const gearListSchema = list(gearItemSchema, limits.gearMax);

/** One thing wrong with an item: which part (null: the whole item) and a sentence for the GM. */
export interface GearItemProblem {
  readonly part: 'name' | 'note' | null;
  readonly message: string;
}

/** Everything wrong with one item, in the words of `subject` ("Gear item 2", "Item 1 of the Cache"). */
export function gearItemProblems(item: unknown, subject: string): GearItemProblem[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return [{ part: null, message: `${subject} must be a name and a note` }];
  }
  const { name, note } = item as Readonly<Record<string, unknown>>;
  return [...nameProblems(name, subject), ...noteProblems(note, subject)];
}

function nameProblems(name: unknown, subject: string): GearItemProblem[] {
  if (typeof name !== 'string') return [{ part: 'name', message: `${subject}'s name must be text` }];
  if (name.trim() === '') return [{ part: 'name', message: `${subject} needs a name` }];
  if (name.length <= limits.labelMax) return [];
  const message = `${subject}'s name must be at most ${limits.labelMax} characters (got ${name.length})`;
  return [{ part: 'name', message }];
}

function noteProblems(note: unknown, subject: string): GearItemProblem[] {
  if (typeof note !== 'string') return [{ part: 'note', message: `${subject}'s note must be text` }];
  if (note.length <= limits.gearNoteMax) return [];
  const message = `${subject}'s note must be at most ${limits.gearNoteMax} characters (got ${note.length})`;
  return [{ part: 'note', message }];
}
