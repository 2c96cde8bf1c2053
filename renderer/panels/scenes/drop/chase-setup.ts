import type { ChaseSeat, ChaseSetup, CharacterId } from '../../../../core/index.ts';

/** One character's line in the Start chase form. */
export interface SeatDraft {
  readonly characterId: CharacterId;
  readonly part: 'none' | 'target' | 'pursuer';
  /** A vehicle from the table by name, or '' on foot. */
  readonly vehicle: string;
  readonly seat: 'driver' | 'passenger';
}

/**
 * The chase the form describes (COT-CHASE-3): a Target group and its pursuers, each on foot or in a vehicle.
 * Everyone of one group in the same kind of vehicle rides in one vehicle, which needs exactly one driver.
 * Returns the setup, or the problem in a sentence.
 */
export function chaseSetup(
  drafts: readonly SeatDraft[],
  distance: number,
  cramped: boolean,
  nameOf: (id: CharacterId) => string,
): { setup: ChaseSetup } | { problem: string } {
  const targets = drafts.filter((d) => d.part === 'target');
  const pursuers = drafts.filter((d) => d.part === 'pursuer');
  if (targets.length === 0) return { problem: 'Choose who runs: a chase needs a Target (COT-CHASE-3)' };
  if (pursuers.length === 0)
    return { problem: 'Choose who gives chase: a chase needs a pursuer (COT-CHASE-3)' };
  if (!Number.isInteger(distance) || distance < 0) {
    return { problem: 'The starting Distance must be a whole number, 0 or more' };
  }
  for (const [group, label] of [
    [targets, 'runners'],
    [pursuers, 'pursuers'],
  ] as const) {
    const problem = driverProblem(group, label, nameOf);
    if (problem) return { problem };
  }
  return {
    setup: { targets: targets.map(seatOf), pursuers: pursuers.map(seatOf), distance, cramped },
  };
}

function driverProblem(
  group: readonly SeatDraft[],
  label: string,
  nameOf: (id: CharacterId) => string,
): string | null {
  const vehicles = new Set(group.map((d) => d.vehicle).filter((v) => v !== ''));
  for (const vehicle of vehicles) {
    const drivers = group.filter((d) => d.vehicle === vehicle && d.seat === 'driver');
    if (drivers.length === 0) return `The ${label}' ${vehicle} needs a driver`;
    if (drivers.length > 1) {
      return `The ${label}' ${vehicle} has two drivers: ${drivers.map((d) => nameOf(d.characterId)).join(' and ')}`;
    }
  }
  return null;
}

function seatOf(draft: SeatDraft): ChaseSeat {
  return draft.vehicle === ''
    ? { characterId: draft.characterId, vehicle: null, role: 'on-foot' }
    : { characterId: draft.characterId, vehicle: draft.vehicle, role: draft.seat };
}
