import type { ActionCost } from './contract.ts';

/**
 * An option's cost in words, as a scheme list shows it beside each variant: "2 Foresight", "1 Foresight and
 * 1 Resource", "" for nothing.
 */
export function costWords(cost: ActionCost | undefined): string {
  if (!cost) return '';
  const parts = [
    cost.foresight > 0 ? `${cost.foresight} Foresight` : '',
    cost.resources > 0 ? `${cost.resources} ${cost.resources === 1 ? 'Resource' : 'Resources'}` : '',
    cost.reputation > 0 ? `${cost.reputation} Reputation` : '',
  ].filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** A cost from its parts, or undefined when it spends nothing (an option carries no empty cost). */
export function costOf(parts: Partial<ActionCost>): ActionCost | undefined {
  const cost = {
    foresight: parts.foresight ?? 0,
    resources: parts.resources ?? 0,
    reputation: parts.reputation ?? 0,
  };
  return cost.foresight + cost.resources + cost.reputation > 0 ? cost : undefined;
}

/**
 * What a set of events would spend (Foresight spent on a scheme, the Resources of a Cache): the cost of a roll-free
 * option read off the very events `decide` would store.
 */
export function costOfEvents(events: readonly { readonly type: string }[]): ActionCost | undefined {
  let foresight = 0;
  let resources = 0;
  for (const event of events) {
    if (event.type.endsWith('/foresight-spent')) foresight += (event as { amount?: number }).amount ?? 0;
    if (event.type.endsWith('/cached')) resources += (event as { resources?: number }).resources ?? 0;
  }
  return costOf({ foresight, resources });
}
