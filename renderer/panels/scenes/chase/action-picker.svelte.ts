import type { CharacterId, RollRecord, chase } from '../../../../core/index.ts';

/**
 * The chase dashboard's UI state, shared by the action panel (which edits it) and the track (which draws the
 * chosen action's Distance spread): who acts, what they do, the options, and the last action rolled.
 */
export class ActionPicker {
  /** Empty: whoever may act now. */
  actor = $state<CharacterId | ''>('');
  action = $state<chase.ChaseActionKind | ''>('');
  variant = $state(0);
  /** The obstacle's difficulty; null: the table's minimum (COT-D-44). */
  difficulty = $state<number | null>(null);
  risky = $state(false);
  /** Empty: the first of the tied best pools rolls (COT-D-92). */
  roller = $state<CharacterId | ''>('');
  /** The rolls of the last action dispatched here (null before any). */
  lastRolls = $state.raw<readonly RollRecord[] | null>(null);
  /** Each group's Distance just before that action. */
  before = $state.raw<Readonly<Record<string, number>>>({});
  /** What the last action was, in words. */
  lastLabel = $state('');

  pickActor(id: CharacterId | ''): void {
    this.actor = id;
    this.action = '';
    this.roller = '';
  }

  pickAction(action: chase.ChaseActionKind): void {
    this.action = action;
    this.variant = 0;
    this.risky = false;
  }

  /** After an action: remember its dice, and let the next actor default to whoever is up. */
  rolled(rolls: readonly RollRecord[], before: Readonly<Record<string, number>>, label: string): void {
    this.lastRolls = rolls;
    this.before = before;
    this.lastLabel = label;
    this.actor = '';
    this.action = '';
    this.roller = '';
  }
}
