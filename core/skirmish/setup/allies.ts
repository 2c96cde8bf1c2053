import type { SideId, SkirmishState } from '../types.ts';

/**
 * BRG-D-41: whether two different sides of a bridged fight are allied (they do not shoot or react to each other,
 * and still take separate turns). A plain HEIST fight has no alliances: every side is hostile to every other.
 */
export function alliedSides(state: Pick<SkirmishState, 'scenario'>, a: SideId, b: SideId): boolean {
  if (a === b) return false;
  return (state.scenario.bridge?.allies ?? []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}
