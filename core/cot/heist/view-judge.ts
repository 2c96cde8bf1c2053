import type { Dice } from '../../dice/dice.ts';
import type { ActionView } from '../../engine/index.ts';
import { costOfEvents } from '../../engine/index.ts';
import { judge as judgeAny } from '../warfare/index.ts';
import type { ActionHead, Checked, TargetsOf } from '../warfare/index.ts';
import { decideHeist } from './decide.ts';
import type { HeistEnv } from '../prep/index.ts';
import type { HeistCommand, HeistState } from './types.ts';

export { checked, costing } from '../warfare/index.ts';

/** The Heist's actions, judged by the commands `decide` takes (see `judge` of the warfare views), each tagged
 * with where on the map it acts (`targets`). */
export function judge<C extends HeistCommand>(
  head: ActionHead,
  list: readonly C[],
  check: (command: C) => Checked,
  label: (command: C) => string,
  targets?: TargetsOf<C>,
): ActionView<HeistCommand> {
  return judgeAny<HeistCommand, C>(head, list, check, label, targets);
}

/** Dice for commands that roll nothing: a roll would be a bug, and says so. */
const noDice: Dice = {
  roll() {
    throw new Error('A roll-free Heist command rolled a die');
  },
};

/**
 * Dice for judging a command whose own action rolls nothing but whose alarm track may draw from its bag (a reveal
 * on approach): any face does to know whether `decide` accepts it.
 */
const drawDice: Dice = { roll: () => 1 };

/** A roll-free command checked by `decide` itself (the alarm track's draws aside). */
export function rollFree(env: HeistEnv, state: HeistState) {
  return (command: HeistCommand): Checked => {
    const decision = decideHeist(env, state, command, state.alarm ? drawDice : noDice);
    return decision.ok ? { odds: null, cost: costOfEvents(decision.events) } : decision;
  };
}
