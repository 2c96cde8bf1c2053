/**
 * Turning uniform 32-bit words into fair die faces, shared by the crypto and the seeded dice.
 *
 * `word % sides` alone is biased whenever `sides` does not divide 2^32: for a d6, faces 1–4 would each own
 * 715,827,883 of the 2^32 words and faces 5–6 only 715,827,882. Rejection sampling removes that bias: words
 * from the incomplete last block of `sides` values are thrown away and a fresh word is drawn.
 */

const wordCount = 2 ** 32;

/** The most sides a die can have when each roll is drawn from one 32-bit word. */
export const maxSides = wordCount;

/**
 * The first word that is rejected for a die of `sides` sides: `floor(2^32 / sides) × sides`.
 * Every accepted word `w < limit` maps to face `w % sides + 1`, and each face has exactly
 * `floor(2^32 / sides)` words.
 * @throws RangeError when `sides` is not a whole number from 1 to 2^32.
 */
export function rejectionLimit(sides: number): number {
  if (!Number.isInteger(sides) || sides < 1 || sides > maxSides) {
    throw new RangeError(`A die needs a whole number of sides from 1 to 2^32 (got ${sides})`);
  }
  return Math.floor(wordCount / sides) * sides;
}

/**
 * A uniform face in 1..sides, drawing words from `nextWord` (each a uniform integer in 0..2^32−1) until
 * one falls below the rejection limit. At most half the words are rejected, whatever `sides` is, so the
 * expected number of draws is below 2 (for a d6: 1 + 2^-30).
 * @throws RangeError when `sides` is not a whole number from 1 to 2^32.
 */
export function faceFromWords(nextWord: () => number, sides: number): number {
  const limit = rejectionLimit(sides);
  for (;;) {
    const word = nextWord();
    if (word < limit) return (word % sides) + 1;
  }
}
