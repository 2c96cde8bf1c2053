import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { ActCommand } from './commands.ts';
import type { ItemKey, SkirmishState } from './types.ts';

/** Heist cards on the open window's items (HST-PRESS-5): shifts played before a roll, re-rolls after it. */

/** Dice shifts the cards played on this item add to its shot. */
export function windowCardShifts(state: SkirmishState, item: ItemKey): number {
  void state;
  void item;
  return 0;
}

/** Whether some side could play a re-roll card on one of this group's rolls. */
export function rerollPossible(state: SkirmishState, group: readonly ItemKey[]): boolean {
  void state;
  void group;
  return false;
}

/** The cards an act command plays on its own roll, checked; null when it plays none. */
export function cardsOnAction(
  state: SkirmishState,
  command: ActCommand,
): readonly string[] | Rejection | null {
  void state;
  if (!command.cards || command.cards.length === 0) return null;
  return reject('skirmish/card', 'Heist cards are not in play in this skirmish');
}
