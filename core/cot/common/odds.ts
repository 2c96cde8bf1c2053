import { poolOdds } from '../../dice/odds.ts';
import { formatPool, modifierWords } from '../../dice/pool.ts';
import type { ActionOdds, OutcomeOdds } from '../../engine/index.ts';
import { skillTable } from '../characters/index.ts';
import type { Skill } from '../characters/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { meets } from './faces.ts';
import type { Face } from './faces.ts';

/**
 * Exact odds of Spot rolls (Heist actions, research) before they are made, from core/dice's kept-total distributions (never sampled):
 * every way a roll can come out, as the `Face` the decisions judge, with its probability. Several rolls of one
 * action are independent, so their joint odds are the products.
 */

/** One way a roll can come out, and how likely it is. */
export interface WeightedFace extends Face {
  readonly p: number;
}

/** Every total a prepared check can reach (t = kept is exactly the catastrophe, COT-DICE-7), or its auto-fail. */
export function facesOf(prepared: PreparedCheck): readonly WeightedFace[] {
  if (prepared.autoFail) return [{ total: 0, catastrophe: false, rolled: false, p: 1 }];
  const { distribution } = poolOdds(prepared.pool, 0);
  const faces: WeightedFace[] = [];
  distribution.forEach((p, total) => {
    if (p > 0) faces.push({ total, catastrophe: total === prepared.pool.kept, rolled: true, p });
  });
  return faces;
}

/** The certain outcome of no roll at all. */
export const noRoll: readonly (WeightedFace | null)[] = [null];

/**
 * Tallies the joint outcomes of independent rolls (null: that roll is not made) by the key `classify` gives
 * each combination: the same comparison the decision makes.
 */
export function tally<K extends string>(
  rolls: readonly (PreparedCheck | null)[],
  classify: (faces: readonly (Face | null)[]) => K,
): ReadonlyMap<K, number> {
  const spaces = rolls.map((roll) => (roll === null ? noRoll : facesOf(roll)));
  const result = new Map<K, number>();
  const visit = (index: number, chosen: (Face | null)[], p: number): void => {
    if (index === spaces.length) {
      const key = classify(chosen);
      result.set(key, (result.get(key) ?? 0) + p);
      return;
    }
    for (const face of spaces[index]!) visit(index + 1, [...chosen, face], p * (face?.p ?? 1));
  };
  visit(0, [], 1);
  return result;
}

/** One outcome row: its label and colour for the panel. */
export interface OutcomeInfo {
  readonly label: string;
  readonly tone: OutcomeOdds['tone'];
}

/**
 * ActionOdds from a tally: every outcome in the given order (absent ones at 0), the headline the sum of the
 * `headline` keys. Probabilities sum to 1 within float rounding.
 * @throws Error when the tally holds an outcome the rows do not name (a broken invariant: odds would be lost).
 */
export function actionOdds<K extends string>(
  tallied: ReadonlyMap<string, number>,
  outcomes: Readonly<Record<K, OutcomeInfo>>,
  headline: { readonly label: string; readonly keys: readonly NoInfer<K>[] },
  detail: string,
): ActionOdds {
  for (const key of tallied.keys()) {
    if (!Object.hasOwn(outcomes, key)) throw new Error(`The odds have an outcome "${key}" without a row`);
  }
  const rows = (Object.keys(outcomes) as K[]).map((key) => ({
    key,
    label: outcomes[key].label,
    probability: tallied.get(key) ?? 0,
    tone: outcomes[key].tone,
  }));
  const probability = headline.keys.reduce((sum, key) => sum + (tallied.get(key) ?? 0), 0);
  return {
    headline: { label: headline.label, probability: Math.min(1, probability) },
    outcomes: rows,
    detail,
  };
}

/** "Fingers + Sneak 5k3 +1k0 Bolster = 6k3": the pool, its modifiers and sources, what is rolled. */
export function poolDetail(prepared: PreparedCheck, skill: Skill): string {
  const info = skillTable[skill];
  const ability = info.ability.charAt(0).toUpperCase() + info.ability.slice(1);
  const modifiers = modifierWords(prepared.modifiers);
  const result = prepared.autoFail
    ? ' = no dice (fails)'
    : modifiers
      ? ` = ${formatPool(prepared.pool)}`
      : '';
  return `${ability === 'It' ? 'It' : ability} + ${info.label} ${formatPool(prepared.basePool)}${modifiers}${result}`;
}

/** A roll against a set difficulty (COT-DICE-6): success, failure, or a catastrophe. */
export function difficultyOdds(
  prepared: PreparedCheck,
  skill: Skill,
  difficulty: number,
  successOnEqual: boolean,
): ActionOdds {
  const tallied = tally([prepared], ([face]) =>
    face!.catastrophe ? 'catastrophe' : meets(face!, difficulty, successOnEqual) ? 'success' : 'failure',
  );
  return actionOdds(
    tallied,
    {
      success: { label: 'Success', tone: 'good' },
      failure: { label: 'Failure', tone: 'bad' },
      catastrophe: { label: 'Catastrophe', tone: 'bad' },
    },
    { label: 'Success', keys: ['success'] },
    `${poolDetail(prepared, skill)} vs ${difficulty}`,
  );
}
