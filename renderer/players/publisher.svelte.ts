import { emptyPlayerView, playerViews } from '../../core/index.ts';
import type { CampaignState, LogEntry } from '../../core/index.ts';
import { db } from '../db/db.ts';
import { live } from '../db/live.svelte.ts';
import { recentRollEntries } from '../db/queries.ts';
import type { HeadRow } from '../db/schema.ts';
import type { PlayersScreen } from './players.svelte.ts';
import { Publisher } from './publisher.ts';
import type { AudienceViews } from './publisher.ts';

/** What a projection is made of: the head's state and the newest entries that rolled, read together. */
interface Source {
  readonly state: CampaignState;
  readonly rolls: readonly LogEntry[];
}

/**
 * The publisher (issue 21): on every change of the head, core's `playerViews(state, recentRollEntries)` for
 * every audience, handed to the link. It reads the head (one row) and the last 12 entries that rolled (an
 * indexed query), never the log, so its cost does not grow with the campaign's history. With no campaign open,
 * the players see an empty screen; while a campaign loads, what they saw stays. Call during a component's init.
 * Returns the views as published, for the GM's preview.
 */
export function publishPlayerViews(
  players: PlayersScreen,
  head: () => HeadRow | undefined,
  open: () => boolean,
): { readonly views: AudienceViews | undefined } {
  const publisher = new Publisher(players.link);
  const source = live<Source | null>(
    () => {
      const current = head();
      return current
        ? recentRollEntries(db, current).then((rolls) => ({ state: current.state, rolls }))
        : Promise.resolve(null);
    },
    () => head(),
  );
  const views = $derived.by((): AudienceViews | undefined => {
    if (!open()) return { crew: emptyPlayerView(false) };
    const current = source.current;
    return current ? playerViews(current.state, current.rolls) : undefined;
  });
  // Sharing switched on: a fresh listener gets everything again, whatever went out before.
  let sharedBefore = false;
  $effect(() => {
    const sharing = players.sharing;
    if (sharing && !sharedBefore) publisher.forget();
    sharedBefore = sharing;
    if (views) publisher.offer(views);
  });
  return {
    get views() {
      return views;
    },
  };
}
