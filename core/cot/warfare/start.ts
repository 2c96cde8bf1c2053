import type { Dice } from '../../dice/dice.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { applyWarfare } from './apply.ts';
import { noBolsters, record, startBatch } from './batch.ts';
import type { Batch } from './batch.ts';
import { rollCover } from './cover.ts';
import { findFighter, isAble } from './fighters.ts';
import type {
  BolsterSource,
  Fighter,
  FighterSetup,
  StartCommand,
  WarfareEvent,
  WarfareState,
  WarVehicle,
} from './types.ts';

/**
 * Starting Gang Warfare (COT-WAR-1) and joining it late (COT-WAR-2): every participant who can rolls Cover,
 * in the order given. Initiative is rolled by the initiative module; the fight only keeps its fighters.
 * An Unconscious participant (COT-DROP-9) rolls nothing and lies at Cover 0 until woken.
 */
export function startWarfare(
  command: StartCommand,
  dice: Dice,
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  const problem = startProblem(command) ?? givenProblem(command);
  if (problem) return problem;
  const given = new Map((command.given ?? []).map((start) => [start.id, start]));
  const fighters = command.fighters.map((setup) => {
    const start = given.get(setup.id);
    const entered = enter(setup);
    return start ? { ...entered, coverScore: start.cover ?? 0, restrainedBy: start.restrainedBy } : entered;
  });
  const vehicles: WarVehicle[] = (command.vehicles ?? []).map((v) => ({
    ...v,
    wrecked: false,
    stopped: false,
  }));
  const started: WarfareEvent = {
    type: 'warfare/started',
    zone: command.zone,
    rules: command.rules,
    fighters,
    vehicles,
    firstRoundSide: command.firstRoundSide ?? null,
  };
  const state = applyWarfare(null, started);
  const rolled = fighters.reduce<Batch>(
    (batch, fighter) =>
      fighter.unconscious || (given.get(fighter.id)?.cover ?? null) !== null
        ? batch // BRG-D-26: a Cover given is its first roll
        : rollCover(batch, fighter.id, 'start', dice),
    startBatch(state, bolsters),
  );
  return ok([started, ...rolled.events]);
}

/** A late joiner enters and rolls Cover at once (COT-WAR-2). */
export function joinWarfare(
  state: WarfareState,
  setup: FighterSetup,
  modifiers: readonly PoolModifier[],
  dice: Dice,
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  if (findFighter(state, setup.id)) {
    return reject('warfare/duplicate-fighter', `${setup.name} is already in this fight`, { id: setup.id });
  }
  if (setup.condition.state === 'dead') {
    return reject('warfare/dead-participant', `${setup.name} is dead and cannot join the fight`, {
      id: setup.id,
    });
  }
  const joined = record(startBatch(state, bolsters), { type: 'warfare/joined', fighter: enter(setup) });
  return ok(setup.unconscious ? joined.events : rollCover(joined, setup.id, 'join', dice, modifiers).events);
}

function enter(setup: FighterSetup): Fighter {
  const { unconsciousRoundsLeft: rounds, ...rest } = setup;
  const counting = setup.unconscious && rounds !== undefined ? { unconsciousRoundsLeft: rounds } : {}; // COT-D-32
  return { ...rest, ...counting, coverScore: 0, restrainedBy: null, presence: 'fighting' };
}

/**
 * BRG-D-26: a Cover or a hold given at the start names a fighter once; a Cover is a whole number ≥ 0; a fighter is
 * held by a fighter of another side who is not held and is conscious (COT-WAR-9).
 */
function givenProblem(command: StartCommand): Rejection | null {
  const byId = new Map(command.fighters.map((fighter) => [fighter.id, fighter]));
  const seen = new Set<string>();
  for (const start of command.given ?? []) {
    const fighter = byId.get(start.id);
    if (!fighter) {
      return reject('warfare/unknown-fighter', `"${start.id}" is given a start but is not in the fight`, {
        id: start.id,
      });
    }
    if (seen.has(start.id))
      return reject('warfare/duplicate-fighter', `${fighter.name}'s start is given twice`, { id: start.id });
    seen.add(start.id);
    if (start.cover !== null && (!Number.isInteger(start.cover) || start.cover < 0)) {
      return reject(
        'warfare/bad-cover',
        `${fighter.name}'s Cover must be a whole number ≥ 0 (got ${start.cover}; COT-WAR-2)`,
        { id: start.id },
      );
    }
    if (start.restrainedBy === null) continue;
    const by = byId.get(start.restrainedBy);
    const heldToo = (command.given ?? []).some(
      (other) => other.id === start.restrainedBy && other.restrainedBy !== null,
    );
    if (!by || by.side === fighter.side || by.unconscious || heldToo) {
      return reject(
        'warfare/bad-hold',
        `${fighter.name} cannot start held by "${start.restrainedBy}": a hold is by a conscious, free fighter of another side (COT-WAR-9)`,
        { id: start.id },
      );
    }
  }
  return null;
}

/** The longest count to coming round a fight keeps: 1000 Heist rounds (COT-D-32, COT-TIME-2). */
const maxCountedRounds = 5000;

function startProblem(command: StartCommand): Rejection | null {
  const ids = command.fighters.map((fighter) => fighter.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) {
    return reject('warfare/duplicate-fighter', `"${repeated}" is listed twice`, { id: repeated });
  }
  const counting = command.fighters.find(
    ({ unconsciousRoundsLeft: left }) =>
      left !== undefined && (!Number.isInteger(left) || left < 0 || left > maxCountedRounds),
  );
  if (counting) {
    return reject(
      'warfare/bad-rounds',
      `${counting.name}'s rounds to coming round must be a whole number ≥ 0 (COT-D-32)`,
      { id: counting.id },
    );
  }
  const dead = command.fighters.find((fighter) => fighter.condition.state === 'dead');
  if (dead)
    return reject('warfare/dead-participant', `${dead.name} is dead and cannot fight`, { id: dead.id });
  const sides = new Set(
    command.fighters
      .map(enter)
      .filter(isAble)
      .map((fighter) => fighter.side),
  );
  if (sides.size < 2) {
    return reject('warfare/one-side', 'Gang Warfare needs two sides with someone able to fight (COT-WAR-1)', {
      sides: [...sides],
    });
  }
  const lead = command.firstRoundSide ?? null;
  if (lead !== null && !command.fighters.some((fighter) => fighter.side === lead)) {
    return reject('warfare/unknown-side', `No fighter is on the side "${lead}"`, { side: lead });
  }
  return vehicleProblem(command, new Set(ids));
}

function vehicleProblem(command: StartCommand, ids: ReadonlySet<string>): Rejection | null {
  const seen = new Set<string>();
  const vehicleIds = new Set<string>();
  for (const vehicle of command.vehicles ?? []) {
    if (vehicleIds.has(vehicle.id)) {
      return reject('warfare/duplicate-vehicle', `The vehicle "${vehicle.id}" is listed twice`, {
        id: vehicle.id,
      });
    }
    vehicleIds.add(vehicle.id);
    if (!Number.isInteger(vehicle.body) || vehicle.body < 1) {
      return reject(
        'warfare/bad-vehicle',
        `${vehicle.name}'s Body must be a whole number ≥ 1 (got ${vehicle.body})`,
        { id: vehicle.id },
      );
    }
    const aboard = [...(vehicle.driver === null ? [] : [vehicle.driver]), ...vehicle.passengers];
    for (const id of aboard) {
      if (!ids.has(id) || seen.has(id)) {
        return reject(
          'warfare/bad-vehicle',
          `"${id}" cannot ride in ${vehicle.name}: not a fighter, or already aboard`,
          {
            id: vehicle.id,
            fighter: id,
          },
        );
      }
      seen.add(id);
    }
  }
  return null;
}
