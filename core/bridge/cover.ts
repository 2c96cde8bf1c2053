import { coverRollPool } from '../cot/characters/index.ts';
import type { Character, Condition } from '../cot/characters/index.ts';
import { woundPenalty } from '../cot/gear/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { buildPool, rollPool } from '../dice/index.ts';
import type { Dice, Pool, PoolModifier } from '../dice/index.ts';
import type { SwitchPosition } from './fight-result.ts';

/**
 * The first Cover roll when the fight goes on as Gang Warfare (BRG-D-26): Muscle + Resist + armour (COT-WAR-2),
 * `+1k0` in cover from every enemy that sees it, `−1k0` in the open, flanked or exposed, `−1k0` Stunned, the
 * table's wound penalty for a Wounded fighter (COT-D-11), the pool never below 1k1; an aim marker becomes a
 * `+1k0` Bolster on its first Attack.
 */

/** A participant's first Cover roll and what its aim marker gives. */
export interface CoverRoll {
  readonly base: Pool;
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool;
  readonly faces: readonly number[];
  readonly total: number;
  /** The Bolster its first COT Attack gets for the aim marker; null: none. */
  readonly firstAttack: PoolModifier | null;
}

/** BRG-D-26: the Cover pool's modifiers for a position at the switch and a Stunned model. */
export function coverModifiers(position: SwitchPosition['position'], stunned: boolean): PoolModifier[] {
  const place =
    position === 'cover'
      ? { rolled: 1, kept: 0, source: 'in cover (BRG-D-26)' }
      : { rolled: -1, kept: 0, source: `${position === 'open' ? 'in the open' : position} (BRG-D-26)` };
  return [place, ...(stunned ? [{ rolled: -1, kept: 0, source: 'Stunned (BRG-D-26)' }] : [])];
}

/**
 * BRG-D-26: a participant's first Cover roll in the Gang Warfare that follows, rolled from `dice`. `condition`
 * is its health after the fight.
 */
export function coverRollOf(
  sheet: Character,
  condition: Condition,
  position: SwitchPosition,
  stunned: boolean,
  table: CotSettings,
  dice: Dice,
): CoverRoll {
  const base = coverRollPool(sheet, table);
  const modifiers = [
    ...coverModifiers(position.position, stunned),
    ...woundPenalty(condition, table.woundPenalty),
  ];
  const { pool } = buildPool(base, modifiers, '1k1'); // BRG-D-26: pool floor 1k1
  const roll = rollPool(pool, dice);
  const firstAttack = position.aim ? { rolled: 1, kept: 0, source: 'aim marker (BRG-D-26)' } : null;
  return { base, modifiers, pool, faces: roll.faces, total: roll.total, firstAttack };
}
