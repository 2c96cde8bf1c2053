import { characterProblems } from '../../../core/index.ts';
import type { Character, CharacterFields, Condition, CotSettings } from '../../../core/index.ts';

/**
 * The character sheet's form: the draft as its inputs hold it (an emptied number is null), what core says is
 * wrong with it field by field, and the id of each field's input, so a message sits beside its field and the
 * first bad field can take the focus.
 */

/** The input id of a core problem's field: `abilities.muscle` → `sheet-abilities-muscle`, `loyalties[1].subject` → `sheet-loyalties-1-subject`. */
export function sheetFieldId(field: string): string {
  return `sheet-${field.replace(/\[(\d+)\]/g, '-$1').replace(/\./g, '-')}`;
}

/** An emptied number input holds null; core names a missing value "nothing", so it reads as missing. */
function present(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, present(inner)]));
}

/** The sheet's condition from its two inputs. */
export function draftCondition(state: Condition['state'], recoveryDays: number | null): Condition {
  if (state === 'wounded') return { state, recoveryDays: recoveryDays as number };
  return { state };
}

/** Core's message for each field of the draft that breaks the rules (the first, when several), in sheet order. */
export function sheetProblems(draft: Character, settings: CotSettings): Record<string, string> {
  const readable = { ...draft } as Record<string, unknown>;
  for (const key of ['abilities', 'skills', 'foresight', 'reputation', 'condition'] as const) {
    readable[key] = present(draft[key]);
  }
  const byField: Record<string, string> = {};
  for (const { field, message } of characterProblems(readable as unknown as Character, settings)) {
    byField[field] ??= message;
  }
  return byField;
}

/**
 * What "Save changes" sends: the fields the GM changed, so the undo label says what the edit was ("edit Vex:
 * name, Muscle") and a renamed sheet that presented its own name presents the new one (COT-CHAR-8).
 */
export function sheetChanges(draft: Character, stored: Character): Partial<CharacterFields> {
  const { id: _id, ...fields } = draft;
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key as keyof Character]),
    ),
  ) as Partial<CharacterFields>;
}

/** The weapons a sheet carries that the table no longer has: shown so the GM can take them off. */
export function unknownWeapons(
  weapons: readonly string[],
  settings: Pick<CotSettings, 'weaponTable'>,
): { readonly name: string; readonly index: number }[] {
  return weapons.flatMap((name, index) =>
    settings.weaponTable.some((weapon) => weapon.name === name) ? [] : [{ name, index }],
  );
}
