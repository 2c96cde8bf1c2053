/** Timing helpers for the benchmarks: warm up, then the median of several timed runs. */

/**
 * The benchmarks' clock, in milliseconds: wall time, or with `BENCH_CLOCK=cpu` the CPU time this process used
 * (user + system, its garbage collector's threads included), which other programs taking turns on a busy
 * machine's cores do not stretch. The store runs in-process over fake-indexeddb, so on an idle machine the two
 * agree.
 */
export const clock: () => number =
  process.env.BENCH_CLOCK === 'cpu'
    ? () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      }
    : () => performance.now();

export interface Timing {
  /** Median milliseconds per call. */
  readonly perCall: number;
  /** Median milliseconds per run of `calls` calls. */
  readonly perRun: number;
  readonly calls: number;
}

/**
 * Times `task` (which performs `calls` calls) `runs` times after `warmUps` untimed runs, and reports medians,
 * so one garbage collection or JIT recompilation does not move the figure.
 */
export function measure(task: () => void, calls = 1, runs = 9, warmUps = 3): Timing {
  for (let i = 0; i < warmUps; i++) task();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = clock();
    task();
    durations.push(clock() - start);
  }
  durations.sort((a, b) => a - b);
  const perRun = durations[Math.floor(durations.length / 2)]!;
  return { perRun, perCall: perRun / calls, calls };
}

/** Prints rows as an aligned text table. */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Milliseconds with three significant-ish digits, microseconds below 1 ms, nanoseconds below 1 µs. */
export function formatDuration(ms: number): string {
  if (ms < 0.001) return `${(ms * 1e6).toFixed(0)} ns`;
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}
