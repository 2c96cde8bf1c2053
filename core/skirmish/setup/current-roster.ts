import { grenadeKinds } from './profile.ts';
import type { ModelProfile } from './profile.ts';
import { printRoster } from './roster.ts';
import type { ModelState, SideId, SkirmishState, WeaponState } from '../types.ts';
import type { WeaponLoad } from './weapons.ts';

/**
 * A side's roster as it stands now (HST-MODEL-2): each model's profile rebuilt from its state — the reloads and
 * grenades it still carries, its gear — so the GM can print it in the short or the table format and carry the
 * survivors into the next fight. Damage, ammo counters and positions are not part of a roster line.
 */

/** Which models a printed roster holds. */
export interface CurrentRosterOptions {
  /** Keep the dead in the roster too (default false: only the models still in the fight). */
  readonly includeDead?: boolean;
}

function loadOf(weapon: WeaponState | null): WeaponLoad | null {
  if (!weapon) return null;
  return {
    weapon: weapon.weapon,
    reloads: weapon.reloads,
    ...(weapon.stockless === true ? { stockless: true } : {}),
    ...(weapon.nonLethal === true ? { nonLethal: true } : {}),
  };
}

/** One model's profile as it stands: the reloads and grenades it has left, its gear, its melee weapon. */
export function currentProfile(model: ModelState): ModelProfile {
  const grenades = Object.fromEntries(
    grenadeKinds.filter((kind) => model.grenades[kind] > 0).map((kind) => [kind, model.grenades[kind]]),
  );
  return {
    name: model.name,
    actions: model.actions,
    skill: model.skill,
    long: loadOf(model.weapons.long),
    sidearm: loadOf(model.weapons.sidearm),
    grenades,
    armor: model.armor,
    gasMask: model.gasMask,
    weaponLight: model.weaponLight,
    nightVision: model.nightVision,
    speedloaders: model.speedloaders,
    ...(model.melee ? { melee: model.melee } : {}), // BRG-D-11
    ...(model.cot ? { cot: model.cot } : {}), // BRG-D-16, BRG-D-17: the shifts it has left
  };
}

/**
 * The profiles of a side's models in the order of the fight's set-up (the models, then the reserves), the dead
 * left out unless asked for.
 * @throws RangeError when the fight has no side `side`.
 */
export function currentProfiles(
  state: SkirmishState,
  side: SideId,
  options: CurrentRosterOptions = {},
): ModelProfile[] {
  if (!state.scenario.sides.some((s) => s.id === side)) {
    throw new RangeError(`The fight has no side "${side}"`);
  }
  return Object.values(state.models)
    .filter((m) => m.side === side && (options.includeDead === true || m.presence.kind !== 'dead'))
    .map(currentProfile);
}

/** A side's current roster printed in both formats of HST-MODEL-2 (the table format tab-separated). */
export interface RosterTexts {
  readonly short: string;
  readonly table: string;
  /** How many models it holds. */
  readonly models: number;
}

/**
 * The side's current roster as text, in the short and the table format, with the scenario's speedloader
 * default (HST-D-4) so a reparse gives the same gear.
 * @throws RangeError when the fight has no side `side`.
 */
export function currentRosterTexts(
  state: SkirmishState,
  side: SideId,
  options: CurrentRosterOptions = {},
): RosterTexts {
  const profiles = currentProfiles(state, side, options);
  const print = { revolverSpeedloadersDefault: state.scenario.settings.revolverSpeedloadersDefault };
  return {
    short: printRoster(profiles, 'short', print),
    table: printRoster(profiles, 'table', print),
    models: profiles.length,
  };
}
