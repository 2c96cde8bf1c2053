/**
 * `npm run bench`: prints how fast the exact odds engines (City of Thieves pools, HEIST shots and blasts), the
 * dice sources, the HEIST engine, the roster parser on hostile pastes and the campaign store (a long campaign, a long fight) are on this machine,
 * then the longest the window does not answer while a 100,000-entry campaign is imported through the built app
 * in Chromium (bench/ui-import.ts; it builds the renderer first). Figures only; nothing is asserted (the tests
 * check correctness).
 */
import { benchDice } from './dice.bench.ts';
import { benchOdds } from './odds.bench.ts';
import { benchRoster } from './roster.ts';
import { benchSkirmish } from './skirmish.ts';
import { benchSkirmishStore } from './skirmish-store.ts';
import { benchStore } from './store.bench.ts';
import { benchImportThroughUi } from './ui-import.ts';

console.log(`Heistbox benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
benchOdds();
benchDice();
benchSkirmish();
benchRoster();
await benchStore();
await benchSkirmishStore();
await benchImportThroughUi();
