import { outside } from './types.ts';
import type { Barrier, KnownBy, NodeId, Spot, SpotKnowledge, Zone } from './types.ts';

/**
 * What the crew knows of a Spot against what is true (COT-PREP-5..8, COT-FORE-8). The GM's map shows
 * everything; the crew's map shows these.
 */

/** Nothing known yet. */
export const noKnowledge: SpotKnowledge = { zones: {}, marks: [], itineraries: [] };

/** The zone is on the crew's map (revealed, found, made by a Blueprint or told by the GM). */
export function knowsZone(spot: Spot, zoneId: string): boolean {
  return Object.hasOwn(spot.knowledge.zones, zoneId);
}

/** Outside is always known; a zone when the crew knows it. */
export function knowsNode(spot: Spot, node: NodeId): boolean {
  return node === outside || knowsZone(spot, node);
}

/** COT-PREP-5: a barrier is known when both its ends are; its Security tags with it, never their scores. */
export function knowsBarrier(spot: Spot, barrier: Barrier): boolean {
  return knowsNode(spot, barrier.ends[0]) && knowsNode(spot, barrier.ends[1]);
}

/** Zones that are not Hidden (COT-SPOT-4): those a Layout roll reveals and counts (COT-PREP-5, COT-D-62). */
export function openZones(spot: Spot): readonly Zone[] {
  return Object.values(spot.zones).filter((zone) => zone.hidden === null);
}

/** Hidden zones the crew has not found. */
export function unfoundHiddenZones(spot: Spot): readonly Zone[] {
  return Object.values(spot.zones).filter((zone) => zone.hidden !== null && !knowsZone(spot, zone.id));
}

/**
 * The places a path the crew plans may use (COT-D-65, COT-D-67): Outside, every zone that is not Hidden, and
 * the Hidden zones the crew knows. An unfound Hidden zone never shortens a path, so no cost betrays it.
 */
export function onCrewMap(spot: Spot): (node: NodeId) => boolean {
  return (node) => {
    if (node === outside) return true;
    const zone = spot.zones[node];
    return (
      zone !== undefined && Object.hasOwn(spot.zones, node) && (zone.hidden === null || knowsZone(spot, node))
    );
  };
}

const knownByWords: Readonly<Record<KnownBy, string>> = {
  layout: 'from Layout research',
  'hidden-research': 'found by research',
  blueprint: 'made by a Blueprint',
  gm: 'told by the GM',
};

/**
 * What the crew knows of one zone, in the GM's words: how they learned it (COT-PREP-5, COT-PREP-6, COT-FORE-8),
 * "not yet", or for a Hidden zone they have not found "unknown to the crew" (COT-SPOT-4).
 */
export function crewKnowledgeOf(spot: Spot, zone: Zone): { readonly known: boolean; readonly words: string } {
  const how = Object.hasOwn(spot.knowledge.zones, zone.id) ? spot.knowledge.zones[zone.id] : undefined;
  if (how !== undefined) return { known: true, words: knownByWords[how] };
  return { known: false, words: zone.hidden !== null ? 'unknown to the crew' : 'not yet' };
}
