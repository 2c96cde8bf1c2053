import type { CharacterId } from '../../../shared/ids.ts';
import type { TimeSettings } from '../settings.ts';
import type { PrepDays } from './types.ts';

/** Prep actions the character has taken today. */
export function actionsTaken(days: PrepDays, characterId: CharacterId): number {
  return days.taken.filter((action) => action.characterId === characterId).length;
}

/** Prep actions the character has left today (COT-D-21). */
export function actionsLeft(days: PrepDays, characterId: CharacterId, settings: TimeSettings): number {
  return Math.max(0, settings.prepActionsPerDay - actionsTaken(days, characterId));
}
