import { onCrewMap } from './knowledge.ts';
import { spotMapView } from './map-view.ts';
import type { MapBarrierView, MapZoneView } from './map-view.ts';
import { outside } from './types.ts';
import type { NodeId, Spot } from './types.ts';

/**
 * The crew's map of a Spot for the players' screen (issue 21): `spotMapView(spot, 'crew')` (COT-D-62: known zones
 * by name, the others they may plan through as unknown, Hidden zones not found not at all, barriers with their
 * Security tags and never their scores, no guards, Awareness or loot), with the Spot's name and edge, and every
 * id replaced by a key of the players' screen: a zone's or a barrier's id is the GM's (it may carry a name the crew
 * has not learnt), so it never leaves with the map. The keys number what the crew's map draws, in its order, and
 * nothing else: a gap (`z1`, `z3`) would tell the crew that a Hidden zone they have not found lies between.
 */
export interface PlayerSpotMap {
  readonly name: string;
  readonly edge: { readonly name: string; readonly x: number; readonly y: number };
  readonly zones: readonly PlayerMapZone[];
  readonly barriers: readonly PlayerMapBarrier[];
  /** One sentence on what the map shows and leaves out. */
  readonly summary: string;
}

/** A zone as the crew's map draws it; `id` is a key of the players' screen (`z1`, `z2`…). */
export type PlayerMapZone = Omit<MapZoneView, 'unknownToCrew' | 'loot'>;

/** A barrier as the crew's map draws it; its ends are map keys or `outside`. */
export type PlayerMapBarrier = MapBarrierView;

/**
 * The key a zone of the Spot has on the players' screen (`z1`, `z2`…): its place among the zones on the crew's map
 * (COT-D-62), in the map's order; `outside` for the edge and for a zone the crew's map does not draw.
 */
export function playerZoneKeys(spot: Spot): (node: NodeId) => string {
  const onMap = onCrewMap(spot);
  const drawn = Object.keys(spot.zones).filter((id) => onMap(id));
  const keys = new Map(drawn.map((id, index) => [id, `z${index + 1}`]));
  return (node) => (node === outside ? outside : (keys.get(node) ?? outside));
}

export function crewSpotMap(spot: Spot): PlayerSpotMap {
  const view = spotMapView(spot, 'crew');
  const zoneKey = playerZoneKeys(spot);
  return {
    name: spot.name,
    edge: { name: spot.edge.name, x: spot.edge.x, y: spot.edge.y },
    zones: view.zones.map(({ unknownToCrew: _unknown, loot: _loot, ...zone }): PlayerMapZone => ({
      ...zone,
      id: zoneKey(zone.id),
    })),
    // Barriers by their place among those the crew's map draws, like the zones.
    barriers: view.barriers.map((barrier, index) => ({
      ...barrier,
      id: `b${index + 1}`,
      ends: [zoneKey(barrier.ends[0]), zoneKey(barrier.ends[1])] as const,
    })),
    summary: view.summary,
  };
}
