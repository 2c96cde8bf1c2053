import type { Dice } from '../../dice/dice.ts';
import type { ActionOdds, ActionOption, ActionView } from '../../engine/contract.ts';
import type { Rejection } from '../../shared/result.ts';
import { isRejection } from '../warfare/fighters.ts';
import { decideHeist } from './decide.ts';
import type { HeistEnv } from './rules.ts';
import type { HeistCommand, HeistState } from './types.ts';

/**
 * How the Heist's views judge their candidates: each by the check `decide` runs, the accepted ones becoming the
 * action's options, the first refusal its reason when none is left.
 */

/** A candidate's verdict: its odds when accepted, the rejection otherwise. */
export type Checked = { readonly odds: ActionOdds | null } | Rejection;

/** An action's key, words and rule, and why not when there was no candidate to refuse. */
export interface ActionHead {
  readonly action: string;
  readonly label: string;
  readonly rule: string;
  readonly none: string;
}

/** The options a set of candidates leaves, and the first refusal's reason when none is left. */
export function judge<C extends HeistCommand>(
  head: ActionHead,
  list: readonly C[],
  check: (command: C) => Checked,
  label: (command: C) => string,
): ActionView<HeistCommand> {
  const options: ActionOption<HeistCommand>[] = [];
  let refusal: Rejection | null = null;
  for (const command of list) {
    const result = check(command);
    if (isRejection(result)) refusal ??= result;
    else options.push({ label: label(command), command, odds: result.odds });
  }
  const available = options.length > 0;
  return {
    action: head.action,
    label: head.label,
    available,
    reason: available ? null : (refusal?.message ?? head.none),
    options,
    rule: head.rule,
  };
}

/** Dice for commands that roll nothing: a roll would be a bug, and says so. */
const noDice: Dice = {
  roll() {
    throw new Error('A roll-free Heist command rolled a die');
  },
};

/** A roll-free command checked by `decide` itself. */
export function rollFree(env: HeistEnv, state: HeistState) {
  return (command: HeistCommand): Checked => {
    const decision = decideHeist(env, state, command, noDice);
    return decision.ok ? { odds: null } : decision;
  };
}

/** A plan's verdict: the rejection, or the odds of the planned roll. */
export function checked<P extends object>(
  plan: P | Rejection,
  odds: (plan: P) => ActionOdds | null,
): Checked {
  return isRejection(plan) ? plan : { odds: odds(plan) };
}
