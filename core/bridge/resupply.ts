import type { Character } from '../cot/characters/index.ts';
import { findWeapon, fists } from '../cot/gear/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { counted, inWords } from '../shared/words.ts';
import { weaponTable as heistWeaponTable } from '../skirmish/index.ts';
import type { BridgeRecord } from './record.ts';
import type { BridgeSettings } from './settings.ts';
import { tableRole } from './weapons.ts';

/**
 * Resupply at the next Prep stage (BRG-D-49): every firearm with an ammunition record gets its counters back to 0
 * and its reloads raised to BRG-D-10's baseline (primary 2, sidearm 1, a lone sidearm 2), never lowered; dry is
 * cleared with them. Broken weapons stay broken; grenades and other thrown gear are not replaced; no Resources
 * are spent.
 */

/** Whether the start of a Prep stage resupplies by itself (`bridge_prep_resupply` = `automatic`). */
export function resuppliesAtPrep(settings: Pick<BridgeSettings, 'bridgePrepResupply'>): boolean {
  return settings.bridgePrepResupply === 'automatic';
}

/** A record after resupply, and what changed in words; the record as it was when nothing changes. */
export interface Resupply {
  readonly record: BridgeRecord;
  readonly lines: readonly string[];
}

/**
 * BRG-D-49: the character's mapping record resupplied. Whether a sidearm is the primary (2 reloads) is read from
 * the sheet: it is when the sheet carries no long firearm. Never changes its inputs.
 */
export function resupplied(
  record: BridgeRecord,
  sheet: Pick<Character, 'name' | 'weapons'>,
  table: Pick<CotSettings, 'weaponTable'>,
): Resupply {
  const longOnSheet = sheet.weapons.some((name) => {
    const kept = record.firearms.find((firearm) => firearm.weapon === name)?.heist;
    const role = tableRole(findWeapon(name, table.weaponTable) ?? fists, kept);
    return role.kind === 'firearm' && role.slot === 'long';
  });
  const changed: string[] = [];
  const firearms = record.firearms.map((firearm) => {
    const slot = heistWeaponTable[firearm.heist].kind;
    const baseline = slot === 'long' || !longOnSheet ? 2 : 1; // BRG-D-10
    const reloads = Math.max(firearm.reloads, baseline);
    if (reloads === firearm.reloads && firearm.counters === 0) return firearm;
    changed.push(`${firearm.weapon} ${counted(reloads, 'reload')}, 0 counters`);
    return { ...firearm, reloads, counters: 0 };
  });
  if (changed.length === 0) return { record, lines: [] };
  return {
    record: { ...record, firearms },
    lines: [`${sheet.name} resupplied: ${inWords(changed)} (BRG-D-49)`],
  };
}
