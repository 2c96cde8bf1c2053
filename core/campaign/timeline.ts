import type { CampaignState } from './types.ts';

/**
 * The campaign's story (issue 22): going back to an earlier entry and copying the campaign from one. Both carry a
 * whole state — the state after entry `toSeq`, rebuilt by the store from its nearest checkpoint — so the log stays
 * the truth: a replay folds the snapshot as it folds any event, and nothing is ever lost by going back (the
 * entries after `toSeq` stay in the log, and the rewind itself is one undoable entry).
 */

/** Where a fork came from: the source campaign's name when it was forked, and the entry it was copied at. */
export interface ForkSource {
  readonly name: string;
  readonly seq: number;
}

export type TimelineCommand =
  /** Restore the campaign as it was after entry `toSeq` (its `state`, rebuilt by the store); the name stays. */
  | { readonly type: 'campaign/rewind'; readonly toSeq: number; readonly state: CampaignState }
  /** Create a campaign as a copy of another as it was at `from.seq` (`state`), under a new `name`. */
  | {
      readonly type: 'campaign/fork';
      readonly name: string;
      readonly from: ForkSource;
      readonly state: CampaignState;
    };

export type TimelineEvent =
  /** The state becomes `state` (the state after entry `toSeq`), the campaign's current name kept. */
  | { readonly type: 'campaign/rewound'; readonly toSeq: number; readonly state: CampaignState }
  /** The first entry of a fork: the campaign is created as `state`, named `name`. */
  | {
      readonly type: 'campaign/forked';
      readonly name: string;
      readonly from: ForkSource;
      readonly state: CampaignState;
    };

export const timelineCommandTypes = [
  'campaign/rewind',
  'campaign/fork',
] as const satisfies readonly TimelineCommand['type'][];

/** The snapshot a timeline event carries, or null for any other event. */
export function snapshotOf(event: { readonly type: string }): CampaignState | null {
  if (event.type !== 'campaign/rewound' && event.type !== 'campaign/forked') return null;
  return (event as TimelineEvent).state;
}
