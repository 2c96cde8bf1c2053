import type { EngineRoll } from '../engine/index.ts';
import { isRejection } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { counted, inWords } from '../shared/words.ts';
import { describeSkirmish, heistDiceLine, skirmishRolls } from '../skirmish/index.ts';
import type { SkirmishEvent } from '../skirmish/index.ts';
import type { Closing } from './closing.ts';
import { gameRoundsOf } from './closing.ts';
import { fightResultOf } from './fight-log.ts';
import { printFight } from './paste.ts';
import type { BridgeSettings } from './settings.ts';
import { pastedOf } from './standalone.ts';

/**
 * BRG-D-53: a skirmish's log as its COT scene shows it, read-only — the converted rosters in short format, every
 * declaration, reaction, check and shot with the dice rolled, the result and the closing events (BRG-D-45). The
 * log itself is the skirmish scene's own entries (the campaign's truth: undo and replay need every one); the
 * setting `bridge_skirmish_log` decides what of it the scene keeps in view: everything (`full`), or only the
 * rosters, the result and the closing events (`summary`).
 */

/** `bridge_skirmish_log` (BRG-D-53). */
export type SkirmishLogMode = BridgeSettings['bridgeSkirmishLog'];

/** One event of the log in words, with the dice it rolled ("Shooting at G1: 3d10 vs TN 6: 8, 6, 2 · 2 hits"). */
export interface SkirmishLogLine {
  readonly text: string;
  readonly dice: readonly string[];
}

/** The skirmish as its scene lists it, and its log as kept. */
export interface SkirmishLogView {
  readonly skirmish: string;
  /** The scenario's name. */
  readonly name: string;
  readonly kept: SkirmishLogMode;
  /** BRG-D-45: the game rounds it counts (`bridge_partial_round`). */
  readonly gameRounds: number;
  /** The models killed, by name. */
  readonly casualties: readonly string[];
  /** Who left through which exit, and in which game round (BRG-D-21), when the table told it. */
  readonly departures: readonly string[];
  /** "8 game rounds; killed: G1; left: Ruth by "Street" in round 5". */
  readonly summary: string;
  /** The rosters and every model's end, in the short format of BRG-D-31, one line each. */
  readonly rosters: readonly string[];
  /** Every event of the play in order (empty when the log is kept as a summary). */
  readonly play: readonly SkirmishLogLine[];
  /** How the fight ended: the scenario's end, or that it has not ended. */
  readonly result: string;
  /** BRG-D-45: what closing resolved (grenades going off, armour checks), when the write-back was proposed. */
  readonly closing: readonly SkirmishLogLine[];
  /** How many events of the play the summary leaves out of view (0 when kept in full). */
  readonly leftOut: number;
}

/** What the campaign knows beside the log: the table's departures and the proposal's closing, when it has them. */
export interface SkirmishLogFacts {
  readonly mode: SkirmishLogMode;
  readonly settings: Pick<BridgeSettings, 'bridgePartialRound'>;
  /** Who left where, in the words of the proposal's log line (BRG-D-21: the table tells it, not the engine). */
  readonly departures?: readonly string[];
  readonly closing?: Closing | null;
}

type Started = Extract<SkirmishEvent, { type: 'skirmish/started' }>;
type Ended = Extract<SkirmishEvent, { type: 'skirmish/ended' }>;

/** The dice of one roll in words. */
function diceWords(roll: EngineRoll): string {
  if (roll.heist) return `${roll.what}: ${heistDiceLine(roll.heist)}`;
  const faces = roll.faces ?? roll.roll?.faces ?? [];
  const against = roll.difficulty === null ? '' : ` against ${roll.againstLabel || roll.difficulty}`;
  const shown = faces.length > 0 ? `: ${faces.join(', ')}` : '';
  return `${roll.what}${shown}${against}${roll.result ? ` → ${roll.result}` : ''}`;
}

/** The names the log's events use: each model and vehicle of the fight by id (the id itself when unknown). */
function namesOf(events: readonly SkirmishEvent[]): (id: string) => string {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.type === 'skirmish/started') {
      for (const model of event.models) names.set(model.id, model.name);
      for (const vehicle of event.vehicles) names.set(vehicle.id, vehicle.name);
      for (const side of event.scenario.sides) names.set(side.id, side.name);
    } else if (event.type === 'skirmish/model-added') names.set(event.model.id, event.model.name);
  }
  return (id) => names.get(id) ?? id;
}

/**
 * BRG-D-53: the skirmish `id`'s log (its events in order) as its COT scene shows it, kept in full or as a summary.
 * Never changes its inputs.
 * @returns a rejection naming the event when the log does not replay.
 */
export function skirmishLogView(
  id: string,
  events: readonly SkirmishEvent[],
  facts: SkirmishLogFacts,
): SkirmishLogView | Rejection {
  const result = fightResultOf(id, events);
  if (isRejection(result)) return result;
  const names = namesOf(events);
  const started = events.find((event): event is Started => event.type === 'skirmish/started');
  const ended = [...events].reverse().find((event): event is Ended => event.type === 'skirmish/ended');
  const sideNames = Object.fromEntries((started?.scenario.sides ?? []).map((side) => [side.id, side.name]));
  const gameRounds = gameRoundsOf(result, facts.settings);
  const models = Object.values(result.models);
  const casualties = models.filter((model) => model.killed !== null).map((model) => model.name);
  const departures = facts.departures ?? [];
  const summary = [
    counted(gameRounds, 'game round'),
    ...(casualties.length > 0 ? [`killed: ${inWords(casualties)}`] : []),
    ...(departures.length > 0 ? [`left: ${inWords(departures)}`] : []),
  ].join('; ');
  const lines = events.flatMap((event): SkirmishLogLine[] => {
    if (event.type === 'skirmish/started' || event.type === 'skirmish/ended') return [];
    const text = describeSkirmish(event, names);
    const dice = skirmishRolls(event, names).map(diceWords);
    return text === null && dice.length === 0 ? [] : [{ text: text ?? 'Dice', dice }];
  });
  const closing = facts.closing
    ? [
        ...facts.closing.blasts.map((blast) => ({
          text: `${names(blast.side)}'s ${blast.kind} grenade goes off at closing`,
          dice: Object.entries(blast.hits).map(([model, hits]) => `${names(model)}: ${counted(hits, 'hit')}`),
        })),
        ...facts.closing.checks.map((check) => ({
          text: `${names(check.model)} makes the armour check at closing: ${check.passed ? 'returns' : 'killed'}`,
          dice: [`Armour check: ${check.roll} against skill ${check.skill}`],
        })),
      ]
    : [];
  const full = facts.mode === 'full';
  return {
    skirmish: id,
    name: started?.scenario.name ?? id,
    kept: facts.mode,
    gameRounds,
    casualties,
    departures,
    summary,
    rosters: printFight(pastedOf(result, sideNames)).split('\n'),
    play: full ? lines : [],
    result: ended ? `The fight is over: ${ended.outcome}` : 'The fight has not ended',
    closing,
    leftOut: full ? 0 : lines.length,
  };
}
