import { cryptoDice } from '../core/dice/crypto.ts';
import type { Dice } from '../core/dice/dice.ts';
import { seededDice } from '../core/dice/seeded.ts';
import { measure, printTable } from './measure.ts';

const rollsPerRun = 1_000_000;

function rollsPerSecond(dice: Dice, sides: number): string {
  const timing = measure(
    () => {
      for (let i = 0; i < rollsPerRun; i++) dice.roll(sides);
    },
    rollsPerRun,
    7,
    2,
  );
  return `${(1000 / timing.perCall / 1e6).toFixed(1)} M/s`;
}

/** Throughput of the dice sources, 1,000,000 rolls per timed run. */
export function benchDice(): void {
  printTable(
    'Dice throughput (median of 7 runs of 1,000,000 rolls)',
    ['source', 'd6', 'd20'],
    [
      ['cryptoDice (batch 1024)', rollsPerSecond(cryptoDice(), 6), rollsPerSecond(cryptoDice(), 20)],
      ['seededDice (sfc32)', rollsPerSecond(seededDice('bench'), 6), rollsPerSecond(seededDice('bench'), 20)],
    ],
  );
}
