import { characterProblems, gearOf } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { findWeapon, fists } from '../cot/gear/index.ts';
import type { Weapon } from '../cot/gear/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { spotLimits } from '../cot/limits/index.ts';
import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { inWords } from '../shared/words.ts';
import {
  isWeaponName,
  modelLimits,
  modelProfile,
  printModel,
  profileProblems,
  weaponTable as heistWeaponTable,
} from '../skirmish/index.ts';
import type { GrenadeKind, ModelProfile, WeaponLoad, WeaponName, WeaponSlot } from '../skirmish/index.ts';
import type { BridgeRecord, ConversionInputs, FirearmRecord } from './record.ts';
import type { BridgeSettings } from './settings.ts';
import { actionsOf, scoreOnlyStats, skillOf } from './stats.ts';
import {
  armourShare,
  gearRole,
  isBodyArmour,
  itemGrenades,
  largestBonus,
  mayFeed,
  noteNames,
  tableRole,
  weaponWords,
} from './weapons.ts';
import type { TableRole } from './weapons.ts';

/**
 * A City of Thieves character as a HEIST model (BRG-D-4..11, D-38): actions and skill from the sheet or, for a
 * score-only NPC, from its Training; the long weapon and sidearm the default loadout (or the player) takes, their
 * reloads; grenades, body armour and HEIST-only gear; what the melee extension may strike with. The model is a
 * roster profile, the shape `parseRoster` gives and the skirmish's set-up takes; the mapping record and the
 * loadout say which COT thing stands behind each HEIST one, for the way back.
 */

/** What else a conversion may need beyond the sheet. */
export interface ModelOptions {
  /** A score-only NPC's Training (COT-CHAR-9, its guard post's score): BRG-D-6 converts it instead of the sheet. */
  readonly training?: number | null;
  /** The character's mapping record from an earlier conversion or fight (BRG-D-7, D-10, D-25). */
  readonly record?: BridgeRecord | null;
  /** The player's choice of long weapon and sidearm, by their COT names (BRG-D-38). */
  readonly loadout?: { readonly long?: string; readonly sidearm?: string };
}

/** A firearm taken to the table. */
export interface CarriedFirearm {
  /** The COT weapon and its place in the sheet's weapon list. */
  readonly weapon: string;
  readonly index: number;
  readonly heist: WeaponName;
  /**
   * Reloads on the table: the record's (else the baseline, BRG-D-10) plus the Reload items taken along, which
   * the fight spends first (the record keeps the rest, BRG-D-25).
   */
  readonly reloads: number;
  /** Ammo counters at the start (an earlier fight's, BRG-D-25). */
  readonly counters: number;
  /** The places in the gear list of the Reload items among those reloads. */
  readonly reloadItems: readonly number[];
}

/** A weapon of the sheet that does not go to the table, and why. */
export interface LeftWeapon {
  readonly weapon: string;
  readonly index: number;
  readonly why: string;
}

/** Which COT thing stands behind each HEIST one (bridge.md §7). */
export interface Loadout {
  readonly long: CarriedFirearm | null;
  readonly sidearm: CarriedFirearm | null;
  /** The weapon list's places of the COT grenades behind each Frag grenade, in gear order (BRG-D-8). */
  readonly frags: readonly number[];
  /** The gear list's places of the items behind each other grenade. */
  readonly grenades: Readonly<Record<(typeof itemGrenades)[number], readonly number[]>>;
  /** Weapons that stay in the COT gear, untouched by the write-back (BRG-D-38). */
  readonly left: readonly LeftWeapon[];
  /** The COT weapons each slot could take, in gear order, for the player's choice (BRG-D-38). */
  readonly choices: { readonly long: readonly string[]; readonly sidearm: readonly string[] };
  /** The table asks the player (`bridge_loadout_default` = `ask`) and a choice is still to be made. */
  readonly asks: boolean;
}

/** A weapon the melee extension strikes with (BRG-D-11). */
export interface MeleeWeapon {
  readonly name: string;
  /** Fists and Blunt weapons are non-lethal (HST-NL-1). */
  readonly lethal: boolean;
}

/** What a model may Strike with (BRG-D-11), when the table plays the melee extension. */
export interface Melee {
  /** Every melee weapon carried, Fists last. */
  readonly weapons: readonly MeleeWeapon[];
  /** The default: the largest bonus (BRG-D-38's comparison), else Fists. */
  readonly weapon: MeleeWeapon;
  /** 3d10 with Hand to Hand 3 or more, else 3d8. */
  readonly dice: 8 | 10;
}

/** A character converted to a HEIST model. */
export interface Conversion {
  readonly profile: ModelProfile;
  readonly record: BridgeRecord;
  readonly loadout: Loadout;
  readonly melee: Melee | null;
  /** For the GM: the model in the short format and where its numbers came from. */
  readonly line: string;
}

const slots = ['long', 'sidearm'] as const;

/** A COT name as a HEIST model's name: no brackets, tabs, bars or line breaks, at most 60 characters. */
export function modelName(name: string): string {
  return name
    .replace(/\s*[()\t|\r\n]+\s*/g, ' ')
    .trim()
    .slice(0, modelLimits.nameMax)
    .trim();
}

interface SheetWeapon {
  readonly name: string;
  readonly index: number;
  readonly row: Weapon;
  readonly role: TableRole;
  readonly state: FirearmRecord | undefined;
}

/** Problems with a mapping record, in the GM's words; empty when it can be used. */
function recordProblems(character: Character, record: BridgeRecord): string[] {
  if (record.character !== character.id) {
    return [`the mapping record given is ${record.character}'s, not ${character.name}'s`];
  }
  return record.firearms.flatMap((firearm) => {
    if (!isWeaponName(firearm.heist)) return [`"${firearm.heist}" is not a HEIST weapon`];
    const { capacity } = heistWeaponTable[firearm.heist];
    const problems: string[] = [];
    if (
      !Number.isInteger(firearm.reloads) ||
      firearm.reloads < 0 ||
      firearm.reloads > modelLimits.reloadsMax
    ) {
      problems.push(
        `${firearm.weapon}'s reloads must be 0–${modelLimits.reloadsMax} (got ${firearm.reloads})`,
      );
    }
    if (!Number.isInteger(firearm.counters) || firearm.counters < 0 || firearm.counters > capacity) {
      problems.push(`${firearm.weapon}'s ammo counters must be 0–${capacity} (got ${firearm.counters})`);
    }
    return problems;
  });
}

function trainingProblem(training: number): string | null {
  if (Number.isInteger(training) && training >= 0 && training <= spotLimits.guardScoreMax) return null;
  return `a score-only Training must be a whole number 0–${spotLimits.guardScoreMax} (got ${training})`;
}

/** The model's actions and skill, the inputs they came from and the override that still holds. */
function statsOf(
  character: Character,
  settings: BridgeSettings,
  table: CotSettings,
  options: ModelOptions,
): { actions: number; skill: number; inputs: ConversionInputs; override: number | null; source: string } {
  const { muscle } = character.abilities;
  const { shooting, explosives } = character.skills;
  const formula = settings.bridgeSkillFormula;
  if (options.training != null) {
    const armour = table.armourTable.find((row) => row.name === character.armour);
    const share = table.armourInTraining ? armourShare(armour) : 0; // BRG-D-6
    const { actions, skill } = scoreOnlyStats(options.training, share);
    const taken = share > 0 ? `, armour's ${share} taken out` : '';
    return {
      actions,
      skill,
      inputs: { formula, muscle, shooting, explosives, training: options.training, armourShare: share },
      override: null,
      source: `Training ${options.training}${taken} (BRG-D-6)`,
    };
  }
  const was = options.record?.inputs;
  const unchanged =
    was !== undefined &&
    was.training === null &&
    was.muscle === muscle &&
    was.shooting === shooting &&
    was.explosives === explosives; // BRG-D-7: the GM changing one of them drops the override
  // An imported model whose ratings the GM left alone comes back as it came, whatever formula the table uses now.
  const imported = unchanged && options.record?.originalProfile != null;
  const used = imported ? was.formula : formula;
  const kept = unchanged ? (options.record?.heistSkillOverride ?? null) : null;
  const best = used === 'muscle_plus_shooting' ? '' : ` or Explosives ${explosives}`;
  return {
    actions: actionsOf(muscle),
    skill: kept ?? skillOf(used, muscle, shooting, explosives),
    inputs: { formula: used, muscle, shooting, explosives, training: null, armourShare: 0 },
    override: kept,
    source:
      kept !== null
        ? `Muscle ${muscle}; skill ${kept} kept from HEIST (BRG-D-7)`
        : `Muscle ${muscle}, Shooting ${shooting}${best} (BRG-D-4, BRG-D-5)`,
  };
}

function sheetWeapons(character: Character, table: CotSettings, record: BridgeRecord | null): SheetWeapon[] {
  return character.weapons.map((name, index) => {
    const row = findWeapon(name, table.weaponTable) ?? fists; // a validated sheet names only rows of the table
    const state = record?.firearms.find((firearm) => firearm.weapon === name);
    return { name, index, row, role: tableRole(row, state?.heist), state };
  });
}

/** The words a Reload item's note may name this weapon by. */
const wordsOf = (weapon: SheetWeapon): readonly string[] => weaponWords(weapon.name, weapon.state?.heist);

function firstOfEachName<T extends { readonly name: string }>(items: readonly T[]): T[] {
  return items.filter((item, index) => items.findIndex((other) => other.name === item.name) === index);
}

/**
 * BRG-D-25: a firearm out of ammo with no reloads (and no Reload item that may feed it) is dry, and a broken one
 * broken; neither is taken to the table.
 */
function unusable(weapon: SheetWeapon, reloadItems: number): string | null {
  if (weapon.role.kind !== 'firearm' || !weapon.state) return null;
  if (weapon.state.broken) return 'broken until repaired (BRG-D-25)';
  const { capacity } = heistWeaponTable[weapon.role.heist];
  if (weapon.state.counters >= capacity && weapon.state.reloads + reloadItems === 0) {
    return 'dry until resupplied (BRG-D-25)';
  }
  return null;
}

interface Chosen {
  readonly weapons: Readonly<Record<WeaponSlot, SheetWeapon | null>>;
  readonly choices: Readonly<Record<WeaponSlot, readonly string[]>>;
  readonly left: readonly LeftWeapon[];
}

/** BRG-D-38: the long weapon and the sidearm, the player's or the largest bonus, and what stays behind. */
function chooseLoadout(
  character: Character,
  weapons: readonly SheetWeapon[],
  reloadNotes: readonly string[],
  options: ModelOptions,
  melee: boolean,
): Chosen | Rejection {
  const all = weapons.map(wordsOf);
  const feeding = (weapon: SheetWeapon) =>
    reloadNotes.filter((note) => mayFeed(note, wordsOf(weapon), all)).length;
  const why = new Map<number, string>();
  const usable = weapons.filter((weapon) => {
    const problem = unusable(weapon, feeding(weapon));
    if (problem !== null) why.set(weapon.index, problem);
    return problem === null;
  });
  const chosen: Record<WeaponSlot, SheetWeapon | null> = { long: null, sidearm: null };
  const choices: Record<WeaponSlot, readonly string[]> = { long: [], sidearm: [] };
  for (const slot of slots) {
    const candidates = firstOfEachName(
      usable.filter((weapon) => weapon.role.kind === 'firearm' && weapon.role.slot === slot),
    );
    choices[slot] = candidates.map((weapon) => weapon.name);
    const wanted = options.loadout?.[slot];
    if (wanted !== undefined) {
      const found = candidates.find((weapon) => weapon.name === wanted);
      if (!found) {
        const what = slot === 'long' ? 'long weapon' : 'sidearm';
        const offered = choices[slot].length === 0 ? 'none' : inWords(choices[slot]);
        return reject(
          'bridge/loadout',
          `${character.name} has no usable ${what} called "${wanted}" (BRG-D-38; usable: ${offered})`,
          { character: character.id, slot, weapon: wanted },
        );
      }
      chosen[slot] = found;
    } else {
      chosen[slot] =
        largestBonus(candidates.map((weapon) => ({ ...weapon, bonus: weapon.row.bonus }))) ?? null;
    }
  }
  const carried = new Set([chosen.long?.index, chosen.sidearm?.index]);
  let frags = 0;
  const left: LeftWeapon[] = [];
  for (const weapon of weapons) {
    if (carried.has(weapon.index)) continue;
    const reason = leftReason(weapon, why.get(weapon.index), melee, frags);
    if (weapon.role.kind === 'frag' && reason === null) frags += 1;
    if (reason !== null) left.push({ weapon: weapon.name, index: weapon.index, why: reason });
  }
  return { weapons: chosen, choices, left };
}

function leftReason(
  weapon: SheetWeapon,
  problem: string | undefined,
  melee: boolean,
  frags: number,
): string | null {
  switch (weapon.role.kind) {
    case 'firearm':
      return problem ?? 'not taken: one long weapon and one sidearm (BRG-D-38)';
    case 'frag':
      return frags < modelLimits.grenadesMax
        ? null
        : `a model carries at most ${modelLimits.grenadesMax} Frag grenades`;
    case 'melee':
      return melee ? null : 'a melee weapon, for the melee extension only (BRG-D-11)';
    case 'none':
      return 'no HEIST weapon (BRG-D-8)';
  }
}

/** The melee extension's weapons (BRG-D-11), or null when the table does not play it. */
function meleeOf(
  character: Character,
  weapons: readonly SheetWeapon[],
  on: boolean,
  scoreOnly: boolean,
): Melee | null {
  if (!on) return null;
  const carried = firstOfEachName(weapons.filter((weapon) => weapon.role.kind === 'melee'));
  const asMelee = (weapon: SheetWeapon): MeleeWeapon => ({
    name: weapon.name,
    lethal: weapon.role.kind === 'melee' && weapon.role.lethal,
  });
  const bare: MeleeWeapon = { name: fists.name, lethal: false };
  const list = [...carried.map(asMelee), ...(carried.some((w) => w.name === fists.name) ? [] : [bare])];
  const best = largestBonus(carried.map((weapon) => ({ ...weapon, bonus: weapon.row.bonus })));
  const dice = !scoreOnly && character.skills.handToHand >= 3 ? 10 : 8;
  return { weapons: list, weapon: best ? asMelee(best) : bare, dice };
}

/**
 * A COT character as a HEIST model (BRG-D-4..11, D-38), ready for a roster; the mapping record keeps what the
 * write-back and the way back need. Never changes its inputs.
 * @returns a rejection naming the problem for a sheet that breaks the table's rules (a rating out of range, a
 * weapon or armour the tables do not have), a Dead character, a score-only Training out of range, a mapping
 * record that is not the character's or not sound, or a loadout the character cannot take.
 */
export function modelOf(
  character: Character,
  settings: BridgeSettings,
  tableSettings: CotSettings,
  options: ModelOptions = {},
): Conversion | Rejection {
  const problems = characterProblems(character, tableSettings).map((problem) => problem.message);
  if (problems.length > 0) {
    return reject('bridge/sheet', `${character.name || 'A character'}: ${problems.join('; ')}`, {
      character: character.id,
      problems,
    });
  }
  if (character.condition.state === 'dead') {
    return reject('bridge/dead', `${character.name} is Dead and cannot fight (COT-CHAR-6)`, {
      character: character.id,
    });
  }
  const record = options.record ?? null;
  const wrong = [
    ...(record ? recordProblems(character, record) : []),
    ...(options.training != null ? [trainingProblem(options.training)].filter((p) => p !== null) : []),
  ];
  if (wrong.length > 0) {
    return reject('bridge/record', `${character.name}: ${wrong.join('; ')}`, { character: character.id });
  }
  const name = modelName(character.name);
  if (name === '') {
    return reject('bridge/name', `${character.name}'s name leaves nothing a HEIST model can be called`, {
      character: character.id,
    });
  }
  const weapons = sheetWeapons(character, tableSettings, record);
  const gear = gearOf(character);
  const reloadNotes = gear.filter((item) => gearRole(item.name) === 'reload').map((item) => item.note);
  const chosen = chooseLoadout(character, weapons, reloadNotes, options, settings.bridgeMelee);
  if (isRejection(chosen)) return chosen;
  const stats = statsOf(character, settings, tableSettings, options);
  const { loads, carried, grenades, equipment } = takeGear(character, chosen, weapons);
  const armour = tableSettings.armourTable.find((row) => row.name === character.armour);
  const speedloaders = record?.speedloaders ?? true; // BRG-D-10: converted revolvers carry speedloaders
  const profile = modelProfile(name, stats.actions, stats.skill, {
    long: loads.long,
    sidearm: loads.sidearm,
    grenades: grenades.counts,
    armor: isBodyArmour(armour), // BRG-D-9
    ...equipment,
    speedloaders,
  });
  const broken = profileProblems(profile);
  if (broken.length > 0) {
    return reject('bridge/model', `${character.name} makes no valid HEIST model: ${broken.join('; ')}`, {
      character: character.id,
    });
  }
  const loadout: Loadout = {
    long: carried.long,
    sidearm: carried.sidearm,
    frags: grenades.frags,
    grenades: grenades.items,
    left: chosen.left,
    choices: chosen.choices,
    // BRG-D-38: under `ask`, a choice the player has not made yet.
    asks:
      settings.bridgeLoadoutDefault === 'ask' &&
      slots.some((slot) => chosen.choices[slot].length > 1 && options.loadout?.[slot] === undefined),
  };
  return {
    profile,
    record: {
      character: character.id,
      model: name,
      inputs: stats.inputs,
      heistSkillOverride: stats.override,
      originalProfile: record?.originalProfile ?? null,
      speedloaders,
      firearms: firearmsAtStart(weapons, carried, record),
    },
    loadout,
    melee: meleeOf(character, weapons, settings.bridgeMelee, options.training != null),
    line: lineOf(profile, stats.source, chosen.left),
  };
}

/** The weapons, grenades and HEIST-only gear the model takes (BRG-D-8, D-10). */
function takeGear(character: Character, chosen: Chosen, weapons: readonly SheetWeapon[]) {
  const gear = gearOf(character);
  const primary: WeaponSlot | null = chosen.weapons.long ? 'long' : chosen.weapons.sidearm ? 'sidearm' : null;
  const reloadItems: Record<WeaponSlot, number[]> = { long: [], sidearm: [] };
  const base = (slot: WeaponSlot, weapon: SheetWeapon) => weapon.state?.reloads ?? (slot === primary ? 2 : 1); // BRG-D-10: the record's, else the baseline
  gear.forEach((item, index) => {
    if (gearRole(item.name) !== 'reload') return;
    const named = slots.find((s) => {
      const weapon = chosen.weapons[s];
      return weapon !== null && noteNames(item.note, wordsOf(weapon));
    });
    const forAny = !weapons.some((weapon) => noteNames(item.note, wordsOf(weapon)));
    const slot = named ?? (forAny ? primary : null); // a Reload for a weapon left behind stays with it
    const weapon = slot === null ? null : chosen.weapons[slot];
    if (slot === null || weapon === null) return;
    if (base(slot, weapon) + reloadItems[slot].length < modelLimits.reloadsMax) reloadItems[slot].push(index);
  });
  const loads: Record<WeaponSlot, WeaponLoad | null> = { long: null, sidearm: null };
  const carried: Record<WeaponSlot, CarriedFirearm | null> = { long: null, sidearm: null };
  for (const slot of slots) {
    const weapon = chosen.weapons[slot];
    if (weapon === null || weapon.role.kind !== 'firearm') continue;
    const reloads = base(slot, weapon) + reloadItems[slot].length;
    loads[slot] = {
      weapon: weapon.role.heist,
      reloads,
      ...(weapon.state?.stockless ? { stockless: true } : {}),
      ...(weapon.state?.nonLethal ? { nonLethal: true } : {}),
    };
    carried[slot] = {
      weapon: weapon.name,
      index: weapon.index,
      heist: weapon.role.heist,
      reloads,
      counters: weapon.state?.counters ?? 0,
      reloadItems: reloadItems[slot],
    };
  }
  const leftIndexes = new Set(chosen.left.map((left) => left.index));
  const frags = weapons
    .filter((weapon) => weapon.role.kind === 'frag' && !leftIndexes.has(weapon.index))
    .map((weapon) => weapon.index);
  const items: Record<(typeof itemGrenades)[number], number[]> = { flashbang: [], smoke: [], teargas: [] };
  const equipment = { gasMask: false, weaponLight: false, nightVision: false };
  gear.forEach((item, index) => {
    const role = gearRole(item.name);
    if (role === 'flashbang' || role === 'smoke' || role === 'teargas') {
      if (items[role].length < modelLimits.grenadesMax) items[role].push(index);
    } else if (role === 'gasMask' || role === 'weaponLight' || role === 'nightVision') {
      equipment[role] = true;
    }
  });
  const counts: Partial<Record<GrenadeKind, number>> = Object.fromEntries(
    [
      ['frag', frags.length] as const,
      ...itemGrenades.map((kind) => [kind, items[kind].length] as const),
    ].filter(([, count]) => count > 0),
  );
  return { loads, carried, grenades: { frags, items, counts }, equipment };
}

/** The record's firearms as the fight starts: the carried ones' start, the others' as they were. */
function firearmsAtStart(
  weapons: readonly SheetWeapon[],
  carried: Readonly<Record<WeaponSlot, CarriedFirearm | null>>,
  record: BridgeRecord | null,
): FirearmRecord[] {
  const names = new Set(weapons.map((weapon) => weapon.name));
  const kept = (record?.firearms ?? []).filter(
    (firearm) => names.has(firearm.weapon) && !slots.some((slot) => carried[slot]?.weapon === firearm.weapon),
  );
  const taken = slots.flatMap((slot) => {
    const firearm = carried[slot];
    if (!firearm) return [];
    const was = record?.firearms.find((entry) => entry.weapon === firearm.weapon);
    return [
      {
        ...was,
        weapon: firearm.weapon,
        heist: firearm.heist,
        reloads: firearm.reloads - firearm.reloadItems.length,
        counters: firearm.counters,
        broken: false,
      },
    ];
  });
  return [...taken, ...kept];
}

function lineOf(profile: ModelProfile, source: string, left: readonly LeftWeapon[]): string {
  const stays = left.map((weapon) => weapon.weapon);
  const behind =
    stays.length === 0 ? '' : `; ${inWords(stays)} ${stays.length === 1 ? 'stays' : 'stay'} in the COT gear`;
  return `${printModel(profile)} (from ${source}${behind})`;
}
