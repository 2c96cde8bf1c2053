import { actionWords } from '../views/describe.ts';
import { groupStep, itemModel, itemStep, windowItems } from '../actions/items.ts';
import { reactionCandidates } from './react.ts';
import type { ItemKey, ModelId, ReactionWindow, SkirmishState } from '../types.ts';

/**
 * The open reaction window in resolution order (HST-REACT-5..7) for the dashboard: the declared action and every
 * declared reaction, step by step (1 aim/defend/recover/take cover, 2 aimed fire, 3 snap fire, 4 the rest),
 * models without damage effects first within a step (HST-REACT-6, HST-D-32), a take-cover after its own aimed
 * shot right after that shot's group (HST-REACT-7). The order is the engine's own grouping (`groupStep`);
 * steps not yet reached are judged on the state as it is now, so a model hurt in an earlier step moves back
 * when its step comes.
 */

export type ItemStatus = 'done' | 'dice' | 'next' | 'waiting';

export interface ReactionRow {
  readonly key: ItemKey;
  readonly model: ModelId;
  readonly name: string;
  readonly side: string;
  readonly kind: 'action' | 'cover' | 'shot';
  /** Priority step 1–4. */
  readonly step: number;
  readonly stepLabel: string;
  /** Group within the step: items of a group resolve simultaneously. */
  readonly group: number;
  /** What the item does, in words ("shoots at Mr. K (aimed)"). */
  readonly what: string;
  /** Stunned or wounded as the order was judged: resolves after the unhurt of its step. */
  readonly hurt: boolean;
  /** done: resolved; dice: its group's dice are on the table; next: the group to resolve next; waiting. */
  readonly status: ItemStatus;
}

export const stepLabels: Readonly<Record<number, string>> = {
  1: 'Aim, defend, recover, take cover',
  2: 'Aimed fire',
  3: 'Snap fire',
  4: 'Everything else',
};

function what(state: SkirmishState, window: ReactionWindow, key: ItemKey): string {
  const names = (id: string) => state.models[id]?.name ?? state.vehicles[id]?.name ?? id;
  if (key === 'action') return actionWords(window.action, names);
  const reaction = window.reactions[itemModel(window, key)]!;
  if (key.startsWith('cover:')) return `takes cover (step ${reaction.takeCover ?? 1})`;
  const target = reaction.shot!.target;
  const at =
    target.kind === 'model'
      ? names(target.model)
      : target.kind === 'vehicle'
        ? names(target.vehicle)
        : target.name;
  const hold = reaction.identification ? ', checks identification first' : '';
  return `shoots at ${at} (${reaction.aimed ? 'aimed' : 'snap'}${hold})`;
}

/** The groups of each step, as the engine has them (the current step's remaining groups) or would group them. */
function stepGroups(state: SkirmishState, step: number): (readonly ItemKey[])[] {
  const resolution = state.window!.resolution;
  const current = resolution ? resolution.nextStep - 1 : 0;
  if (step !== current) return groupStep(state, step);
  const remaining = new Set(resolution!.groups.flat());
  const done = groupStep(state, step)
    .flat()
    .filter((key) => !remaining.has(key));
  return [...(done.length > 0 ? [done] : []), ...resolution!.groups];
}

function statusOf(state: SkirmishState, step: number, key: ItemKey, first: boolean): ItemStatus {
  const resolution = state.window!.resolution;
  if (!resolution) return 'waiting';
  const current = resolution.nextStep - 1;
  if (step < current) return 'done';
  if (step > current) return 'waiting';
  if (!resolution.groups.flat().includes(key)) return 'done';
  if (!first) return 'waiting';
  return resolution.rolled && Object.hasOwn(resolution.rolled.faces, key) ? 'dice' : 'next';
}

/** Between steps nothing is grouped yet: the first waiting group is the next to resolve. */
function markNext(rows: ReactionRow[]): ReactionRow[] {
  if (rows.some((r) => r.status === 'dice' || r.status === 'next')) return rows;
  const first = rows.find((r) => r.status === 'waiting');
  if (!first) return rows;
  return rows.map((r) => (r.step === first.step && r.group === first.group ? { ...r, status: 'next' } : r));
}

/** Every item of the open window in the order it resolves; empty when no window is open. */
export function reactionOrder(state: SkirmishState): ReactionRow[] {
  const window = state.window;
  if (!window) return [];
  const rows: ReactionRow[] = [];
  const keys = new Set(windowItems(window));
  for (let step = 1; step <= 4; step++) {
    const groups = stepGroups(state, step);
    const firstPending = groups.findIndex((g) => g.some((k) => window.resolution?.groups[0]?.includes(k)));
    groups.forEach((group, index) => {
      for (const key of group) {
        if (!keys.has(key) || itemStep(window, key) !== step) continue;
        const model = state.models[itemModel(window, key)]!;
        rows.push({
          key,
          model: model.id,
          name: model.name,
          side: model.side,
          kind: key === 'action' ? 'action' : key.startsWith('cover:') ? 'cover' : 'shot',
          step,
          stepLabel: stepLabels[step]!,
          group: index,
          what: what(state, window, key),
          hurt: model.stunned || model.wounded,
          status: statusOf(state, step, key, index === firstPending),
        });
      }
    });
  }
  return markNext(rows);
}

/** Who may still declare a reaction, by name (HST-REACT-1..3); none once the resolution has begun. */
export function stillToReact(state: SkirmishState): { readonly model: ModelId; readonly name: string }[] {
  return reactionCandidates(state).map((id) => ({ model: id, name: state.models[id]!.name }));
}
