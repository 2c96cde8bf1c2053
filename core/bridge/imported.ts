import { gearOf } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { findWeapon, fists } from '../cot/gear/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { grenadeKinds } from '../skirmish/index.ts';
import type { GrenadeKind, WeaponSlot } from '../skirmish/index.ts';
import type { GearEnd } from './ammo.ts';
import type { ModelResult } from './fight-result.ts';
import { modelName } from './model.ts';
import type { CarriedFirearm, Loadout } from './model.ts';
import type { BridgeRecord } from './record.ts';
import type { BridgeSettings } from './settings.ts';
import { fragWeapon, gearRole, itemGrenades, tableRole } from './weapons.ts';

/**
 * A standalone fight's model matched to a character (BRG-D-50): the character keeps its sheet and takes only the
 * results. Its COT weapons take the results of the HEIST weapons BRG-D-8 maps to them; a HEIST weapon with no
 * counterpart in its gear is ignored (and named); grenades thrown are struck from its gear. This builds the
 * conversion such a fight would have had, so the write-back reads a matched model as it reads a bridged one.
 */

/** A matched model's stand-in conversion, its end as the sheet can hold it, and what it ignores. */
export interface MatchedConversion {
  readonly conversion: { readonly record: BridgeRecord; readonly loadout: Loadout };
  readonly end: GearEnd;
  readonly notes: readonly string[];
}

const slots = ['long', 'sidearm'] as const;

/** A mapping record for a character that has none yet. */
function freshRecord(sheet: Character, settings: BridgeSettings): BridgeRecord {
  return {
    character: sheet.id,
    model: modelName(sheet.name),
    inputs: {
      formula: settings.bridgeSkillFormula,
      muscle: sheet.abilities.muscle,
      shooting: sheet.skills.shooting,
      explosives: sheet.skills.explosives,
      training: null,
      armourShare: 0,
    },
    heistSkillOverride: null,
    originalProfile: null,
    speedloaders: true,
    firearms: [],
  };
}

/**
 * BRG-D-50: the conversion a matched model stands for. `record` is the character's mapping record, if it has one.
 */
export function matchedConversion(
  sheet: Character,
  model: Pick<ModelResult, 'name' | 'profile' | 'weapons' | 'grenades'>,
  record: BridgeRecord | null,
  settings: BridgeSettings,
  table: CotSettings,
): MatchedConversion {
  const base = record ?? freshRecord(sheet, settings);
  const heistOf = (index: number) => {
    const name = sheet.weapons[index]!;
    const kept = base.firearms.find((firearm) => firearm.weapon === name)?.heist;
    const role = tableRole(findWeapon(name, table.weaponTable) ?? fists, kept);
    return role.kind === 'firearm' ? role.heist : null;
  };
  const carried: Record<WeaponSlot, CarriedFirearm | null> = { long: null, sidearm: null };
  const notes: string[] = [];
  const taken = new Set<number>();
  const firearms = [...base.firearms];
  for (const slot of slots) {
    const load = model.profile[slot];
    if (!load) continue;
    const index = sheet.weapons.findIndex((_, at) => !taken.has(at) && heistOf(at) === load.weapon);
    if (index < 0) {
      notes.push(
        `${model.name}'s ${load.weapon} has no counterpart in ${sheet.name}'s gear: ignored (BRG-D-50)`,
      );
      continue;
    }
    taken.add(index);
    const weapon = sheet.weapons[index]!;
    carried[slot] = {
      weapon,
      index,
      heist: load.weapon,
      reloads: load.reloads,
      counters: 0,
      reloadItems: [],
    };
    const start = { weapon, heist: load.weapon, reloads: load.reloads, counters: 0, broken: false };
    const at = firearms.findIndex((firearm) => firearm.weapon === weapon);
    if (at >= 0) firearms[at] = { ...firearms[at]!, ...start };
    else firearms.push(start);
  }
  const gear = gearOf(sheet);
  const startCount = (kind: GrenadeKind) => model.profile.grenades[kind] ?? 0;
  const frags = sheet.weapons
    .flatMap((name, index) => (name === fragWeapon ? [index] : []))
    .slice(0, startCount('frag'));
  const items = Object.fromEntries(
    itemGrenades.map((kind) => [
      kind,
      gear.flatMap((item, index) => (gearRole(item.name) === kind ? [index] : [])).slice(0, startCount(kind)),
    ]),
  ) as Record<(typeof itemGrenades)[number], number[]>;
  const takenOf = (kind: GrenadeKind) =>
    kind === 'frag' ? frags.length : items[kind as (typeof itemGrenades)[number]].length;
  const grenades = Object.fromEntries(
    grenadeKinds.map((kind) => {
      const thrown = Math.max(0, startCount(kind) - model.grenades[kind]);
      if (thrown > takenOf(kind)) {
        notes.push(
          `${model.name} threw ${thrown} ${kind} grenades; ${sheet.name}'s gear held ${takenOf(kind)} (BRG-D-50)`,
        );
      }
      return [kind, Math.max(0, takenOf(kind) - thrown)];
    }),
  ) as Record<GrenadeKind, number>;
  const loadout: Loadout = {
    long: carried.long,
    sidearm: carried.sidearm,
    frags,
    grenades: items,
    left: [],
    choices: { long: [], sidearm: [] },
    asks: false,
  };
  const end: GearEnd = {
    weapons: {
      long: carried.long ? model.weapons.long : null,
      sidearm: carried.sidearm ? model.weapons.sidearm : null,
    },
    grenades,
  };
  return { conversion: { record: { ...base, firearms }, loadout }, end, notes };
}
