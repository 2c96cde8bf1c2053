import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { onTable } from './access.ts';
import { planShot } from '../shots/shot-plan.ts';
import type { ShotPlan } from '../shots/shot-plan.ts';
import type { ItemKey, ModelId, ReactionWindow, SkirmishState } from '../types.ts';
import { planStrike } from '../melee/strike.ts';
import type { StrikePlan } from '../melee/strike.ts';

/**
 * The items of a window's resolution (HST-REACT-5): the declared action (`action`), each reaction shot
 * (`shot:<model>`) and each take-cover (`cover:<model>`), their priority steps and their groups.
 */

export const shotKey = (model: ModelId): ItemKey => `shot:${model}`;
export const coverKey = (model: ModelId): ItemKey => `cover:${model}`;

export function itemModel(window: ReactionWindow, key: ItemKey): ModelId {
  return key === 'action' ? window.actor : key.slice(key.indexOf(':') + 1);
}

/** HST-REACT-5: 1 aim/defend/recover/take cover, 2 aimed fire, 3 snap fire, 4 the rest. */
export function itemStep(window: ReactionWindow, key: ItemKey): number {
  if (key === 'action') return window.priority;
  const reaction = window.reactions[itemModel(window, key)]!;
  if (key.startsWith('cover:')) return reaction.takeCover ?? 1;
  return reaction.aimed ? 2 : 3;
}

export function windowItems(window: ReactionWindow): ItemKey[] {
  const keys: ItemKey[] = ['action'];
  for (const [model, reaction] of Object.entries(window.reactions)) {
    if (reaction.takeCover !== null) keys.push(coverKey(model));
    if (reaction.shot) keys.push(shotKey(model));
  }
  return keys;
}

/** HST-REACT-6, HST-D-32: models with no damage effects first, judged as the step starts. */
function split(state: SkirmishState, window: ReactionWindow, keys: readonly ItemKey[]): ItemKey[][] {
  const hurt = (key: ItemKey) => {
    const model = state.models[itemModel(window, key)]!;
    return model.stunned || model.wounded;
  };
  return [keys.filter((k) => !hurt(k)), keys.filter(hurt)].filter((group) => group.length > 0);
}

/**
 * The groups of one priority step. At step 2 a model taking cover "after its own aimed shot" does so right
 * after the group holding that shot, before any later group (HST-REACT-7); one with no aimed shot at the end
 * of step 2, before snap fire.
 */
export function groupStep(state: SkirmishState, step: number): ItemKey[][] {
  const window = state.window!;
  const inStep = windowItems(window).filter((key) => itemStep(window, key) === step);
  if (step !== 2) return split(state, window, inStep);
  const shots = inStep.filter((key) => !key.startsWith('cover:'));
  const covers = inStep.filter((key) => key.startsWith('cover:'));
  const groups: ItemKey[][] = [];
  const placed = new Set<ItemKey>();
  for (const group of split(state, window, shots)) {
    groups.push(group);
    const after = covers.filter((c) => group.includes(shotKey(itemModel(window, c))));
    after.forEach((c) => placed.add(c));
    if (after.length > 0) groups.push(after);
  }
  const rest = covers.filter((c) => !placed.has(c));
  if (rest.length > 0) groups.push(rest);
  return groups;
}

/** The shot an item fires, planned on the state as its group starts; null for items that fire none. */
export function planItemShot(
  state: SkirmishState,
  key: ItemKey,
  cardShifts: number,
): ShotPlan | Rejection | null {
  const window = state.window!;
  if (key === 'action') {
    const action = window.action;
    return action.kind === 'shoot'
      ? planShot(state, window.actor, action.shot, { item: key, cardShifts })
      : null;
  }
  if (!key.startsWith('shot:')) return null;
  const model = itemModel(window, key);
  const reaction = window.reactions[model]!;
  const shooter = state.models[model]!;
  const aimed = reaction.aimed && shooter.aiming; // HST-D-55: whether a shot is aimed is decided when it is fired
  return planShot(state, model, { ...reaction.shot!, aimed }, { item: key, cardShifts });
}

/** The Strike the window's action makes (BRG-D-11), planned as its group starts; null for any other item. */
export function planItemStrike(state: SkirmishState, key: ItemKey): StrikePlan | Rejection | null {
  const window = state.window!;
  if (key !== 'action' || window.action.kind !== 'strike') return null;
  return planStrike(state, window.actor, window.action.strike, undefined, true);
}

/** Why an item no longer resolves (HST-REACT-4, HST-D-31: only death cancels), or null. */
export function cancelReason(state: SkirmishState, key: ItemKey): string | null {
  const window = state.window!;
  const model = state.models[itemModel(window, key)]!;
  if (!onTable(model)) return `${model.name} is out of the fight before it resolves`;
  const action = window.action;
  if (
    key === 'action' &&
    (action.kind === 'throw' || action.kind === 'continue-throw') &&
    !state.activation?.throwing
  ) {
    return `${model.name} dropped the grenade`;
  }
  return null;
}

export const notResolved = (message: string): Rejection => reject('skirmish/item-void', message);
