import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { ChaseEntrant, StartChaseCommand } from './commands.ts';

/** The checks on a chase's set-up (COT-CHASE-3), each a refusal with words, or null. */

const whole = (value: number, min: number): boolean => Number.isInteger(value) && value >= min;

/** Every entrant alive, rated sensibly, placed once, in a Target that moves together. */
export function checkEntrants(cmd: StartChaseCommand): Rejection | null {
  const ids = new Set(cmd.entrants.map((entrant) => entrant.id));
  if (ids.size !== cmd.entrants.length)
    return reject('chase/duplicate-entrant', 'Each character enters a chase once');
  if (!cmd.entrants.some((e) => e.role === 'target') || !cmd.entrants.some((e) => e.role === 'pursuer')) {
    return reject('chase/roles', 'A chase needs a Target and at least one pursuer (COT-CHASE-3)');
  }
  for (const entrant of cmd.entrants) {
    const problem = entrantProblem(cmd, entrant);
    if (problem) return problem;
  }
  const seats = new Set(
    cmd.entrants
      .filter((e) => e.role === 'target')
      .map((e) => (e.seat.kind === 'foot' ? '' : e.seat.vehicle)),
  );
  if (seats.size > 1) {
    return reject(
      'chase/target-apart',
      'The Target moves together: all on foot, or all in one vehicle (COT-CHASE-3)',
    );
  }
  return null;
}

function entrantProblem(cmd: StartChaseCommand, entrant: ChaseEntrant): Rejection | null {
  const { name, ratings, speed, coverPool, condition, seat } = entrant;
  if (condition.state === 'dead')
    return reject('chase/dead-entrant', `${name} is dead and cannot join a chase`);
  if (!Object.values(ratings).every((rating) => whole(rating, 0))) {
    return reject('chase/bad-rating', `${name}'s ratings must be whole numbers of at least 0`);
  }
  if (speed !== null && !whole(speed, 1)) {
    return reject('chase/bad-speed', `${name}'s Speed rating must be a whole number of at least 1, or none`);
  }
  if (!whole(coverPool.rolled, 1) || !whole(coverPool.kept, 1)) {
    return reject('chase/bad-pool', `${name}'s Cover pool must roll and keep at least 1 die`);
  }
  if (seat.kind !== 'foot') return null;
  if (entrant.role === 'target' && seat.group !== undefined) {
    return reject('chase/target-group', `${name} is the Target: only pursuers on foot name a group`);
  }
  if (entrant.role === 'pursuer' && seat.group === undefined) {
    return reject('chase/no-group', `${name} pursues on foot: say which runner group they move with`);
  }
  if (seat.group !== undefined && cmd.vehicles.some((vehicle) => (vehicle.id as string) === seat.group)) {
    return reject('chase/group-is-vehicle', `Runner group ${seat.group} has a vehicle's id: name it apart`);
  }
  return null;
}

/** Every vehicle listed once, rated sensibly, with exactly one driver and occupants of one role. */
export function checkVehicles(cmd: StartChaseCommand): Rejection | null {
  const ids = new Set(cmd.vehicles.map((vehicle) => vehicle.id));
  if (ids.size !== cmd.vehicles.length)
    return reject('chase/duplicate-vehicle', 'Each vehicle is listed once');
  const stray = cmd.entrants.find((e) => e.seat.kind !== 'foot' && !ids.has(e.seat.vehicle));
  if (stray && stray.seat.kind !== 'foot') {
    return reject(
      'chase/unknown-vehicle',
      `${stray.name} sits in vehicle ${stray.seat.vehicle}, which is not listed`,
    );
  }
  for (const vehicle of cmd.vehicles) {
    if (!whole(vehicle.speed, 1) || !whole(vehicle.body, 1)) {
      return reject(
        'chase/bad-vehicle',
        `The ${vehicle.name} needs Speed and Body of at least 1 (a wreck stays behind)`,
      );
    }
    if (!Number.isInteger(vehicle.ramBonus.rolled) || !Number.isInteger(vehicle.ramBonus.kept)) {
      return reject('chase/bad-vehicle', `The ${vehicle.name}'s ram bonus must be whole numbers of dice`);
    }
    const aboard = cmd.entrants.filter((e) => e.seat.kind !== 'foot' && e.seat.vehicle === vehicle.id);
    if (aboard.filter((e) => e.seat.kind === 'driver').length !== 1) {
      return reject('chase/one-driver', `The ${vehicle.name} needs exactly one driver`, {
        vehicle: vehicle.id,
      });
    }
    if (new Set(aboard.map((e) => e.role)).size !== 1) {
      return reject(
        'chase/mixed-vehicle',
        `Everyone in the ${vehicle.name} must be on the same side of the chase`,
      );
    }
  }
  return null;
}
