import type { PlayerLens } from '../../engine/index.ts';
import type { PrepState } from './types.ts';

/**
 * Research (Prep) as the crew sees it (issue 21): the Prep day, and how many Prep actions each crew member has
 * taken today (COT-PREP-1, COT-D-21) or how long their research keeps them busy (COT-D-59). What research found is
 * the Spot's knowledge, shown on the crew's map of a Heist; the difficulties are the GM's.
 */
export interface PlayerPrepBody {
  readonly engine: 'prep';
  readonly day: string;
  readonly crew: readonly { readonly key: string; readonly name: string; readonly today: string }[];
}

export function prepPlayerView(state: PrepState, lens: PlayerLens): PlayerPrepBody {
  const crew = state.crew.flatMap((id) => {
    const look = lens.look(id);
    if (!look.crew || look.name === null) return [];
    const taken = state.taken[id] ?? 0;
    const busy = state.busyThrough[id];
    const today =
      busy !== undefined && busy > state.day
        ? `Busy researching until day ${busy}`
        : `${taken} action${taken === 1 ? '' : 's'} taken today`;
    return [{ key: look.key, name: look.name, today }];
  });
  return { engine: 'prep', day: `Day ${state.day}`, crew };
}
