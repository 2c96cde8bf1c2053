/**
 * Hits to effects (HST-DMG-1..6, HST-NL-1): 1 hit stuns, 2 wound, 3 or more kill (HST-D-26); a stun on a
 * stunned model becomes a wound; a second wound kills; non-lethal damage only ever stuns. Any effect removes
 * the aim marker (HST-DMG-6); a killed model with body armor becomes a casualty (HST-ARMOR-1).
 */

/** A model's damage state. */
export interface Condition {
  readonly stunned: boolean;
  readonly wounded: boolean;
  /** BRG-D-16: a knocked-out COT character has no actions at all. */
  readonly unconscious?: boolean;
}

export const unhurt: Condition = { stunned: false, wounded: false };

/** What hits did: the new condition and whether the model was killed. */
export interface DamageResult extends Condition {
  readonly killed: boolean;
  /** `none` when the hits changed nothing (aim kept, HST-DMG-6). */
  readonly effect: 'none' | 'stunned' | 'wounded' | 'killed';
}

const stun = (c: Condition): DamageResult =>
  c.stunned ? wound({ ...c, stunned: false }) : { ...c, stunned: true, killed: false, effect: 'stunned' }; // HST-DMG-3

const wound = (c: Condition): DamageResult =>
  c.wounded
    ? { stunned: c.stunned, wounded: true, killed: true, effect: 'killed' } // HST-DMG-4: a second wound kills
    : { stunned: c.stunned, wounded: true, killed: false, effect: 'wounded' };

/**
 * The effect of `hits` (after point-blank doubling and Defend, HST-DMG-2) on a model in `condition`.
 * @throws RangeError when `hits` is not a whole number ≥ 0.
 */
export function damage(condition: Condition, hits: number, nonLethal = false): DamageResult {
  if (!Number.isInteger(hits) || hits < 0)
    throw new RangeError(`hits must be a whole number ≥ 0 (got ${hits})`);
  const before: Condition = { stunned: condition.stunned, wounded: condition.wounded };
  const unchanged: DamageResult = { ...before, killed: false, effect: 'none' };
  if (hits === 0) return unchanged;
  if (nonLethal)
    return before.stunned ? unchanged : { ...before, stunned: true, killed: false, effect: 'stunned' }; // HST-NL-1
  if (hits >= 3) return { ...before, killed: true, effect: 'killed' }; // HST-D-26
  return hits === 2 ? wound(before) : stun(before);
}

/** HST-SEQ-4: Actions − 1 if stunned − 1 if wounded, never below 0; none while Unconscious (BRG-D-16). */
export function effectiveActions(actions: number, condition: Condition): number {
  if (condition.unconscious === true) return 0;
  return Math.max(0, actions - (condition.stunned ? 1 : 0) - (condition.wounded ? 1 : 0));
}
