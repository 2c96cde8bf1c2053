import * as v from 'valibot';
import { settingsLimits } from '../limits.ts';
import { characterLimits } from '../../limits/index.ts';
import { defaultArmour, defaultVehicles, defaultWeapons } from '../gear-tables.ts';
import type { Armour, Vehicle, Weapon } from '../gear-tables.ts';
import { flag, integer, strict, table } from '../kinds.ts';
import { section } from '../section.ts';

const name = v.pipe(
  v.string('expected text'),
  v.minLength(1, 'expected text that is not empty'),
  v.maxLength(characterLimits.labelMax, `expected at most ${characterLimits.labelMax} characters`),
);
const dice = settingsLimits.poolMax;
const bonus = strict({ rolled: integer(-dice, dice), kept: integer(-dice, dice) });
const vehicleStat = integer(0, settingsLimits.vehicleStatMax);
const weaponSkills = ['handToHand', 'shooting', 'explosives'] as const;
const weaponTags = ['blunt', 'melee', 'firearm', 'explosive'] as const;

const weaponRow: v.GenericSchema<unknown, Weapon> = strict({
  name,
  skill: v.picklist(weaponSkills, `expected one of: ${weaponSkills.join(', ')}`),
  tags: v.pipe(
    v.array(v.picklist(weaponTags, `expected one of: ${weaponTags.join(', ')}`), 'expected a list'),
    v.maxLength(weaponTags.length, `expected at most ${weaponTags.length} items`),
  ),
  bonus,
});
const armourRow: v.GenericSchema<unknown, Armour> = strict({ name, bonus });
const vehicleRow: v.GenericSchema<unknown, Vehicle> = strict({
  name,
  speed: vehicleStat,
  body: vehicleStat,
  ramBonus: bonus,
});

const rowsMax = settingsLimits.tableRowsMax;

export const gearSettings = section(
  { id: 'gear', title: 'Gear', rules: 'COT-GEAR' },
  {
    armourInTraining: flag({
      label: 'Armour counts in Training',
      description: "A guard's Training score includes their armour's bonus.",
      reference: 'armour_in_training',
      decision: 'COT-D-17',
      default: true,
    }),
    weaponTable: table({
      label: 'Weapons',
      description:
        'The weapons sheets can carry. Shooting needs the firearm tag, Explosives the explosive tag, Hand to Hand the melee tag; Blunt weapons Subdue on a Drop.',
      reference: 'weapon_table',
      decision: 'COT-D-16',
      table: 'weapon',
      rowsMax,
      row: weaponRow,
      default: defaultWeapons,
    }),
    armourTable: table({
      label: 'Armour',
      description: 'The armour sheets can wear; its bonus adds to Cover rolls.',
      reference: 'armour_table',
      decision: 'COT-D-17',
      table: 'armour',
      rowsMax,
      row: armourRow,
      default: defaultArmour,
    }),
    vehicleTable: table({
      label: 'Vehicles',
      description: 'Vehicles for chases and vehicle attacks. A Stormer is a vehicle you define: add a row.',
      reference: 'vehicle_table',
      decision: 'COT-D-18',
      table: 'vehicle',
      rowsMax,
      row: vehicleRow,
      default: defaultVehicles,
    }),
  },
);
