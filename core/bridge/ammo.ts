import { gearOf } from '../cot/characters/index.ts';
import type { Character, GearItem } from '../cot/characters/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { counted, inWords } from '../shared/words.ts';
import { weaponTable as heistWeaponTable } from '../skirmish/index.ts';
import type { GrenadeKind, ModelState, WeaponSlot, WeaponState } from '../skirmish/index.ts';
import type { CarriedFirearm, Loadout } from './model.ts';
import type { BridgeRecord, FirearmRecord } from './record.ts';
import { fragWeapon, gearRole, itemGrenades, mayFeed, weaponWords } from './weapons.ts';

/**
 * Ammunition and weapon condition carried back (BRG-D-25): each firearm keeps its reloads and ammo counters
 * (counters up to its capacity; a reload under way is finished, a jam cleared), a firearm out of ammo with no
 * reloads is dry, a broken one stays broken until a Build roll repairs it; grenades thrown are struck from the
 * sheet, in gear order unless the player names which.
 */

/** A firearm's end on the table, as the skirmish holds it. */
export type FirearmEnd = Pick<
  WeaponState,
  'weapon' | 'reloads' | 'counters' | 'progress' | 'magazineOut' | 'jammed' | 'broken'
>;

/** BRG-D-25: the Build difficulty that repairs a broken weapon (one Prep action). */
export const repairDifficulty = 9;

/** A firearm that is out of ammo with no reloads left (BRG-D-25). */
export function isDry(firearm: Pick<FirearmRecord, 'heist' | 'reloads' | 'counters'>): boolean {
  return firearm.counters >= heistWeaponTable[firearm.heist].capacity && firearm.reloads === 0;
}

/**
 * BRG-D-25: a firearm's record after the skirmish. A reload under way is completed (one reload used; a magazine's
 * counters cleared, a tube shotgun's one counter taken out, HST-WPN-5), counters past capacity are recorded at
 * capacity, a jam that is not a break is cleared.
 */
export function firearmAfter(start: FirearmRecord, end: FirearmEnd): FirearmRecord {
  const profile = heistWeaponTable[end.weapon];
  const reloading = end.progress > 0 && end.reloads > 0;
  const reloads = reloading ? end.reloads - 1 : end.reloads;
  const counters = !reloading ? end.counters : profile.reload === 'tube' ? Math.max(0, end.counters - 1) : 0;
  return {
    ...start,
    heist: end.weapon,
    reloads,
    counters: Math.min(counters, profile.capacity),
    broken: end.broken,
  };
}

/** A firearm's condition in COT (BRG-D-25): broken, dry, or null when it can shoot. */
function firearmCondition(
  character: Pick<Character, 'weapons' | 'gear'>,
  record: BridgeRecord | null,
  weapon: string,
): 'broken' | 'dry' | null {
  const firearm = record?.firearms.find((entry) => entry.weapon === weapon);
  if (!firearm) return null;
  if (firearm.broken) return 'broken';
  if (!isDry(firearm)) return null;
  const words = (name: string) =>
    weaponWords(name, record?.firearms.find((entry) => entry.weapon === name)?.heist);
  const all = character.weapons.map(words);
  const fed = gearOf(character).some(
    (item) => gearRole(item.name) === 'reload' && mayFeed(item.note, words(weapon), all),
  );
  return fed ? null : 'dry';
}

/**
 * Whether a COT Shooting attack (or a Drop) may use this weapon (BRG-D-25): null when it may, else why not. A
 * weapon the record does not know has never been to a skirmish and is loaded; a dry one is fed again by a Reload
 * item of the sheet that may feed it (BRG-D-10).
 */
export function shootingProblem(
  character: Pick<Character, 'weapons' | 'gear'>,
  record: BridgeRecord | null,
  weapon: string,
): string | null {
  const condition = firearmCondition(character, record, weapon);
  if (condition === 'broken') {
    return `${weapon} is broken until repaired (Build, D ${repairDifficulty}; BRG-D-25)`;
  }
  return condition === 'dry' ? `${weapon} is dry until resupplied (BRG-D-25)` : null;
}

/** BRG-D-25: a Build roll's total against D 9 repairs a broken weapon (one Prep action). */
export function repairAfter(record: BridgeRecord, weapon: string, buildTotal: number): BridgeRecord {
  if (buildTotal < repairDifficulty) return record;
  return {
    ...record,
    firearms: record.firearms.map((firearm) =>
      firearm.weapon === weapon && firearm.broken ? { ...firearm, broken: false } : firearm,
    ),
  };
}

/** Which thrown Frag grenades the player says were which COT item: places in the sheet's weapon list. */
export interface ThrownChoice {
  readonly frags?: readonly number[];
}

/** The sheet's gear after the skirmish, and the words for the GM. */
export interface GearOutcome {
  /** The weapon list with the grenades thrown struck. */
  readonly weapons: readonly string[];
  /** The gear list with the grenades thrown and the Reload items used struck. */
  readonly gear: readonly GearItem[];
  /** The mapping record with each carried firearm's end. */
  readonly record: BridgeRecord;
  readonly lines: readonly string[];
}

/** The model's end on the table that the gear reads. */
export type GearEnd = Pick<ModelState, 'weapons' | 'grenades'>;

const slots = ['long', 'sidearm'] as const;

/**
 * BRG-D-25: the sheet's weapons, gear and mapping record after the skirmish. `conversion` is what the model was
 * made from (modelOf's record and loadout), `end` the model at the end. The Reload items taken along are spent
 * first, and leave the gear list; the record keeps the weapon's own reloads left. Never changes its inputs.
 * @returns a rejection when the sheet no longer holds what the loadout names (it changed since), the model ends
 * with a weapon it did not carry or more grenades than it took, or the player's choice of thrown grenades is not
 * one of those taken.
 */
export function gearAfter(
  character: Character,
  conversion: { readonly record: BridgeRecord; readonly loadout: Loadout },
  end: GearEnd,
  choice: ThrownChoice = {},
): GearOutcome | Rejection {
  const { record, loadout } = conversion;
  const gear = gearOf(character);
  const changed = sheetChanged(character, gear, loadout);
  if (changed !== null) {
    return reject(
      'bridge/sheet-changed',
      `${character.name}'s sheet changed since the fight began: ${changed}`,
      {
        character: character.id,
      },
    );
  }
  const firearms: FirearmRecord[] = [...record.firearms];
  const spentReloads: number[] = [];
  const carriedEnds: { slot: WeaponSlot; weapon: string }[] = [];
  for (const slot of slots) {
    const carried = loadout[slot];
    if (!carried) continue;
    const state = end.weapons[slot];
    if (!state || state.weapon !== carried.heist) {
      return reject(
        'bridge/weapon-end',
        `${character.name} ends without the ${carried.heist} it took (${carried.weapon})`,
        { character: character.id, slot },
      );
    }
    const at = firearms.findIndex((firearm) => firearm.weapon === carried.weapon);
    const start = at >= 0 ? firearms[at]! : startRecord(carried);
    const ended = firearmAfter(start, state);
    // the Reload items taken along are spent first; the record keeps the weapon's own reloads left
    const items = carried.reloadItems.length;
    const spent = Math.min(Math.max(0, carried.reloads - ended.reloads), items);
    const after = { ...ended, reloads: ended.reloads - (items - spent) };
    spentReloads.push(...carried.reloadItems.slice(0, spent));
    if (at >= 0) firearms[at] = after;
    else firearms.push(after);
    carriedEnds.push({ slot, weapon: carried.weapon });
  }
  const frags = struckFrags(character, loadout, end, choice);
  if (typeof frags === 'string') {
    return reject('bridge/grenades', `${character.name}: ${frags}`, { character: character.id });
  }
  const items = struckItems(loadout, end);
  if (typeof items === 'string') {
    return reject('bridge/grenades', `${character.name}: ${items}`, { character: character.id });
  }
  const goneItems = new Set([...items, ...spentReloads]);
  const weapons = character.weapons.filter((_, index) => !frags.includes(index));
  const after = { weapons, gear: gear.filter((_, index) => !goneItems.has(index)) };
  const kept = { ...record, firearms };
  const lines = carriedEnds.map(({ slot, weapon }) => firearmLine(character.name, after, kept, weapon, slot));
  if (spentReloads.length > 0) {
    lines.push(
      `${character.name}: ${counted(spentReloads.length, 'Reload')} used, struck from the gear (BRG-D-25)`,
    );
  }
  if (frags.length > 0) {
    const struck = frags.length === 1 ? `one ${fragWeapon}` : `${frags.length} × ${fragWeapon}`;
    lines.push(
      `${character.name}: ${counted(frags.length, 'Frag grenade')} thrown, ${struck} struck from the weapons (BRG-D-25)`,
    );
  }
  if (items.length > 0) {
    const names = items.map((index) => gear[index]!.name);
    lines.push(`${character.name}: ${inWords(names)} thrown, struck from the gear (BRG-D-25)`);
  }
  return { ...after, record: kept, lines };
}

function startRecord(carried: CarriedFirearm): FirearmRecord {
  return {
    weapon: carried.weapon,
    heist: carried.heist,
    reloads: carried.reloads,
    counters: carried.counters,
    broken: false,
  };
}

/** Whether the sheet still holds, at their places, the weapons and items the loadout names. */
function sheetChanged(character: Character, gear: readonly GearItem[], loadout: Loadout): string | null {
  for (const slot of slots) {
    const carried = loadout[slot];
    if (carried && character.weapons[carried.index] !== carried.weapon) return `${carried.weapon} is gone`;
    for (const index of carried?.reloadItems ?? []) {
      if (gearRole(gear[index]?.name ?? '') !== 'reload') return 'a Reload it took is gone';
    }
  }
  if (loadout.frags.some((index) => character.weapons[index] !== fragWeapon))
    return `a ${fragWeapon} is gone`;
  for (const kind of itemGrenades) {
    if (loadout.grenades[kind].some((index) => gearRole(gear[index]?.name ?? '') !== kind)) {
      return `a ${kind} grenade it took is gone`;
    }
  }
  return null;
}

/** The weapon list's places of the Frag grenades thrown: the player's, else the first taken in gear order. */
function struckFrags(
  character: Character,
  loadout: Loadout,
  end: GearEnd,
  choice: ThrownChoice,
): number[] | string {
  const thrown = thrownCount('frag', loadout.frags.length, end);
  if (typeof thrown === 'string') return thrown;
  if (choice.frags === undefined) return loadout.frags.slice(0, thrown);
  const chosen = [...new Set(choice.frags)];
  if (chosen.length !== thrown || chosen.some((index) => !loadout.frags.includes(index))) {
    return `${counted(thrown, 'Frag grenade')} thrown: name ${thrown} of the ${fragWeapon} items taken (places ${inWords(loadout.frags.map(String))} of ${character.name}'s weapons)`;
  }
  return chosen;
}

/** The gear list's places of the other grenades thrown, first taken first. */
function struckItems(loadout: Loadout, end: GearEnd): number[] | string {
  const struck: number[] = [];
  for (const kind of itemGrenades) {
    const thrown = thrownCount(kind, loadout.grenades[kind].length, end);
    if (typeof thrown === 'string') return thrown;
    struck.push(...loadout.grenades[kind].slice(0, thrown));
  }
  return struck;
}

function thrownCount(kind: GrenadeKind, taken: number, end: GearEnd): number | string {
  const left = end.grenades[kind];
  if (!Number.isInteger(left) || left < 0 || left > taken) {
    return `ends with ${left} ${kind} grenades but took ${taken}`;
  }
  return taken - left;
}

/**
 * A firearm's ammunition as the campaign keeps it between fights (BRG-D-25), for the GM to read: "Revolver: 2
 * reloads left, 1 of 1 ammo counters (empty)", dry or broken said so.
 */
export function firearmText(firearm: FirearmRecord): string {
  const { capacity } = heistWeaponTable[firearm.heist];
  if (firearm.broken) return `${firearm.weapon}: broken until repaired (Build, D ${repairDifficulty})`;
  if (isDry(firearm)) return `${firearm.weapon}: dry, no Shooting with it until resupplied`;
  const empty = firearm.counters >= capacity ? ' (empty: reload before shooting)' : '';
  return `${firearm.weapon}: ${counted(firearm.reloads, 'reload')} left, ${firearm.counters} of ${capacity} ammo counters${empty}`;
}

function firearmLine(
  name: string,
  sheet: Pick<Character, 'weapons' | 'gear'>,
  record: BridgeRecord,
  weapon: string,
  slot: WeaponSlot,
): string {
  const firearm = record.firearms.find((entry) => entry.weapon === weapon)!;
  const { capacity } = heistWeaponTable[firearm.heist];
  const condition = firearmCondition(sheet, record, weapon);
  const state =
    condition === 'broken'
      ? `broken until repaired (Build, D ${repairDifficulty})`
      : condition === 'dry'
        ? 'dry: no Shooting with it until resupplied'
        : `${counted(firearm.reloads, 'reload')} left, ${firearm.counters} of ${capacity} ammo counters`;
  const what = slot === 'long' ? '' : ' (sidearm)';
  return `${name}'s ${weapon}${what}: ${state} (BRG-D-25)`;
}
