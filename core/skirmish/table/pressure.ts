/**
 * Pressure (HST-PRESS-1..4): each side's pressure level, and the clocks of the rising (chess clock),
 * overtime (turn timer) and constant modes. No timers here: commands carry their time (epoch ms) and the
 * engine derives the clocks from those times.
 */

export const pressureModes = ['off', 'rising', 'overtime', 'constant'] as const;
export type PressureMode = (typeof pressureModes)[number];

/**
 * HST-PRESS-1: 2 minutes per model in the starting force plus 1 per model with 4 or more actions; rounded up
 * to the next 5 minutes when both players agree (`pressure_level_rounding`).
 */
export function pressureLevel(actions: readonly number[], rounding: boolean): number {
  const minutes = 2 * actions.length + actions.filter((a) => a >= 4).length;
  return rounding ? Math.ceil(minutes / 5) * 5 : minutes;
}

/** The clock state kept in the skirmish (see types.ts `PressureState`). */
export interface Clock {
  readonly used: Readonly<Record<string, number>>;
  readonly points: Readonly<Record<string, number>>;
  /** Rising mode: full levels each side's clock has passed (points already given for it). */
  readonly passed: Readonly<Record<string, number>>;
  readonly running: { readonly side: string; readonly since: number; readonly reacting: boolean } | null;
  readonly turnUsed: number;
  readonly paused: boolean;
}

/** Adds the time since the last change to the running clock (and to the turn timer outside reactions). */
export function accumulate(clock: Clock, at: number): Clock {
  const running = clock.running;
  if (!running) return clock;
  const elapsed = clock.paused ? 0 : Math.max(0, at - running.since);
  return {
    ...clock,
    used: { ...clock.used, [running.side]: (clock.used[running.side] ?? 0) + elapsed },
    turnUsed: running.reacting ? clock.turnUsed : clock.turnUsed + elapsed, // HST-PRESS-3: paused during reactions
    running: { ...running, since: Math.max(running.since, at) },
  };
}

/** Switches the clock to `side` at `at` (HST-PRESS-2: it runs for the reacting player during reactions). */
export function switchClock(clock: Clock, at: number, side: string | null, reacting: boolean): Clock {
  const settled = accumulate(clock, at);
  return { ...settled, running: side === null ? null : { side, since: at, reacting } };
}

/** Milliseconds on each side's clock as of `at`. */
export function usedAt(clock: Clock, at: number): Readonly<Record<string, number>> {
  return accumulate(clock, at).used;
}

/** The turn timer as of `at` (overtime mode). */
export function turnUsedAt(clock: Clock, at: number): number {
  return accumulate(clock, at).turnUsed;
}

export const minute = 60_000;

/** HST-PRESS-2: full pressure levels a clock has passed. */
export function levelsPassed(usedMs: number, levelMinutes: number): number {
  return levelMinutes > 0 ? Math.floor(usedMs / (levelMinutes * minute)) : 0;
}

/**
 * HST-PRESS-3, HST-D-33: the opponent's points for a turn that took `elapsedMs` against a level: 0 up to half
 * the level (exactly half included), 1 up to the level (exactly the level included), 2 beyond it.
 */
export function overtimePoints(elapsedMs: number, levelMinutes: number): number {
  const level = levelMinutes * minute;
  if (elapsedMs <= level / 2) return 0;
  return elapsedMs <= level ? 1 : 2;
}
