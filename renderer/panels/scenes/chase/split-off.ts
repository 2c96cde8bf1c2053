import { knownScenes } from '../../../../core/index.ts';
import type { CampaignState, ClosedScene, Scene, SceneId, chase } from '../../../../core/index.ts';

/**
 * The part of a chase a split sent off (COT-CHASE-3): the Target members who broke away and the pursuer groups
 * that followed them, as this chase's state still shows them (left: 'split'), and the breakaway nobody followed
 * (left: 'got-away').
 */
export interface SplitOff {
  /** Broke away with pursuers after them: their chase goes on elsewhere. */
  readonly chased: readonly chase.ChaseParticipant[];
  /** The pursuer groups that followed, with the Distance they left at. */
  readonly followers: readonly chase.PursuerGroup[];
  /** Broke away and nobody followed: they got away. */
  readonly gotAway: readonly chase.ChaseParticipant[];
}

/** What split off this chase, or null when nothing did. */
export function splitOff(state: chase.ChaseState): SplitOff | null {
  const chased = state.participants.filter((p) => p.role === 'target' && p.left === 'split');
  const gotAway = state.participants.filter((p) => p.role === 'target' && p.left === 'got-away');
  const followers = state.groups.filter((g) => g.left === 'split');
  return chased.length + gotAway.length === 0 ? null : { chased, followers, gotAway };
}

/**
 * The chase scenes this chase's splits opened. The scene layer opens each beside its source (inside the same
 * parent), as `<id>:split:<n>`; a split of a split is that scene's, not this one's.
 */
export function splitScenes(campaign: CampaignState, id: SceneId): readonly (Scene | ClosedScene)[] {
  const prefix = `${id}:split:`;
  return knownScenes(campaign).filter(
    (scene) =>
      scene.engine === 'chase' && scene.id.startsWith(prefix) && /^\d+$/.test(scene.id.slice(prefix.length)),
  );
}
