import { skirmish } from '../core/index.ts';
import { clearShotOddsCache } from '../core/skirmish/index.ts';
import { formatDuration, measure, printTable } from './measure.ts';

/**
 * Part of `npm run bench`: the public exact-odds calls `skirmish.shotOdds` and `skirmish.grenadeOdds`, per
 * call (median and 95th percentile of single calls over a mix of the shots a fight asks about) and over their
 * whole input grids. Figures only; the tests check the odds against brute-force enumeration.
 */

type ShotOddsInput = skirmish.ShotOddsInput;
type GrenadeOddsInput = skirmish.GrenadeOddsInput;
type ShotDie = skirmish.ShotDie;

/** Every die after shifts: d6, d8, d10, d12, then d12+1..+3 (a bonus only exists on a d12). */
const shotDice: readonly (readonly [ShotDie, number])[] = [
  [6, 0],
  [8, 0],
  [10, 0],
  [12, 0],
  [12, 1],
  [12, 2],
  [12, 3],
];
const targetNumbers = Array.from({ length: 11 }, (_, i) => i + 2); // 2..12
/** Ammo levels 1..6: every capacity of the weapons table (1, 2, 3, 5, 6) and 4. */
const capacities = [1, 2, 3, 4, 5, 6];
const booleans = [false, true] as const;

/** The whole shot grid: every die, intense fire, TN 2..12, capacity × counters, point blank, Hail Mary. */
export function shotGrid(): ShotOddsInput[] {
  const grid: ShotOddsInput[] = [];
  for (const [die, bonus] of shotDice)
    for (const intense of booleans)
      for (const targetNumber of targetNumbers)
        for (const capacity of capacities)
          for (let ammoCounters = 0; ammoCounters < capacity; ammoCounters++)
            for (const pointBlank of booleans)
              for (const hailMary of booleans)
                grid.push({
                  die,
                  bonus,
                  intense,
                  targetNumber,
                  capacity,
                  ammoCounters,
                  pointBlank,
                  hailMary,
                });
  return grid;
}

/** Both blasts × distances 0–6.5" by half inches (no dice from 6") × TN 2..12. */
export function grenadeGrid(): GrenadeOddsInput[] {
  return (['frag', 'flashbang'] as const).flatMap((kind) =>
    Array.from({ length: 14 }, (_, i) => i / 2).flatMap((distance) =>
      targetNumbers.map((targetNumber) => ({ kind, distance, targetNumber })),
    ),
  );
}

/** A seeded random source for the mixes. */
function chooser(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    let r = next() * choices.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of choices) if ((r -= weight) < 0) return value;
    return choices[choices.length - 1]![0];
  };
  return { next, weighted };
}

/**
 * The shots a fight asks about: snap 3d8 and aimed 3d10 mostly, shifted now and then; TNs of the target
 * classes (HST-COVER-8, mostly in cover); the weapons table's ammo levels; the engine's optimal Hail Mary.
 */
export function shotMix(count: number, seed = 7): ShotOddsInput[] {
  const rng = chooser(seed);
  const weapons = skirmish.weaponNames.map((name) => skirmish.weaponTable[name].capacity);
  return Array.from({ length: count }, () => {
    const [die, bonus] = rng.weighted<readonly [ShotDie, number]>([
      [[6, 0], 10],
      [[8, 0], 35],
      [[10, 0], 35],
      [[12, 0], 12],
      [[12, 1], 5],
      [[12, 2], 2],
      [[12, 3], 1],
    ]);
    const capacity = weapons[Math.floor(rng.next() * weapons.length)]!;
    return {
      die,
      bonus,
      intense: rng.next() < 0.25,
      targetNumber: rng.weighted([
        [10, 30],
        [9, 15],
        [8, 20],
        [7, 10],
        [6, 20],
        [5, 5],
      ]),
      capacity,
      ammoCounters: Math.floor(rng.next() * capacity),
      pointBlank: rng.next() < 0.1,
      hailMary: rng.next() < 0.8,
    };
  });
}

/** Blasts as a fight sets them off: mostly frag, anywhere up to 6", TN 6 in the open or 10 behind cover. */
export function grenadeMix(count: number, seed = 11): GrenadeOddsInput[] {
  const rng = chooser(seed);
  return Array.from({ length: count }, () => ({
    kind: rng.next() < 0.7 ? 'frag' : 'flashbang',
    distance: Math.round(rng.next() * 64) / 10,
    targetNumber: rng.next() < 0.6 ? 6 : 10,
  }));
}

/** Keeps the results alive so the optimiser cannot drop the calls. */
let sink = 0;

interface Spread {
  readonly median: number;
  readonly p95: number;
}

/** Times every call on its own (`prepare` runs untimed before each); median and 95th percentile in ms. */
function singleCalls<T>(inputs: readonly T[], call: (input: T) => number, prepare = () => {}): Spread {
  const times = new Float64Array(inputs.length);
  inputs.forEach((input, i) => {
    prepare();
    const start = process.hrtime.bigint();
    sink += call(input);
    times[i] = Number(process.hrtime.bigint() - start) / 1e6;
  });
  times.sort();
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** The timer's own cost, included in every single-call figure. */
function timerCost(): number {
  return singleCalls(new Array<number>(5000).fill(0), () => 0).median;
}

const shot = (input: ShotOddsInput) => skirmish.shotOdds(input).kill;
const grenade = (input: GrenadeOddsInput) => skirmish.grenadeOdds(input).kill;

function shotRows(): string[][] {
  const mix = shotMix(4000);
  mix.forEach(shot); // warm the JIT and the hit tables
  const warm = singleCalls(mix, shot);
  const cold = singleCalls(mix.slice(0, 1000), shot, clearShotOddsCache);
  const grid = shotGrid();
  const gridCold = measure(
    () => {
      clearShotOddsCache();
      for (const input of grid) sink += shot(input);
    },
    grid.length,
    5,
    1,
  );
  const gridWarm = measure(() => grid.forEach((input) => (sink += shot(input))), grid.length, 5, 1);
  const gridRow = (label: string, timing: { perRun: number; perCall: number }) => [
    label,
    grid.length.toLocaleString('en'),
    '',
    '',
    formatDuration(timing.perRun),
    formatDuration(timing.perCall),
  ];
  return [
    ['shotOdds, single calls, hit tables remembered', String(mix.length), ...spread(warm), '', ''],
    ['shotOdds, single calls, cold (hit table built)', '1,000', ...spread(cold), '', ''],
    gridRow('shotOdds, whole grid, cold (every table built once)', gridCold),
    gridRow('shotOdds, whole grid, tables remembered', gridWarm),
  ];
}

function grenadeRows(): string[][] {
  const mix = grenadeMix(4000);
  mix.forEach(grenade);
  const single = singleCalls(mix, grenade);
  const grid = grenadeGrid();
  const all = measure(() => grid.forEach((input) => (sink += grenade(input))), grid.length, 9, 3);
  return [
    ['grenadeOdds, single calls', String(mix.length), ...spread(single), '', ''],
    [
      'grenadeOdds, whole grid',
      String(grid.length),
      '',
      '',
      formatDuration(all.perRun),
      formatDuration(all.perCall),
    ],
  ];
}

const spread = (s: Spread) => [formatDuration(s.median), formatDuration(s.p95)];

/** Prints `shotOdds` and `grenadeOdds` per call and over their whole input grids. */
export function benchSkirmishOdds(): void {
  const rows = [...shotRows(), ...grenadeRows()];
  printTable(
    'HEIST exact odds (skirmish.shotOdds, skirmish.grenadeOdds). Single calls: each call timed alone over a mix\n' +
      'of the shots a fight asks about (3d8/3d10 mostly, TN 5–10, the weapons table, Hail Mary 80%) or of blasts\n' +
      `(frag/flashbang, 0–6.4", TN 6/10); the timer's own ${formatDuration(timerCost())} is included.\n` +
      'Shot grid: d6, d8, d10, d12, d12+1..+3 × intense × TN 2–12 × capacity 1–6 × counters 0..capacity−1 × point\n' +
      'blank × Hail Mary; grenade grid: frag/flashbang × 0–6.5" by half inches × TN 2–12. Grids: medians of runs.',
    ['what', 'calls', 'median', 'p95', 'total', 'per call'],
    rows,
  );
  if (sink === Number.MIN_VALUE) console.log(sink); // never true: uses the sink
}
