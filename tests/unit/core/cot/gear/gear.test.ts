import { describe, expect, it } from 'vitest';
import { skillPool } from '../../../../../core/cot/characters/pools.ts';
import {
  checkTotal,
  isCatastrophe,
  meetsDifficulty,
  prepareCheck,
  rollCheck,
  woundPenalty,
} from '../../../../../core/cot/gear/checks.ts';
import { defaultVehicles, defaultWeapons } from '../../../../../core/cot/settings/gear-tables.ts';
import { findVehicle, ramBonus } from '../../../../../core/cot/gear/vehicles.ts';
import {
  chooseWeapon,
  dropKind,
  findWeapon,
  fists,
  isLoud,
  resolveWeapons,
  weaponBonus,
  weaponMismatch,
} from '../../../../../core/cot/gear/weapons.ts';
import type { Weapon } from '../../../../../core/cot/settings/gear-tables.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { id, sheet } from '../warfare/support.ts';

const weapon = (name: string): Weapon => findWeapon(name, defaultWeapons)!;
const attackPool = (base: { rolled: number; kept: number }, name: string) =>
  prepareCheck(id('ruth'), base, [weaponBonus(weapon(name))], '1k1').pool;

describe('weapon bonuses and tags (COT-GEAR-1)', () => {
  it('TV-COT-GEAR-1-a: Muscle 3, Shooting 2 and a Tommy gun attack with 7k4', () => {
    const base = skillPool(sheet('ruth', { abilities: { muscle: 3 }, skills: { shooting: 2 } }), 'shooting');
    expect(attackPool(base, 'Submachine gun (Tommy gun)')).toEqual({ rolled: 7, kept: 4 });
  });

  it('TV-COT-GEAR-1-b: Muscle 2, Hand to Hand 3 and a sap roll 6k2, a Subdue roll', () => {
    const base = skillPool(
      sheet('ruth', { abilities: { muscle: 2 }, skills: { handToHand: 3 } }),
      'handToHand',
    );
    expect(attackPool(base, 'Club, sap, knuckle-duster')).toEqual({ rolled: 6, kept: 2 });
    expect(dropKind(weapon('Club, sap, knuckle-duster'))).toBe('subdue');
  });

  it('TV-COT-GEAR-1-c: a Shooting attack with no firearm is refused', () => {
    expect(chooseWeapon('Ruth', [weapon('Knife, razor')], 'shooting')).toMatchObject({ code: 'no-weapon' });
    expect(chooseWeapon('Ruth', [], 'explosives')).toMatchObject({ code: 'no-weapon' });
  });

  it('fits Shooting to firearms, Explosives to explosives, Hand to Hand to fists and melee weapons', () => {
    expect(weaponMismatch('shooting', weapon('Rifle'))).toBeNull();
    expect(weaponMismatch('explosives', weapon('Grenade, dynamite stick'))).toBeNull();
    expect(weaponMismatch('handToHand', weapon('Sword, axe, crowbar'))).toBeNull();
    expect(weaponMismatch('handToHand', fists)).toBeNull();
    expect(weaponMismatch('handToHand', weapon('Revolver'))).toMatch(
      /Hand to Hand attack needs fists or a melee weapon/,
    );
    expect(weaponMismatch('shooting', weapon('Grenade, dynamite stick'))).toMatch(/needs a firearm/);
  });

  it('makes every weapon but fists and Blunt ones a Murder roll, and firearms and explosives loud (COT-D-30)', () => {
    expect(defaultWeapons.filter((w) => dropKind(w) === 'subdue').map((w) => w.name)).toEqual([
      'Fists',
      'Club, sap, knuckle-duster',
    ]);
    expect(isLoud(weapon('Shotgun'))).toBe(true);
    expect(isLoud(weapon('Grenade, dynamite stick'))).toBe(true);
    expect(isLoud(weapon('Knife, razor'))).toBe(false);
  });

  it('always finds Fists, even in a table without them, and chooses them for an unnamed Hand to Hand attack', () => {
    expect(findWeapon('Fists', [])).toBe(fists);
    expect(findWeapon('Bazooka', defaultWeapons)).toBeUndefined();
    expect(chooseWeapon('Ruth', [weapon('Knife, razor')], 'handToHand')).toBe(fists);
    expect(chooseWeapon('Ruth', [weapon('Knife, razor'), weapon('Revolver')], 'shooting')).toEqual(
      weapon('Revolver'),
    );
    expect(chooseWeapon('Ruth', [], 'handToHand', 'Fists')).toBe(fists);
    expect(chooseWeapon('Ruth', [], 'handToHand', 'Knife, razor')).toMatchObject({
      code: 'weapon-not-carried',
    });
  });

  it('resolves a sheet’s weapon names and throws on one the table lacks', () => {
    expect(resolveWeapons(['Revolver', 'Fists'], defaultWeapons).map((w) => w.skill)).toEqual([
      'shooting',
      'handToHand',
    ]);
    expect(() => resolveWeapons(['Bazooka'], defaultWeapons)).toThrow(RangeError);
  });
});

describe('vehicles (COT-GEAR-3)', () => {
  it('TV-COT-GEAR-3-a: Fingers 3, Driving 2 ramming with a car roll 6k4', () => {
    const base = skillPool(sheet('ruth', { abilities: { fingers: 3 }, skills: { driving: 2 } }), 'driving');
    const car = findVehicle('Car', defaultVehicles)!;
    expect(prepareCheck(id('ruth'), base, [ramBonus(car)], '1k1').pool).toEqual({ rolled: 6, kept: 4 });
    expect(ramBonus(car)).toEqual({ rolled: 1, kept: 1, source: 'Car' });
    expect(findVehicle('Stormer', defaultVehicles)).toBeUndefined();
  });
});

describe('checks', () => {
  it('records the modifiers with their sources and every die', () => {
    const prepared = prepareCheck(
      id('ruth'),
      { rolled: 3, kept: 2 },
      [weaponBonus(weapon('Revolver'))],
      '1k1',
    );
    const check = rollCheck(prepared, fixedDice(6, 2, 5, 1));
    expect(check).toMatchObject({
      roller: 'ruth',
      basePool: { rolled: 3, kept: 2 },
      modifiers: [{ rolled: 1, kept: 0, source: 'Revolver' }],
      pool: { rolled: 4, kept: 2 },
      roll: { faces: [6, 2, 5, 1], kept: [6, 5], total: 11, catastrophe: false },
    });
    expect([
      checkTotal(check),
      isCatastrophe(check),
      meetsDifficulty(check, 11, true),
      meetsDifficulty(check, 11, false),
    ]).toEqual([11, false, true, false]);
  });

  it('fails a pool pushed below one die without rolling under pool_floor = auto_fail (COT-D-1)', () => {
    const prepared = prepareCheck(
      id('ruth'),
      { rolled: 1, kept: 1 },
      woundPenalty({ state: 'wounded', recoveryDays: 1 }, '-1k0'),
      'auto_fail',
    );
    const check = rollCheck(prepared, fixedDice());
    expect([check.roll, checkTotal(check), isCatastrophe(check), meetsDifficulty(check, 0, true)]).toEqual([
      null,
      0,
      false,
      false,
    ]);
  });

  it('never lets a catastrophe succeed (COT-DICE-7)', () => {
    const check = rollCheck(prepareCheck(id('ruth'), { rolled: 2, kept: 2 }, [], '1k1'), fixedDice(1, 1));
    expect(meetsDifficulty(check, 2, true)).toBe(false);
  });

  it('gives the wound penalty only to the Wounded, and only when the table plays it (COT-D-11)', () => {
    expect(woundPenalty({ state: 'wounded', recoveryDays: 2 }, '-1k0')).toEqual([
      { rolled: -1, kept: 0, source: 'Wounded' },
    ]);
    expect(woundPenalty({ state: 'wounded', recoveryDays: 2 }, 'none')).toEqual([]);
    expect(woundPenalty({ state: 'unhurt' }, '-1k0')).toEqual([]);
  });
});
