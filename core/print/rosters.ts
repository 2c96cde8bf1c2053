import { longRangeOf, modelProfile, printGear, weaponNames, weaponTable } from '../skirmish/index.ts';
import type { ModelState, SkirmishState, WeaponLoad, WeaponName } from '../skirmish/index.ts';
import type { CampaignState } from '../campaign/index.ts';
import type { HeistRosters, RosterModel, WeaponReference } from './types.ts';

/**
 * A HEIST fight's rosters on paper: each side's models with their Actions and Skill (HST-MODEL-1) and their gear in
 * the roster's own words (HST-MODEL-2, `printGear`), then a quick reference of every weapon the models carry, as
 * the weapons table has it (HST-WPN-1..7).
 */

/** The running HEIST fights there are to print, by name. */
export function printableFights(state: CampaignState): { readonly id: string; readonly name: string }[] {
  return Object.values(state.scenes)
    .filter((scene) => scene.engine === 'skirmish' && scene.state !== null)
    .map((scene) => ({ id: scene.id, name: scene.name }));
}

/** @throws RangeError for a scene that is not a running HEIST fight of the campaign. */
export function heistRosters(state: CampaignState, sceneId: string): HeistRosters {
  const scene = Object.hasOwn(state.scenes, sceneId) ? state.scenes[sceneId] : undefined;
  if (!scene || scene.engine !== 'skirmish' || scene.state === null) {
    throw new RangeError(`The campaign has no HEIST fight ${JSON.stringify(sceneId)} running`);
  }
  return rostersOf(sceneId, scene.name, scene.state);
}

/** The rosters of a fight's state. */
export function rostersOf(sceneId: string, title: string, fight: SkirmishState): HeistRosters {
  const models = Object.values(fight.models);
  const sides = fight.scenario.sides.map((side) => ({
    id: side.id,
    name: side.name,
    models: models.filter((model) => model.side === side.id).map(rosterModel),
  }));
  const carried = new Set<WeaponName>(
    models
      .flatMap((model) => [model.weapons.long, model.weapons.sidearm])
      .flatMap((w) => (w ? [w.weapon] : [])),
  );
  // HST-D-43: with `smg_range_penalty` every SMG loses a shift over 12"; a stockless weapon says so in its gear.
  const smgPenalty = fight.scenario.settings.smgRangePenalty;
  return {
    sceneId,
    title,
    sides,
    weapons: weaponNames.filter((name) => carried.has(name)).map((name) => weaponReference(name, smgPenalty)),
  };
}

function rosterModel(model: ModelState): RosterModel {
  const profile = modelProfile(model.name, model.actions, model.skill, {
    long: loadOf(model.weapons.long),
    sidearm: loadOf(model.weapons.sidearm),
    grenades: model.grenades,
    armor: model.armor,
    gasMask: model.gasMask,
    weaponLight: model.weaponLight,
    nightVision: model.nightVision,
    speedloaders: model.speedloaders,
    ...(model.melee ? { melee: model.melee } : {}),
  });
  return {
    id: model.id,
    name: model.name,
    actions: model.actions,
    skill: model.skill,
    gear: printGear(profile),
  };
}

function loadOf(weapon: WeaponLoad | null): WeaponLoad | null {
  if (!weapon) return null;
  return {
    weapon: weapon.weapon,
    reloads: weapon.reloads,
    ...(weapon.stockless === undefined ? {} : { stockless: weapon.stockless }),
    ...(weapon.nonLethal === undefined ? {} : { nonLethal: weapon.nonLethal }),
  };
}

// HST-WPN-3 (magazine), HST-WPN-5 (tube), HST-WPN-4 (revolver).
const reloadWords = {
  magazine: 'magazine: no shooting until the reload is done',
  tube: 'tube: one counter per reload, may fire in between',
  revolver: 'revolver: needs speedloaders',
} as const;

/** A row of the weapons table for the quick reference; `smgPenalty`: an SMG in this fight loses a shift over 12". */
function weaponReference(name: WeaponName, smgPenalty: boolean): WeaponReference {
  const profile = weaponTable[name];
  const longRange = longRangeOf({ weapon: name, reloads: 0 }, smgPenalty);
  const notes = [
    profile.unreliable ? 'Unreliable: jams on three consecutive values' : '', // HST-WPN-6
    profile.readyBeforeAim ? 'Ready weapon before Aim' : '', // HST-AIM-4
  ].filter(Boolean);
  return {
    name,
    kind: profile.kind === 'long' ? 'Long weapon' : 'Sidearm',
    capacity: profile.capacity,
    reload: `${profile.reloadActions} ${profile.reloadActions === 1 ? 'action' : 'actions'}, ${reloadWords[profile.reload]}`,
    closeRange: `+1 shift at ${profile.closeRange}" or closer`,
    longRange: longRange === null ? 'no long-range penalty' : `−1 shift beyond ${longRange}"`,
    notes: notes.join('; '),
  };
}
