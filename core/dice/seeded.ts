import type { Dice } from './dice.ts';
import { faceFromWords } from './uniform.ts';

/**
 * Reproducible dice for tests and demos: the same seed gives the same faces on every machine.
 *
 * The generator is sfc32 (Chris Doty-Humphrey's "Small Fast Counting" generator from PractRand: 128 bits of
 * state, passes PractRand and BigCrush, a guaranteed period of at least 2^32 thanks to its counter word),
 * seeded through the cyrb128 string hash (bryc, public domain) and warmed up by 15 discarded outputs so
 * that similar seeds diverge at once. Faces come from its 32-bit words by rejection sampling (./uniform.ts).
 *
 * Not for play: anyone who knows the seed or the state can predict every roll. The table uses `cryptoDice`.
 */

/** The whole state of a seeded generator: four unsigned 32-bit words, plain JSON. */
export interface SeededState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  /** sfc32's counter, incremented once per word. */
  readonly d: number;
}

/** Dice whose state can be saved and later restored to continue the same sequence. */
export interface SeededDice extends Dice {
  /** A copy of the current state; `restoreSeededDice(state)` continues the sequence from here. */
  state(): SeededState;
}

const warmUpWords = 15;

/**
 * Dice seeded from a string or number. A number seed is read as its decimal string, so `seededDice(7)` and
 * `seededDice('7')` roll alike.
 * @throws RangeError when a number seed is NaN or infinite.
 */
export function seededDice(seed: string | number): SeededDice {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    throw new RangeError(`A numeric seed must be finite (got ${seed})`);
  }
  const [a, b, c, d] = cyrb128(String(seed));
  const dice = new Sfc32Dice(a, b, c, d);
  for (let i = 0; i < warmUpWords; i++) dice.nextWord();
  return dice;
}

/**
 * Dice that continue exactly where the dice that produced `state` stopped.
 * @throws RangeError when a word of the state is not an integer in 0..2^32−1.
 */
export function restoreSeededDice(state: SeededState): SeededDice {
  for (const key of ['a', 'b', 'c', 'd'] as const) {
    const word = state[key];
    if (!Number.isInteger(word) || word < 0 || word > 0xffffffff) {
      throw new RangeError(`Seeded dice state word ${key} must be an integer in 0..2^32−1 (got ${word})`);
    }
  }
  return new Sfc32Dice(state.a, state.b, state.c, state.d);
}

class Sfc32Dice implements SeededDice {
  #a: number;
  #b: number;
  #c: number;
  #d: number;
  readonly #next = (): number => this.nextWord();

  constructor(a: number, b: number, c: number, d: number) {
    this.#a = a | 0;
    this.#b = b | 0;
    this.#c = c | 0;
    this.#d = d | 0;
  }

  roll(sides: number): number {
    return faceFromWords(this.#next, sides);
  }

  state(): SeededState {
    return { a: this.#a >>> 0, b: this.#b >>> 0, c: this.#c >>> 0, d: this.#d >>> 0 };
  }

  /** One sfc32 step: returns a uniform word in 0..2^32−1. */
  nextWord(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = ((this.#c << 21) | (this.#c >>> 11)) + t;
    this.#c |= 0;
    return t >>> 0;
  }
}

/** cyrb128: a fast 128-bit string hash, four 32-bit words (bryc, github.com/bryc/code, public domain). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
