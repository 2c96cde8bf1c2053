/**
 * `npm run bench`: prints how fast the exact odds engine and the dice sources are on this machine.
 * Figures only; nothing is asserted (the tests check correctness).
 */
import { benchDice } from './dice.bench.ts';
import { benchOdds } from './odds.bench.ts';

console.log(`Heistbox benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
benchOdds();
benchDice();
