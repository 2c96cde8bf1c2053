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
  const problem = startProblem(command);
  if (problem) return problem;
  const fighters = command.fighters.map(enter);
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
    (batch, fighter) => (fighter.unconscious ? batch : rollCover(batch, fighter.id, 'start', dice)),
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
