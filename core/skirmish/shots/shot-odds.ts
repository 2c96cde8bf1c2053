import { bestHits } from './hail-mary.ts';
import { dieLadder } from './dice-shift.ts';
import type { ShotDie } from './dice-shift.ts';

/**
 * Exact odds of a shot before it is rolled (HST-SHOOT-4..7, HST-LOF-3, HST-WPN-6): every multiset of natural
 * faces is visited once with its multinomial count, so the figures are exact (integer counts over die^n) and
 * match brute-force enumeration of the ordered outcomes (tests). Ammo counters come from natural 1s, jams
 * from natural runs; obstructions take the highest dice; Hail Mary is used optimally on the rest.
 */

/** The public shot-odds input (see `shotOdds`). */
export interface ShotOddsInput {
  /** The die type after all shifts. */
  readonly die: ShotDie;
  /** +1 per shift beyond d12 (only with a d12). */
  readonly bonus: number;
  /** Intense fire: four dice and one automatic ammo counter. */
  readonly intense: boolean;
  readonly targetNumber: number;
  /** The weapon's ammo level. */
  readonly capacity: number;
  /** Counters already on the weapon (fewer than its capacity, or it could not shoot). */
  readonly ammoCounters: number;
  /** Hits count double. */
  readonly pointBlank: boolean;
  /** Use Hail Mary optimally. */
  readonly hailMary: boolean;
}

/** Probabilities of the shot's effect by hit count; `none` includes the automatic misses. */
export interface ShotOdds {
  readonly none: number;
  readonly stun: number;
  readonly wound: number;
  readonly kill: number;
  /** Counters went over capacity: the shot hits nothing. */
  readonly autoMiss: number;
  /** The weapon is out of ammo after this shot (including the automatic misses). */
  readonly outOfAmmo: number;
}

/** The engine's fuller question: obstructions, jams, any number of dice. */
export interface ShotSpec extends ShotOddsInput {
  /** Dice rolled: 3, or 4 with intense fire. */
  readonly dice: number;
  /** Obstructions on the line of fire: each takes the highest remaining die (HST-LOF-3). */
  readonly obstructions: number;
  /** HST-WPN-6: count the chance of a jam. */
  readonly unreliable: boolean;
}

/** The distribution of hits on the target after doubling; automatic misses count as 0 hits. */
export interface ShotDistribution {
  /** `hits[h]` = P(h hits on the target), h = 0..2·dice. */
  readonly hits: readonly number[];
  readonly autoMiss: number;
  readonly outOfAmmo: number;
  /** P(three natural faces form a run) — meaningful for an unreliable weapon. */
  readonly jam: number;
}

interface Table {
  /** counts[ones][hits] over ordered outcomes. */
  readonly counts: readonly (readonly number[])[];
  readonly jams: number;
  readonly total: number;
}

const tables = new Map<string, Table>();
const tableCacheLimit = 2048;

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Visits every non-decreasing tuple of `length` faces from `from`..`die`. */
function visitMultisets(die: number, length: number, visit: (faces: readonly number[]) => void): void {
  const faces = new Array<number>(length).fill(1);
  const step = (position: number, from: number): void => {
    if (position === length) {
      visit(faces);
      return;
    }
    for (let face = from; face <= die; face++) {
      faces[position] = face;
      step(position + 1, face);
    }
  };
  step(0, 1);
}

/** Ordered outcomes that sort to this multiset: n! / Π(multiplicity!). */
function arrangements(sorted: readonly number[]): number {
  let result = factorial(sorted.length);
  let run = 1;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && sorted[i] === sorted[i - 1]) run++;
    else {
      result /= factorial(run);
      run = 1;
    }
  }
  return result;
}

/** HST-D-42: any three dice form a run of consecutive values. */
export function hasRun(faces: readonly number[]): boolean {
  const values = new Set(faces);
  for (const v of values) if (values.has(v + 1) && values.has(v + 2)) return true;
  return false;
}

function buildTable(
  die: number,
  bonus: number,
  dice: number,
  tn: number,
  hailMary: boolean,
  obstructions: number,
): Table {
  const counts = Array.from({ length: dice + 1 }, () => new Array<number>(dice + 1).fill(0));
  let jams = 0;
  const reaching = Math.max(0, dice - obstructions);
  visitMultisets(die, dice, (sorted) => {
    const weight = arrangements(sorted);
    let ones = 0;
    for (const face of sorted) if (face === 1) ones++;
    const target = sorted.slice(0, reaching); // the highest dice went to the obstructions, nearest first
    const hits = hailMary ? bestHits(target, die, bonus, tn) : target.filter((f) => f + bonus >= tn).length;
    counts[ones]![hits]! += weight;
    if (hasRun(sorted)) jams += weight;
  });
  return { counts, jams, total: die ** dice };
}

function tableFor(spec: ShotSpec): Table {
  const key = [spec.die, spec.bonus, spec.dice, spec.targetNumber, spec.hailMary, spec.obstructions].join(
    '|',
  );
  let table = tables.get(key);
  if (!table) {
    if (tables.size >= tableCacheLimit) tables.clear();
    table = buildTable(spec.die, spec.bonus, spec.dice, spec.targetNumber, spec.hailMary, spec.obstructions);
    tables.set(key, table);
  }
  return table;
}

function check(ok: boolean, field: string, message: string, value: unknown): void {
  if (!ok) throw new RangeError(`${field} ${message} (got ${String(value)})`);
}

const isWhole = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** @throws RangeError naming the field when an input is out of range. */
export function validateShotOddsInput(input: ShotOddsInput): void {
  check(dieLadder.includes(input.die), 'die', 'must be 6, 8, 10 or 12', input.die);
  check(isWhole(input.bonus, 0, 10), 'bonus', 'must be a whole number 0–10', input.bonus);
  check(input.bonus === 0 || input.die === 12, 'bonus', 'is only possible on a d12', input.bonus);
  check(typeof input.intense === 'boolean', 'intense', 'must be true or false', input.intense);
  check(
    isWhole(input.targetNumber, 1, 30),
    'targetNumber',
    'must be a whole number 1–30',
    input.targetNumber,
  );
  check(isWhole(input.capacity, 1, 99), 'capacity', 'must be a whole number 1–99', input.capacity);
  check(
    isWhole(input.ammoCounters, 0, input.capacity - 1),
    'ammoCounters',
    `must be a whole number from 0 to capacity − 1 (${input.capacity - 1}): a weapon at capacity cannot shoot`,
    input.ammoCounters,
  );
  check(typeof input.pointBlank === 'boolean', 'pointBlank', 'must be true or false', input.pointBlank);
  check(typeof input.hailMary === 'boolean', 'hailMary', 'must be true or false', input.hailMary);
}

/**
 * The exact hit distribution of a shot with obstructions and jams (the engine's odds; `shotOdds` is the
 * public summary). Inputs are trusted: `shotOdds` validates them.
 */
export function shotDistribution(spec: ShotSpec): ShotDistribution {
  const table = tableFor(spec);
  const multiplier = spec.pointBlank ? 2 : 1;
  const hits = new Array<number>(spec.dice * multiplier + 1).fill(0);
  const automatic = spec.intense ? 1 : 0; // HST-SHOOT-5: intense fire takes a counter automatically
  let autoMiss = 0;
  let outOfAmmo = 0;
  table.counts.forEach((byHits, ones) => {
    const counters = spec.ammoCounters + ones + automatic;
    byHits.forEach((count, h) => {
      if (count === 0) return;
      if (counters >= spec.capacity) outOfAmmo += count;
      if (counters > spec.capacity) {
        autoMiss += count; // the shot hits nothing
        hits[0]! += count;
      } else hits[h * multiplier]! += count; // HST-SHOOT-3: point blank hits count double
    });
  });
  return {
    hits: hits.map((c) => c / table.total),
    autoMiss: autoMiss / table.total,
    outOfAmmo: outOfAmmo / table.total,
    jam: spec.unreliable ? table.jams / table.total : 0,
  };
}

/**
 * Exact odds of a shot (HST-SHOOT-2..7, HST-DMG-1): three dice of `die` (four with intense fire) plus `bonus`
 * each, against `targetNumber`, with the weapon's ammo counters. 0 hits (or an automatic miss) is `none`,
 * 1 `stun`, 2 `wound`, 3 or more `kill`, counted on hits (after point-blank doubling), not on the target's
 * condition.
 * @throws RangeError naming the field when an input is out of range.
 */
export function shotOdds(input: ShotOddsInput): ShotOdds {
  validateShotOddsInput(input);
  const dist = shotDistribution({
    ...input,
    dice: input.intense ? 4 : 3,
    obstructions: 0,
    unreliable: false,
  });
  const at = (h: number) => dist.hits[h] ?? 0;
  const kill = dist.hits.slice(3).reduce((sum, p) => sum + p, 0);
  return { none: at(0), stun: at(1), wound: at(2), kill, autoMiss: dist.autoMiss, outOfAmmo: dist.outOfAmmo };
}

/** Forgets the remembered hit tables (the bench measures cold calls this way). */
export function clearShotOddsCache(): void {
  tables.clear();
}
