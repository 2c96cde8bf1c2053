import type { CampaignState, EngineId } from '../../../../core/index.ts';
import { OfferRefused, Run } from './bot.ts';
import {
  Tally,
  checkCandidates,
  checkOffers,
  checkReplay,
  checkSchemas,
  checkState,
  checkUndo,
  checkUndoFrom,
} from './checks.ts';
import { checkOdds } from './odds-check.ts';

/** How much the bot plays of each engine, and how often the costlier checks run. */
export interface PlayOptions {
  /** Steps in all, at least (runs are added until they are played). */
  readonly steps: number;
  /** Steps of one run at most, before its campaign is put away and a new sample opens. */
  readonly perRun: number;
  /** Every option offered, every candidate, odds, a whole replay and the log's undo: every `every` steps. */
  readonly every: number;
  /** Offered options decided at such a step, at most (picked at random). */
  readonly offersPerCheck: number;
  /** Candidates decided at such a step, at most (and a quarter as many swaps of offered commands). */
  readonly candidatesPerCheck: number;
  /** Options whose odds are enumerated at every other such step, at most. */
  readonly oddsPerStep: number;
  /** Sequences of faces an enumeration may try, at most (6^3: three d6). */
  readonly oddsCap: number;
  /** Sequences of faces tried in all the engine's enumerations, after which no more odds are checked. */
  readonly oddsBudget: number;
  /** The first run's seed; the next runs count up from it. */
  readonly seed: number;
}

export const defaultPlay: PlayOptions = {
  steps: 2_000,
  perRun: 160,
  every: 12,
  offersPerCheck: 6,
  candidatesPerCheck: 8,
  oddsPerStep: 1,
  oddsCap: 6 ** 3,
  oddsBudget: 10_000,
  seed: 1,
};

/** Entries between the states kept to undo from, as the store keeps checkpoints (fewer: cheaper per step). */
const checkpointEvery = 4;

/** An offered command refused this many times in one run ends it: the finding is written down already. */
const refusalsPerRun = 5;

/** Plays runs of the engine's sample scenes until `options.steps` steps are played, checking each step. */
export function play(id: EngineId, options: PlayOptions = defaultPlay): Tally {
  const tally = new Tally(id);
  const cpu = process.cpuUsage();
  for (let seed = options.seed; tally.steps < options.steps; seed++) {
    let run: Run;
    try {
      run = new Run(id, seed);
    } catch (error) {
      tally.find('crash', `seed ${seed}, opening`, describe(error));
      break;
    }
    checkSchemas(tally, run, run.opening, `seed ${seed}, opening`);
    playRun(tally, run, seed, options);
    tally.runs.push({ seed, steps: run.steps, acts: run.acts, end: run.end ?? 'budget' });
    tally.steps += run.steps;
    tally.acts += run.acts;
    if (run.steps === 0) break; // a run that plays nothing would loop for ever; the suite fails it
  }
  const used = process.cpuUsage(cpu);
  tally.cpuSeconds = (used.user + used.system) / 1e6;
  return tally;
}

function playRun(tally: Tally, run: Run, seed: number, options: PlayOptions): void {
  let kept: { upTo: number; state: CampaignState } = { upTo: run.entries.length, state: run.state };
  while (run.end === null && run.steps < options.perRun) {
    const where = `seed ${seed}, step ${run.steps + 1}`;
    try {
      const scene = run.scene();
      if (scene === null) break;
      const sampled = run.steps % options.every === 0;
      // The whole log replayed, its undo and redo, each scene rebuilt from its events: every third sampled step.
      const deep = run.steps % (options.every * 3) === 0;
      const moment = run.moment(scene, sampled);
      if (sampled) {
        checkOffers(tally, run, moment, where, options.offersPerCheck);
        checkCandidates(tally, run, moment, where, options.candidatesPerCheck);
        if (run.steps % (options.every * 2) === 0 && tally.oddsLeaves < options.oddsBudget)
          checkOdds(tally, run, moment, where, options.oddsPerStep, options.oddsCap);
      }
      const step = run.step(moment);
      if (step === null) break;
      checkSchemas(tally, run, step, where);
      checkUndoFrom(tally, kept, run.entries, step.before, where);
      if (deep) {
        checkUndo(tally, run, step, where);
        checkReplay(tally, run, where);
        checkState(tally, run, where);
      }
      if (run.entries.length - kept.upTo >= checkpointEvery)
        kept = { upTo: run.entries.length, state: run.state };
    } catch (error) {
      if (error instanceof OfferRefused) {
        tally.find('offered', where, error.message);
        if (run.refusedOffers < refusalsPerRun) continue;
      } else tally.find('crash', where, describe(error));
      run.end = 'stuck';
    }
  }
  checkReplay(tally, run, `seed ${seed}, end`);
  checkState(tally, run, `seed ${seed}, end`);
}

function describe(error: unknown): string {
  return error instanceof Error
    ? `${error.message}\n${error.stack?.split('\n').slice(1, 4).join('\n')}`
    : String(error);
}

/** The summary line the suite prints for an engine. */
export function summary(tally: Tally): string {
  const c = tally.checked;
  const ends = tally.runs.reduce<Record<string, number>>(
    (all, r) => ({ ...all, [r.end]: (all[r.end] ?? 0) + 1 }),
    {},
  );
  return [
    `conformance ${tally.engine}: ${tally.steps} steps played in ${tally.runs.length} runs`,
    `(${tally.cpuSeconds.toFixed(1)} s of CPU)`,
    `(${tally.acts} engine actions; runs ended ${Object.entries(ends)
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ')})`,
    `· checked: ${c.schemas} steps through the schemas, ${c.replay} replays, ${c.undo} undos,`,
    `${c.offered} offered options accepted, ${c.refused} candidates refused,`,
    `${c.odds} odds by every face (${[...tally.oddsActions].join(', ') || 'none'};`,
    `${tally.oddsTooMany} with too many dice, ${tally.oddsUntold} untold by their events)`,
  ].join(' ');
}
