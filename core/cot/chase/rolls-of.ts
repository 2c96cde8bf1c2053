import type { ChaseEvent } from './events.ts';
import type { ChaseRoll } from './types.ts';

/** Every roll a chase event carries, in the order they were made (an opposing roll before the actor's, COT-DICE-8). */
export function chaseRollsOf(event: ChaseEvent): readonly ChaseRoll[] {
  switch (event.type) {
    case 'chase/started':
      return event.coverRolls;
    case 'chase/accelerated':
      return [...event.groups.map((group) => group.roll), ...(event.roll ? [event.roll] : [])];
    case 'chase/obstacle-run':
      return [event.roll, ...event.groups.map((group) => group.roll)];
    case 'chase/dislodge-attempted':
      return event.driverRoll ? [event.boarderRoll, event.driverRoll] : [event.boarderRoll];
    case 'chase/closed':
    case 'chase/takedown-attempted':
    case 'chase/board-attempted':
      return event.roll ? [event.opposingRoll, event.roll] : [event.opposingRoll];
    case 'chase/attacked':
    case 'chase/crash-checked':
      return [event.roll];
    case 'chase/wounded':
      return event.coverRoll ? [event.coverRoll] : [];
    default:
      return [];
  }
}
