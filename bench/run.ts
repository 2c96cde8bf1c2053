/**
 * `npm run bench`: prints how fast the exact odds engines (City of Thieves pools, HEIST shots and blasts), the
 * dice sources, the HEIST engine, the roster parser on hostile pastes and the campaign store (a long campaign, a long fight, the
 * timeline with its rewinds and forks) are on this machine,
 * the players' screen over loopback (bench/players.ts), then the longest the window does not answer while a 100,000-entry campaign is imported through the built app
 * in Chromium (bench/ui-import.ts; it builds the renderer first). Figures only; nothing is asserted (the tests
 * check correctness).
 *
 * Name sections to run only those: `npx tsx bench/run.ts store fight` (the names are the keys of `sections`). On a
 * busy machine, `BENCH_CLOCK=cpu` times the store and fight sections (and every `measure`) in this process's CPU
 * time instead of wall time (bench/measure.ts).
 */
import { benchBoard } from './board.ts';
import { benchDice } from './dice.bench.ts';
import { benchOdds } from './odds.bench.ts';
import { benchPlayers } from './players.ts';
import { benchRoster } from './roster.ts';
import { benchSkirmish } from './skirmish.ts';
import { benchSkirmishStore } from './skirmish-store.ts';
import { benchStore } from './store.bench.ts';
import { benchTimeline } from './timeline.ts';
import { benchImportThroughUi } from './ui-import.ts';

/** Every section, in the order a full run prints them. */
const sections: Readonly<Record<string, () => unknown>> = {
  odds: benchOdds,
  dice: benchDice,
  skirmish: benchSkirmish,
  roster: benchRoster,
  store: benchStore,
  fight: benchSkirmishStore,
  timeline: benchTimeline,
  board: benchBoard,
  players: benchPlayers,
  'ui-import': benchImportThroughUi,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`No bench section ${unknown.join(', ')}: choose among ${Object.keys(sections).join(', ')}.`);
  process.exit(1);
}
const clockName = process.env.BENCH_CLOCK === 'cpu' ? 'CPU time' : 'wall time';
console.log(`Heistbox benchmarks — Node ${process.version}, ${new Date().toISOString()}, ${clockName}`);
for (const [name, run] of Object.entries(sections)) {
  if (asked.length === 0 || asked.includes(name)) await run();
}
