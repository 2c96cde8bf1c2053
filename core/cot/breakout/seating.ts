import type { Names } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { ChaseRole as SeatRole } from '../initiative/index.ts';
import type { ChaseSeatSetup, ChaseSetupInput } from '../chase/index.ts';
import type { WarfareSetup } from '../warfare/index.ts';

/**
 * Who sits where when a fight or a chase breaks out: the GM's picks on the start forms turned into the warfare
 * and chase engines' setups (COT-WAR-4, COT-CHASE-3), with the problem in words while a pick cannot work. The
 * engines check the rest when the scene opens (the vehicle table, the dead, a Target that does not move together).
 */

/** A fighter's place in a vehicle (COT-WAR-4): a vehicle-table row, and driving it or riding with a driver. */
export interface VehiclePick {
  readonly vehicle: string;
  readonly seat: 'drive' | CharacterId;
}

/** The picks by fighter id; a fighter without one is on foot. */
export type VehiclePicks = Readonly<Partial<Record<CharacterId, VehiclePick>>>;

/** The other fighters driving this vehicle row: whom `self` can ride with. */
export function driversOf(
  picks: VehiclePicks,
  fighters: readonly CharacterId[],
  vehicle: string,
  self: CharacterId,
): CharacterId[] {
  return fighters.filter(
    (id) => id !== self && picks[id]?.vehicle === vehicle && picks[id]?.seat === 'drive',
  );
}

/**
 * The fight's vehicles from the picks of the fighters taking part (COT-WAR-4): one per driver, with the
 * passengers who ride with them; refused while a passenger's driver does not drive that vehicle.
 */
export function vehicleSeats(
  picks: VehiclePicks,
  fighters: readonly CharacterId[],
  names: Names,
): WarfareSetup['vehicles'] | Rejection {
  const seats = fighters.flatMap((driver) => {
    const pick = picks[driver];
    if (!pick || pick.seat !== 'drive') return [];
    const passengers = fighters.filter(
      (id) => picks[id]?.seat === driver && picks[id]?.vehicle === pick.vehicle,
    );
    return [{ vehicle: pick.vehicle, driver, passengers }];
  });
  for (const id of fighters) {
    const pick = picks[id];
    if (!pick || pick.seat === 'drive') continue;
    if (!seats.some((seat) => seat.passengers.includes(id))) {
      return reject('warfare/no-driver', `${names(id)} needs a driver for the ${pick.vehicle}`, { id });
    }
  }
  return seats;
}

/** One character's line on the Start chase form: their part, and on foot ('') or in a vehicle-table row. */
export interface ChaseDraft {
  readonly characterId: CharacterId;
  readonly part: 'none' | 'target' | 'pursuer';
  readonly vehicle: string;
  readonly seat: 'driver' | 'passenger';
}

/** The form's lines for a chase setup, then the other candidates, out of it. */
export function chaseDrafts(setup: ChaseSetupInput, others: readonly CharacterId[] = []): ChaseDraft[] {
  const line = (seat: ChaseSeatSetup, part: 'target' | 'pursuer'): ChaseDraft => ({
    characterId: seat.characterId,
    part,
    vehicle: seat.vehicle ?? '',
    seat: seat.role === 'passenger' ? 'passenger' : 'driver',
  });
  const inIt = new Set([...setup.targets, ...setup.pursuers].map((seat) => seat.characterId));
  return [
    ...setup.targets.map((seat) => line(seat, 'target')),
    ...setup.pursuers.map((seat) => line(seat, 'pursuer')),
    ...others
      .filter((id) => !inIt.has(id))
      .map((id): ChaseDraft => ({ characterId: id, part: 'none', vehicle: '', seat: 'driver' })),
  ];
}

/**
 * The chase the form's lines describe (COT-CHASE-3): the Target group and its pursuers, each on foot or in a
 * vehicle; everyone of one group in the same vehicle row rides in one vehicle, which needs exactly one driver.
 * `distance` null: the table's starting Distance (COT-D-43). `sideOf`: each one's side in the scene.
 */
export function draftChaseSetup(
  drafts: readonly ChaseDraft[],
  options: { readonly distance: number | null; readonly cramped: boolean; readonly origin?: 'flee' },
  sideOf: (id: CharacterId) => string,
  names: Names,
): ChaseSetupInput | Rejection {
  const targets = drafts.filter((d) => d.part === 'target');
  const pursuers = drafts.filter((d) => d.part === 'pursuer');
  if (targets.length === 0)
    return reject('chase/roles', 'Choose who runs: a chase needs a Target (COT-CHASE-3)');
  if (pursuers.length === 0)
    return reject('chase/roles', 'Choose who gives chase: a chase needs a pursuer (COT-CHASE-3)');
  const { distance, cramped } = options;
  if (distance !== null && (!Number.isInteger(distance) || distance < 0 || distance > 99)) {
    return reject('chase/bad-distance', 'The starting Distance must be a whole number from 0 to 99');
  }
  for (const [group, label] of [
    [targets, 'runners'],
    [pursuers, 'pursuers'],
  ] as const) {
    const problem = driverProblem(group, label, names);
    if (problem) return problem;
  }
  const seat = (draft: ChaseDraft): ChaseSeatSetup => {
    const side = sideOf(draft.characterId);
    if (draft.vehicle === '') return { characterId: draft.characterId, side, vehicle: null, role: 'on-foot' };
    const role: SeatRole = draft.seat;
    return { characterId: draft.characterId, side, vehicle: draft.vehicle, role };
  };
  return {
    targets: targets.map(seat),
    pursuers: pursuers.map(seat),
    distance,
    cramped,
    ...(options.origin === 'flee' ? { origin: 'flee' as const } : {}),
  };
}

function driverProblem(group: readonly ChaseDraft[], label: string, names: Names): Rejection | null {
  const vehicles = new Set(group.map((d) => d.vehicle).filter((v) => v !== ''));
  for (const vehicle of vehicles) {
    const drivers = group.filter((d) => d.vehicle === vehicle && d.seat === 'driver');
    if (drivers.length === 0) return reject('chase/no-driver', `The ${label}' ${vehicle} needs a driver`);
    if (drivers.length > 1) {
      const who = drivers.map((d) => names(d.characterId)).join(' and ');
      return reject('chase/two-drivers', `The ${label}' ${vehicle} has two drivers: ${who}`);
    }
  }
  return null;
}

/** Someone going into a scene opened inside another, on their side there, at the zone, in their seat. */
export interface ChildParticipant {
  readonly characterId: CharacterId;
  readonly side: string;
  readonly zone: string;
  readonly role: SeatRole;
}

/** Who goes into the chase a setup opens: everyone in it, on their side, in their seat (COT-INIT-2). */
export function chaseParticipants(setup: ChaseSetupInput, zone: string): ChildParticipant[] {
  return [...setup.targets, ...setup.pursuers].map((seat) => ({
    characterId: seat.characterId,
    side: seat.side,
    zone,
    role: seat.role,
  }));
}
