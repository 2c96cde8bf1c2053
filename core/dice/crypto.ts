import type { Dice } from './dice.ts';
import { faceFromWords } from './uniform.ts';

/**
 * Fills a `Uint32Array` in place with uniform random words, like `crypto.getRandomValues`.
 * Its return value is ignored.
 */
export type RandomFill = (array: Uint32Array) => unknown;

/** `crypto.getRandomValues` refuses more than 65,536 bytes per call: 16,384 words. */
const maxBatchSize = 16_384;

/**
 * The production dice: fair and unpredictable faces from the platform's cryptographic generator
 * (`globalThis.crypto`, available in Electron's renderer and in Node ≥ 19), with rejection sampling over
 * 32-bit words so no face is favoured (see ./uniform.ts).
 *
 * Words are fetched `batchSize` at a time, because one `getRandomValues` call per die is many times
 * slower than reading a buffered word. Inject `getRandomValues` only to test the sampling.
 *
 * @param getRandomValues - fills its argument in place with uniform 32-bit words.
 * @param batchSize - how many words to fetch per call, 1 to 16,384.
 * @throws RangeError when `batchSize` is out of range; `roll` throws RangeError for an invalid number of sides.
 */
export function cryptoDice(
  getRandomValues: RandomFill = (array) => globalThis.crypto.getRandomValues(array),
  batchSize = 1024,
): Dice {
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > maxBatchSize) {
    throw new RangeError(`batchSize must be a whole number from 1 to ${maxBatchSize} (got ${batchSize})`);
  }
  const words = new Uint32Array(batchSize);
  let next = batchSize;
  const nextWord = (): number => {
    if (next === batchSize) {
      getRandomValues(words);
      next = 0;
    }
    return words[next++]!; // 0 ≤ next < batchSize
  };
  return { roll: (sides) => faceFromWords(nextWord, sides) };
}
