/**
 * The only source of randomness in core: rules receive a `Dice` and never call `Math.random()`.
 * Production uses `cryptoDice()` (./crypto.ts); tests use fixed faces or a seeded generator (./seeded.ts).
 */
export interface Dice {
  /** A uniformly random integer in 1..sides. */
  roll(sides: number): number;
}
