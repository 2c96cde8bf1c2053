/**
 * Blasts (HST-GREN-6, HST-GREN-9, HST-VEH-8): 6d10 (6d12 for a flashbang) minus one die per full inch of
 * distance, each die a hit on the target number or more. Dice are independent, so the hit count is binomial:
 * exact, and checked against enumeration of every ordered outcome in the tests.
 */

export type BlastKind = 'frag' | 'flashbang';

export interface GrenadeOddsInput {
  readonly kind: BlastKind;
  /** Inches from the blast to the nearest edge of the model's base (HST-D-1). */
  readonly distance: number;
  readonly targetNumber: number;
}

/** Probabilities by hit count: 0 none, 1 stun, 2 wound, 3+ kill (a flashbang only ever stuns when applied). */
export interface GrenadeOdds {
  readonly none: number;
  readonly stun: number;
  readonly wound: number;
  readonly kill: number;
}

/** HST-GREN-6: six dice less one per full inch; none at 6" or more. */
export function blastDice(distance: number): number {
  return Math.max(0, 6 - Math.floor(distance));
}

/** The die of a blast: d10, d12 for a flashbang (HST-GREN-9). */
export function blastDie(kind: BlastKind): 10 | 12 {
  return kind === 'flashbang' ? 12 : 10;
}

/** HST-D-39: a model is hit on 10 behind cover from the blast point, else on 6. */
export function blastTargetNumber(inCover: boolean): 6 | 10 {
  return inCover ? 10 : 6;
}

const choose = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
};

/** P(exactly k of n dice hit) for every k. */
export function blastHitDistribution(dice: number, die: number, targetNumber: number): number[] {
  const p = Math.min(1, Math.max(0, (die - targetNumber + 1) / die));
  return Array.from({ length: dice + 1 }, (_, k) => choose(dice, k) * p ** k * (1 - p) ** (dice - k));
}

/**
 * Exact odds of a blast on one model.
 * @throws RangeError naming the field for an unknown kind, a negative or non-finite distance or a bad TN.
 */
export function grenadeOdds(input: GrenadeOddsInput): GrenadeOdds {
  if (input.kind !== 'frag' && input.kind !== 'flashbang') {
    throw new RangeError(`kind must be 'frag' or 'flashbang' (got ${String(input.kind)})`);
  }
  if (typeof input.distance !== 'number' || !Number.isFinite(input.distance) || input.distance < 0) {
    throw new RangeError(`distance must be a finite number of inches ≥ 0 (got ${String(input.distance)})`);
  }
  const tn = input.targetNumber;
  if (typeof tn !== 'number' || !Number.isInteger(tn) || tn < 1 || tn > 30) {
    throw new RangeError(`targetNumber must be a whole number 1–30 (got ${String(tn)})`);
  }
  const dist = blastHitDistribution(blastDice(input.distance), blastDie(input.kind), tn);
  const at = (k: number) => dist[k] ?? 0;
  return { none: at(0), stun: at(1), wound: at(2), kill: dist.slice(3).reduce((a, b) => a + b, 0) };
}
