import type { Dice } from '../../dice/dice.ts';
import { buildPool } from '../../dice/pool.ts';
import type { Pool, PoolModifier } from '../../dice/pool.ts';
import { rollPool } from '../../dice/roll.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { RollModifiers } from './commands.ts';
import type { ChaseRules } from './settings.ts';
import type { ChaseParticipant, ChaseRoll } from './types.ts';

/**
 * Rolls as a chase makes them: a plan (who rolls what pool, with which modifiers) that `decide` rolls and
 * the odds read, and the judging of results that both share, so the odds describe exactly what `decide` does.
 */

/** A roll about to be made: the pool after every modifier (COT-DICE-2, COT-DICE-3). */
export interface RollPlan {
  readonly roller: CharacterId;
  /** The pool before modifiers (COT-DICE-2). */
  readonly basePool: Pool;
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool;
  /** `pool_floor = auto_fail` and fewer than 1 die: fails without a roll (COT-D-1). */
  readonly autoFail: boolean;
}

/** What a roll came to, for judging: a total, a pool that failed without rolling, or no roll needed. */
export type RollResult =
  | { readonly kind: 'rolled'; readonly total: number; readonly catastrophe: boolean }
  | { readonly kind: 'auto-fail' }
  | { readonly kind: 'skipped' };

/** COT-D-11 `wound_penalty`: −1k0 on every roll while Wounded. */
function woundModifiers(rules: ChaseRules, participant: ChaseParticipant): PoolModifier[] {
  return rules.woundPenalty === '-1k0' && participant.condition.state === 'wounded'
    ? [{ rolled: -1, kept: 0, source: 'Wounded' }]
    : [];
}

/**
 * Plans a participant's roll of `base` with fixed modifiers (weapon, range), the wound penalty, the command's
 * modifiers and then their Bolsters (COT-TIME-4), each looked up by the roller's id.
 */
export function planRoll(
  rules: ChaseRules,
  participant: ChaseParticipant,
  base: Pool,
  fixed: readonly PoolModifier[],
  extra: RollModifiers | undefined,
  bolsters?: RollModifiers,
): RollPlan {
  const modifiers = [
    ...fixed,
    ...woundModifiers(rules, participant),
    ...(extra?.[participant.id] ?? []),
    ...(bolsters?.[participant.id] ?? []), // COT-TIME-4
  ];
  const built = buildPool(base, modifiers, rules.poolFloor);
  return { roller: participant.id, basePool: base, modifiers, pool: built.pool, autoFail: built.autoFail };
}

/** The same plan with more modifiers after its own (a Bolster found at the moment of rolling, COT-TIME-4). */
export function withModifiers(plan: RollPlan, more: readonly PoolModifier[], rules: ChaseRules): RollPlan {
  if (more.length === 0) return plan;
  const modifiers = [...plan.modifiers, ...more];
  const built = buildPool(plan.basePool, modifiers, rules.poolFloor);
  return { ...plan, modifiers, pool: built.pool, autoFail: built.autoFail };
}

/** Rolls a plan: the record the event keeps. */
export function rollPlan(plan: RollPlan, dice: Dice): ChaseRoll {
  const { roller, basePool, modifiers, pool } = plan;
  return { roller, basePool, modifiers, pool, roll: plan.autoFail ? null : rollPool(pool, dice) };
}

/** The result of a recorded roll; null means the roll was not needed. */
export function resultOf(roll: ChaseRoll | null): RollResult {
  if (roll === null) return { kind: 'skipped' };
  if (roll.roll === null) return { kind: 'auto-fail' };
  return { kind: 'rolled', total: roll.roll.total, catastrophe: roll.roll.catastrophe };
}

/** Every die showed 1 (COT-DICE-7); a pool that failed without rolling is no catastrophe. */
export const isCatastrophe = (result: RollResult): boolean => result.kind === 'rolled' && result.catastrophe;

/**
 * The opponent's roll lets the actor succeed without rolling: its pool failed without a roll (COT-D-1), or it
 * is a catastrophe and `catastrophe_sets_difficulty` is false (COT-D-6).
 */
export function forfeits(opponent: RollResult, rules: ChaseRules): boolean {
  return opponent.kind === 'auto-fail' || (isCatastrophe(opponent) && !rules.catastropheSetsDifficulty);
}

/**
 * An opposed roll (COT-DICE-8): the actor beats a higher or, by `opposed_tie_winner`, an equal total (COT-D-5);
 * the actor's catastrophe or failed-without-rolling pool always loses; a forfeiting opponent always loses.
 */
export function beats(actor: RollResult, opponent: RollResult, rules: ChaseRules): boolean {
  if (actor.kind === 'auto-fail') return false;
  if (forfeits(opponent, rules)) return true;
  if (actor.kind !== 'rolled' || actor.catastrophe || opponent.kind !== 'rolled') return false;
  if (actor.total !== opponent.total) return actor.total > opponent.total;
  return rules.opposedTieWinner === 'actor'; // COT-D-5
}

/** An unopposed roll against a difficulty or score (COT-DICE-6, COT-D-3); a catastrophe always fails. */
export function meets(result: RollResult, difficulty: number, rules: ChaseRules): boolean {
  if (result.kind !== 'rolled' || result.catastrophe) return false;
  return rules.successOnEqual ? result.total >= difficulty : result.total > difficulty;
}

/** Actor's total − opponent's total; 0 when either did not roll (COT-D-6: "margin 0"). */
export function marginOf(actor: RollResult, opponent: RollResult): number {
  return actor.kind === 'rolled' && opponent.kind === 'rolled' ? actor.total - opponent.total : 0;
}

/** Whether the actor must roll at all against these opponents: not when every one of them forfeits. */
export function actorRolls(opponents: readonly RollResult[], rules: ChaseRules): boolean {
  return opponents.length === 0 || !opponents.every((opponent) => forfeits(opponent, rules));
}

/** COT-D-4: whether a manoeuvre's catastrophe costs its roller's group Distance at this table. */
export function catastropheCostsDistance(rules: ChaseRules): boolean {
  return rules.catastropheEffects.chaseManoeuvre === 'default';
}

/**
 * COT-D-92: when the best chase pools of the actor's own group tie, its side chooses who rolls, naming them in
 * `rollers`; `own` is that group's roller as planned (none for a manoeuvre without a group roll). A name that rolls
 * for no group, or for another side's, is refused, not passed over: each side chooses its own roller.
 */
export function checkRollers(
  named: readonly CharacterId[] | undefined,
  own: readonly CharacterId[],
): Rejection | null {
  const stray = (named ?? []).find((id) => !own.includes(id));
  if (stray === undefined) return null;
  return reject(
    'chase/not-a-roller',
    `${stray} does not roll for the acting group: name only its own best chase pool (COT-D-92)`,
    { roller: stray },
  );
}

/**
 * Checks the command's extra modifiers: each must name someone who rolls in this action and be made of
 * whole numbers. Returns the refusal, or null.
 */
export function checkModifiers(
  modifiers: RollModifiers | undefined,
  rollers: readonly CharacterId[],
): Rejection | null {
  for (const [id, list] of Object.entries(modifiers ?? {})) {
    if (!rollers.includes(id as CharacterId)) {
      return reject('chase/modifier-not-rolling', `${id} does not roll in this action: no modifier applies`, {
        id,
      });
    }
    if (list.some((m) => !Number.isInteger(m.rolled) || !Number.isInteger(m.kept))) {
      return reject('chase/bad-modifier', `A modifier for ${id} is not a whole number of dice`, { id });
    }
  }
  return null;
}
