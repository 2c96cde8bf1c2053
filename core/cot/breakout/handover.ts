import type { CharacterId } from '../../shared/ids.ts';
import type { ChaseSeatSetup, ChaseSetupInput } from '../chase/index.ts';
import { findFighter } from '../warfare/index.ts';
import type { WarfareState } from '../warfare/index.ts';
import type { ChaseRequest } from '../common/index.ts';
import type { BreakoutOpening } from './heist.ts';
import { chaseParticipants } from './seating.ts';
/**
 * The chase a Flee starts when an enemy joined it (COT-WAR-11, COT-D-39), as the chase engine's setup: the
 * leader and the allies who left as the Target, the enemies who joined as pursuers, at `flee_chase_distance`.
 * Each keeps their vehicle when it still runs and its driver goes too (COT-WAR-4); everyone else is on foot.
 */
export function fleeChaseSetup(state: WarfareState, request: ChaseRequest): ChaseSetupInput {
  return {
    targets: request.targets.map((id) => seatOf(state, id, request.targets)),
    pursuers: request.pursuers.map((id) => seatOf(state, id, request.pursuers)),
    distance: request.distance,
    cramped: false,
    origin: 'flee',
  };
}

/**
 * How the chase a Flee starts opens inside the fight (COT-WAR-11), as its chase form takes it: the setup of
 * `fleeChaseSetup`, everyone in it at the fight's zone (`zoneName` for the scene's name when the fight has none).
 */
export function fleeChaseOpening(
  state: WarfareState,
  request: ChaseRequest,
  zoneName: string,
): BreakoutOpening {
  const setup = fleeChaseSetup(state, request);
  const participants = chaseParticipants(setup, state.zone);
  return {
    kind: 'chase',
    zone: state.zone,
    zoneName: state.zone || zoneName,
    sides: [...new Set(participants.map((p) => p.side))],
    setup,
    participants,
    others: [],
    firstRoundSide: null,
  };
}

/** A vehicle goes with its riders only when its driver goes with them. */
function seatOf(state: WarfareState, id: CharacterId, party: readonly CharacterId[]): ChaseSeatSetup {
  const side = findFighter(state, id)?.side ?? '';
  const vehicle = state.vehicles.find(
    (v) =>
      !v.wrecked &&
      !v.stopped &&
      v.driver !== null &&
      party.includes(v.driver) &&
      (v.driver === id || v.passengers.includes(id)),
  );
  if (!vehicle) return { characterId: id, side, vehicle: null, role: 'on-foot' };
  return {
    characterId: id,
    side,
    vehicle: vehicle.name,
    role: vehicle.driver === id ? 'driver' : 'passenger',
  };
}

/** A scene opened inside another (a fight or a chase breaking out), as far as a handover needs to know it. */
export interface ChildScene {
  readonly id: string;
  readonly engine: string;
  readonly participants: readonly { readonly characterId: CharacterId }[];
  /** How it ended, or null while it runs. */
  readonly ended: string | null;
}

/** Where a handover to another scene stands: not opened yet, its scene running, or its scene over. */
export type Handover<S extends ChildScene> =
  { readonly stage: 'waiting' } | { readonly stage: 'running' | 'over'; readonly scene: S };

/**
 * Where the handover of `who` to a scene of `engine` stands: the latest such scene opened inside this one with
 * them in it (`children` in the order they opened), running or over; waiting while there is none.
 */
export function handoverOf<S extends ChildScene>(
  children: readonly S[],
  engine: string,
  who: CharacterId,
): Handover<S> {
  const scene = [...children]
    .reverse()
    .find((child) => child.engine === engine && child.participants.some((p) => p.characterId === who));
  if (!scene) return { stage: 'waiting' };
  return { stage: scene.ended === null ? 'running' : 'over', scene };
}
