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
} as const;

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
  return problems;
}
