/**
 * Hail Mary (HST-SHOOT-7, HST-D-25): a die showing its natural maximum may be given up to add +1 to another
 * die; several may feed the same die; a die given up is no hit. Applied after the ammo and jam checks, to the
 * dice that reached the target. The engine proposes the allocation with the most hits (fewest dice given up
 * among equals, so more dice stay for collateral, HST-D-29); the player may choose another.
 */

/** One donation: the die at `donor` (natural maximum) gives +1 to the die at `recipient`. */
export interface Donation {
  readonly donor: number;
  readonly recipient: number;
}

export type HailMaryAllocation = readonly Donation[];

/** The dice one shot puts against one target: natural faces and their final values. */
export interface TargetDice {
  /** Die type (sides). */
  readonly die: number;
  /** Added to every result (shifts beyond d12). */
  readonly bonus: number;
  /** Natural faces of the whole roll, in the order rolled. */
  readonly faces: readonly number[];
  /** Indices into `faces` of the dice that reached the target (not given to obstructions). */
  readonly reaching: readonly number[];
}

/**
 * Why an allocation is not allowed for these dice, or null when it is.
 */
export function allocationProblem(dice: TargetDice, allocation: HailMaryAllocation): string | null {
  const donors = new Set<number>();
  for (const { donor, recipient } of allocation) {
    if (!dice.reaching.includes(donor) || !dice.reaching.includes(recipient)) {
      return `Die ${donor + 1} or ${recipient + 1} did not reach the target`;
    }
    if (dice.faces[donor] !== dice.die) return `Die ${donor + 1} is not a natural ${dice.die}`;
    if (donor === recipient) return `Die ${donor + 1} cannot feed itself`;
    if (donors.has(donor)) return `Die ${donor + 1} is given up only once`;
    donors.add(donor);
  }
  if (allocation.some(({ recipient }) => donors.has(recipient))) return 'A die given up cannot receive +1';
  return null;
}

/**
 * The final value of every die that reached the target and was not given up, by index into `faces`.
 * @throws RangeError when the allocation is not allowed (see `allocationProblem`).
 */
export function finalValues(dice: TargetDice, allocation: HailMaryAllocation): ReadonlyMap<number, number> {
  const problem = allocationProblem(dice, allocation);
  if (problem) throw new RangeError(problem);
  const given = new Set(allocation.map((d) => d.donor));
  const values = new Map<number, number>();
  for (const index of dice.reaching) {
    if (!given.has(index)) values.set(index, dice.faces[index]! + dice.bonus);
  }
  for (const { recipient } of allocation) values.set(recipient, values.get(recipient)! + 1);
  return values;
}

/** Hits of final values against a target number (HST-SHOOT-6). */
export function countHits(values: Iterable<number>, targetNumber: number): number {
  let hits = 0;
  for (const value of values) if (value >= targetNumber) hits++;
  return hits;
}

/**
 * The allocation with the most hits against `targetNumber` (HST-D-25), giving up as few dice as possible.
 * When the best die already reaches the target number, giving a die up loses a hit for at most one gained,
 * so none is proposed. Otherwise no die hits unaided: a hit needs a recipient raised by its whole deficit,
 * and a natural maximum (deficit `gap` = TN − max, costing itself plus `gap` donors) is the cheapest
 * recipient there is — any other die has a deficit of at least `gap` + 1. So the best is ⌊maxima / (gap + 1)⌋
 * hits, each a maximum fed by `gap` others (checked against exhaustive search in the tests).
 */
export function bestAllocation(dice: TargetDice, targetNumber: number): HailMaryAllocation {
  const top = dice.die + dice.bonus;
  if (top >= targetNumber) return [];
  const gap = targetNumber - top;
  const pool = dice.reaching.filter((i) => dice.faces[i] === dice.die);
  const allocation: Donation[] = [];
  while (pool.length >= gap + 1) {
    const recipient = pool.shift()!;
    for (let k = 0; k < gap; k++) allocation.push({ donor: pool.shift()!, recipient });
  }
  return allocation;
}

/** Hits with the best allocation, counted the quick way the odds engine needs (same answer as above). */
export function bestHits(faces: readonly number[], die: number, bonus: number, targetNumber: number): number {
  let maxima = 0;
  let hits = 0;
  for (const face of faces) {
    if (face + bonus >= targetNumber) hits++;
    if (face === die) maxima++;
  }
  const top = die + bonus;
  return top >= targetNumber ? hits : Math.floor(maxima / (targetNumber - top + 1));
}
