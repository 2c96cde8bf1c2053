import type { CharacterKind, Condition } from './types.ts';

/** One choice a sheet's select offers: the stored value and the words the GM reads. */
export interface SheetChoice<T extends string> {
  readonly value: T;
  readonly label: string;
}

/**
 * The kinds of character a sheet can be, in the sheet's order (COT-CHAR-5: crew or NPC; COT-CHAR-9 NPCs;
 * COT-GUARD-1: a guard is an NPC built like any other character, kept apart for its passive scores).
 */
export const characterKinds: readonly SheetChoice<CharacterKind>[] = [
  { value: 'crew', label: 'Crew' },
  { value: 'npc', label: 'NPC' },
  { value: 'guard', label: 'Guard' },
];

/** COT-CHAR-6: the health states, Healthy (stored as `unhurt`) → Wounded → Dead. */
export const conditionStates: readonly SheetChoice<Condition['state']>[] = [
  { value: 'unhurt', label: 'Unhurt' },
  { value: 'wounded', label: 'Wounded' },
  { value: 'dead', label: 'Dead' },
];
