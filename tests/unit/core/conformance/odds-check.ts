import type { Dice, EngineContext, Tagged } from '../../../../core/index.ts';
import { contextNow } from './bot.ts';
import type { Moment, Run } from './bot.ts';
import type { Tally } from './checks.ts';
import { everyFace } from './every-face.ts';

/** Options whose odds the suite has not yet checked for this action, then any: `count` of them at most. */
function oddsToCheck(tally: Tally, moment: Moment, count: number) {
  const withOdds = moment.offers.filter(
    (o) => o.option.odds !== null && (o.option.command as { type: string }).type === 'scene/act',
  );
  const fresh = withOdds.filter((o) => !tally.oddsActions.has(o.action));
  return [...fresh, ...withOdds.filter((o) => tally.oddsActions.has(o.action))].slice(0, count);
}

const tolerance = 1e-9;

/** A command decided, then the command that settles it when the engine names one, with the same dice. */
function settled(run: Run, ctx: EngineContext, state: unknown, command: Tagged, dice: Dice) {
  const first = run.engine.decide(ctx, state, command, dice);
  const settle = run.conformance.settle;
  if (!first.ok || !settle) return first;
  const after = first.events.reduce((s, e) => run.engine.apply(s, e), state);
  const next = settle(after, command, first.events);
  if (next === null) return first;
  const second = run.engine.decide(ctx, after, next, dice);
  return second.ok ? { ok: true as const, events: [...first.events, ...second.events] } : second;
}

/**
 * The odds an option shows equal an enumeration through the engine's `decide` with every face of every die it
 * rolls, each outcome read from the events by the engine's `outcome`: each row, and the headline. Only where the
 * dice show at most `cap` sequences of faces.
 */
export function checkOdds(
  tally: Tally,
  run: Run,
  moment: Moment,
  where: string,
  count: number,
  cap: number,
): void {
  const outcome = run.conformance.outcome;
  if (!outcome) return;
  const ctx = contextNow(moment);
  const state = moment.scene.state;
  for (const offer of oddsToCheck(tally, moment, count)) {
    const odds = offer.option.odds!;
    const command = (offer.option.command as { command: { type: string } }).command;
    const leaves = everyFace((dice) => {
      tally.oddsLeaves += 1;
      return settled(run, ctx, state, command, dice);
    }, cap);
    if (leaves === null) {
      tally.oddsTooMany += 1;
      continue;
    }
    const rows = new Map<string, number>();
    let headline = 0;
    let untold = false;
    for (const { result, probability } of leaves) {
      if (!result.ok) {
        tally.find(
          'odds',
          where,
          `"${offer.option.label}": decide refused it with some faces: ${result.message}`,
        );
        untold = true;
        break;
      }
      const told = outcome(ctx, state, command, result.events);
      if (told === null) {
        untold = true;
        break;
      }
      rows.set(told.key, (rows.get(told.key) ?? 0) + probability);
      if (told.headline) headline += probability;
    }
    if (untold) {
      tally.oddsUntold += 1;
      continue;
    }
    tally.checked.odds += 1;
    tally.oddsActions.add(offer.action);
    const label = `"${offer.option.label}" (${odds.detail})`;
    for (const key of rows.keys()) {
      if (!odds.outcomes.some((row) => row.key === key))
        tally.find('odds', where, `${label}: decide can come to "${key}", which the odds have no row for`);
    }
    for (const row of odds.outcomes) {
      const exact = rows.get(row.key) ?? 0;
      if (Math.abs(row.probability - exact) > tolerance)
        tally.find(
          'odds',
          where,
          `${label}: "${row.key}" shown ${row.probability}, every face gives ${exact}`,
        );
    }
    if (Math.abs(odds.headline.probability - headline) > tolerance)
      tally.find(
        'odds',
        where,
        `${label}: headline "${odds.headline.label}" shown ${odds.headline.probability}, every face gives ${headline}`,
      );
  }
}
