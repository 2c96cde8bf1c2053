import { seededDice } from '../../../../core/index.ts';
import type { Dice } from '../../../../core/index.ts';

/** A seeded source of the bot's choices (the dice of the rules have their own seeds). */
export class Chooser {
  readonly #dice: Dice;
  constructor(seed: string) {
    this.#dice = seededDice(seed);
  }
  /** True with probability `p` (to 1/1000). */
  chance(p: number): boolean {
    return this.#dice.roll(1000) <= p * 1000;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Chooser.pick: nothing to pick from');
    return items[this.#dice.roll(items.length) - 1]!;
  }
  /** One of `items`, each as likely as its weight (> 0). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const weights = items.map(weight);
    const total = weights.reduce((a, b) => a + b, 0);
    let left = (this.#dice.roll(1_000_000) / 1_000_000) * total;
    for (const [i, item] of items.entries()) {
      left -= weights[i]!;
      if (left <= 0) return item;
    }
    return items[items.length - 1]!;
  }
  /** `count` of `items` at most, picked at random. */
  some<T>(items: readonly T[], count: number): T[] {
    return items.length <= count ? [...items] : this.shuffle(items).slice(0, count);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.#dice.roll(i + 1) - 1;
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
