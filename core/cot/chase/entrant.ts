import { coverRollPool } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { Vehicle } from '../settings/index.ts';
import type { CotSettings } from '../settings/index.ts';
import type { ChaseEntrant, ChaseVehicleEntry, EntrantSeat } from './commands.ts';
import type { ChaseRole, VehicleId } from './types.ts';

/** Building a chase's entrants from the campaign's sheets and gear tables. */

export interface EntrantOptions {
  readonly role: ChaseRole;
  readonly seat: EntrantSeat;
  /** Default: the sheet's kind (`crew`, `npc`, `guard`). */
  readonly side?: string;
  /** A Speed rating from technology or magic (COT-CHASE-1); default none. */
  readonly speed?: number | null;
}

/**
 * A chase entrant from a character sheet: the ratings chase rolls read, the carried weapons from the table,
 * the Cover pool with armour (COT-WAR-2, COT-GEAR-2) and the current condition.
 * @throws RangeError when the sheet names a weapon or armour the table does not have (a validated sheet never does).
 */
export function chaseEntrant(
  character: Character,
  settings: CotSettings,
  options: EntrantOptions,
): ChaseEntrant {
  const { abilities, skills } = character;
  const weapons = character.weapons.map((name) => {
    const row = settings.weaponTable.find((weapon) => weapon.name === name);
    if (!row) throw new RangeError(`"${name}" is not in the weapon table`);
    return row;
  });
  return {
    id: character.id,
    name: character.name,
    side: options.side ?? character.kind,
    role: options.role,
    seat: options.seat,
    ratings: {
      muscle: abilities.muscle,
      fingers: abilities.fingers,
      athletics: skills.athletics,
      driving: skills.driving,
      shooting: skills.shooting,
      handToHand: skills.handToHand,
      explosives: skills.explosives,
    },
    speed: options.speed ?? null,
    weapons,
    coverPool: coverRollPool(character, settings),
    condition: character.condition,
  };
}

/** A chase vehicle from a row of the vehicle table (COT-GEAR-3, COT-D-18), at its full Body unless told. */
export function chaseVehicle(
  row: Vehicle,
  id: VehicleId,
  options: { readonly body?: number; readonly fullCapacity?: boolean } = {},
): ChaseVehicleEntry {
  return {
    id,
    name: row.name,
    speed: row.speed,
    body: options.body ?? row.body,
    ramBonus: row.ramBonus,
    fullCapacity: options.fullCapacity ?? true,
  };
}
