import type { ActionCost, ActionOdds, ActionOption, ActionView } from '../../engine/index.ts';
import type { Rejection } from '../../shared/result.ts';
import { isRejection } from '../../shared/result.ts';
/**
 * How a view judges its candidates (Gang Warfare's, and the Heist's that builds on it): each by the very check
 * `decide` runs, the accepted ones becoming the action's options, the first refusal its reason when none is left.
 */

/** A candidate's verdict: its odds when accepted (null for an action without a roll), the rejection otherwise. */
export type Checked =
  { readonly odds: ActionOdds | null; readonly cost?: ActionCost | undefined } | Rejection;

/** An action's key, words and rule, and why not when there was no candidate to refuse. */
export interface ActionHead {
  readonly action: string;
  readonly label: string;
  readonly rule: string;
  readonly none: string;
}

/** The options a set of candidates leaves, and the first refusal's reason when none is left. */
export function judge<All, C extends All>(
  head: ActionHead,
  candidates: readonly C[],
  check: (command: C) => Checked,
  label: (command: C) => string,
): ActionView<All> {
  const options: ActionOption<All>[] = [];
  let refusal: Rejection | null = null;
  for (const command of candidates) {
    const result = check(command);
    if (isRejection(result)) refusal ??= result;
    else
      options.push({
        label: label(command),
        command,
        odds: result.odds,
        ...(result.cost ? { cost: result.cost } : {}),
      });
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

/** A plan's verdict: the rejection, or the odds of the planned roll. */
export function checked<P extends object>(
  plan: P | Rejection,
  odds: (plan: P) => ActionOdds | null,
): Checked {
  return isRejection(plan) ? plan : { odds: odds(plan) };
}

/** An accepted verdict with what the option spends (a scheme's Foresight); a refusal as it was. */
export function costing(verdict: Checked, cost: ActionCost | undefined): Checked {
  return isRejection(verdict) || cost === undefined ? verdict : { ...verdict, cost };
}
