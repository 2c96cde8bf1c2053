/**
 * Default gear (COT-GEAR-1..3, DECISIONs COT-D-16..18). The tables are campaign settings the GM may edit.
 */

export type WeaponTag = 'blunt' | 'melee' | 'firearm' | 'explosive';

export interface Weapon {
  readonly name: string;
  readonly skill: 'handToHand' | 'shooting' | 'explosives';
  readonly tags: readonly WeaponTag[];
  readonly bonus: { readonly rolled: number; readonly kept: number };
}

export interface Armour {
  readonly name: string;
  readonly bonus: { readonly rolled: number; readonly kept: number };
}

export interface Vehicle {
  readonly name: string;
  readonly speed: number;
  readonly body: number;
  readonly ramBonus: { readonly rolled: number; readonly kept: number };
}

const b = (rolled: number, kept: number) => ({ rolled, kept });

// COT-D-16
export const defaultWeapons: readonly Weapon[] = [
  { name: 'Fists', skill: 'handToHand', tags: ['blunt', 'melee'], bonus: b(0, 0) },
  { name: 'Club, sap, knuckle-duster', skill: 'handToHand', tags: ['blunt', 'melee'], bonus: b(1, 0) },
  { name: 'Knife, razor', skill: 'handToHand', tags: ['melee'], bonus: b(1, 0) },
  { name: 'Sword, axe, crowbar', skill: 'handToHand', tags: ['melee'], bonus: b(1, 1) },
  { name: 'Revolver', skill: 'shooting', tags: ['firearm'], bonus: b(1, 0) },
  { name: 'Automatic pistol', skill: 'shooting', tags: ['firearm'], bonus: b(1, 0) },
  { name: 'Machine pistol', skill: 'shooting', tags: ['firearm'], bonus: b(2, 0) },
  { name: 'Submachine gun (Tommy gun)', skill: 'shooting', tags: ['firearm'], bonus: b(2, 1) },
  { name: 'Rifle', skill: 'shooting', tags: ['firearm'], bonus: b(1, 1) },
  { name: 'Shotgun', skill: 'shooting', tags: ['firearm'], bonus: b(2, 1) },
  { name: 'Machine gun', skill: 'shooting', tags: ['firearm'], bonus: b(3, 1) },
  { name: 'Grenade, dynamite stick', skill: 'explosives', tags: ['explosive'], bonus: b(2, 1) },
];

// COT-D-17
export const defaultArmour: readonly Armour[] = [
  { name: 'Heavy coat, padded jacket', bonus: b(1, 0) },
  { name: 'Steel vest, body armour', bonus: b(1, 1) },
];

// COT-D-18 (Stormers are defined by the GM)
export const defaultVehicles: readonly Vehicle[] = [
  { name: 'Motorcycle', speed: 4, body: 8, ramBonus: b(1, 0) },
  { name: 'Car', speed: 3, body: 12, ramBonus: b(1, 1) },
  { name: 'Truck / van', speed: 2, body: 16, ramBonus: b(2, 1) },
];
