import { hasTag } from '../cot/gear/index.ts';
import type { Armour, Weapon } from '../cot/gear/index.ts';
import { weaponTable as heistWeaponTable } from '../skirmish/index.ts';
import type { GrenadeKind, WeaponName, WeaponSlot } from '../skirmish/index.ts';

/**
 * Gear across the bridge (BRG-D-8, D-9, D-38): which HEIST weapon a COT weapon is, which COT weapon a HEIST
 * weapon becomes, body armour both ways, and how the default loadout is chosen. A weapon is known by its row's
 * name in the COT default weapon table (COT-D-16), whatever bonus the table now gives it; a row the GM added has
 * no HEIST weapon unless a mapping record gives it one (an NPC imported from HEIST).
 */

/** The COT weapon behind each Frag grenade (BRG-D-8: one per item). */
export const fragWeapon = 'Grenade, dynamite stick';

// BRG-D-8: the default weapon table's rows (COT-D-16) and their HEIST weapons.
const heistOfCot: Readonly<Record<string, WeaponName | 'frag'>> = {
  Revolver: 'Service revolver',
  'Automatic pistol': 'Service pistol',
  'Machine pistol': 'Machine pistol',
  'Submachine gun (Tommy gun)': 'Submachine gun',
  Rifle: 'Assault rifle',
  Shotgun: 'Combat shotgun',
  'Machine gun': 'Machinegun, belt-fed',
  [fragWeapon]: 'frag',
};

// BRG-D-8, reverse direction: the Magazine shotgun is a Shotgun, the drum-fed machinegun a Machine gun.
const cotOfHeist: Readonly<Record<WeaponName, string>> = {
  'Service revolver': 'Revolver',
  'Service pistol': 'Automatic pistol',
  'Machine pistol': 'Machine pistol',
  'Submachine gun': 'Submachine gun (Tommy gun)',
  'Assault rifle': 'Rifle',
  'Combat shotgun': 'Shotgun',
  'Magazine shotgun': 'Shotgun',
  'Machinegun, belt-fed': 'Machine gun',
  'Machinegun, drum-fed': 'Machine gun',
};

/** What a COT weapon is on a HEIST table. */
export type TableRole =
  | { readonly kind: 'firearm'; readonly heist: WeaponName; readonly slot: WeaponSlot }
  | { readonly kind: 'frag' }
  /** BRG-D-11: usable only by the melee extension; Fists and Blunt weapons are non-lethal. */
  | { readonly kind: 'melee'; readonly lethal: boolean }
  /** No HEIST equivalent: it stays in the COT gear. */
  | { readonly kind: 'none' };

/** A firearm's HEIST role. */
export function firearmRole(heist: WeaponName): TableRole {
  return { kind: 'firearm', heist, slot: heistWeaponTable[heist].kind };
}

/**
 * The HEIST role of a COT weapon row (BRG-D-8, D-11); `kept` is the HEIST type a mapping record kept for it
 * (BRG-D-7), which wins over the default mapping.
 */
export function tableRole(row: Weapon, kept?: WeaponName): TableRole {
  if (kept !== undefined) return firearmRole(kept);
  const mapped = heistOfCot[row.name];
  if (mapped === 'frag') return { kind: 'frag' };
  if (mapped !== undefined) return firearmRole(mapped);
  if (hasTag(row, 'melee')) return { kind: 'melee', lethal: !hasTag(row, 'blunt') };
  return { kind: 'none' };
}

/** The COT weapon row's name a HEIST weapon becomes (BRG-D-8). */
export function cotWeaponOf(heist: WeaponName): string {
  return cotOfHeist[heist];
}

/**
 * BRG-D-38: a larger bonus first, compared by kept dice, then by rolled dice (+3k1 > +2k1 > +1k1 > +2k0);
 * equal bonuses keep the order they are given in (the gear's).
 */
export function byBonus(a: Pick<Weapon, 'bonus'>, b: Pick<Weapon, 'bonus'>): number {
  return b.bonus.kept - a.bonus.kept || b.bonus.rolled - a.bonus.rolled;
}

/** The first of `items` with the largest bonus (BRG-D-38), or undefined for none. */
export function largestBonus<T extends Pick<Weapon, 'bonus'>>(items: readonly T[]): T | undefined {
  return [...items].sort(byBonus)[0];
}

/** BRG-D-9: armour that keeps a die (a steel vest, +1k1) is HEIST body armor; a heavy coat (+1k0) is nothing. */
export function isBodyArmour(armour: Pick<Armour, 'bonus'> | null | undefined): boolean {
  return armour != null && armour.bonus.kept >= 1;
}

/** The armour row HEIST body armor becomes (BRG-D-9): the steel vest, else the first row that keeps a die. */
export function cotBodyArmour(table: readonly Armour[]): Armour | undefined {
  return (
    table.find((row) => row.name === 'Steel vest, body armour' && isBodyArmour(row)) ??
    table.find((row) => isBodyArmour(row))
  );
}

/**
 * BRG-D-6: what armour adds to a Training score (COT-DICE-9, a passive score: 3 per kept die, 1 per other rolled
 * die): +1k0 is 1, +1k1 is 3.
 */
export function armourShare(armour: Pick<Armour, 'bonus'> | null | undefined): number {
  if (!armour) return 0;
  return 3 * armour.bonus.kept + (armour.bonus.rolled - armour.bonus.kept);
}

/**
 * HEIST gear that COT has only as items carried for skirmishes (BRG-D-8: flashbang, smoke and teargas grenades;
 * the same for the gas mask, weapon light and night vision), and a spare reload. Written on the sheet's gear list
 * under these names (any case); a Reload's note may name the weapon it is for.
 */
export const heistGearNames = {
  flashbang: 'Flashbang',
  smoke: 'Smoke grenade',
  teargas: 'Teargas grenade',
  gasMask: 'Gas mask',
  weaponLight: 'Weapon light',
  nightVision: 'Night vision',
  reload: 'Reload',
} as const;

/** What a gear item is on a HEIST table, by its name. */
export type GearRole = keyof typeof heistGearNames;

const gearByName = new Map<string, GearRole>(
  Object.entries(heistGearNames).map(([role, name]) => [name.toLowerCase(), role as GearRole]),
);

/** The HEIST role of a gear item's name, or null for gear HEIST has no use for. */
export function gearRole(name: string): GearRole | null {
  return gearByName.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/**
 * The words a Reload item's note may name a COT weapon by (BRG-D-10): its own name and its HEIST weapon's
 * (`kept`, a mapping record's, else BRG-D-8's).
 */
export function weaponWords(name: string, kept?: WeaponName): readonly string[] {
  const heist = kept ?? heistOfCot[name];
  return heist === undefined || heist === 'frag' ? [name] : [name, heist];
}

/** Whether a note is one of `words`, in any case, spaces around it ignored. */
export function noteNames(note: string, words: readonly string[]): boolean {
  const said = note.trim().toLowerCase();
  return words.some((word) => word.toLowerCase() === said);
}

/**
 * BRG-D-10: a Reload item may feed this weapon when its note names it, or names none of the sheet's weapons
 * (a note such as "bought at Sal's"); `all` is every weapon of the sheet, each as `weaponWords` gives it.
 */
export function mayFeed(
  note: string,
  weapon: readonly string[],
  all: readonly (readonly string[])[],
): boolean {
  return noteNames(note, weapon) || !all.some((words) => noteNames(note, words));
}

/** The grenade kinds only gear items carry (Frag grenades are COT weapons). */
export const itemGrenades = ['flashbang', 'smoke', 'teargas'] as const satisfies readonly GrenadeKind[];
