/** The dice module: pools and their notation, rolling, exact odds, and the dice sources. */
export type { Dice } from './dice.ts';
export {
  buildPool,
  formatModifier,
  formatPool,
  maxRolled,
  parseModifier,
  parsePool,
  PoolSyntaxError,
} from './pool.ts';
export type { BuiltPool, Pool, PoolFloor, PoolModifier } from './pool.ts';
export { judgeOpposed, judgeUnopposed, keepHighest, rollPool } from './roll.ts';
export type { Outcome, Roll } from './roll.ts';
export {
  clearOddsCache,
  defaultOddsCacheCapacity,
  guardScore,
  opposedOdds,
  poolOdds,
  setOddsCacheCapacity,
} from './odds.ts';
export type { OpposedOdds, OpposedOddsOptions, PoolCounts, PoolOdds, PoolOddsOptions } from './odds.ts';
export { totalsSummary } from './totals.ts';
export type { TotalsSummary } from './totals.ts';
export { cryptoDice } from './crypto.ts';
export type { RandomFill } from './crypto.ts';
export { restoreSeededDice, seededDice } from './seeded.ts';
export type { SeededDice, SeededState } from './seeded.ts';
export type {
  HeistAmmo,
  HeistDice,
  HeistDie,
  HeistDieRole,
  HeistRollKind,
  RecordedOdds,
  RecordedOutcome,
} from './heist-dice.ts';
