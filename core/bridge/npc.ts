import {
  awarenessScore,
  blankCharacter,
  characterLimits,
  characterProblems,
  trainingScore,
} from '../cot/characters/index.ts';
import type { Character, GearItem } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { inWords } from '../shared/words.ts';
import { printModel, profileProblems } from '../skirmish/index.ts';
import type { ModelProfile, WeaponLoad } from '../skirmish/index.ts';
import type { BridgeRecord, FirearmRecord } from './record.ts';
import type { BridgeSettings } from './settings.ts';
import { clamp, shootingOf, skillOf } from './stats.ts';
import { cotBodyArmour, cotWeaponOf, fragWeapon, heistGearNames, itemGrenades } from './weapons.ts';

/**
 * A HEIST model without a COT sheet as a City of Thieves NPC (BRG-D-7): Muscle = Actions, Shooting = Resist =
 * clamp(Skill − Actions, 0, 5), modest defaults for the rest, one Prime Loyalty to its employer or side; its
 * weapons through the weapon table (BRG-D-8), body armor as a steel vest (BRG-D-9), HEIST-only gear as gear items.
 * The mapping record keeps what the way back needs to give the same model again.
 */

/** An NPC made from a model, its mapping record and what the GM reads about it. */
export interface ImportedNpc {
  readonly character: Character;
  readonly record: BridgeRecord;
  /** Derived: 3 × Muscle + Resist, armour included under `armour_in_training` (COT-GUARD-2, COT-D-17). */
  readonly training: number;
  /** Derived: Brains + Lookout as a passive score, 3 × 2 + 1 = 7 at the defaults (COT-GUARD-2). */
  readonly awareness: number;
  readonly line: string;
}

/** An item of gear with no note. */
const item = (name: string): GearItem => ({ name, note: '' });

/**
 * BRG-D-7: the NPC a HEIST model becomes, Devoted to `employer` (its employer or side), with `id` as its id.
 * Never changes its inputs.
 * @returns a rejection naming the problem for a model that breaks the HEIST limits (HST-MODEL-1..3), an employer
 * with no name, actions the table's ability range cannot hold, or a weapon or armour the table's COT rows cannot
 * carry (the GM removed the row it maps to).
 */
export function npcOf(
  profile: ModelProfile,
  id: CharacterId,
  employer: string,
  settings: BridgeSettings,
  tableSettings: CotSettings,
): ImportedNpc | Rejection {
  const name = profile.name.trim();
  const modelProblems = profileProblems(profile);
  if (modelProblems.length > 0) {
    return reject('bridge/profile', `${name || 'A model'}: ${modelProblems.join('; ')}`, { model: name });
  }
  const subject = employer.trim();
  if (subject === '' || subject.length > characterLimits.labelMax) {
    return reject(
      'bridge/employer',
      `${name} needs an employer or side of 1–${characterLimits.labelMax} characters for its Prime Loyalty (BRG-D-7)`,
      { model: name },
    );
  }
  const { abilityMin, abilityMax, skillMin, skillMax } = tableSettings;
  if (profile.actions < abilityMin || profile.actions > abilityMax) {
    return reject(
      'bridge/actions',
      `${name}'s ${profile.actions} actions make Muscle ${profile.actions}, outside the table's ${abilityMin}–${abilityMax} (BRG-D-7)`,
      { model: name },
    );
  }
  const gear = gearOfModel(profile);
  const weapons = weaponsOfModel(profile, tableSettings);
  if (typeof weapons === 'string') return reject('bridge/weapon', `${name}: ${weapons}`, { model: name });
  const armour = profile.armor ? cotBodyArmour(tableSettings.armourTable) : null;
  if (armour === undefined) {
    return reject(
      'bridge/armour',
      `${name}: the armour table has no row that keeps a die for its body armor (BRG-D-9)`,
      { model: name },
    );
  }
  const skill = (value: number) => clamp(value, skillMin, skillMax);
  const ability = (value: number) => clamp(value, abilityMin, abilityMax);
  const muscle = profile.actions;
  const shooting = skill(shootingOf(profile.actions, profile.skill));
  const grenades = Object.values(profile.grenades).some((count) => (count ?? 0) > 0);
  const explosives = skill(grenades ? 1 : 0);
  const blank = blankCharacter(id, 'npc', name, tableSettings);
  const character: Character = {
    ...blank,
    abilities: { muscle, fingers: ability(2), brains: ability(2), it: ability(2) },
    skills: {
      ...blank.skills,
      shooting,
      resist: shooting,
      explosives,
      athletics: skill(1),
      lookout: skill(1),
      sizeUp: skill(1),
    },
    loyalties: [{ relation: 'Devoted', subject, prime: true }],
    weapons: weapons.map((weapon) => weapon.cot),
    armour: armour?.name ?? null,
    gear,
  };
  const sheetProblems = characterProblems(character, tableSettings).map((problem) => problem.message);
  if (sheetProblems.length > 0) {
    return reject('bridge/sheet', `${name} makes no valid NPC: ${sheetProblems.join('; ')}`, { model: name });
  }
  const formula = settings.bridgeSkillFormula;
  const back = skillOf(formula, muscle, shooting, explosives);
  const record: BridgeRecord = {
    character: id,
    model: name,
    inputs: { formula, muscle, shooting, explosives, training: null, armourShare: 0 },
    heistSkillOverride: back === profile.skill ? null : profile.skill, // BRG-D-7
    originalProfile: printModel(profile),
    speedloaders: profile.speedloaders,
    firearms: weapons.flatMap((weapon) => (weapon.record ? [weapon.record] : [])),
  };
  const training = trainingScore(character, tableSettings);
  const awareness = awarenessScore(character, tableSettings);
  const carried = firstOfEach(character.weapons);
  const override = record.heistSkillOverride === null ? '' : `, HEIST skill ${profile.skill} kept`;
  const line =
    `${printModel(profile)} → NPC ${name}: Muscle ${muscle}, Shooting ${shooting}, Resist ${shooting}` +
    `${explosives > 0 ? `, Explosives ${explosives}` : ''}; Training ${training}, Awareness ${awareness}` +
    `${carried.length > 0 ? `; ${inWords(carried)}` : ''}${override} (BRG-D-7)`;
  return { character, record, training, awareness, line };
}

function firstOfEach(names: readonly string[]): string[] {
  return names.filter((name, index) => names.indexOf(name) === index);
}

interface ModelWeapon {
  readonly cot: string;
  readonly record: FirearmRecord | null;
}

/** The sheet's weapons: the long weapon, the sidearm, then one COT grenade per Frag grenade (BRG-D-8). */
function weaponsOfModel(profile: ModelProfile, table: CotSettings): ModelWeapon[] | string {
  const known = (name: string) => table.weaponTable.some((row) => row.name === name);
  const firearms: ModelWeapon[] = [];
  for (const load of [profile.long, profile.sidearm]) {
    if (!load) continue;
    const cot = cotWeaponOf(load.weapon);
    if (!known(cot)) return `the weapon table has no "${cot}" row for its ${load.weapon} (BRG-D-8)`;
    firearms.push({ cot, record: firearmRecord(cot, load) });
  }
  const frags = profile.grenades.frag ?? 0;
  if (frags > 0 && !known(fragWeapon)) {
    return `the weapon table has no "${fragWeapon}" row for its Frag grenades (BRG-D-8)`;
  }
  return [...firearms, ...Array.from({ length: frags }, () => ({ cot: fragWeapon, record: null }))];
}

function firearmRecord(cot: string, load: WeaponLoad): FirearmRecord {
  return {
    weapon: cot,
    heist: load.weapon,
    reloads: load.reloads,
    counters: 0,
    broken: false,
    ...(load.stockless === true ? { stockless: true as const } : {}),
    ...(load.nonLethal === true ? { nonLethal: true as const } : {}),
  };
}

/** BRG-D-8: flashbangs, smoke and teargas grenades and the HEIST-only equipment as gear items. */
function gearOfModel(profile: ModelProfile): GearItem[] {
  const grenades = itemGrenades.flatMap((kind) =>
    Array.from({ length: profile.grenades[kind] ?? 0 }, () => item(heistGearNames[kind])),
  );
  const equipment = (['gasMask', 'weaponLight', 'nightVision'] as const)
    .filter((flag) => profile[flag])
    .map((flag) => item(heistGearNames[flag]));
  return [...grenades, ...equipment];
}
