import type { CharacterId, RollId, chase } from '../../../../core/index.ts';

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
  /** The roll-id prefix of the last action dispatched here, which names its rolls in the roll log. */
  lastRolls = $state<RollId | null>(null);
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

  /** After an action: remember how to find its dice, and let the next actor default to whoever is up. */
  rolled(prefix: RollId, before: Readonly<Record<string, number>>, label: string): void {
    this.lastRolls = prefix;
    this.before = before;
    this.lastLabel = label;
    this.actor = '';
    this.action = '';
    this.roller = '';
  }
}
