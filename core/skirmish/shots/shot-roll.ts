import { bestAllocation, countHits, finalValues } from './hail-mary.ts';
import type { HailMaryAllocation } from './hail-mary.ts';
import { hasRun } from './shot-odds.ts';

/**
 * Steps 5–9 of the shot pipeline (HST-SHOOT-1, HST-D-23) on natural faces already rolled: ammo and jam checks
 * on the natural faces, dice to obstructions (highest first, nearest first), Hail Mary on the dice that reached
 * the target, hits and point-blank doubling, and which obstructions and collateral targets the dice reach.
 */

export interface ShotRollInput {
  readonly faces: readonly number[];
  readonly die: number;
  readonly bonus: number;
  readonly targetNumber: number;
  readonly capacity: number;
  readonly countersBefore: number;
  readonly intense: boolean;
  readonly unreliable: boolean;
  readonly pointBlank: boolean;
  /** Obstructions nearest the shooter first: the TN each would have had as the target, null if it cannot be damaged. */
  readonly obstructions: readonly (number | null)[];
  /** The TN of each collateral target behind the target (HST-LOF-5). */
  readonly collateral: readonly number[];
  /** 'best' (the engine's proposal), 'none', or the player's own donations (indices into `faces`). */
  readonly hailMary: 'best' | 'none' | HailMaryAllocation;
}

export interface ObstructionDie {
  /** Index into `faces`. */
  readonly die: number;
  readonly value: number;
  /** The die reaches the obstruction's TN (it may still be avoided by a skill check, HST-LOF-4). */
  readonly reaches: boolean;
}

export interface ShotRollResult {
  readonly countersAfter: number;
  /** Counters over capacity: the shot hits nothing (HST-SHOOT-5). */
  readonly autoMiss: boolean;
  readonly outOfAmmo: boolean;
  /** HST-WPN-6: the weapon jams after the shot. */
  readonly jams: boolean;
  readonly obstructionDice: readonly ObstructionDie[];
  /** Indices of the dice that reached the target. */
  readonly reaching: readonly number[];
  readonly allocation: HailMaryAllocation;
  /** Final value of each die that counted against the target (not given up), by face index. */
  readonly values: readonly { readonly die: number; readonly value: number }[];
  /** Hits before point-blank doubling. */
  readonly rawHits: number;
  /** Hits after doubling (before Defend). */
  readonly hits: number;
  /** Whether each collateral target is reached by a die (before its avoidance check). */
  readonly collateral: readonly boolean[];
}

/**
 * Resolves rolled faces.
 * @throws RangeError when an explicit Hail Mary allocation is not allowed for these dice.
 */
export function resolveShotRoll(input: ShotRollInput): ShotRollResult {
  const ones = input.faces.filter((f) => f === 1).length;
  const countersAfter = input.countersBefore + ones + (input.intense ? 1 : 0); // HST-SHOOT-5
  const autoMiss = countersAfter > input.capacity;
  const jams = input.unreliable && hasRun(input.faces); // HST-WPN-6, HST-D-42
  const base = { countersAfter, autoMiss, outOfAmmo: countersAfter >= input.capacity, jams };
  if (autoMiss) {
    return {
      ...base,
      obstructionDice: [],
      reaching: [],
      allocation: [],
      values: [],
      rawHits: 0,
      hits: 0,
      collateral: input.collateral.map(() => false),
    };
  }
  const order = input.faces.map((_, i) => i).sort((a, b) => input.faces[b]! - input.faces[a]! || a - b);
  const obstructionDice = input.obstructions.slice(0, order.length).map((tn, k) => {
    const die = order[k]!; // HST-LOF-3: the highest remaining die to the nearest obstruction
    const value = input.faces[die]! + input.bonus;
    return { die, value, reaches: tn !== null && value >= tn };
  });
  const reaching = order.slice(input.obstructions.length).sort((a, b) => a - b);
  const dice = { die: input.die, bonus: input.bonus, faces: input.faces, reaching };
  const allocation =
    input.hailMary === 'best'
      ? bestAllocation(dice, input.targetNumber)
      : input.hailMary === 'none'
        ? []
        : input.hailMary;
  const final = finalValues(dice, allocation);
  const values = [...final].map(([die, value]) => ({ die, value }));
  const rawHits = countHits(final.values(), input.targetNumber);
  const collateral = input.collateral.map((tn) => values.some((v) => v.value >= tn)); // HST-LOF-5, HST-D-29
  return {
    ...base,
    obstructionDice,
    reaching,
    allocation,
    values,
    rawHits,
    hits: input.pointBlank ? rawHits * 2 : rawHits,
    collateral,
  };
}
