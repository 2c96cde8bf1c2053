import { blankCharacter, bridge, characterId, defaultSettings, skirmish } from '../../../../core/index.ts';
import type { Character, CotSettings, Rejection } from '../../../../core/index.ts';

/** Sheets, models and settings for the bridge's vectors (bridge.md). */

export const table: CotSettings = defaultSettings;
export const settings: bridge.BridgeSettings = bridge.defaultBridgeSettings;

/** The weapon table's names, as the vectors say them. */
export const w = {
  tommy: 'Submachine gun (Tommy gun)',
  revolver: 'Revolver',
  pistol: 'Automatic pistol',
  machinePistol: 'Machine pistol',
  rifle: 'Rifle',
  shotgun: 'Shotgun',
  machineGun: 'Machine gun',
  dynamite: 'Grenade, dynamite stick',
  knife: 'Knife, razor',
  sap: 'Club, sap, knuckle-duster',
} as const;

export const vest = 'Steel vest, body armour';
export const coat = 'Heavy coat, padded jacket';

interface Sketch {
  readonly kind?: Character['kind'];
  readonly muscle?: number;
  readonly shooting?: number;
  readonly explosives?: number;
  readonly resist?: number;
  readonly handToHand?: number;
  readonly weapons?: readonly string[];
  readonly armour?: string | null;
  readonly gear?: Character['gear'];
  readonly condition?: Character['condition'];
}

/** A valid sheet with the ratings a vector names and 2s and 0s elsewhere. */
export function sheet(name: string, sketch: Sketch = {}, at: CotSettings = table): Character {
  const blank = blankCharacter(characterId(name.toLowerCase()), sketch.kind ?? 'crew', name, at);
  return {
    ...blank,
    abilities: { ...blank.abilities, muscle: sketch.muscle ?? 2 },
    skills: {
      ...blank.skills,
      shooting: sketch.shooting ?? 0,
      explosives: sketch.explosives ?? 0,
      resist: sketch.resist ?? 0,
      handToHand: sketch.handToHand ?? 0,
    },
    weapons: sketch.weapons ?? [],
    armour: sketch.armour ?? null,
    gear: sketch.gear ?? [],
    condition: sketch.condition ?? { state: 'unhurt' },
  };
}

/** A value the test expects, or a failure naming the rejection. */
export function accepted<T extends object>(value: T | Rejection): T {
  if ('ok' in value && value.ok === false) throw new Error(`rejected: ${(value as Rejection).message}`);
  return value as T;
}

/** A model read from the short format (HST-MODEL-2). */
export function model(line: string): skirmish.ModelProfile {
  const parsed = skirmish.parseModel(line);
  if (Array.isArray(parsed)) throw new Error(parsed.map((p) => p.message).join('; '));
  return parsed;
}

/** A model's short format (HST-MODEL-2). */
export const short = (profile: skirmish.ModelProfile): string => skirmish.printModel(profile);

/** A firearm as the table holds it at the end of a fight. */
export function weaponEnd(
  weapon: skirmish.WeaponName,
  state: Partial<Omit<skirmish.WeaponState, 'weapon'>> = {},
): skirmish.WeaponState {
  return {
    weapon,
    reloads: 0,
    counters: 0,
    progress: 0,
    magazineOut: false,
    jammed: false,
    failedClears: 0,
    broken: false,
    dropped: false,
    ...state,
  };
}

/** The grenades a model ends with. */
export function grenadesLeft(left: Partial<Record<skirmish.GrenadeKind, number>> = {}) {
  return { frag: 0, flashbang: 0, smoke: 0, teargas: 0, ...left };
}
