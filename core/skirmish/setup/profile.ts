import { weaponTable } from './weapons.ts';
import type { WeaponLoad } from './weapons.ts';

/** A model's profile (HST-MODEL-1..3): what a roster line says about it, before play starts. */

export const grenadeKinds = ['frag', 'flashbang', 'smoke', 'teargas'] as const;
/** HST-GREN-6..9. */
export type GrenadeKind = (typeof grenadeKinds)[number];

export const modelLimits = {
  nameMax: 60,
  actionsMin: 1,
  actionsMax: 5,
  skillMin: 1,
  skillMax: 10,
  reloadsMax: 20,
  grenadesMax: 9,
  /** A melee weapon's name (BRG-D-11). */
  meleeNameMax: 40,
  /** Dice of a City of Thieves pool (COT-DICE-2: an ability and a skill, at most 5 each at the default ranges). */
  poolMax: 20,
  /** Carried one-use shifts (BRG-D-17). */
  shiftsMax: 9,
  /** Carried one-use +1s to a skill check (BRG-D-17). */
  checksMax: 9,
} as const;

/** A melee weapon's name: letters, digits, spaces, hyphens, apostrophes and dots (it goes in a roster's gear list). */
const meleeName = /^[\p{L}\p{N}][\p{L}\p{N} .'-]*$/u;

/**
 * What a model strikes with under the bridge's melee extension (BRG-D-11): its melee weapon, whether it is lethal
 * (Fists and Blunt weapons are not, HST-NL-1) and its Strike dice (3d10 with Hand to Hand 3 or more, else 3d8).
 * A model without one strikes with its fists at 3d8.
 */
export interface MeleeProfile {
  readonly weapon: string;
  readonly lethal: boolean;
  /** The Strike's die before any shift: d10 with Hand to Hand 3 or more, else d8. */
  readonly dice: 8 | 10;
}

/** A City of Thieves pool (COT-DICE-2): `rolled` d6, the `kept` highest kept. */
export interface CotPool {
  readonly rolled: number;
  readonly kept: number;
}

/**
 * The City of Thieves numbers a model brings to a bridged table (BRG-D-16, BRG-D-17), filled in by the conversion:
 * the pool it breaks free or holds with, and the one-use dice shifts it carries.
 */
export interface CotRecord {
  /** Muscle + Athletics (COT-WAR-9); 3k2 for a score-only NPC (COT-D-14). */
  readonly muscleAthletics: CotPool;
  /** Carried one-use shifts (BRG-D-17): each +1 dice shift on one shot or Strike of the model's, spent when used. */
  readonly shifts: number;
  /**
   * Carried one-use skill-check bonuses (BRG-D-17): each +1 to one skill check of an order of the model's, spent
   * when used; absent: none (setups before they existed).
   */
  readonly checks?: number;
}

export interface ModelProfile {
  /** Unique on the table (HST-MEAS-1: every model must be identifiable). */
  readonly name: string;
  /** HST-MODEL-1: 1–5, 3 for a competent combatant. */
  readonly actions: number;
  /** HST-MODEL-1: 1–10, 5 by default. */
  readonly skill: number;
  /** The long weapon (rifle, SMG, shotgun, machinegun), if any (HST-MODEL-3). */
  readonly long: WeaponLoad | null;
  /** The sidearm (pistol, revolver, machine pistol), if any. */
  readonly sidearm: WeaponLoad | null;
  readonly grenades: Readonly<Partial<Record<GrenadeKind, number>>>;
  /** HST-ARMOR-1. */
  readonly armor: boolean;
  /** HST-GREN-8. */
  readonly gasMask: boolean;
  /** HST-VIS-3. */
  readonly weaponLight: boolean;
  /** HST-VIS-4. */
  readonly nightVision: boolean;
  /** HST-WPN-4: revolver speedloaders. */
  readonly speedloaders: boolean;
  /** Its melee weapon for the bridge's Strike (BRG-D-11); absent: fists at 3d8. */
  readonly melee?: MeleeProfile;
  /** Its City of Thieves pools and carried bonuses on a bridged table (BRG-D-16, BRG-D-17). */
  readonly cot?: CotRecord;
}

/** Which weapon slot: the long weapon or the sidearm. */
export type WeaponSlot = 'long' | 'sidearm';

/** The primary weapon's slot: the long weapon if there is one, else the sidearm (HST-MODEL-3). */
export function primarySlot(profile: Pick<ModelProfile, 'long' | 'sidearm'>): WeaponSlot | null {
  if (profile.long) return 'long';
  return profile.sidearm ? 'sidearm' : null;
}

/** A profile with only name, actions and skill given: default everything else. */
export function modelProfile(
  name: string,
  actions = 3,
  skill = 5,
  gear: Partial<Omit<ModelProfile, 'name' | 'actions' | 'skill'>> = {},
): ModelProfile {
  return {
    name,
    actions,
    skill,
    long: null,
    sidearm: null,
    grenades: {},
    armor: false,
    gasMask: false,
    weaponLight: false,
    nightVision: false,
    speedloaders: true,
    ...gear,
  };
}

/**
 * Everything wrong with a profile, in the game's words (HST-MODEL-1, HST-MODEL-3, HST-WPN-2). Empty when fine.
 */
export function profileProblems(profile: ModelProfile): string[] {
  const problems: string[] = [];
  const name = profile.name.trim();
  if (name === '') problems.push('A model needs a name');
  if (name.length > modelLimits.nameMax)
    problems.push(`A name has at most ${modelLimits.nameMax} characters`);
  if (/[()\t|]/.test(name)) problems.push(`The name "${name}" may not contain brackets, tabs or "|"`);
  if (!Number.isInteger(profile.actions) || profile.actions < 1 || profile.actions > 5) {
    problems.push(`Actions must be 1–5 (got ${profile.actions})`); // HST-MODEL-1
  }
  if (!Number.isInteger(profile.skill) || profile.skill < 1 || profile.skill > 10) {
    problems.push(`Skill must be 1–10 (got ${profile.skill})`); // HST-MODEL-1
  }
  for (const [slot, load] of [
    ['long', profile.long],
    ['sidearm', profile.sidearm],
  ] as const) {
    if (!load) continue;
    const kind = weaponTable[load.weapon].kind;
    if (kind !== slot) problems.push(`${load.weapon} is a ${kind === 'long' ? 'long weapon' : 'sidearm'}`);
    if (!Number.isInteger(load.reloads) || load.reloads < 0 || load.reloads > modelLimits.reloadsMax) {
      problems.push(`Reloads must be 0–${modelLimits.reloadsMax} (got ${load.reloads})`);
    }
  }
  for (const [kind, count] of Object.entries(profile.grenades)) {
    if (!Number.isInteger(count) || count < 0 || count > modelLimits.grenadesMax) {
      problems.push(`${kind} grenades must be 0–${modelLimits.grenadesMax} (got ${String(count)})`);
    }
  }
  if (profile.melee) problems.push(...meleeProblems(profile.melee));
  if (profile.cot) problems.push(...cotProblems(profile.cot));
  return problems;
}

/** A melee weapon's problems (BRG-D-11). */
function meleeProblems(melee: MeleeProfile): string[] {
  const name = melee.weapon.trim();
  const problems: string[] = [];
  const valid = meleeName.test(name) && !/\band\b/i.test(name); // "and" would split a roster's gear list
  if (name.length === 0 || name.length > modelLimits.meleeNameMax || !valid) {
    problems.push(
      `A melee weapon's name has 1–${modelLimits.meleeNameMax} letters, digits, spaces, hyphens, apostrophes or dots (got "${melee.weapon}")`,
    );
  }
  if (melee.dice !== 8 && melee.dice !== 10)
    problems.push(`A Strike rolls d8 or d10 (got d${String(melee.dice)}) (BRG-D-11)`);
  return problems;
}

/** A COT record's problems (COT-DICE-2, COT-DICE-3, BRG-D-17). */
function cotProblems(cot: CotRecord): string[] {
  const { rolled, kept } = cot.muscleAthletics;
  const problems: string[] = [];
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!whole(rolled, 1, modelLimits.poolMax) || !whole(kept, 1, rolled)) {
    problems.push(
      `Muscle + Athletics must be a pool of 1–${modelLimits.poolMax} dice keeping 1 to all of them (got ${rolled}k${kept})`,
    );
  }
  if (!whole(cot.shifts, 0, modelLimits.shiftsMax))
    problems.push(`Carried shifts must be 0–${modelLimits.shiftsMax} (got ${cot.shifts}) (BRG-D-17)`);
  if (cot.checks !== undefined && !whole(cot.checks, 0, modelLimits.checksMax)) {
    problems.push(
      `Carried skill-check bonuses must be 0–${modelLimits.checksMax} (got ${cot.checks}) (BRG-D-17)`,
    );
  }
  return problems;
}
