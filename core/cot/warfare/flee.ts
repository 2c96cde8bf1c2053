import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { actingFighter, fighterOf, flightOf, isAble, release, restrainedProblem } from './fighters.ts';
import type { WarfareEvent, WarfareState } from './types.ts';
import type { ChaseRequest } from '../common/index.ts';
/**
 * Flee (COT-WAR-11): declared on a turn; every fighter acting before the fleer's next turn may spend their turn
 * joining (COT-D-39): allies flee with them, enemies pursue. On the fleer's next turn they and their allies
 * leave; if an enemy joined, the scene layer starts a chase at `flee_chase_distance`.
 */
export function flee(
  state: WarfareState,
  command: { readonly fighter: CharacterId },
): Decision<WarfareEvent> {
  const fighter = actingFighter(state, command.fighter);
  if (isRejection(fighter)) return fighter;
  const restrained = restrainedProblem(fighter, 'Flee');
  if (restrained) return restrained;
  if (flightOf(state, fighter.id)) {
    return reject('warfare/already-fleeing', `${fighter.name} has already joined a flight`, {
      id: fighter.id,
    });
  }
  return ok([
    ...release(state, fighter.id, 'restrainer-fled'),
    { type: 'warfare/flee-declared', fighter: fighter.id },
  ]);
}

/** Joining a declared Flee: that is the joiner's turn (COT-D-39). */
export function joinFlight(
  state: WarfareState,
  command: { readonly fighter: CharacterId; readonly leader: CharacterId },
): Decision<WarfareEvent> {
  const fighter = actingFighter(state, command.fighter);
  if (isRejection(fighter)) return fighter;
  const flight = state.flights.find((f) => f.leader === command.leader);
  if (!flight) {
    return reject('warfare/no-flight', `Nobody is fleeing as "${command.leader}" (COT-WAR-11)`, {
      leader: command.leader,
    });
  }
  const restrained = restrainedProblem(fighter, 'join a flight');
  if (restrained) return restrained;
  if (flightOf(state, fighter.id)) {
    return reject('warfare/already-fleeing', `${fighter.name} has already joined a flight`, {
      id: fighter.id,
    });
  }
  const role = fighter.side === fighterOf(state, flight.leader).side ? 'ally' : 'pursuer';
  const released = role === 'ally' ? release(state, fighter.id, 'restrainer-fled') : [];
  return ok([
    ...released,
    { type: 'warfare/flight-joined', fighter: fighter.id, leader: flight.leader, role },
  ]);
}

/**
 * The fleer's next turn: they and the allies who joined leave the zone and the fight; the enemies who joined
 * leave to pursue them. Anyone who was Restrained, knocked out or killed in between stays.
 */
export function leave(
  state: WarfareState,
  command: { readonly fighter: CharacterId },
): Decision<WarfareEvent> {
  const flight = state.flights.find((f) => f.leader === command.fighter);
  if (!flight) {
    const name = state.fighters.find((f) => f.id === command.fighter)?.name ?? `"${command.fighter}"`;
    return reject('warfare/not-fleeing', `${name} has not declared Flee (COT-WAR-11)`, {
      id: command.fighter,
    });
  }
  const leader = fighterOf(state, flight.leader);
  if (!isAble(leader)) {
    return reject('warfare/actor-down', `${leader.name} cannot leave: they are down`, { id: leader.id });
  }
  const free = (id: CharacterId) => {
    const fighter = fighterOf(state, id);
    return isAble(fighter) && fighter.restrainedBy === null;
  };
  const fighters = [flight.leader, ...flight.allies.filter(free)];
  const pursuers = flight.pursuers.filter(free);
  const chase: ChaseRequest | null =
    pursuers.length === 0
      ? null
      : { zone: state.zone, targets: fighters, pursuers, distance: state.rules.fleeChaseDistance }; // COT-D-39
  const released = [...fighters, ...pursuers].flatMap((id) => release(state, id, 'restrainer-left'));
  return ok([...released, { type: 'warfare/left', leader: flight.leader, fighters, pursuers, chase }]);
}
