import type { CharacterId } from '../../shared/ids.ts';

/**
 * What one engine asks the scene layer to open next (a Drop that squares up into a fight, a Flee into a chase),
 * and the sides they name. The engine that asks and the engine that opens both read these, so neither imports
 * the other.
 */

/** A side of the fight: `'crew'` or an NPC faction, as initiative labels its slots (COT-INIT-3). */
export type SideId = string;

/** What the scene layer turns into a chase (COT-CHASE-3). */
export interface ChaseRequest {
  readonly zone: string;
  readonly targets: readonly CharacterId[];
  readonly pursuers: readonly CharacterId[];
  /** The starting Distance; null when the GM sets it (`default_chase_distance`). */
  readonly distance: number | null;
}

/** What the scene layer turns into a Gang Warfare scene (COT-WAR-1). */
export interface WarfareRequest {
  readonly zone: string;
  readonly participants: readonly CharacterId[];
  /** After a catastrophic Drop, this side's highest slot goes first in round 1 (COT-D-4, COT-DROP-5). */
  readonly firstRoundSide: SideId | null;
}
