import type { CharacterId } from '../shared/ids.ts';
import type { WeaponName } from '../skirmish/index.ts';
import type { SkillFormula } from './settings.ts';

/**
 * The mapping record (bridge.md §7): what the bridge keeps about a character between a COT sheet and its HEIST
 * model, so a conversion can be undone exactly (BRG-D-7) and a weapon's ammunition carries from one fight to the
 * next (BRG-D-10, D-25). Plain JSON; storing it with the campaign is the write-back's business.
 */

/** A firearm as the bridge keeps it: the COT weapon, the HEIST weapon it is, and its ammunition. */
export interface FirearmRecord {
  /** The COT weapon's name, as the sheet lists it. */
  readonly weapon: string;
  /** Its HEIST weapon (BRG-D-8); kept from an imported model, so a Magazine shotgun stays one (BRG-D-7). */
  readonly heist: WeaponName;
  /** Spare reloads left (BRG-D-25). */
  readonly reloads: number;
  /** Ammo counters on it, at most its capacity: at capacity it is out of ammo (HST-SHOOT-5). */
  readonly counters: number;
  /** Broken for good until repaired (HST-WPN-6, BRG-D-25). */
  readonly broken: boolean;
  /** HEIST flags of an imported model's weapon (HST-D-43, HST-NL-1), kept for the way back. */
  readonly stockless?: true;
  readonly nonLethal?: true;
}

/** What a conversion was made from (bridge.md §7): the values the override depends on. */
export interface ConversionInputs {
  /** BRG-D-5's formula the skill was computed with. */
  readonly formula: SkillFormula;
  readonly muscle: number;
  readonly shooting: number;
  readonly explosives: number;
  /** A score-only NPC's Training (BRG-D-6); null when the sheet converted. */
  readonly training: number | null;
  /** The armour share taken out of that Training (BRG-D-6); 0 for a sheet. */
  readonly armourShare: number;
}

/** The mapping record of one character. */
export interface BridgeRecord {
  readonly character: CharacterId;
  /** Its model's name on the table. */
  readonly model: string;
  readonly inputs: ConversionInputs;
  /**
   * BRG-D-7: the HEIST skill when the table's formula would not give it back from the inputs; it counts only
   * while the sheet's Muscle, Shooting and Explosives are still the inputs' (the GM changing one drops it).
   */
  readonly heistSkillOverride: number | null;
  /** A model imported from HEIST: its profile in the short format (HST-MODEL-2), as it came; else null. */
  readonly originalProfile: string | null;
  /** HST-WPN-4: converted revolvers always have speedloaders (BRG-D-10); an imported model keeps its own. */
  readonly speedloaders: boolean;
  /** The sheet's firearms the bridge knows, each by its COT name. */
  readonly firearms: readonly FirearmRecord[];
}
