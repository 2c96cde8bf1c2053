import type { PlayerLens, PlayerMeter } from '../../engine/index.ts';
import { coverMeter, fighterName } from '../common/index.ts';
import type { ChaseScene, LeaveReason } from './types.ts';

/**
 * A chase as the crew sees it (issue 21): who runs and who chases, on foot or in which vehicle, how far each group
 * of pursuers is (the distance is on the table for everyone, COT-CHASE-4), and Cover as a band unless the table
 * shows the number (COT-WAR-2, PLY-D-3). Names as the table settles (PLY-D-2); never ratings, weapons or a
 * vehicle's Body.
 */
export interface PlayerChaseBody {
  readonly engine: 'chase';
  readonly runners: readonly PlayerRunner[];
}

export interface PlayerRunner {
  readonly key: string;
  readonly name: string;
  readonly crew: boolean;
  /** "The Target" or "Pursuer". */
  readonly role: string;
  /** "On foot", "Driving the Cab", "In the Cab". */
  readonly seat: string;
  /** "Distance 2" for a pursuer in a group; '' for the Target. */
  readonly distance: string;
  readonly cover: PlayerMeter;
  /** "In the chase", "Caught", "Escaped"… */
  readonly state: string;
}

export function chasePlayerView(state: ChaseScene, lens: PlayerLens): PlayerChaseBody {
  let opponents = 0;
  const vehicleName = (id: string) =>
    state.vehicles.find((vehicle) => vehicle.id === id)?.name ?? 'a vehicle';
  const runners = state.participants.flatMap((runner): PlayerRunner[] => {
    const look = lens.look(runner.id);
    // "Opponent n" numbers only the opponents the screen shows: a gap would tell of one left out (PLY-D-2).
    const name = fighterName(look, lens, lens.acted(runner.id), look.crew ? 0 : opponents + 1);
    if (name === null) return [];
    if (!look.crew) opponents += 1;
    const group = runner.group === null ? undefined : state.groups.find((g) => g.id === runner.group);
    const seat =
      runner.seat.kind === 'foot'
        ? 'On foot'
        : runner.seat.kind === 'driver'
          ? `Driving ${vehicleName(runner.seat.vehicle)}`
          : `In ${vehicleName(runner.seat.vehicle)}`;
    return [
      {
        key: look.key,
        name,
        crew: look.crew,
        role: runner.role === 'target' ? 'The Target' : 'Pursuer',
        seat,
        distance: group ? `Distance ${group.distance}` : '',
        cover: coverMeter(runner.cover, lens.cover),
        state: runner.left === null ? 'In the chase' : leftWords[runner.left],
      },
    ];
  });
  return { engine: 'chase', runners };
}

const leftWords: Readonly<Record<LeaveReason, string>> = {
  'fell-off': 'Fell off',
  thrown: 'Thrown off',
  wrecked: 'Wrecked',
  crashed: 'Crashed',
  stopped: 'Stopped',
  dead: 'Dead',
  emptied: 'Out of the chase',
  split: 'Gone after another Target',
  'got-away': 'Got away',
};
