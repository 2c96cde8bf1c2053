import { spotMapView } from './map-view.ts';
import type { MapBarrierView, MapZoneView } from './map-view.ts';
import { outside } from './types.ts';
import type { NodeId, Spot } from './types.ts';

/**
 * The crew's map of a Spot for the players' screen (issue 21): `spotMapView(spot, 'crew')` (COT-D-62: known zones
 * by name, the others they may plan through as unknown, Hidden zones not found not at all, barriers with their
 * Security tags and never their scores, no guards, Awareness or loot), with the Spot's name and edge, and every
 * id replaced by a key of the players' screen: a zone's or a barrier's id is the GM's (it may carry a name the crew
 * has not learnt), so it never leaves with the map.
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

/** The key a zone of the Spot has on the players' screen, by its place among the Spot's zones. */
export function playerZoneKeys(spot: Spot): (node: NodeId) => string {
  const keys = new Map(Object.keys(spot.zones).map((id, index) => [id, `z${index + 1}`]));
  return (node) => (node === outside ? outside : (keys.get(node) ?? outside));
}

export function crewSpotMap(spot: Spot): PlayerSpotMap {
  const view = spotMapView(spot, 'crew');
  const zoneKey = playerZoneKeys(spot);
  const barrierKeys = new Map(Object.keys(spot.barriers).map((id, index) => [id, `b${index + 1}`]));
  return {
    name: spot.name,
    edge: { name: spot.edge.name, x: spot.edge.x, y: spot.edge.y },
    zones: view.zones.map(({ unknownToCrew: _unknown, loot: _loot, ...zone }): PlayerMapZone => ({
      ...zone,
      id: zoneKey(zone.id),
    })),
    barriers: view.barriers.map((barrier) => ({
      ...barrier,
      id: barrierKeys.get(barrier.id) ?? barrier.id,
      ends: [zoneKey(barrier.ends[0]), zoneKey(barrier.ends[1])] as const,
    })),
    summary: view.summary,
  };
}
