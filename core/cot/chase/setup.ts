import type { Dice } from '../../dice/dice.ts';
import { chaseDistanceLimits } from './limits.ts';
import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { findVehicle } from '../gear/index.ts';
import type { ChaseRole as SeatRole } from '../initiative/index.ts';
import type {
  ChaseCommand,
  ChaseEntrant,
  ChaseVehicleEntry,
  EntrantSeat,
  RollModifiers,
} from './commands.ts';
import { decideChase } from './decide.ts';
import { chaseEntrant, chaseVehicle } from './entrant.ts';
import type { ChaseEvent } from './events.ts';
import { chaseRules } from './settings.ts';
import type { ChaseSettingsSource } from './settings.ts';
import { chaseGroupId, vehicleId } from './types.ts';
import type { ChaseRole, ChaseScene, ChaseState } from './types.ts';

/**
 * One character's seat as the scene hands a new chase (COT-CHASE-3): their side, the vehicle-table row they ride
 * in (null on foot), and how they move: driving, riding as a passenger, or on foot (COT-INIT-2, COT-D-22).
 */
export interface ChaseSeatSetup {
  readonly characterId: CharacterId;
  readonly side: string;
  readonly vehicle: string | null;
  readonly role: SeatRole;
}

/** What the scene layer hands the chase to open a scene of it (COT-CHASE-3). */
export interface ChaseSetupInput {
  readonly targets: readonly ChaseSeatSetup[];
  readonly pursuers: readonly ChaseSeatSetup[];
  /**
   * The starting Distance for every pursuer group; null: the table's default, `flee_chase_distance` for a chase
   * out of a Flee (COT-D-39), else `default_chase_distance` (COT-D-43).
   */
  readonly distance: number | null;
  readonly cramped: boolean;
  /** `flee`: a chase out of a Flee (COT-D-39); absent: the GM's. */
  readonly origin?: 'flee';
}

/** The starting Distance a chase takes when its form leaves it empty (COT-D-39, COT-D-43). */
export function startingDistance(settings: ChaseSettingsSource, origin: 'flee' | undefined): number {
  const rules = chaseRules(settings);
  return origin === 'flee' ? rules.fleeChaseDistance : rules.defaultChaseDistance;
}

/** The commands the scene layer sends a running chase: everything but its start. */
export type ChaseSceneCommand = Exclude<ChaseCommand, { type: 'chase/start' }>;

/** The one runner group of the pursuers on foot (COT-D-43): they move together. */
export const onFootGroup = chaseGroupId('on foot');

/** A chase vehicle's id: the side that rides it and its vehicle-table row, "target: Car", "pursuer: Truck / van". */
export const chaseVehicleId = (role: ChaseRole, row: string) => vehicleId(`${role}: ${row}`);

/**
 * The pending Bolsters of everyone in the chase, as the scene's context hands them (COT-TIME-4): a chase roll
 * adds its roller's, and only its roller's.
 */
export function chaseBolsters(ctx: EngineContext, ids: readonly CharacterId[]): RollModifiers {
  return Object.fromEntries(
    ids.flatMap((id) => (ctx.bolsters(id).length > 0 ? [[id, ctx.bolsters(id)]] : [])),
  );
}

/** The chase's participants' Bolsters. */
export function bolstersIn(
  ctx: EngineContext,
  state: Pick<ChaseState, 'participants'> | ChaseScene,
): RollModifiers {
  return chaseBolsters(
    ctx,
    state.participants.map((p) => p.id),
  );
}

/**
 * Opens a chase (COT-CHASE-3): the Target and the pursuers from their sheets, each vehicle from the vehicle table
 * (COT-GEAR-3) shared by the characters of one side who ride that row, the pursuers on foot as one runner group,
 * every pursuer group at the given Distance or the table's (COT-D-43), the rules from the settings; everyone rolls
 * Cover with their Bolsters (COT-WAR-2, COT-TIME-4).
 */
export function startChaseScene(
  ctx: EngineContext,
  setup: ChaseSetupInput,
  dice: Dice,
): Decision<ChaseEvent> {
  if (setup.targets.length === 0 || setup.pursuers.length === 0) {
    return reject('chase/roles', 'A chase needs a Target and at least one pursuer (COT-CHASE-3)');
  }
  const distance = setup.distance;
  const { min, max } = chaseDistanceLimits;
  if (distance !== null && (!Number.isInteger(distance) || distance < min || distance > max)) {
    return reject(
      'chase/bad-distance',
      `A Distance is a whole number from ${min} to ${max} (got ${distance})`,
    );
  }
  const entry = entrants(ctx, setup);
  if ('ok' in entry) return entry;
  const groups = new Set(entry.entrants.flatMap((e) => (e.role === 'pursuer' ? [groupOf(e.seat)] : [])));
  const start: ChaseCommand = {
    type: 'chase/start',
    entrants: entry.entrants,
    vehicles: entry.vehicles,
    rules: chaseRules(ctx.settings),
    cramped: setup.cramped,
    bolsters: chaseBolsters(
      ctx,
      entry.entrants.map((e) => e.id),
    ),
    ...(distance === null ? {} : { distances: Object.fromEntries([...groups].map((g) => [g, distance])) }),
    ...(setup.origin === 'flee' ? { origin: 'flee' as const } : {}),
  };
  return decideChase(null, start, dice);
}

function groupOf(seat: EntrantSeat): string {
  return seat.kind === 'foot' ? onFootGroup : seat.vehicle;
}

function entrants(
  ctx: EngineContext,
  setup: ChaseSetupInput,
): { entrants: ChaseEntrant[]; vehicles: ChaseVehicleEntry[] } | Rejection {
  const vehicles = new Map<string, ChaseVehicleEntry>();
  const list: ChaseEntrant[] = [];
  const seats = [
    ...setup.targets.map((seat) => ({ seat, role: 'target' as const })),
    ...setup.pursuers.map((seat) => ({ seat, role: 'pursuer' as const })),
  ];
  for (const { seat, role } of seats) {
    const built = entrant(ctx, seat, role, vehicles);
    if ('ok' in built) return built;
    list.push(built);
  }
  return { entrants: list, vehicles: [...vehicles.values()] };
}

function entrant(
  ctx: EngineContext,
  seat: ChaseSeatSetup,
  role: ChaseRole,
  vehicles: Map<string, ChaseVehicleEntry>,
): ChaseEntrant | Rejection {
  const id = seat.characterId;
  const sheet: Character | undefined = Object.hasOwn(ctx.characters, id) ? ctx.characters[id] : undefined;
  if (!sheet) return reject('chase/unknown-character', `No character has the id "${id}"`, { id });
  const placed = seatOf(ctx, seat, sheet, role, vehicles);
  if ('ok' in placed) return placed;
  try {
    return chaseEntrant(sheet, ctx.settings, { role, seat: placed, side: seat.side });
  } catch (error) {
    return reject('chase/bad-gear', error instanceof Error ? error.message : String(error), { id });
  }
}

/** Where a seat puts its character: on foot (a pursuer in the runner group), or in a vehicle of the table. */
function seatOf(
  ctx: EngineContext,
  seat: ChaseSeatSetup,
  sheet: Character,
  role: ChaseRole,
  vehicles: Map<string, ChaseVehicleEntry>,
): EntrantSeat | Rejection {
  if (seat.vehicle === null) {
    if (seat.role !== 'on-foot') {
      return reject('chase/no-vehicle', `${sheet.name} cannot be a ${seat.role} without a vehicle`, {
        id: sheet.id,
      });
    }
    return role === 'pursuer' ? { kind: 'foot', group: onFootGroup } : { kind: 'foot' };
  }
  const row = findVehicle(seat.vehicle, ctx.settings.vehicleTable);
  if (!row) {
    return reject('chase/unknown-vehicle', `"${seat.vehicle}" is not in the vehicle table`, {
      vehicle: seat.vehicle,
    });
  }
  if (seat.role === 'on-foot') {
    return reject(
      'chase/on-foot-in-vehicle',
      `${sheet.name} rides in the ${row.name}: driver or passenger?`,
      {
        id: sheet.id,
      },
    );
  }
  const id = chaseVehicleId(role, row.name);
  if (!vehicles.has(id)) vehicles.set(id, chaseVehicle(row, id));
  return { kind: seat.role, vehicle: id };
}
