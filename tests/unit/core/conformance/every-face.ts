import type { Dice } from '../../../../core/index.ts';

/**
 * Runs `run` once for every sequence of faces its dice can show, whatever dice it rolls and however many (a roll
 * that calls for more dice, a d10 after a d6): a walk of the tree of die rolls, each branch a face, each leaf a
 * complete run with its exact probability (the product of 1/sides along its branch).
 */

export interface Leaf<R> {
  readonly result: R;
  readonly probability: number;
}

/**
 * Every outcome of `run` with its probability, or null when there are more than `cap` sequences of faces (the
 * pool is too large to try every face of every die in a test).
 * @throws Error when the same sequence of earlier faces leads to a die of a different size (`run` is not
 * deterministic, so no enumeration of it is exact).
 */
export function everyFace<R>(run: (dice: Dice) => R, cap: number): readonly Leaf<R>[] | null {
  const faces: number[] = [];
  const leaves: Leaf<R>[] = [];
  for (;;) {
    const sides: number[] = [];
    const dice: Dice = {
      roll(size: number): number {
        const at = sides.length;
        const face = faces[at] ?? 1;
        if (face > size) throw new Error(`everyFace: die #${at + 1} was a d${size}, had face ${face} before`);
        faces[at] = face;
        sides.push(size);
        return face;
      },
    };
    const result = run(dice);
    // The first sequence (every die a 1) shows how many dice a sequence may roll: when those alone make more than
    // `cap` sequences, give up at once rather than after `cap` runs (a guess: other branches may roll fewer).
    if (leaves.length === 0 && sides.reduce((n, size) => n * size, 1) > cap) return null;
    faces.length = sides.length;
    leaves.push({ result, probability: sides.reduce((p, size) => p / size, 1) });
    if (leaves.length > cap) return null;
    let last = sides.length - 1;
    while (last >= 0 && faces[last] === sides[last]) last--;
    if (last < 0) return leaves;
    faces[last]! += 1;
    faces.length = last + 1;
  }
}
