import { damage } from '../actions/damage.ts';
import type { Donation } from '../shots/hail-mary.ts';
import { allocationProblem } from '../shots/hail-mary.ts';
import { itemModel, planItemShot } from '../actions/items.ts';
import type { ShotPlan } from '../shots/shot-plan.ts';
import { resolveShotRoll } from '../shots/shot-roll.ts';
import type { ShotRollResult } from '../shots/shot-roll.ts';
import type { ItemKey, SkirmishState } from '../types.ts';
import { windowCardShifts } from '../table/window-cards.ts';

/**
 * The dice of a paused resolution (HST-REACT-5, HST-PRESS-5, HST-SHOOT-7): for each rolled item of the group on
 * the table, its natural faces, the Hail Mary allocation the engine proposes (`bestAllocation`, HST-D-25) and
 * what it does, what giving none up does, and what the player's own allocation would do — all by the same
 * shot pipeline (`resolveShotRoll`) the resolution runs.
 */

export type HailMaryChoice = 'best' | 'none' | readonly Donation[];

/** The outcome of one Hail Mary choice on one item's dice (before Defend and avoidance checks). */
export interface DiceOutcome {
  readonly allocation: readonly Donation[];
  readonly hits: number;
  /** On a model target: what those hits do to it as it stands (before a Defend check); null otherwise. */
  readonly effect: 'none' | 'stunned' | 'wounded' | 'killed' | null;
  readonly autoMiss: boolean;
  readonly jams: boolean;
}

export interface RolledItem {
  readonly key: ItemKey;
  readonly model: string;
  readonly name: string;
  /** A shot (Hail Mary applies) or a skill check's d10. */
  readonly kind: 'shot' | 'check';
  readonly faces: readonly number[];
  /** Shots only: die type, bonus, target number, target name. */
  readonly die: number | null;
  readonly bonus: number;
  readonly targetNumber: number | null;
  readonly target: string | null;
  /** Indices of the dice that reached the target (after ammo and obstructions). */
  readonly reaching: readonly number[];
  /** Indices of the reaching dice that show the natural maximum (may be given up). */
  readonly donors: readonly number[];
  /** For each donor, the dice it may give its +1 to: every other reaching die (HST-SHOOT-7). */
  readonly recipients: Readonly<Record<number, readonly number[]>>;
  readonly best: DiceOutcome | null;
  readonly none: DiceOutcome | null;
}

const planOf = (state: SkirmishState, key: ItemKey): ShotPlan | null => {
  const plan = planItemShot(state, key, windowCardShifts(state, key));
  return plan && !('ok' in plan) && plan.dice.dice ? plan : null;
};

/** Steps 5–9 of a planned shot on its faces with a Hail Mary choice (the inputs `resolveShot` uses). */
export function rollWithChoice(
  plan: ShotPlan,
  faces: readonly number[],
  choice: HailMaryChoice,
): ShotRollResult {
  const die = plan.dice.dice!;
  return resolveShotRoll({
    faces,
    die: die.die,
    bonus: die.bonus,
    targetNumber: plan.tn,
    capacity: plan.capacity,
    countersBefore: plan.weapon.counters,
    intense: plan.order.intense,
    unreliable: plan.unreliable,
    pointBlank: plan.dice.pointBlank,
    obstructions: plan.obstructions.map((o) => o.tn),
    collateral: plan.collateral.map((c) => c.tn ?? Number.POSITIVE_INFINITY),
    hailMary: choice,
  });
}

function outcomeOf(state: SkirmishState, plan: ShotPlan, roll: ShotRollResult): DiceOutcome {
  const target = plan.order.target;
  const victim = target.kind === 'model' ? state.models[target.model] : undefined;
  return {
    allocation: roll.allocation,
    hits: roll.hits,
    effect: victim ? damage(victim, roll.hits, plan.nonLethal).effect : null,
    autoMiss: roll.autoMiss,
    jams: roll.jams,
  };
}

function targetName(state: SkirmishState, plan: ShotPlan): string {
  const target = plan.order.target;
  if (target.kind === 'model') return state.models[target.model]?.name ?? target.model;
  return target.kind === 'vehicle' ? (state.vehicles[target.vehicle]?.name ?? target.vehicle) : target.name;
}

/** Every rolled item of the paused group, in the group's order; empty when no dice are on the table. */
export function diceOnTable(state: SkirmishState): RolledItem[] {
  const window = state.window;
  const rolled = window?.resolution?.rolled;
  if (!window || !rolled) return [];
  const order = window.resolution!.groups[0] ?? [];
  return order
    .filter((key) => Object.hasOwn(rolled.faces, key))
    .map((key) => {
      const faces = rolled.faces[key]!;
      const model = state.models[itemModel(window, key)]!;
      const base = { key, model: model.id, name: model.name, faces };
      const plan = planOf(state, key);
      if (!plan) {
        const none = {
          die: 10,
          bonus: 0,
          targetNumber: null,
          target: null,
          reaching: [],
          donors: [],
          recipients: {},
        };
        return { ...base, kind: 'check', ...none, best: null, none: null } as const;
      }
      const best = rollWithChoice(plan, faces, 'best');
      const die = plan.dice.dice!;
      const donors = best.reaching.filter((i) => faces[i] === die.die);
      return {
        ...base,
        kind: 'shot',
        die: die.die,
        bonus: die.bonus,
        targetNumber: plan.tn,
        target: targetName(state, plan),
        reaching: best.reaching,
        donors,
        recipients: Object.fromEntries(donors.map((d) => [d, best.reaching.filter((i) => i !== d)])),
        best: outcomeOf(state, plan, best),
        none: outcomeOf(state, plan, rollWithChoice(plan, faces, 'none')),
      } as const;
    });
}

/**
 * What the player's own allocation does to a paused item, or why it is not allowed (in words).
 */
export function judgeAllocation(
  state: SkirmishState,
  key: ItemKey,
  allocation: readonly Donation[],
): DiceOutcome | { readonly problem: string } {
  const faces = state.window?.resolution?.rolled?.faces[key];
  const plan = faces ? planOf(state, key) : null;
  if (!faces || !plan) return { problem: 'Hail Mary applies only to a shot whose dice are on the table' };
  const best = rollWithChoice(plan, faces, 'none');
  const die = plan.dice.dice!;
  const problem = allocationProblem(
    { die: die.die, bonus: die.bonus, faces, reaching: best.reaching },
    allocation,
  );
  if (problem) return { problem };
  return outcomeOf(state, plan, rollWithChoice(plan, faces, allocation));
}
