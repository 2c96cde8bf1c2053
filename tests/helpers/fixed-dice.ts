import type { Dice } from '../../core/dice/dice.ts';

/**
 * Dice that show the given faces in order, for tests that need a particular roll.
 * An extra roll throws instead of inventing a face, and so does a face that the requested die cannot
 * show (a 6 asked of a d4), so a rule that rolls more or different dice than the test expects fails loudly.
 * `remaining()` tells a test whether every face was used.
 */
export interface FixedDice extends Dice {
  /** How many faces have not been rolled yet. */
  remaining(): number;
}

/**
 * @throws RangeError at creation when a face is not a whole number ≥ 1.
 */
export function fixedDice(...faces: number[]): FixedDice {
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1) throw new RangeError(`fixedDice: ${face} is not a die face`);
  }
  let next = 0;
  return {
    roll(sides: number): number {
      const face = faces[next];
      if (face === undefined) {
        throw new Error(
          `fixedDice: a d${sides} was rolled after all ${faces.length} fixed faces [${faces.join(', ')}] were used`,
        );
      }
      if (face > sides) {
        throw new RangeError(`fixedDice: face ${face} (roll #${next + 1}) cannot come up on a d${sides}`);
      }
      next++;
      return face;
    },
    remaining: () => faces.length - next,
  };
}
