import type { ModelId, SideId, VehicleId } from '../skirmish/index.ts';
import type { FightResult } from './fight-result.ts';

/**
 * Pursuit through an exit becomes a COT chase (BRG-D-21). At each exit, the side of the first to leave through it
 * is the Target's; when an enemy leaves through the same exit after it, a chase starts: the Target is every model
 * of that side that left through the exit before the first enemy, as one group; the pursuers are the enemies who
 * follow, one group per game round on foot and one per vehicle, each at `flee_chase_distance` when it leaves in
 * the game round of the last Target member, one more when it leaves a game round later or more (COT-D-43).
 */

/** Who left through an exit as one: a model on foot, or a vehicle with the models riding in it. */
export interface Leaver {
  readonly models: readonly ModelId[];
  readonly vehicle: VehicleId | null;
  readonly side: SideId;
  readonly round: number;
  readonly turn: number;
}

/** A pursuer group and its Distance (COT-D-43). */
export interface PursuerGroup {
  readonly models: readonly ModelId[];
  readonly vehicle: VehicleId | null;
  readonly round: number;
  readonly distance: number;
}

/** A chase the fight starts (BRG-D-21). */
export interface Pursuit {
  readonly exit: string;
  /** COT-CHASE-1: on foot, or with vehicles when any group rides one. */
  readonly mode: 'foot' | 'vehicles';
  readonly target: { readonly models: readonly ModelId[]; readonly vehicles: readonly VehicleId[] };
  readonly pursuers: readonly PursuerGroup[];
}

/** Everyone who left through each exit, in the order they left. */
function leaversByExit(fight: FightResult): Map<string, Leaver[]> {
  const byExit = new Map<string, Leaver[]>();
  const add = (exit: string, leaver: Leaver) => byExit.set(exit, [...(byExit.get(exit) ?? []), leaver]);
  for (const vehicle of Object.values(fight.vehicles)) {
    if (!vehicle.left) continue;
    const riders = Object.values(fight.models).filter((model) => model.vehicle === vehicle.id);
    const side = vehicle.side ?? riders[0]?.side;
    if (side === undefined) continue;
    add(vehicle.left.exit, {
      models: riders.map((model) => model.id),
      vehicle: vehicle.id,
      side,
      round: vehicle.left.round,
      turn: vehicle.left.turn,
    });
  }
  for (const model of Object.values(fight.models)) {
    const riding = model.vehicle !== null && fight.vehicles[model.vehicle]?.left != null;
    if (!model.left || riding) continue;
    add(model.left.exit, {
      models: [model.id],
      vehicle: null,
      side: model.side,
      round: model.left.round,
      turn: model.left.turn,
    });
  }
  for (const list of byExit.values()) list.sort((a, b) => a.turn - b.turn);
  return byExit;
}

/** BRG-D-21: the chases a fight starts, one per exit where an enemy followed, in the exits' order of first use. */
export function pursuitsOf(fight: FightResult, fleeDistance: number): Pursuit[] {
  const chases: Pursuit[] = [];
  const ordered = [...leaversByExit(fight).entries()].sort((a, b) => a[1][0]!.turn - b[1][0]!.turn);
  for (const [exit, leavers] of ordered) {
    const targetSide = leavers[0]!.side;
    const first = leavers.findIndex((leaver) => leaver.side !== targetSide);
    if (first < 0) continue;
    const target = leavers.slice(0, first);
    const lastRound = Math.max(...target.map((leaver) => leaver.round));
    const groups: PursuerGroup[] = [];
    for (const leaver of leavers.slice(first).filter((l) => l.side !== targetSide)) {
      const distance = fleeDistance + (leaver.round > lastRound ? 1 : 0);
      const onFoot = groups.find((group) => group.vehicle === null && group.round === leaver.round);
      if (leaver.vehicle === null && onFoot) {
        groups[groups.indexOf(onFoot)] = { ...onFoot, models: [...onFoot.models, ...leaver.models] };
      } else {
        groups.push({ models: leaver.models, vehicle: leaver.vehicle, round: leaver.round, distance });
      }
    }
    const vehicles = [...target, ...groups].some((group) => group.vehicle !== null);
    chases.push({
      exit,
      mode: vehicles ? 'vehicles' : 'foot',
      target: {
        models: target.flatMap((leaver) => leaver.models),
        vehicles: target.flatMap((leaver) => (leaver.vehicle === null ? [] : [leaver.vehicle])),
      },
      pursuers: groups,
    });
  }
  return chases;
}
