import type { ChaseParticipant, ChaseState, PursuerGroup } from './types.ts';

/**
 * The part of a chase a split sent off (COT-CHASE-3), as this chase's state still shows it: the Target members who
 * broke away with pursuers after them (left: 'split'), the pursuer groups that followed them, and the breakaway
 * nobody followed (left: 'got-away').
 */
export interface SplitOff {
  /** Broke away with pursuers after them: their chase goes on in a scene of its own. */
  readonly chased: readonly ChaseParticipant[];
  /** The pursuer groups that followed, with the Distance they left at. */
  readonly followers: readonly PursuerGroup[];
  /** Broke away and nobody followed: they got away. */
  readonly gotAway: readonly ChaseParticipant[];
}

/** What split off this chase, or null when nothing did. */
export function splitOff(state: ChaseState): SplitOff | null {
  const chased = state.participants.filter((p) => p.role === 'target' && p.left === 'split');
  const gotAway = state.participants.filter((p) => p.role === 'target' && p.left === 'got-away');
  const followers = state.groups.filter((g) => g.left === 'split');
  return chased.length + gotAway.length === 0 ? null : { chased, followers, gotAway };
}
