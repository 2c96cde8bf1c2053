/**
 * The slow and obvious answers the skirmish odds are checked against: every ordered outcome of the dice,
 * and every possible Hail Mary allocation tried in turn.
 */

/** Visits every ordered outcome of `count` dice with `sides` faces. */
export function everyOutcome(sides: number, count: number, visit: (faces: readonly number[]) => void): void {
  const faces = new Array<number>(count).fill(1);
  for (;;) {
    visit(faces);
    let digit = 0;
    while (digit < count && faces[digit] === sides) faces[digit++] = 1;
    if (digit === count) return;
    faces[digit]!++;
  }
}

/** The most hits any Hail Mary allocation gives, found by trying every one (each maximum: keep, or feed any other die). */
export function exhaustiveHailMary(
  values: readonly number[],
  naturalMax: readonly boolean[],
  targetNumber: number,
): number {
  const n = values.length;
  const maxima = values.map((_, i) => i).filter((i) => naturalMax[i]);
  let best = 0;
  const choice = new Array<number>(maxima.length).fill(-1);
  const visit = (k: number): void => {
    if (k === maxima.length) {
      const donors = new Set(maxima.filter((_, j) => choice[j]! >= 0));
      if (choice.some((r) => r >= 0 && donors.has(r))) return;
      const bonus = new Array<number>(n).fill(0);
      choice.forEach((r) => {
        if (r >= 0) bonus[r]!++;
      });
      let hits = 0;
      for (let i = 0; i < n; i++) if (!donors.has(i) && values[i]! + bonus[i]! >= targetNumber) hits++;
      best = Math.max(best, hits);
      return;
    }
    for (let r = -1; r < n; r++) {
      if (r === maxima[k]) continue;
      choice[k] = r;
      visit(k + 1);
    }
  };
  visit(0);
  return best;
}

export interface BruteShot {
  readonly die: number;
  readonly bonus: number;
  readonly dice: number;
  readonly intense: boolean;
  readonly targetNumber: number;
  readonly capacity: number;
  readonly ammoCounters: number;
  readonly pointBlank: boolean;
  readonly hailMary: boolean;
  readonly obstructions: number;
}

/** Exact counts by brute force: hits[h] (after doubling), autoMiss, outOfAmmo, runs, over die^dice. */
export function bruteForceShot(spec: BruteShot): {
  hits: number[];
  autoMiss: number;
  outOfAmmo: number;
  runs: number;
  total: number;
} {
  const hits = new Array<number>(spec.dice * 2 + 1).fill(0);
  let autoMiss = 0;
  let outOfAmmo = 0;
  let runs = 0;
  everyOutcome(spec.die, spec.dice, (faces) => {
    const counters = spec.ammoCounters + faces.filter((f) => f === 1).length + (spec.intense ? 1 : 0);
    const set = new Set(faces);
    if ([...set].some((v) => set.has(v + 1) && set.has(v + 2))) runs++;
    if (counters >= spec.capacity) outOfAmmo++;
    if (counters > spec.capacity) {
      autoMiss++;
      hits[0]!++;
      return;
    }
    const sorted = [...faces].sort((a, b) => b - a).slice(spec.obstructions);
    const values = sorted.map((f) => f + spec.bonus);
    const raw = spec.hailMary
      ? exhaustiveHailMary(
          values,
          sorted.map((f) => f === spec.die),
          spec.targetNumber,
        )
      : values.filter((v) => v >= spec.targetNumber).length;
    hits[spec.pointBlank ? raw * 2 : raw]!++;
  });
  return { hits, autoMiss, outOfAmmo, runs, total: spec.die ** spec.dice };
}
