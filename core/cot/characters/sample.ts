import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { defaultSettings } from '../settings/index.ts';
import { blankCharacter } from './create.ts';
import { abilities } from './skills.ts';
import type { Skill } from './skills.ts';
import type { Character, CharacterKind, Loyalty } from './types.ts';

/**
 * Sheets for the engines' conformance samples (`EngineConformance.sample`): valid under the default settings,
 * their ratings chosen with the given dice, kept small (abilities 1–3, skills 0–2, less in a sample that asks for
 * less) so many pools stay few enough dice for the suite to try every face of every die.
 */

export interface SheetSketch {
  readonly id: string;
  readonly kind: CharacterKind;
  readonly name: string;
  /** The skills that matter to the scene: each gets 0–2. */
  readonly skills?: readonly Skill[];
  /** One of these weapons (weapon-table names), or none when empty. */
  readonly weapons?: readonly string[];
  readonly armour?: string | null;
  readonly loyalties?: readonly Loyalty[];
  readonly foresight?: number;
  readonly reputation?: number;
  /** The highest ability (1–3, default 3); skills go up to one less. Small ones make pools of few dice. */
  readonly top?: number;
}

/** A number from `min` to `max` inclusive. */
export function between(dice: Dice, min: number, max: number): number {
  return min + dice.roll(max - min + 1) - 1;
}

/** One of `items` (none when empty). */
export function oneOf<T>(dice: Dice, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[dice.roll(items.length) - 1];
}

/** A sheet for a sample scene. */
export function sampleSheet(dice: Dice, sketch: SheetSketch): Character {
  const blank = blankCharacter(sketch.id as CharacterId, sketch.kind, sketch.name, defaultSettings);
  const skills = { ...blank.skills };
  const top = sketch.top ?? 3;
  for (const skill of sketch.skills ?? []) skills[skill] = between(dice, 0, top - 1);
  const weapon = oneOf(dice, sketch.weapons ?? []);
  return {
    ...blank,
    abilities: Object.fromEntries(abilities.map((a) => [a, between(dice, 1, top)])) as Character['abilities'],
    skills,
    weapons: weapon === undefined ? [] : [weapon],
    armour: sketch.armour ?? null,
    ...(sketch.loyalties ? { loyalties: sketch.loyalties } : {}),
    ...(sketch.foresight !== undefined ? { foresight: sketch.foresight } : {}),
    ...(sketch.reputation !== undefined ? { reputation: sketch.reputation } : {}),
  };
}

/** The campaign command that puts a sheet in the campaign (`character/create`). */
export function createSheet(character: Character): {
  readonly type: 'character/create';
  readonly character: Character;
} {
  return { type: 'character/create', character };
}
