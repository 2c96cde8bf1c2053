import * as v from 'valibot';
import {
  apply,
  decide,
  playerAudiences,
  playerView,
  playerViewSchema,
  replay,
  redo,
  undo,
} from '../../../../core/index.ts';
import type { CampaignState, EngineId, LogEntry } from '../../../../core/index.ts';
import { commandSchema } from '../../../../core/campaign/command-schema.ts';
import { logEntrySchema } from '../../../../core/campaign/schema.ts';
import { commandKey, contextNow } from './bot.ts';
import type { Moment, Run, Step } from './bot.ts';
import { deepEqual, notPlain } from './plain.ts';

/**
 * The properties the conformance suite checks on what the bot plays. Each finding is written down with the
 * engine, the run's seed and the step, and the bot plays on, so one defect does not hide the others.
 */

export const properties = ['schemas', 'replay', 'undo', 'offered', 'refused', 'odds'] as const;
export type Property = (typeof properties)[number];

/** What the suite checked of one engine, and what it found. */
export class Tally {
  readonly runs: { seed: number; steps: number; acts: number; end: string }[] = [];
  steps = 0;
  acts = 0;
  /** CPU time the bot and its checks took (user and system), for the report; never asserted. */
  cpuSeconds = 0;
  readonly checked: Record<Property, number> = {
    schemas: 0,
    replay: 0,
    undo: 0,
    offered: 0,
    refused: 0,
    odds: 0,
  };
  /** Options with odds left unchecked: too many dice to try every face, or events that do not tell the row. */
  oddsTooMany = 0;
  oddsUntold = 0;
  /** Sequences of faces tried by the enumerations (those given up as too many included). */
  oddsLeaves = 0;
  readonly oddsActions = new Set<string>();
  readonly findings: Record<Property | 'crash', string[]> = {
    schemas: [],
    replay: [],
    undo: [],
    offered: [],
    refused: [],
    odds: [],
    crash: [],
  };

  constructor(readonly engine: EngineId) {}

  find(property: Property | 'crash', where: string, what: string): void {
    const list = this.findings[property];
    if (list.length < 20) list.push(`${where}: ${what}`);
  }
}

const same = deepEqual;

/** A value through a schema: accepted, and given back unchanged (nothing dropped, added or converted). */
function roundTrip(schema: v.GenericSchema, value: unknown): string | null {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success)
    return `refused: ${parsed.issues[0]?.message} at ${v.getDotPath(parsed.issues[0]!) ?? '(root)'}`;
  if (!same(parsed.output, value)) return 'changed by its schema';
  const problem = notPlain(value);
  return problem ? `not plain JSON: ${problem}` : null;
}

/** The command, its engine command or setup, every event and the log entry, through their schemas. */
export function checkSchemas(tally: Tally, run: Run, step: Step, where: string): void {
  const fail = (what: string, problem: string | null) => {
    if (problem) tally.find('schemas', where, `${what} ${problem}`);
  };
  const command = step.command as { type: string; command?: unknown; setup?: unknown };
  fail(`command ${command.type}`, roundTrip(commandSchema, command));
  if (command.type === 'scene/act')
    fail('engine command', roundTrip(run.engine.commandSchema, command.command));
  if (command.type === 'scene/open') fail('setup', roundTrip(run.engine.setupSchema, command.setup));
  // The entry's schema holds every event's, each engine's own event schema among them.
  fail('log entry', roundTrip(logEntrySchema, step.entry));
  // Issue 21: what the players see after the step, for every audience, is a projection its schema takes whole.
  for (const audience of playerAudiences(step.after)) {
    const view = playerView(step.after, { audience, rolls: run.entries.slice(-12) });
    fail(`the players' view (${audience})`, roundTrip(playerViewSchema, view));
  }
  tally.checked.schemas += 1;
}

/**
 * The state is plain JSON, and each running scene of the engine is what its own events make through the engine's
 * event schema and `apply`, from nothing (the scene's state as an export rebuilds it).
 */
export function checkState(tally: Tally, run: Run, where: string): void {
  const state = run.state;
  const problem = notPlain(state);
  if (problem) tally.find('schemas', where, `the campaign state is not plain JSON: ${problem}`);
  for (const scene of Object.values(state.scenes)) {
    if (scene.engine !== run.id || scene.state === null) continue;
    let rebuilt: unknown = null;
    for (const entry of run.entries) {
      for (const event of entry.events) {
        if (event.type !== 'scene/changed' || event.sceneId !== scene.id || event.module !== run.id) continue;
        rebuilt = run.engine.apply(rebuilt, v.parse(run.engine.eventSchema, event.event));
      }
    }
    if (!same(rebuilt, scene.state))
      tally.find(
        'replay',
        where,
        `${scene.name}: its events through the schema and apply give another state`,
      );
  }
}

/** Replaying the log gives the state the bot carried, step by step. */
export function checkReplay(tally: Tally, run: Run, where: string): void {
  tally.checked.replay += 1;
  if (!same(replay(run.entries), run.state))
    tally.find('replay', where, 'replay(log) differs from the state folded step by step');
}

/**
 * Undo of the step gives back the state before it exactly, and redo the state after it: through the log's own
 * `undo`/`redo` and a replay, as a reopened campaign would. (Every state is frozen as it is made, so no step can
 * have changed the one it started from.)
 */
export function checkUndo(tally: Tally, run: Run, step: Step, where: string): void {
  tally.checked.undo += 1;
  const undone = undo(run.entries);
  if (!same(replay(undone), step.before))
    tally.find('undo', where, `undo of ${step.command.type} does not restore the state`);
  if (!same(replay(redo(undone)), step.after))
    tally.find('undo', where, `redo of ${step.command.type} differs`);
}

/** Undo as the store does it: the nearest earlier state kept (a checkpoint) and the entries after it, but the last. */
export function checkUndoFrom(
  tally: Tally,
  kept: { readonly upTo: number; readonly state: CampaignState },
  entries: readonly LogEntry[],
  before: CampaignState,
  where: string,
): void {
  tally.checked.undo += 1;
  let state = kept.state;
  for (const entry of entries.slice(kept.upTo, -1)) state = entry.events.reduce(apply, state);
  if (!same(state, before))
    tally.find('undo', where, 'the state rebuilt without the last entry is not the state before it');
}

/** Every option the views offer now is accepted by `decide`. */
export function checkOffers(tally: Tally, run: Run, moment: Moment, where: string, count: number): void {
  for (const offer of run.samples.some(moment.offers, count)) {
    const decision = decide(moment.state, run.stamp(offer.option.command), run.dice());
    tally.checked.offered += 1;
    if (!decision.ok)
      tally.find(
        'offered',
        where,
        `${offer.actor} is offered "${offer.option.label}"; decide: ${decision.message}`,
      );
  }
}

/** Other ids put where an actor's id stands in an offered command: a command for someone else, or at someone else. */
function swaps(command: unknown, actors: readonly string[]): unknown[] {
  if (typeof command === 'string') return actors.includes(command) ? actors.filter((a) => a !== command) : [];
  if (Array.isArray(command))
    return command.flatMap((item, i) =>
      swaps(item, actors).map((s) => command.map((x, j) => (j === i ? s : x))),
    );
  if (command === null || typeof command !== 'object') return [];
  return Object.entries(command).flatMap(([key, value]) =>
    key === 'type' ? [] : swaps(value, actors).map((s) => ({ ...command, [key]: s })),
  );
}

/**
 * What no view offers now, `decide` refuses: the engine's own candidates for each actor, and each offered
 * engine command with another actor's id in place of one (someone else acting, another target).
 */
export function checkCandidates(tally: Tally, run: Run, moment: Moment, where: string, count: number): void {
  const offered = new Set<string>();
  for (const { option } of moment.offers) {
    const command = option.command as { type: string; command?: unknown };
    offered.add(commandKey(command.type === 'scene/act' ? command.command : command));
  }
  const ctx = contextNow(moment);
  if (moment.actors.length === 0) return;
  // One actor's candidates at each check (they differ by actor in who acts, not in kind): the bot's seed picks.
  const actor = run.samples.pick(moment.actors);
  const own = run.conformance.candidates(ctx, moment.scene.state, actor);
  const swapped = moment.offers.flatMap(({ option }) => {
    const command = option.command as { type: string; command?: unknown };
    return command.type === 'scene/act' ? swaps(command.command, moment.actors) : [];
  });
  const fresh = (candidate: unknown) => !offered.has(commandKey(candidate));
  const chosen = [
    ...run.samples.some(own.filter(fresh), count).map((candidate) => ({ candidate, own: true })),
    ...run.samples
      .some(swapped.filter(fresh), Math.ceil(count / 4))
      .map((candidate) => ({ candidate, own: false })),
  ];
  for (const { candidate, own: engines } of chosen) {
    if (!v.safeParse(run.engine.commandSchema, candidate).success) {
      if (engines)
        tally.find('refused', where, `candidate ${commandKey(candidate)} does not fit the command schema`);
      continue;
    }
    const act = { type: 'scene/act', sceneId: moment.scene.id, engine: run.id, command: candidate };
    const decision = decide(moment.state, run.stamp(act), run.dice());
    tally.checked.refused += 1;
    if (decision.ok)
      tally.find('refused', where, `${commandKey(candidate)} is offered to nobody, yet decide accepts it`);
  }
}
