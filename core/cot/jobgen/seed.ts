import type { Dice } from '../../dice/index.ts';
import { seededDice } from '../../dice/seeded.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';

/**
 * A job's seed: 8 characters of Crockford's base 32 (digits and capitals without I, L, O, U), short enough for
 * the GM to read out and type back. The same seed shuffles the decks the same way on every machine (sfc32 via
 * core/dice's `seededDice`).
 */

export const seedAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const seedLength = 8;

/** A seed as typed, in the form the generator keeps: trimmed, capitals. */
export function normalSeed(text: string): string {
  return text.trim().toUpperCase();
}

/** Why a text is not a seed, in the GM's words; null when it is one. */
export function seedProblem(text: string): Rejection | null {
  const seed = normalSeed(text);
  const stray = [...seed].find((char) => !seedAlphabet.includes(char));
  if (seed.length !== seedLength || stray !== undefined) {
    const why =
      stray !== undefined ? `“${stray}” is not one of its letters` : `it has ${seed.length} characters`;
    return reject(
      'jobgen/not-a-seed',
      `“${text}” is not a seed: a seed is ${seedLength} characters of 0–9 and A–Z without I, L, O and U (${why})`,
      { seed: text },
    );
  }
  return null;
}

/** A fresh seed from the table's dice (the app's are `cryptoDice`). */
export function randomSeed(dice: Dice): string {
  let seed = '';
  for (let i = 0; i < seedLength; i++) seed += seedAlphabet[dice.roll(seedAlphabet.length) - 1];
  return seed;
}

/** The seed "Re-draw the rest" moves on to: a function of the seed, so the same steps give the same jobs. */
export function nextSeed(seed: string): string {
  return randomSeed(seededDice(`${normalSeed(seed)}/next`));
}

/** The items in the order the seeded dice shuffle them (Fisher–Yates); the input is left as it was. */
export function shuffled<T>(items: readonly T[], dice: Dice): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
