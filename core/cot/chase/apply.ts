import type { CharacterId } from '../../shared/ids.ts';
import { mustBeDistinct, mustFind } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import type { ChaseEvent, ChaseStartedEvent, LeftEvent } from './events.ts';
import { findGroup, findParticipant, findVehicle } from './roster.ts';
import type {
  ChaseGroupId,
  ChaseOutcome,
  ChaseParticipant,
  ChaseRoll,
  ChaseState,
  ChaseVehicle,
  DistanceChange,
  FollowUp,
  VehicleId,
} from './types.ts';

/**
 * Folds one chase event into the state: no dice, no clock, never a mutation of its inputs. Events were
 * accepted by `decideChase`, so one that does not fit (an unknown participant, a Distance that is not what
 * the event says it was, anything after the end) means a corrupt log.
 * @throws Error naming the broken invariant.
 */
export function applyChase(state: ChaseState | null, event: ChaseEvent): ChaseState {
  if (event.type === 'chase/started') {
    if (state !== null) throw new Error('The chase was started a second time');
    checkStart(event);
    return started(event);
  }
  if (state === null) throw new Error(`A ${event.type} event came before the chase started`);
  if (state.outcome !== null) throw new Error(`A ${event.type} event came after the chase ended`);
  checkNamed(state, event);
  return applyToRunning(state, event);
}

/** Replays a chase log from its `chase/started` event. @throws Error on an empty or corrupt log. */
export function replayChase(events: readonly ChaseEvent[]): ChaseState {
  const state = events.reduce<ChaseState | null>(applyChase, null);
  if (state === null) throw new Error('An empty log holds no chase');
  return state;
}

/**
 * A chase as it starts names nothing it does not hold: its people, vehicles and pursuer groups listed once, every
 * seat in one of its vehicles, every pursuer in one of its groups, every group's vehicle one of its vehicles.
 */
function checkStart(event: ChaseStartedEvent): void {
  const { participants, vehicles, groups } = event;
  mustBeDistinct(
    participants.map((p) => p.id),
    'the people in the chase',
  );
  mustBeDistinct(
    vehicles.map((v) => v.id),
    'the vehicles',
  );
  mustBeDistinct(
    groups.map((g) => g.id),
    'the pursuer groups',
  );
  const vehicle = (id: VehicleId) => mustFind(vehicles, id, 'which is no vehicle of the chase');
  for (const p of participants) {
    if (p.seat.kind !== 'foot') vehicle(p.seat.vehicle);
    if (p.group !== null) mustFind(groups, p.group, 'which is no pursuer group of the chase');
  }
  for (const g of groups) if (g.vehicle !== null) vehicle(g.vehicle);
  for (const roll of event.coverRolls) mustFind(participants, roll.roller, 'who is not in the chase');
}

/** Everyone and everything an event names, besides what its change follows: each must be in the chase. */
function checkNamed(state: ChaseState, event: Exclude<ChaseEvent, ChaseStartedEvent>): void {
  const who = (id: CharacterId) => mustFind(state.participants, id, 'who is not in the chase');
  const group = (id: ChaseGroupId) => mustFind(state.groups, id, 'which is no pursuer group of the chase');
  const vehicle = (id: VehicleId) => mustFind(state.vehicles, id, 'which is no vehicle of the chase');
  const rolls = (...list: readonly (ChaseRoll | null)[]) => {
    for (const roll of list) if (roll) who(roll.roller);
  };
  switch (event.type) {
    case 'chase/accelerated':
      who(event.actor);
      rolls(event.roll, ...event.groups.map((g) => g.roll));
      for (const g of event.groups) group(g.group);
      return;
    case 'chase/crowded-entered':
    case 'chase/crowded-left':
      if (event.actor !== null) who(event.actor);
      return;
    case 'chase/obstacle-run':
      who(event.actor);
      rolls(event.roll, ...event.groups.map((g) => g.roll));
      for (const g of event.groups) group(g.group);
      return;
    case 'chase/dislodge-attempted':
      who(event.actor);
      who(event.boarder);
      rolls(event.boarderRoll, event.driverRoll);
      return;
    case 'chase/escaped':
      who(event.actor);
      return;
    case 'chase/crash-checked':
      who(event.actor);
      vehicle(event.vehicle);
      rolls(event.roll);
      return;
    case 'chase/attacked':
      who(event.actor);
      if (event.defender.kind === 'character') who(event.defender.id);
      else vehicle(event.defender.id);
      rolls(event.roll);
      return;
    case 'chase/closed':
    case 'chase/takedown-attempted':
    case 'chase/board-attempted':
      who(event.actor);
      group(event.group);
      rolls(event.opposingRoll, event.roll);
      if (event.type === 'chase/board-attempted') vehicle(event.vehicle);
      return;
    case 'chase/wounded':
      rolls(event.coverRoll);
      return;
    case 'chase/fell-off':
      who(event.actor);
      group(event.group);
      return;
    case 'chase/split':
      for (const id of event.breakaway) who(id);
      for (const id of event.pursuers) group(id);
      if (event.spawned) checkStart(event.spawned);
      return;
    case 'chase/catastrophe':
      who(event.roller);
      return;
    case 'chase/ended':
      checkOutcome(event.outcome, who, group, vehicle);
      return;
    default:
      return;
  }
}

function checkOutcome(
  outcome: ChaseOutcome,
  who: (id: CharacterId) => unknown,
  group: (id: ChaseGroupId) => unknown,
  vehicle: (id: VehicleId) => unknown,
): void {
  switch (outcome.kind) {
    case 'escaped':
      who(outcome.by);
      return;
    case 'caught': {
      who(outcome.by);
      group(outcome.group);
      const { targets, pursuers, mayRestrain, stragglers } = outcome.gangWarfare;
      for (const id of [...targets, ...pursuers, ...(mayRestrain === null ? [] : [mayRestrain])]) who(id);
      for (const straggler of stragglers) group(straggler.group);
      return;
    }
    case 'target-stopped':
      vehicle(outcome.vehicle);
      return;
    default:
      return;
  }
}

function started(event: ChaseStartedEvent): ChaseState {
  const { rules, cramped, participants, vehicles, groups } = event;
  return { rules, cramped, participants, vehicles, groups, followUp: null, outcome: null };
}

function applyToRunning(state: ChaseState, event: Exclude<ChaseEvent, ChaseStartedEvent>): ChaseState {
  switch (event.type) {
    case 'chase/accelerated':
    case 'chase/obstacle-run':
    case 'chase/dislodge-attempted':
    case 'chase/takedown-attempted':
      return { ...withDistances(state, event.distances), followUp: null };
    case 'chase/closed':
      return { ...withDistances(state, event.distances), followUp: followUpOf(event) };
    case 'chase/board-attempted': {
      const moved = withDistances(state, event.distances);
      if (!event.success) return { ...moved, followUp: null };
      const seat = { kind: 'aboard', vehicle: event.vehicle } as const; // COT-CHASE-11
      return {
        ...updateParticipant(moved, event.actor, (p) => ({ ...p, seat, group: null })),
        followUp: null,
      };
    }
    case 'chase/crowded-entered':
    case 'chase/crowded-left':
      return { ...state, cramped: event.type === 'chase/crowded-entered', followUp: null };
    case 'chase/capacity-changed':
      return updateVehicle(state, event.vehicle, (v) => ({ ...v, fullCapacity: event.fullCapacity }));
    case 'chase/escaped':
    case 'chase/attacked':
    case 'chase/fell-off':
    case 'chase/split':
      return { ...state, followUp: null };
    case 'chase/crash-checked':
    case 'chase/catastrophe':
      return state;
    default:
      return applyConsequence(state, event);
  }
}

type Consequence = Extract<
  ChaseEvent,
  {
    type:
      | 'chase/cover-lost'
      | 'chase/wounded'
      | 'chase/killed'
      | 'chase/body-lost'
      | 'chase/left'
      | 'chase/ended';
  }
>;

function applyConsequence(state: ChaseState, event: Consequence): ChaseState {
  switch (event.type) {
    case 'chase/cover-lost':
      return updateParticipant(state, event.id, (p) => ({ ...p, cover: checked(p.cover, event, p.name) }));
    case 'chase/wounded':
      return updateParticipant(state, event.id, (p) => ({
        ...p,
        cover: event.cover,
        condition: { state: 'wounded', recoveryDays: event.recoveryDays }, // COT-WAR-6
      }));
    case 'chase/killed':
      return updateParticipant(state, event.id, (p) => ({
        ...p,
        condition: { state: 'dead' },
        left: 'dead',
      }));
    case 'chase/body-lost':
      return updateVehicle(state, event.vehicle, (v) => ({ ...v, body: checked(v.body, event, v.name) }));
    case 'chase/left':
      return leave(state, event);
    case 'chase/ended':
      return { ...state, outcome: event.outcome, followUp: null };
    default:
      return unreachable(event);
  }
}

function followUpOf(event: Extract<ChaseEvent, { type: 'chase/closed' }>): FollowUp | null {
  return event.followUp ? { actor: event.actor, group: event.group } : null; // COT-CHASE-9
}

function checked(
  current: number,
  change: { readonly from: number; readonly to: number },
  name: string,
): number {
  if (current !== change.from)
    throw new Error(`${name} was at ${current}, not ${change.from} as the log says`);
  return change.to;
}

function withDistances(state: ChaseState, changes: readonly DistanceChange[]): ChaseState {
  return changes.reduce((current, change) => {
    const group = findGroup(current, change.group);
    if (!group) throw new Error(`The chase has no pursuer group ${change.group}`);
    const distance = checked(group.distance, change, `Pursuer group ${change.group}`);
    return {
      ...current,
      groups: current.groups.map((g) => (g.id === change.group ? { ...g, distance } : g)),
    };
  }, state);
}

function updateParticipant(
  state: ChaseState,
  id: CharacterId,
  update: (participant: ChaseParticipant) => ChaseParticipant,
): ChaseState {
  if (!findParticipant(state, id)) throw new Error(`The chase has no participant ${id}`);
  return { ...state, participants: state.participants.map((p) => (p.id === id ? update(p) : p)) };
}

function updateVehicle(
  state: ChaseState,
  id: VehicleId,
  update: (vehicle: ChaseVehicle) => ChaseVehicle,
): ChaseState {
  if (!findVehicle(state, id)) throw new Error(`The chase has no vehicle ${id}`);
  return { ...state, vehicles: state.vehicles.map((v) => (v.id === id ? update(v) : v)) };
}

function leave(state: ChaseState, event: LeftEvent): ChaseState {
  const reason = event.reason;
  const gone = (thing: { readonly left: unknown }, label: string) => {
    if (thing.left !== null) throw new Error(`${label} left the chase twice`);
    return reason;
  };
  let next = state;
  for (const id of event.participants)
    next = updateParticipant(next, id, (p) => ({ ...p, left: gone(p, p.name) }));
  for (const id of event.vehicles) next = updateVehicle(next, id, (v) => ({ ...v, left: gone(v, v.name) }));
  for (const id of event.groups) {
    if (!findGroup(next, id)) throw new Error(`The chase has no pursuer group ${id}`);
    next = {
      ...next,
      groups: next.groups.map((g) => (g.id === id ? { ...g, left: gone(g, `Group ${id}`) } : g)),
    };
  }
  return next;
}
