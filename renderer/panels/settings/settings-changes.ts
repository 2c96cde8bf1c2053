import { sameSettingValue as sameValue, settingsPage, settingsPageDefaults } from '../../../core/index.ts';
import type { Character, CotSettings } from '../../../core/index.ts';

/** What a save or a section reset sends, and which gear rows the crew's sheets use. */

/** The settings of `next` that differ from `stored`: what one `settings/change` should carry. */
export function changesFrom(next: CotSettings, stored: CotSettings): Partial<CotSettings> {
  const changed = (Object.keys(next) as (keyof CotSettings)[]).filter(
    (key) => !sameValue(next[key], stored[key]),
  );
  return Object.fromEntries(changed.map((key) => [key, next[key]])) as Partial<CotSettings>;
}

/** The change that puts a section's settings back to the rules' defaults; empty when they already are. */
export function sectionReset(sectionId: string, stored: CotSettings): Partial<CotSettings> {
  const section = settingsPage().find((candidate) => candidate.id === sectionId);
  if (!section) throw new RangeError(`No settings section "${sectionId}"`);
  const defaults = settingsPageDefaults();
  const changed = section.keys.filter((key) => !sameValue(stored[key], defaults[key]));
  return Object.fromEntries(changed.map((key) => [key, defaults[key]])) as Partial<CotSettings>;
}

/** Who carries each weapon and wears each armour, by name: a row they use cannot be renamed or removed. */
export function carriers(characters: Readonly<Record<string, Character>>): {
  weapons: ReadonlyMap<string, readonly string[]>;
  armour: ReadonlyMap<string, readonly string[]>;
} {
  const weapons = new Map<string, string[]>();
  const armour = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, item: string, who: string) =>
    map.set(item, [...(map.get(item) ?? []), who]);
  const people = Object.values(characters).sort((a, b) => a.name.localeCompare(b.name));
  for (const character of people) {
    for (const weapon of character.weapons) add(weapons, weapon, character.name);
    if (character.armour !== null) add(armour, character.armour, character.name);
  }
  return { weapons, armour };
}

/**
 * Names that sheets use but the edited table no longer has (renamed or removed rows), with who uses them:
 * saving such a table is refused until those sheets change.
 */
export function namesInUseDropped(
  rows: readonly { readonly name: string }[],
  inUse: ReadonlyMap<string, readonly string[]>,
): { name: string; who: readonly string[] }[] {
  const names = new Set(rows.map((row) => row.name.trim()));
  return [...inUse].filter(([name]) => !names.has(name)).map(([name, who]) => ({ name, who }));
}
