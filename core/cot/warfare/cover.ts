import type { Dice } from '../../dice/dice.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/index.ts';
import { checkTotal, isCatastrophe, prepareCheck, rollCheck, woundPenalty } from '../gear/index.ts';
import type { PoolCheck, PreparedCheck } from '../gear/index.ts';
import { bolstersFor, record } from './batch.ts';
import type { Batch } from './batch.ts';
import { fighterOf, release } from './fighters.ts';
import { recoveryDays } from '../common/index.ts';
import type { WarfareRules } from './rules.ts';
import type { Fighter, WarfareEventOf } from './types.ts';

/**
 * Cover Scores: rolling them (COT-WAR-2), wearing them down (COT-WAR-5), and what happens at 0: a wound and a
 * fresh Cover (COT-WAR-6, COT-D-36), or death (COT-WAR-7).
 */

/**
 * Cover lost to a non-catastrophic attack with this total (COT-WAR-5): `max(1, total − Cover)` under
 * `damage_formula = max1_excess` (COT-D-35), `1 + max(0, total − Cover)` under `one_plus_excess`.
 */
export function coverDamage(total: number, cover: number, formula: WarfareRules['damageFormula']): number {
  return formula === 'max1_excess' ? Math.max(1, total - cover) : 1 + Math.max(0, total - cover);
}

/**
 * Cover an attack roll takes off (COT-WAR-5): none for a catastrophe, whatever the table's COT-D-4 row says (the
 * source's own rule: "any Attack in which the aggressor's roll is not a Catastrophe reduces the target's Cover
 * Score by 1"; `narrative_only` only drops the extra consequence, and an attack has none), 1 for an automatic
 * failure (COT-D-1), else `coverDamage`.
 */
export function attackDamage(check: PoolCheck, cover: number, rules: WarfareRules): number {
  if (isCatastrophe(check)) return 0; // COT-WAR-5
  if (check.roll === null) return 1;
  return coverDamage(checkTotal(check), cover, rules.damageFormula);
}

/** The Cover roll's pool: Muscle + Resist + armour (COT-WAR-2), less the wound penalty when played (COT-D-11). */
function coverModifiers(
  condition: Condition,
  rules: WarfareRules,
  extra: readonly PoolModifier[],
): PoolModifier[] {
  return [...woundPenalty(condition, rules.woundPenalty), ...extra];
}

/** A fighter's Cover roll before it is made: Muscle + Resist + armour, wound penalty, then `extra` (COT-WAR-2). */
export function coverCheck(
  fighter: Pick<Fighter, 'id' | 'pools' | 'condition'>,
  rules: WarfareRules,
  extra: readonly PoolModifier[],
): PreparedCheck {
  return prepareCheck(
    fighter.id,
    fighter.pools.resist,
    coverModifiers(fighter.condition, rules, extra),
    rules.poolFloor,
  );
}

/**
 * Rolls a fighter's Cover (COT-WAR-2) and records it. A Reposition re-roll replaces the old value, or keeps
 * the better one under `reposition_keep_better` (COT-D-38).
 */
export function rollCover(
  batch: Batch,
  id: CharacterId,
  reason: WarfareEventOf<'warfare/cover-rolled'>['reason'],
  dice: Dice,
  extra: readonly PoolModifier[] = [],
): Batch {
  const fighter = fighterOf(batch.state, id);
  const { rules } = batch.state;
  const prepared = coverCheck(fighter, rules, [...extra, ...bolstersFor(batch, id)]); // COT-TIME-4
  const check = rollCheck(prepared, dice);
  const total = checkTotal(check);
  const keepBetter = reason === 'reposition' && rules.repositionKeepBetter; // COT-D-38
  const coverScore = keepBetter ? Math.max(total, fighter.coverScore) : total;
  return record(batch, {
    type: 'warfare/cover-rolled',
    fighter: id,
    reason,
    check,
    coverBefore: fighter.coverScore,
    coverScore,
  });
}

/**
 * The condition a loss of `damage` Cover leaves a fighter in when it takes Cover to 0 or below: Wounded for the
 * leftover days (COT-WAR-6, COT-D-12), or Dead when already Wounded (COT-WAR-7); null when it does not.
 */
export function conditionAfterHit(
  fighter: Pick<Fighter, 'coverScore' | 'condition'>,
  damage: number,
  rules: WarfareRules,
): Condition | null {
  if (damage === 0 || fighter.coverScore - damage > 0) return null;
  if (fighter.condition.state === 'wounded') return { state: 'dead' };
  return { state: 'wounded', recoveryDays: recoveryDays(damage - fighter.coverScore, rules) };
}

/**
 * What follows when damage takes a fighter's Cover to 0 or below: a Healthy fighter is Wounded for the
 * leftover days, at least the minimum (COT-WAR-6, COT-D-12), and re-rolls Cover at once (COT-D-36) unless
 * the table keeps it at 0 until a Reposition; a Wounded fighter dies (COT-WAR-7, COT-CHAR-6).
 * `fighter` is as they were before the hit.
 */
export function afterCoverDrop(
  batch: Batch,
  fighter: Fighter,
  damage: number,
  cause: 'attack' | 'crash',
  dice: Dice,
): Batch {
  const { rules } = batch.state;
  const after = conditionAfterHit(fighter, damage, rules); // a catastrophe hurts nobody, even at Cover 0
  if (after === null) return batch;
  if (after.state !== 'wounded') {
    const killed = record(batch, { type: 'warfare/killed', fighter: fighter.id, cause, by: null }); // COT-WAR-7
    return fighterDown(killed, fighter.id);
  }
  const days = after.recoveryDays; // COT-WAR-6, COT-D-12
  const wounded = record(batch, { type: 'warfare/wounded', fighter: fighter.id, recoveryDays: days });
  return rules.coverAfterWound === 'reroll' ? rollCover(wounded, fighter.id, 'wound', dice) : wounded; // COT-D-36
}

/**
 * A fighter who can no longer act lets go of whoever they held (COT-WAR-9, COT-D-37) and calls off the
 * Flee they declared (COT-WAR-11).
 */
export function fighterDown(batch: Batch, id: CharacterId): Batch {
  const released = release(batch.state, id, 'restrainer-down');
  const leads = batch.state.flights.some((flight) => flight.leader === id);
  const calledOff = leads
    ? [{ type: 'warfare/flight-called-off' as const, leader: id, reason: 'leader-down' as const }]
    : [];
  return record(batch, ...released, ...calledOff);
}
