/**
 * `npm run bench`: prints how fast the exact odds engines (City of Thieves pools, HEIST shots and blasts), the
 * dice sources, the HEIST engine, the roster parser on hostile pastes and the campaign store (a long campaign, a long fight) are on this machine.
 * Figures only; nothing is asserted (the tests check correctness).
 */
import { benchDice } from './dice.bench.ts';
import { benchOdds } from './odds.bench.ts';
import { benchRoster } from './roster.ts';
import { benchSkirmish } from './skirmish.ts';
import { benchSkirmishStore } from './skirmish-store.ts';
import { benchStore } from './store.bench.ts';

console.log(`Heistbox benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
benchOdds();
benchDice();
benchSkirmish();
benchRoster();
await benchStore();
await benchSkirmishStore();
