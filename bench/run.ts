/**
 * `npm run bench`: prints how fast the exact odds engine, the dice sources and the campaign store are on this
 * machine. Figures only; nothing is asserted (the tests check correctness).
 */
import { benchDice } from './dice.bench.ts';
import { benchOdds } from './odds.bench.ts';
import { benchSkirmish } from './skirmish.ts';
import { benchStore } from './store.bench.ts';

console.log(`Heistbox benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
benchOdds();
benchDice();
benchSkirmish();
await benchStore();
