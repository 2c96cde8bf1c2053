import type { CharacterId } from '../../shared/ids.ts';
import { absent, mustAll, mustBeDistinct } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import { findFighter, fighterOf, updateFighter } from './fighters.ts';
import type { Fighter, Flight, WarfareEvent, WarfareState } from './types.ts';

/**
 * The fight after one event: no dice, no clock, no settings beyond those the state carries. Events are
 * trusted (decide checked them); one naming a fighter or vehicle the fight does not have is a corrupt log
 * and throws.
 * @throws Error for an event before `warfare/started`, or naming an unknown fighter, vehicle or flight.
 */
export function applyWarfare(state: WarfareState | null, event: WarfareEvent): WarfareState {
  if (event.type === 'warfare/started') {
    if (state !== null) throw new Error('The fight started a second time');
    checkStart(event);
    const { zone, rules, fighters, vehicles, firstRoundSide } = event;
    return { zone, rules, fighters, vehicles, flights: [], chases: [], firstRoundSide, ended: null };
  }
  if (state === null) throw new Error(`"${event.type}" before the fight started`);
  return applyToFight(state, event);
}

/** Replays a fight's events from its start. @throws Error as `applyWarfare` does, or for an empty log. */
export function replayWarfare(events: readonly WarfareEvent[]): WarfareState {
  const [first, ...rest] = events;
  if (first?.type !== 'warfare/started') throw new Error('A fight replays from its warfare/started event');
  return rest.reduce(applyWarfare, applyWarfare(null, first));
}

function applyToFight(
  state: WarfareState,
  event: Exclude<WarfareEvent, { type: 'warfare/started' }>,
): WarfareState {
  for (const id of peopleNamed(event)) fighterOf(state, id);
  switch (event.type) {
    case 'warfare/joined':
      if (findFighter(state, event.fighter.id))
        throw new Error(`${event.fighter.id} is already in the fight`);
      return { ...state, fighters: [...state.fighters, event.fighter] };
    case 'warfare/cover-rolled':
      return setFighter(state, event.fighter, { coverScore: event.coverScore });
    case 'warfare/attacked':
      return event.hits.reduce((s, hit) => setFighter(s, hit.target, { coverScore: hit.coverAfter }), state);
    case 'warfare/crash-checked':
      return updateVehicle(state, event.vehicle, event.crashed, event.bodyAfter, event.wrecked);
    case 'warfare/cover-lost':
      return setFighter(state, event.fighter, { coverScore: event.coverAfter });
    case 'warfare/wounded':
      return setFighter(state, event.fighter, {
        condition: { state: 'wounded', recoveryDays: event.recoveryDays },
      });
    case 'warfare/killed':
      return updateFighter(state, event.fighter, (fighter) => ({
        ...awake(fighter, fighter.unconscious),
        condition: { state: 'dead' },
        restrainedBy: null,
      }));
    case 'warfare/restrained':
      return setFighter(state, event.target, { restrainedBy: event.restrainer });
    case 'warfare/hold-released':
      return setFighter(state, event.target, { restrainedBy: null });
    case 'warfare/flee-declared':
      if (state.flights.some((flight) => flight.leader === event.fighter))
        throw new Error(`${event.fighter} already declared Flee`);
      return { ...state, flights: [...state.flights, { leader: event.fighter, allies: [], pursuers: [] }] };
    case 'warfare/flight-joined':
      return joinFlight(state, event.leader, event.fighter, event.role);
    case 'warfare/left': {
      const left = leave(state, event.leader, [...event.fighters, ...event.pursuers]);
      return event.chase === null ? left : { ...left, chases: [...left.chases, event.chase] };
    }
    case 'warfare/flight-called-off':
      if (!state.flights.some((f) => f.leader === event.leader))
        throw absent(event.leader, 'who declared no Flee');
      return { ...state, flights: state.flights.filter((flight) => flight.leader !== event.leader) };
    case 'warfare/surrendered':
      return setFighter(state, event.fighter, { presence: 'surrendered' });
    case 'warfare/woke':
      return updateFighter(state, event.target, (fighter) => awake(fighter, false));
    case 'warfare/came-round':
      return updateFighter(state, event.fighter, (fighter) => awake(fighter, false)); // COT-D-32
    case 'warfare/rounds-passed':
      return { ...state, fighters: state.fighters.map((fighter) => countDown(fighter, event.rounds)) };
    case 'warfare/ended':
      if (event.winner !== null && !state.fighters.some((f) => f.side === event.winner))
        throw absent(event.winner, 'which is no side of the fight');
      return { ...state, ended: { winner: event.winner } };
    case 'warfare/break-free-rolled':
    case 'warfare/repositioned':
      return state; // the roll and the turn are in the log; what changed follows in their own events
    default:
      return unreachable(event);
  }
}

/** Everyone an event names besides those its change follows: each must be in the fight. */
function peopleNamed(event: Exclude<WarfareEvent, { type: 'warfare/started' }>): readonly CharacterId[] {
  switch (event.type) {
    case 'warfare/attacked':
      return [event.attacker];
    case 'warfare/killed':
      return event.by === null ? [] : [event.by];
    case 'warfare/restrained':
    case 'warfare/hold-released':
      return [event.restrainer];
    case 'warfare/break-free-rolled':
      return [event.fighter, event.restrainer];
    case 'warfare/repositioned':
    case 'warfare/flee-declared':
    case 'warfare/woke':
      return [event.fighter];
    case 'warfare/left':
      return event.chase === null ? [] : [...event.chase.targets, ...event.chase.pursuers];
    default:
      return [];
  }
}

/**
 * A fight as it starts names nothing it does not hold: each fighter and vehicle listed once, drivers and
 * passengers among the fighters, the side that leads round 1 one of theirs (COT-D-4).
 */
function checkStart(event: Extract<WarfareEvent, { type: 'warfare/started' }>): void {
  const ids = event.fighters.map((fighter) => fighter.id);
  mustBeDistinct(ids, 'the fighters');
  mustBeDistinct(
    event.vehicles.map((vehicle) => vehicle.id),
    'the vehicles',
  );
  const aboard = event.vehicles.flatMap((v) =>
    v.driver === null ? v.passengers : [v.driver, ...v.passengers],
  );
  mustAll(aboard, (id) => ids.includes(id), 'who is not in the fight');
  const holders = event.fighters.flatMap((f) => (f.restrainedBy === null ? [] : [f.restrainedBy]));
  mustAll(holders, (id) => ids.includes(id), 'who is not in the fight'); // BRG-D-26: held from the start
  const side = event.firstRoundSide;
  if (side !== null && !event.fighters.some((f) => f.side === side))
    throw absent(side, 'which is no side of the fight');
}

/** The fighter, conscious or not, with no count to coming round (COT-D-32). */
function awake(fighter: Fighter, unconscious: boolean): Fighter {
  const { unconsciousRoundsLeft: _, ...rest } = fighter;
  return { ...rest, unconscious };
}

/** COT-D-32: an Unconscious fighter's rounds to coming round go down, never below 0. */
function countDown(fighter: Fighter, rounds: number): Fighter {
  const left = fighter.unconsciousRoundsLeft;
  return left === undefined ? fighter : { ...fighter, unconsciousRoundsLeft: Math.max(0, left - rounds) };
}

function setFighter(state: WarfareState, id: CharacterId, change: Partial<Fighter>): WarfareState {
  return updateFighter(state, id, (fighter) => ({ ...fighter, ...change }));
}

function updateVehicle(
  state: WarfareState,
  id: string,
  crashed: boolean,
  body: number,
  wrecked: boolean,
): WarfareState {
  if (!state.vehicles.some((vehicle) => vehicle.id === id))
    throw new Error(`Gang Warfare has no vehicle "${id}"`);
  return {
    ...state,
    vehicles: state.vehicles.map((vehicle) =>
      vehicle.id === id
        ? { ...vehicle, body, wrecked: vehicle.wrecked || wrecked, stopped: vehicle.stopped || crashed }
        : vehicle,
    ),
  };
}

function joinFlight(
  state: WarfareState,
  leader: CharacterId,
  id: CharacterId,
  role: 'ally' | 'pursuer',
): WarfareState {
  const flight = state.flights.find((f) => f.leader === leader);
  if (!flight) throw new Error(`Nobody declared Flee as "${leader}"`);
  updateFighter(state, id, (fighter) => fighter);
  const joined: Flight =
    role === 'ally'
      ? { ...flight, allies: [...flight.allies, id] }
      : { ...flight, pursuers: [...flight.pursuers, id] };
  return { ...state, flights: state.flights.map((f) => (f === flight ? joined : f)) };
}

function leave(state: WarfareState, leader: CharacterId, leaving: readonly CharacterId[]): WarfareState {
  if (!state.flights.some((f) => f.leader === leader)) throw new Error(`Nobody declared Flee as "${leader}"`);
  const gone = leaving.reduce((s, id) => setFighter(s, id, { presence: 'left' }), state);
  return { ...gone, flights: gone.flights.filter((flight) => flight.leader !== leader) };
}
