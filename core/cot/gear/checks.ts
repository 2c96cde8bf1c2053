import type { Dice } from '../../dice/dice.ts';
import { buildPool } from '../../dice/pool.ts';
import type { Pool, PoolFloor, PoolModifier } from '../../dice/pool.ts';
import { rollPool } from '../../dice/roll.ts';
import type { Roll } from '../../dice/roll.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/index.ts';

/**
 * One roll a rule made, as an event stores it: who rolled, the pool before and after its modifiers (each
 * with its source: the weapon, the vehicle, Bolster, the GM) and every die. `roll` is null when
 * `pool_floor = auto_fail` (COT-D-1) failed the pool without a roll.
 */
export interface PoolCheck {
  readonly roller: CharacterId;
  readonly basePool: Pool;
  readonly modifiers: readonly PoolModifier[];
  /** The pool after modifiers and normalising (COT-DICE-2, COT-DICE-3). */
  readonly pool: Pool;
  readonly roll: Roll | null;
}

/** A check's pool before it is rolled: what `rollCheck` will roll, and what the odds are computed on. */
export interface PreparedCheck {
  readonly roller: CharacterId;
  readonly basePool: Pool;
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool;
  readonly autoFail: boolean;
}

/** COT-D-11 `wound_penalty`: a Wounded roller's `-1k0`, when the table plays it. */
export function woundPenalty(condition: Condition, setting: 'none' | '-1k0'): PoolModifier[] {
  return condition.state === 'wounded' && setting === '-1k0'
    ? [{ rolled: -1, kept: 0, source: 'Wounded' }]
    : [];
}

/** Adds the modifiers to the base pool and normalises it (COT-DICE-2, COT-DICE-3, COT-D-1). */
export function prepareCheck(
  roller: CharacterId,
  basePool: Pool,
  modifiers: readonly PoolModifier[],
  floor: PoolFloor,
): PreparedCheck {
  const built = buildPool(basePool, modifiers, floor);
  return { roller, basePool, modifiers: [...modifiers], pool: built.pool, autoFail: built.autoFail };
}

/** Rolls a prepared check (nothing when it fails automatically, COT-D-1). */
export function rollCheck(prepared: PreparedCheck, dice: Dice): PoolCheck {
  const { roller, basePool, modifiers, pool } = prepared;
  return { roller, basePool, modifiers, pool, roll: prepared.autoFail ? null : rollPool(pool, dice) };
}

/** The kept total; 0 for an automatic failure. */
export function checkTotal(check: PoolCheck): number {
  return check.roll?.total ?? 0;
}

/** Every die shows 1 (COT-DICE-7); an automatic failure rolled no dice and is no catastrophe. */
export function isCatastrophe(check: PoolCheck): boolean {
  return check.roll?.catastrophe ?? false;
}

/**
 * An unopposed check against a set number (COT-DICE-6): meeting it succeeds, or beating it under
 * `success_on_equal = false` (COT-D-3); a catastrophe or an automatic failure never succeeds (COT-DICE-7).
 */
export function meetsDifficulty(check: PoolCheck, difficulty: number, successOnEqual: boolean): boolean {
  if (check.roll === null || check.roll.catastrophe) return false;
  const margin = check.roll.total - difficulty;
  return successOnEqual ? margin >= 0 : margin > 0;
}
