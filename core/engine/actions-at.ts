import type { ActionOption, ActionView, MapTarget, RefusedVariant } from './contract.ts';

/** Whether two map targets name the same thing. */
export function sameTarget(a: MapTarget, b: MapTarget): boolean {
  return a.kind === b.kind && a.id === b.id;
}

function isAt(at: readonly MapTarget[] | undefined, target: MapTarget): boolean {
  return at !== undefined && at.some((t) => sameTarget(t, target));
}

/**
 * The actions at one thing on the map (a zone, a barrier, a person, a piece of loot): each action of `views` with
 * its options there and its refused variants there, one line per distinct reason (the labels it refuses joined);
 * actions with neither are left out. Nothing is invented: every option is one of the view's own, unchanged. An
 * action with no option there is unavailable there, its reason the first refusal there.
 */
export function actionsAt<C>(views: readonly ActionView<C>[], target: MapTarget): ActionView<C>[] {
  return views.flatMap((view) => {
    const options: ActionOption<C>[] = view.options.filter((option) => isAt(option.at, target));
    const refused = byReason((view.refused ?? []).filter((variant) => isAt(variant.at, target)));
    if (options.length === 0 && refused.length === 0) return [];
    const available = options.length > 0;
    return [
      {
        ...view,
        available,
        reason: available ? null : refused[0]!.reason,
        options,
        refused,
      },
    ];
  });
}

/** One line per reason: "Sneak to Office or Go to Office: Height 11 stands…", keeping the first line's targets. */
function byReason(variants: readonly RefusedVariant[]): RefusedVariant[] {
  const lines = new Map<string, RefusedVariant>();
  for (const variant of variants) {
    const known = lines.get(variant.reason);
    lines.set(variant.reason, known ? { ...known, label: `${known.label} or ${variant.label}` } : variant);
  }
  return [...lines.values()];
}
