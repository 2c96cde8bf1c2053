import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { foresightCap } from '../characters/index.ts';
import { heistEnv } from './env.ts';
import { spotFindings } from './findings.ts';
import type { SpotFindings } from './findings.ts';
import { schemeCosts } from './scheme-costs.ts';
import type { SchemeWords } from './scheme-costs.ts';
import type { PrepState } from './types.ts';

/**
 * The Prep board (COT-TIME-6, COT-D-21, COT-D-59, COT-FORE-1..9, COT-PREP-5..8): the day, who has taken their Prep
 * actions and who is busy with long research, each one's Foresight against the cap, the schemes and their costs,
 * and what research has found at each Spot. Every number and word is decided here; the panel only draws it.
 */
export interface PrepCrewRow {
  readonly id: CharacterId;
  readonly name: string;
  /** COT-FORE-2: Foresight and its cap, Brains + Planning. */
  readonly foresight: number;
  readonly cap: number;
  /** "1 Prep action left today", "Prep action taken on day 2", "Busy with research until the end of day 3". */
  readonly today: string;
  /** Free to take a Prep action today. */
  readonly free: boolean;
}

export interface PrepBoard {
  /** The Prep day being played, from 1. */
  readonly day: number;
  /** "Day 2 · 1 of 3 still to take their Prep action". */
  readonly dayText: string;
  readonly actionsPerDay: number;
  /** How the GM ended Prep; null while it runs. */
  readonly ended: string | null;
  readonly crew: readonly PrepCrewRow[];
  readonly schemes: readonly SchemeWords[];
  readonly spots: readonly SpotFindings[];
}

/** COT-TIME-6, COT-D-21, COT-D-59: where a crew member stands on the Prep day. */
function crewRow(ctx: EngineContext, state: PrepState, id: CharacterId, perDay: number): PrepCrewRow {
  const sheet = Object.hasOwn(ctx.characters, id) ? ctx.characters[id] : undefined;
  const name = sheet?.name ?? ctx.names(id);
  const foresight = sheet?.foresight ?? 0;
  const cap = sheet ? foresightCap(sheet) : 0;
  const busy = state.busyThrough[id] ?? 0;
  const taken = state.taken[id] ?? 0;
  const row = { id, name, foresight, cap };
  if (!sheet || sheet.condition.state === 'dead') return { ...row, today: 'Dead', free: false };
  if (state.ended !== null) return { ...row, today: 'Prep is over', free: false };
  if (busy >= state.day)
    return { ...row, today: `Busy with research until the end of day ${busy}`, free: false };
  if (taken >= perDay) {
    const what = taken === 1 ? 'Prep action' : `${taken} Prep actions`;
    return { ...row, today: `${what} taken on day ${state.day}`, free: false };
  }
  const left = perDay - taken;
  return { ...row, today: `${left} Prep action${left === 1 ? '' : 's'} left today`, free: true };
}

/** Everything the Prep board shows, for a Prep scene's state in the campaign around it. */
export function prepBoardView(ctx: EngineContext, state: PrepState): PrepBoard {
  const { rules } = heistEnv(ctx);
  const perDay = rules.prepActionsPerDay;
  const crew = state.crew.map((id) => crewRow(ctx, state, id, perDay));
  const free = crew.filter((row) => row.free).length;
  const dayText =
    state.ended !== null
      ? `Prep ended on day ${state.day}`
      : `Day ${state.day} · ${free} of ${crew.length} still to take their Prep action`;
  const spots = Object.values(ctx.spots)
    .map((spot) => spotFindings(spot, ctx.names, rules))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    day: state.day,
    dayText,
    actionsPerDay: perDay,
    ended: state.ended,
    crew,
    schemes: schemeCosts(rules),
    spots,
  };
}
