import type {
  ActionCost,
  ActionOdds,
  ActionOption,
  ActionView,
  MapTarget,
  RefusedVariant,
} from '../../engine/index.ts';
import type { Rejection } from '../../shared/result.ts';
import { isRejection } from '../../shared/result.ts';
/**
 * How a view judges its candidates (Gang Warfare's, and the Heist's that builds on it): each by the very check
 * `decide` runs, the accepted ones becoming the action's options, the refused ones its refused variants (each
 * with its own reason), the first refusal the action's reason when none is left.
 */

/** A candidate's verdict: its odds when accepted (null for an action without a roll), the rejection otherwise. */
export type Checked =
  | {
      readonly odds: ActionOdds | null;
      readonly cost?: ActionCost | undefined;
      readonly warning?: string;
    }
  | Rejection;

/** An action's key, words and rule, and why not when there was no candidate to refuse. */
export interface ActionHead {
  readonly action: string;
  readonly label: string;
  readonly rule: string;
  readonly none: string;
}

/** Where a candidate acts on the engine's map (none: the view draws no map). */
export type TargetsOf<C> = (command: C) => readonly MapTarget[];

/** Refused variants of one reason beyond this many are folded into one line under the action's label. */
export const refusedPerReason = 4;

/** The options a set of candidates leaves, the refused variants, and the first refusal's reason when none is left. */
export function judge<All, C extends All>(
  head: ActionHead,
  candidates: readonly C[],
  check: (command: C) => Checked,
  label: (command: C) => string,
  targets?: TargetsOf<C>,
): ActionView<All> {
  const options: ActionOption<All>[] = [];
  const refusals: { readonly command: C; readonly rejection: Rejection }[] = [];
  for (const command of candidates) {
    const result = check(command);
    if (isRejection(result)) refusals.push({ command, rejection: result });
    else {
      const at = targets?.(command);
      options.push({
        label: label(command),
        command,
        odds: result.odds,
        ...(result.cost ? { cost: result.cost } : {}),
        ...(at && at.length > 0 ? { at } : {}),
        ...(result.warning ? { warning: result.warning } : {}),
      });
    }
  }
  const available = options.length > 0;
  const refused = refusedLines(
    head.label,
    refusals.map(({ command, rejection }) => ({
      label: label(command),
      reason: rejection.message,
      at: targets?.(command) ?? [],
    })),
  );
  return {
    action: head.action,
    label: head.label,
    available,
    reason: available ? null : (refusals[0]?.rejection.message ?? head.none),
    options,
    ...(refused.length > 0 ? { refused } : {}),
    rule: head.rule,
  };
}

/**
 * The refused variants, short: one line per distinct label and reason (their targets merged); a reason refusing
 * more than `refusedPerReason` labels becomes one line under the action's label, at every target it covers.
 */
export function refusedLines(
  action: string,
  variants: readonly { readonly label: string; readonly reason: string; readonly at: readonly MapTarget[] }[],
): RefusedVariant[] {
  const byReason = new Map<string, Map<string, MapTarget[]>>();
  for (const variant of variants) {
    const labels = byReason.get(variant.reason) ?? new Map<string, MapTarget[]>();
    byReason.set(variant.reason, labels);
    labels.set(variant.label, mergeTargets(labels.get(variant.label) ?? [], variant.at));
  }
  return [...byReason].flatMap(([reason, labels]) => {
    const lines = [...labels].map(([label, at]) => line(label, reason, at));
    if (lines.length <= refusedPerReason) return lines;
    return [line(action, reason, [...labels.values()].reduce(mergeTargets, []))];
  });
}

function line(label: string, reason: string, at: readonly MapTarget[]): RefusedVariant {
  return at.length > 0 ? { label, reason, at } : { label, reason };
}

/** `a` with the targets of `b` it does not hold yet, in order. */
export function mergeTargets(a: readonly MapTarget[], b: readonly MapTarget[]): MapTarget[] {
  const merged = [...a];
  for (const target of b) {
    if (!merged.some((t) => t.kind === target.kind && t.id === target.id)) merged.push(target);
  }
  return merged;
}

/** A plan's verdict: the rejection, or the odds of the planned roll (and what it will surely set off). */
export function checked<P extends object>(
  plan: P | Rejection,
  odds: (plan: P) => ActionOdds | null,
  warning?: (plan: P) => string | null,
): Checked {
  if (isRejection(plan)) return plan;
  const warned = warning?.(plan) ?? null;
  return warned ? { odds: odds(plan), warning: warned } : { odds: odds(plan) };
}

/** An accepted verdict with what the option spends (a scheme's Foresight); a refusal as it was. */
export function costing(verdict: Checked, cost: ActionCost | undefined): Checked {
  return isRejection(verdict) || cost === undefined ? verdict : { ...verdict, cost };
}
