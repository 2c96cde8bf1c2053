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
