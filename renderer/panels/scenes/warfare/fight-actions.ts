import type { warfare } from '../../../../core/index.ts';

/** A command the board sends into a running fight (everything but starting it). */
export type FightAction = Exclude<warfare.WarfareCommand, { type: 'warfare/start' }>;

/** Whether an action rolls dice, so its dice can be looked for once it is stored. */
export function rollsDice(action: FightAction): boolean {
  switch (action.type) {
    case 'warfare/attack':
    case 'warfare/break-free':
    case 'warfare/wake':
    case 'warfare/join':
      return true;
    case 'warfare/reposition':
      return action.reroll;
    default:
      return false;
  }
}
