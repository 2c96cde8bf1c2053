/**
 * Pools in the game's notation (COT-DICE-2, COT-DICE-3): `5k3` rolls five d6 and keeps the three highest;
 * a modifier `+1k0` adds one rolled die and no kept die, `-1k0` removes one.
 */

/** A normalised pool: 1 ≤ kept ≤ rolled. */
export interface Pool {
  readonly rolled: number;
  readonly kept: number;
}

/** A signed change to a pool (`+2k1`, `-1k0`) and where it came from (a weapon, Bolster, the GM). */
export interface PoolModifier {
  readonly rolled: number;
  readonly kept: number;
  readonly source: string;
}

/** What `pool_floor` (COT-D-1) does to a pool that modifiers push below one rolled die. */
export type PoolFloor = '1k1' | 'auto_fail';

/** The largest pool a GM can type or build, and the largest the odds engine (odds.ts) accepts: exact up to it. */
export const maxRolled = 99;

/** A pool or modifier written in a way the game's notation does not allow. */
export class PoolSyntaxError extends RangeError {
  override name = 'PoolSyntaxError';
}

const poolPattern = /^\s*(\d+)\s*[kK]\s*(\d+)\s*$/;
const modifierPattern = /^\s*([+-])\s*(\d+)\s*[kK]\s*(\d+)\s*$/;

/**
 * Reads `RkK`. A kept count above the rolled count is capped (COT-DICE-3).
 * @throws PoolSyntaxError naming the problem for `0k3`, `k2`, `-1k0`, `5k0`, `abc` or more than 99 dice.
 */
export function parsePool(text: string): Pool {
  const match = poolPattern.exec(text);
  if (!match) {
    if (/^\s*[+-]/.test(text)) {
      throw new PoolSyntaxError(`"${text.trim()}" is a modifier, not a pool: write a pool like 5k3`);
    }
    throw new PoolSyntaxError(`"${text.trim()}" is not a pool: write it as rolled k kept, like 5k3`);
  }
  const rolled = Number(match[1]);
  const kept = Number(match[2]);
  if (rolled < 1) throw new PoolSyntaxError(`A pool must roll at least 1 die (got ${rolled}k${kept})`);
  if (kept < 1) throw new PoolSyntaxError(`A pool must keep at least 1 die (got ${rolled}k${kept})`);
  if (rolled > maxRolled) throw new PoolSyntaxError(`A pool rolls at most ${maxRolled} dice (got ${rolled})`);
  return { rolled, kept: Math.min(kept, rolled) };
}

/** `{ rolled: 5, kept: 3 }` → `5k3`. */
export function formatPool(pool: Pool): string {
  return `${pool.rolled}k${pool.kept}`;
}

/**
 * Reads a modifier `+XkY` or `-XkY`.
 * @throws PoolSyntaxError for anything else (a bare `1k0` needs its sign).
 */
export function parseModifier(text: string, source = 'GM'): PoolModifier {
  const match = modifierPattern.exec(text);
  if (!match) throw new PoolSyntaxError(`"${text.trim()}" is not a modifier: write it like +1k0 or -1k0`);
  const sign = match[1] === '-' ? -1 : 1;
  const rolled = sign * Number(match[2]);
  const kept = sign * Number(match[3]);
  if (Math.abs(rolled) > maxRolled || Math.abs(kept) > maxRolled) {
    throw new PoolSyntaxError(`A modifier changes at most ${maxRolled} dice (got ${text.trim()})`);
  }
  return { rolled: rolled === 0 ? 0 : rolled, kept: kept === 0 ? 0 : kept, source };
}

/** `{ rolled: 1, kept: 0 }` → `+1k0`; `{ rolled: -2, kept: -1 }` → `-2k1`. */
export function formatModifier(modifier: Pick<PoolModifier, 'rolled' | 'kept'>): string {
  const negative = modifier.rolled < 0 || (modifier.rolled === 0 && modifier.kept < 0);
  return `${negative ? '-' : '+'}${Math.abs(modifier.rolled)}k${Math.abs(modifier.kept)}`;
}

/**
 * A pool's modifiers in words, each led by a space: " +1k0 Revolver -1k0 Rain". One that changes nothing (a weapon
 * with no bonus: Fists' 0k0) is left out: it would read "+0k0 Fists".
 */
export function modifierWords(
  modifiers: readonly Pick<PoolModifier, 'rolled' | 'kept' | 'source'>[],
): string {
  return modifiers
    .filter((m) => m.rolled !== 0 || m.kept !== 0)
    .map((m) => ` ${formatModifier(m)} ${m.source}`)
    .join('');
}

/** A pool after its modifiers: the pool to roll, or `autoFail` under `pool_floor = auto_fail`. */
export interface BuiltPool {
  readonly pool: Pool;
  /** True when modifiers left fewer than 1 rolled die and the table plays `pool_floor = auto_fail`. */
  readonly autoFail: boolean;
}

/**
 * Adds every modifier to a base pool, then normalises it (COT-DICE-2, COT-DICE-3, COT-D-1):
 * kept is capped at rolled, a pool never drops below 1k1 (or fails outright under `auto_fail`),
 * and never exceeds `maxRolled` dice.
 */
export function buildPool(
  base: { readonly rolled: number; readonly kept: number },
  modifiers: readonly Pick<PoolModifier, 'rolled' | 'kept'>[] = [],
  floor: PoolFloor = '1k1',
): BuiltPool {
  let rolled = base.rolled;
  let kept = base.kept;
  for (const modifier of modifiers) {
    rolled += modifier.rolled;
    kept += modifier.kept;
  }
  const autoFail = floor === 'auto_fail' && rolled < 1;
  rolled = Math.min(maxRolled, Math.max(1, rolled)); // COT-DICE-3: floor 1k1
  kept = Math.min(rolled, Math.max(1, kept)); // COT-DICE-3: 1 ≤ kept ≤ rolled
  return { pool: { rolled, kept }, autoFail };
}
