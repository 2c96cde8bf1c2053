import type { Dice } from '../../dice/dice.ts';
import { judgeOpposed, rollPool } from '../../dice/roll.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { modelOf, onTable } from '../actions/access.ts';
import type { Action } from '../commands.ts';
import type { BrokeFreeEvent } from '../event-parts.ts';
import type { CotPool } from '../setup/profile.ts';
import type { ItemKey, ModelId, ModelState, SkirmishState } from '../types.ts';

/**
 * Holds on a bridged table (BRG-D-16, COT-WAR-8, COT-WAR-9): who holds whom, what a held model may still do, what
 * ends a hold, and breaking free — an opposed roll of City of Thieves pools (Muscle + Athletics; a score-only NPC's
 * 3k2, COT-D-14), the restrainer rolling first, a tie going by `opposed_tie_winner` (COT-D-5).
 */

/** The model holding `model`, while it is on the table; null when `model` is free. */
export function holderOf(state: SkirmishState, model: ModelState): ModelState | null {
  const id = model.heldBy;
  if (id === undefined || id === null) return null;
  const holder = modelOf(state, id);
  return holder && onTable(holder) ? holder : null;
}

/** The models `holder` holds. */
export function heldBy(state: SkirmishState, holder: ModelId): ModelId[] {
  const held: ModelId[] = [];
  for (const id in state.models) if (state.models[id]!.heldBy === holder) held.push(id);
  return held;
}

/** What a held model may do (BRG-D-16): Strike, Recover, Defend, Pass, and Break free. */
const heldActions: ReadonlySet<Action['kind']> = new Set([
  'strike',
  'recover',
  'defend',
  'pass',
  'break-free',
]);

const actionNames: Partial<Record<Action['kind'], string>> = {
  move: 'Move',
  use: 'Use',
  aim: 'Aim',
  shoot: 'Shoot',
  throw: 'throw',
  'continue-throw': 'throw',
  ready: 'Ready a weapon',
  enter: 'get into a vehicle',
};

/** Why a held model may not take this action (BRG-D-16, COT-WAR-9), or null. */
export function heldActionProblem(state: SkirmishState, model: ModelState, action: Action): Rejection | null {
  const holder = holderOf(state, model);
  if (!holder || heldActions.has(action.kind)) return null;
  const what = actionNames[action.kind] ?? 'do that';
  return reject(
    'skirmish/held',
    `${model.name} is held by ${holder.name}: it may not ${what}; it may Strike, Recover, Defend, Pass, or Break free as the first action of its activation (BRG-D-16)`,
  );
}

/**
 * The holds a restrainer's action ends (BRG-D-16): a Move, a shot or a throw (getting into a vehicle moves it too),
 * or a Strike at another model ends every hold it has.
 */
export function releasedBy(state: SkirmishState, model: ModelState, action: Action): ModelId[] {
  switch (action.kind) {
    case 'move':
    case 'shoot':
    case 'throw':
    case 'continue-throw':
    case 'enter':
      return heldBy(state, model.id);
    case 'strike':
      return heldBy(state, model.id).filter((id) => id !== action.strike.target);
    default:
      return [];
  }
}

/**
 * The Muscle + Athletics pool a model rolls to hold or break free (COT-WAR-9): its COT record's (a score-only NPC's
 * 3k2, COT-D-14); a model without a COT sheet rolls as BRG-D-7 would convert it (Muscle = Actions, Athletics 1).
 */
export function holdPool(model: ModelState): CotPool {
  return model.cot?.muscleAthletics ?? { rolled: model.actions + 1, kept: model.actions };
}

export interface BreakFreePlan {
  readonly model: ModelId;
  readonly holder: ModelId;
  /** The held model's pool (the actor, COT-DICE-8). */
  readonly pool: CotPool;
  /** The restrainer's pool: it rolls first and its total is the difficulty. */
  readonly against: CotPool;
  readonly tieWinner: 'actor' | 'defender';
}

/** Plans a Break free (BRG-D-16): a held model, as the first action of its activation. */
export function planBreakFree(
  state: SkirmishState,
  model: ModelState,
  used: number,
): BreakFreePlan | Rejection {
  const holder = holderOf(state, model);
  if (!holder)
    return reject('skirmish/not-held', `${model.name} is not held: there is nothing to break free from`);
  if (used > 0) {
    return reject(
      'skirmish/break-free-first',
      `${model.name} has already acted in this activation: Break free is only its first action (BRG-D-16)`,
    );
  }
  return {
    model: model.id,
    holder: holder.id,
    pool: holdPool(model),
    against: holdPool(holder),
    tieWinner: state.scenario.bridge?.opposedTieWinner ?? 'actor',
  };
}

/**
 * Rolls a Break free: the restrainer's pool first, then the held model's against its total (COT-DICE-8); a tie
 * goes by `opposed_tie_winner` (COT-D-5), a catastrophe always fails (COT-DICE-7, BRG-D-37).
 */
export function resolveBreakFree(item: ItemKey, plan: BreakFreePlan, dice: Dice): BrokeFreeEvent {
  const against = rollPool(plan.against, dice);
  const roll = rollPool(plan.pool, dice);
  const outcome = judgeOpposed(roll, against.total, plan.tieWinner);
  return {
    type: 'skirmish/broke-free',
    item,
    model: plan.model,
    holder: plan.holder,
    against,
    roll,
    tieWinner: plan.tieWinner,
    freed: outcome.success,
  };
}
