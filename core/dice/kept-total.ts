/**
 * The exact distribution of a roll-and-keep total (COT-DICE-4): roll R d6, keep the K highest, add them.
 *
 * Instead of visiting the multisets of R dice (C(R+5, 5) of them: 8.3 million for 60 dice), the programme
 * conditions on `v`, the lowest kept face (the K-th highest die), and on `a`, how many dice show more than v:
 *
 * - exactly a dice show more than v, and a < K (else the K-th highest die would exceed v);
 * - among the other R − a dice, which all show v or less, at least K − a show exactly v;
 * - the kept total is then (the sum of the a high dice) + v × (K − a).
 *
 * So P(total = s + v(K − a)) gains P(A = a) × P(B ≥ K − a) × P(a dice on v+1..6 sum to s), with A the number of
 * dice above v (binomial: R trials, 6−v in 6) and B the number showing exactly v among R − a dice that are
 * each uniform on 1..v (binomial: R − a trials, 1 in v). The a high dice are independent and uniform on
 * v+1..6, so their sum is a convolution power of a (6−v)-sided die, computed once and kept.
 *
 * Everything is a probability in float64, never a count: counts reach 6^99 ≈ 1e77, far past 2^53, while
 * every term here is a product of a few dozen non-negative factors, so each entry is accurate to a relative
 * error around 1e-14 (checked against exact BigInt enumeration in the tests). Cost: O(6·K·R) for the
 * binomials and O(5·K²) for the sums.
 */

/** `sumTables[m][a][i]` = P(a dice, each uniform on 0..m−1, sum to i); grown on demand. */
const sumTables: number[][][] = [[], [], [], [], [], []];

/** The distribution of the sum of `count` dice each uniform on 0..faces−1 (faces 0..5). */
function uniformSums(faces: number, count: number): readonly number[] {
  const table = sumTables[faces]!;
  if (table.length === 0) table.push([1]);
  while (table.length <= count) {
    const previous = table[table.length - 1]!;
    const next = new Array<number>(previous.length + faces - 1).fill(0);
    previous.forEach((p, i) => {
      const share = p / faces;
      for (let f = 0; f < faces; f++) next[i + f]! += share;
    });
    table.push(next);
  }
  return table[count]!;
}

/**
 * P(X = k) for k = 0..last, X binomial with n trials whose success chance is `hits / outOf`
 * (passed as integers, so p, 1 − p and their ratio each cost a single rounding).
 */
function binomialPmf(n: number, hits: number, outOf: number, last: number): number[] {
  const pmf = new Array<number>(last + 1).fill(0);
  const misses = outOf - hits;
  if (misses === 0) {
    if (n <= last) pmf[n] = 1;
    return pmf;
  }
  const ratio = hits / misses;
  let p = (misses / outOf) ** n;
  for (let k = 0; k <= Math.min(last, n); k++) {
    pmf[k] = p;
    p *= ((n - k) / (k + 1)) * ratio;
  }
  return pmf;
}

/**
 * P(X ≥ k), X binomial with n trials of chance 1/faces. Sums whichever side is smaller: the tail itself, or
 * the head below k subtracted from 1, so a tail near 1 comes out within an ulp of 1 rather than a few ulps
 * above it.
 */
function binomialTail(n: number, faces: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  const pmf = binomialPmf(n, 1, faces, n);
  let head = 0;
  for (let j = 0; j < k; j++) head += pmf[j]!;
  if (head < 0.5) return 1 - head;
  let tail = 0;
  for (let j = n; j >= k; j--) tail += pmf[j]!;
  return tail;
}

/**
 * `distribution[t]` = P(the K highest of R d6 sum to t), for t = 0..6K (zero below K).
 * The caller validates 1 ≤ kept ≤ rolled.
 */
export function keptTotalDistribution(rolled: number, kept: number): number[] {
  const distribution = new Array<number>(6 * kept + 1).fill(0);
  for (let v = 1; v <= 6; v++) {
    const above = binomialPmf(rolled, 6 - v, 6, kept - 1);
    for (let a = 0; a < kept; a++) {
      const pAbove = above[a]!;
      if (pAbove === 0) continue;
      const weight = pAbove * binomialTail(rolled - a, v, kept - a);
      if (weight === 0) continue;
      const sums = uniformSums(6 - v, a);
      const offset = a * (v + 1) + (kept - a) * v; // every high die at v+1, the other kept dice at v
      for (let i = 0; i < sums.length; i++) distribution[offset + i]! += weight * sums[i]!;
    }
  }
  return distribution.map((p) => Math.min(p, 1)); // rounding can land an ulp or two above a certainty
}
