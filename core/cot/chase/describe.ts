import type { Names } from '../../engine/index.ts';
import { unreachable } from '../../shared/result.ts';
import type { ChaseEvent, ChaseStartedEvent } from './events.ts';
import type { DistanceChange } from './types.ts';
import {
  catastropheWords,
  days,
  defenderWords,
  distanceWords,
  groupWords,
  harmWords,
  inWords,
  leaveWords,
  outcomeWords,
  vehicleWords,
} from './words.ts';

/** A chase event as one plain line of the scene's history and of an undo label. */
export function describeChase(event: ChaseEvent, names: Names): string {
  const who = (id: string | null) => (id === null ? 'The GM' : names(id));
  switch (event.type) {
    case 'chase/started':
      return startedLine(event, names);
    case 'chase/accelerated':
      return `${names(event.actor)} Accelerates: ${event.groups.some((g) => g.success) ? distanceWords(event.distances, names, event.groups.length) : 'no pursuer group falls back'}`;
    case 'chase/crowded-entered':
      return `${who(event.actor)}: into a crowded space, everyone is cramped`;
    case 'chase/crowded-left':
      return `${who(event.actor)}: out of the crowded space`;
    case 'chase/capacity-changed':
      return `${capital(vehicleWords(event.vehicle, names))} ${event.fullCapacity ? 'can use its full capacity' : 'is held back from its full capacity'}`;
    case 'chase/obstacle-run':
      return `${names(event.actor)} leads through an obstacle (difficulty ${event.difficulty}): ${event.success ? 'gets past' : 'does not get past'}; ${distanceWords(event.distances, names, event.groups.length)}`;
    case 'chase/dislodge-attempted':
      return `${names(event.actor)} tries to shake ${names(event.boarder)} off: ${event.success ? 'thrown off' : 'holds on'}`;
    case 'chase/escaped':
      return `${names(event.actor)} escapes`;
    case 'chase/closed':
      return event.success
        ? `${names(event.actor)} closes in: ${own(event.distances, event.group)}${event.followUp ? ', a Takedown or Ram may follow' : ''}`
        : `${names(event.actor)} fails to close${event.speedOnMuscles ? ', though Distance becomes 0' : ''}`;
    case 'chase/takedown-attempted':
      return event.success
        ? `${names(event.actor)} makes a Takedown`
        : `${names(event.actor)}'s Takedown fails: ${own(event.distances, event.group)}`;
    case 'chase/board-attempted':
      return `${names(event.actor)} ${event.success ? 'boards' : 'fails to board'} ${vehicleWords(event.vehicle, names)}`;
    case 'chase/attacked':
      return `${names(event.actor)} ${event.ram ? 'rams' : 'attacks'} ${defenderWords(event.defender, names)}${event.ram ? '' : ` with the ${event.means}`}: ${harmWords(event, names)}`;
    case 'chase/crash-checked':
      return event.crashed
        ? `${capital(vehicleWords(event.vehicle, names))} crashes: everyone in it loses ${event.damage}`
        : `${capital(vehicleWords(event.vehicle, names))} keeps on the road`;
    case 'chase/cover-lost':
      return `${names(event.id)} loses ${event.from - event.to} Cover (${event.from} → ${event.to})`;
    case 'chase/wounded':
      return `${names(event.id)} is Wounded (${days(event.recoveryDays)})`;
    case 'chase/killed':
      return `${names(event.id)} is killed`;
    case 'chase/body-lost':
      return `${capital(vehicleWords(event.vehicle, names))}: Body ${event.from} → ${event.to}`;
    case 'chase/left':
      return leftLine(event, names);
    case 'chase/fell-off':
      return `${names(event.actor)} falls off the chase with ${groupWords(event.group, names)}`;
    case 'chase/split':
      return `${inWords(event.breakaway.map(names))} ${event.breakaway.length === 1 ? 'breaks' : 'break'} away${event.spawned ? ', with pursuers after them' : ' and get clear'}`;
    case 'chase/catastrophe':
      return `${names(event.roller)}'s catastrophe: ${catastropheWords[event.consequence]}`;
    case 'chase/ended':
      return outcomeWords(event.outcome, names);
    default:
      return unreachable(event);
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function own(changes: readonly DistanceChange[], group: string): string {
  const change = changes.find((c) => c.group === group);
  return change ? `Distance ${change.from} → ${change.to}` : 'Distance unchanged';
}

function startedLine(event: ChaseStartedEvent, names: Names): string {
  const side = (role: 'target' | 'pursuer') =>
    inWords(event.participants.filter((p) => p.role === role).map((p) => names(p.id)));
  const verb = event.coverRolls.length === 0 ? 'A chase splits off' : 'The chase is on';
  return `${verb}: ${side('target')} ${event.participants.filter((p) => p.role === 'target').length === 1 ? 'runs' : 'run'} from ${side('pursuer')}`;
}

function leftLine(event: Extract<ChaseEvent, { type: 'chase/left' }>, names: Names): string {
  const parts = [...event.participants.map(names), ...event.vehicles.map((v) => vehicleWords(v, names))];
  if (parts.length === 0)
    return `${inWords(event.groups.map((g) => groupWords(g, names)))}: ${leaveWords[event.reason]}`;
  return `${inWords(parts)}: ${leaveWords[event.reason]}`;
}
