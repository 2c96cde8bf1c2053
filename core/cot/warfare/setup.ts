import type { Joiner } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { findVehicle } from '../gear/index.ts';
import { roundsPerRound } from '../time/index.ts';
import { decideWarfare } from './decide.ts';
import { fighterSetup } from './fighters.ts';
import { warfareRules } from './rules.ts';
import type {
  BolsterSource,
  FighterSetup,
  RoundsPassCommand,
  VehicleSetup,
  WarfareCommand,
  WarfareEvent,
  WarfareState,
} from './types.ts';

/** What the scene layer hands Gang Warfare to open a scene of it (COT-WAR-1). */
export interface WarfareSetup {
  /** The zone the fight is in. */
  readonly zone: string;
  readonly fighters: readonly {
    readonly characterId: CharacterId;
    readonly side: string;
    /** Knocked out in the zone (COT-DROP-9): in the fight, unable to act until woken. */
    readonly unconscious: boolean;
    /**
     * Heist rounds until they come round by themselves, as the Drop counts them (COT-D-32); null: not before
     * the Job ends. Absent: the table's `unconscious_duration` in full.
     */
    readonly unconsciousRoundsLeft?: number | null;
    /** Its first Cover, rolled before the fight opened (BRG-D-26: from a HEIST table); absent: it rolls now. */
    readonly cover?: number;
    /** Held from the start by this fighter (COT-WAR-9; BRG-D-26: restrained on the HEIST table). */
    readonly restrainedBy?: CharacterId;
  }[];
  /** Vehicles in the zone (COT-WAR-4): a vehicle-table row name, its driver and passengers, all fighters. */
  readonly vehicles: readonly {
    readonly vehicle: string;
    readonly driver: CharacterId;
    readonly passengers: readonly CharacterId[];
  }[];
  /** After a catastrophic Drop, this side's highest slot goes first in round 1 (COT-D-4). */
  readonly firstRoundSide: string | null;
}

/** The commands the scene layer sends a running fight: a fighter's turn, or the GM passing rounds. */
export type WarfareSceneCommand =
  Exclude<WarfareCommand, { type: 'warfare/start' | 'warfare/join' }> | RoundsPassCommand;

/**
 * COT-TIME-2: an Action round is 1 minute, a Heist round 5, so `unconscious_duration = N` Heist rounds is 5N
 * rounds of a fight (COT-D-32, the clock of COT-TIME-3).
 */
export const heistRoundsToFightRounds = roundsPerRound('heist', 'action');

/** The Bolsters of the scene's context, as the fight reads them (COT-TIME-4). */
export const bolstersOf =
  (ctx: EngineContext): BolsterSource =>
  (id) =>
    ctx.bolsters(id);

/**
 * Opens Gang Warfare (COT-WAR-1): the fighters from their sheets, the vehicles from the vehicle table
 * (COT-WAR-4, COT-GEAR-3), the rules from the table's settings, every conscious fighter rolling Cover with
 * their Bolsters (COT-WAR-2, COT-TIME-4).
 */
export function startFight(ctx: EngineContext, setup: WarfareSetup, dice: Dice): Decision<WarfareEvent> {
  if (setup.fighters.length < 2) {
    return reject('warfare/too-few-fighters', 'Gang Warfare needs at least two fighters (COT-WAR-1)');
  }
  const fighters: FighterSetup[] = [];
  for (const entry of setup.fighters) {
    const built = entrant(ctx, entry.characterId, entry.side);
    if ('ok' in built) return built;
    fighters.push(entry.unconscious ? knockedOut(ctx, built, entry.unconsciousRoundsLeft) : built);
  }
  const vehicles = fightVehicles(ctx, fighters, setup.vehicles);
  if (!Array.isArray(vehicles)) return vehicles;
  const given = setup.fighters.flatMap((entry) =>
    entry.cover === undefined && entry.restrainedBy === undefined
      ? []
      : [{ id: entry.characterId, cover: entry.cover ?? null, restrainedBy: entry.restrainedBy ?? null }],
  );
  const start: WarfareCommand = {
    type: 'warfare/start',
    zone: setup.zone,
    rules: warfareRules(ctx.settings),
    fighters,
    vehicles,
    firstRoundSide: setup.firstRoundSide,
    ...(given.length > 0 ? { given } : {}),
  };
  return decideWarfare(null, start, dice, bolstersOf(ctx));
}

/** Someone joins the running fight (COT-WAR-2, COT-INIT-6): they enter and roll Cover with their Bolsters. */
export function joinFight(
  ctx: EngineContext,
  state: WarfareState,
  joiner: Joiner,
  dice: Dice,
): Decision<WarfareEvent> {
  const fighter = entrant(ctx, joiner.characterId, joiner.side);
  if ('ok' in fighter) return fighter;
  return decideWarfare(state, { type: 'warfare/join', fighter }, dice, bolstersOf(ctx));
}

/** A fighter from the campaign's sheet, or why not (a stranger, gear the tables lack). */
function entrant(ctx: EngineContext, id: CharacterId, side: string): FighterSetup | Rejection {
  const sheet: Character | undefined = Object.hasOwn(ctx.characters, id) ? ctx.characters[id] : undefined;
  if (!sheet) return reject('warfare/unknown-character', `No character has the id "${id}"`, { id });
  try {
    return fighterSetup(sheet, side, ctx.settings);
  } catch (error) {
    return reject('warfare/bad-gear', error instanceof Error ? error.message : String(error), { id });
  }
}

/** COT-DROP-9, COT-D-32: a fighter lying Unconscious, counting the fight rounds until they come round. */
function knockedOut(
  ctx: EngineContext,
  fighter: FighterSetup,
  told: number | null | undefined,
): FighterSetup {
  const duration = ctx.settings.unconsciousDuration;
  const heistRounds = told !== undefined ? told : duration === 'job' ? null : duration;
  return heistRounds === null
    ? { ...fighter, unconscious: true }
    : { ...fighter, unconscious: true, unconsciousRoundsLeft: heistRounds * heistRoundsToFightRounds };
}

/**
 * COT-WAR-4, COT-GEAR-3: the fight's vehicles from vehicle-table rows, each named after its row and driver;
 * every driver and passenger must be a fighter, in one vehicle at most.
 */
function fightVehicles(
  ctx: EngineContext,
  fighters: readonly FighterSetup[],
  seats: WarfareSetup['vehicles'],
): VehicleSetup[] | Rejection {
  const names = new Map<string, string>(fighters.map((f) => [f.id, f.name]));
  const nameOf = (id: CharacterId) => names.get(id) ?? ctx.names(id);
  const aboard = new Set<CharacterId>();
  const vehicles: VehicleSetup[] = [];
  for (const seat of seats) {
    const row = findVehicle(seat.vehicle, ctx.settings.vehicleTable);
    if (!row) {
      return reject('warfare/unknown-vehicle', `"${seat.vehicle}" is not in the vehicle table`, {
        vehicle: seat.vehicle,
      });
    }
    for (const occupant of [seat.driver, ...seat.passengers]) {
      if (!names.has(occupant)) {
        return reject(
          'warfare/not-a-fighter',
          `${nameOf(occupant)} is not fighting, so cannot ride in the ${row.name}`,
          { id: occupant },
        );
      }
      if (aboard.has(occupant)) {
        return reject('warfare/already-aboard', `${nameOf(occupant)} can only be in one vehicle`, {
          id: occupant,
        });
      }
      aboard.add(occupant);
    }
    const id = `${row.name} (${nameOf(seat.driver)})`;
    vehicles.push({
      id,
      name: row.name,
      body: row.body,
      ramBonus: row.ramBonus,
      driver: seat.driver,
      passengers: seat.passengers,
    });
  }
  return vehicles;
}
