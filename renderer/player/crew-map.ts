import type { PlayerHeistBody, PlayerSpotMap } from '../../core/index.ts';
import { spot as spots } from '../../core/index.ts';
import { boundsOf, markerGap, perRow, placeMarkers, summaryOf } from '../panels/scenes/heist/heist-map.ts';
import type { HeistMapView, MapWay, MapZone, Marker, Unplaced } from '../panels/scenes/heist/heist-map.ts';
import { zoneBox } from '../panels/spots/map-layout.ts';

/**
 * The crew's map of a Spot laid out for the players' screen (issue 21) the way the GM's Heist map is laid out
 * (`heistMap`), so HeistMapDrawing draws both in one visual language. It only places what core's projection holds:
 * the zones and barriers of the crew's map (COT-D-62), the crew where they stand, the people and the loot the GM
 * revealed. Nothing is left out here: what the crew must not know never reached the page.
 */

/** Someone on the crew's map, where they are. */
type PlayerMarker = PlayerHeistBody['crew'][number];

/** The people to draw: the crew, then the others the GM revealed. */
export interface CrewMapPeople {
  readonly crew: readonly PlayerMarker[];
  readonly others: readonly PlayerMarker[];
  /** Loot lying in a zone (not carried), by zone. */
  readonly loot: ReadonlyMap<string, readonly { readonly key: string; readonly name: string }[]>;
}

const noPeople: CrewMapPeople = { crew: [], others: [], loot: new Map() };

/** The people and the loot lying about, from a Heist's body. */
export function heistPeople(body: PlayerHeistBody): CrewMapPeople {
  const loot = new Map<string, { key: string; name: string }[]>();
  for (const piece of body.loot) {
    if (piece.carriedBy !== null) continue;
    loot.set(piece.zone, [...(loot.get(piece.zone) ?? []), { key: piece.key, name: piece.name }]);
  }
  return { crew: body.crew, others: body.people, loot };
}

function unplaced(people: CrewMapPeople, zone: string): Unplaced[] {
  const crew = people.crew
    .filter((person) => person.zone === zone)
    .map((person): Unplaced => ({
      id: person.key,
      name: person.name,
      kind: 'crew',
      label: `Crew ${person.name}`,
    }));
  const others = people.others
    .filter((person) => person.zone === zone)
    .map((person): Unplaced => ({ id: person.key, name: person.name, kind: 'other', label: person.name }));
  return [...crew, ...others];
}

/** The crew's map laid out: zones as boxes where the GM put them, ways between them, the edge, the people. */
export function crewMap(map: PlayerSpotMap, people: CrewMapPeople = noPeople): HeistMapView {
  const zones = map.zones.map((zone): MapZone => {
    const here = unplaced(people, zone.id);
    const rows = Math.max(1, Math.ceil(here.length / perRow));
    const base = zoneBox(zone);
    const box = { ...base, height: base.height + 8 + markerGap * (rows - 1) };
    const loot = people.loot.get(zone.id) ?? [];
    return {
      id: zone.id,
      name: zone.name,
      known: zone.known,
      alert: false,
      box,
      watch: zone.detail,
      label: zone.description,
      markers: placeMarkers(here, box, box.y + 48),
      lootIds: loot.map((piece) => piece.key),
      lootLabel: `${loot.length} loot in ${zone.name}: ${loot.map((piece) => piece.name).join('; ')}`,
      security: [],
      closed: false,
      awareness: null,
      loot: loot.length,
      unknownSecurity: false,
    };
  });
  const centre = (id: string) =>
    id === spots.outside ? map.edge : (map.zones.find((z) => z.id === id) ?? map.edge);
  const nameOf = (id: string) =>
    id === spots.outside ? map.edge.name : (map.zones.find((z) => z.id === id)?.name ?? id);
  const ways = map.barriers.map((barrier): MapWay => {
    const [a, b] = [centre(barrier.ends[0]), centre(barrier.ends[1])];
    const standing = barrier.securities.filter((security) => !security.bypassed).map((s) => s.words);
    return {
      id: barrier.id,
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
      open: barrier.open,
      look: barrier.look,
      securities: barrier.securities,
      closed: false,
      standing: standing.join(', '),
      label: `Way ${nameOf(barrier.ends[0])} — ${nameOf(barrier.ends[1])}: ${standing.length > 0 ? standing.join(', ') : 'open'}`,
    };
  });
  const outside = unplaced(people, spots.outside);
  const edgeBox = { x: map.edge.x - 60, y: map.edge.y, width: 120 };
  const edge = { x: map.edge.x, y: map.edge.y, markers: placeMarkers(outside, edgeBox, map.edge.y + 30) };
  const view = boundsOf([
    ...zones.map((zone) => zone.box),
    {
      x: edgeBox.x,
      y: map.edge.y - 16,
      width: edgeBox.width,
      height: 40 + markerGap * Math.ceil(outside.length / perRow),
    },
  ]);
  return { view, zones, ways, edge, summary: `${summaryOf(zones, edge.markers)}. ${map.summary}` };
}

/** The markers' key on the players' screen: who they are, since the crew is not told a guard's state. */
export const crewLegend: readonly { readonly kind: Marker['kind']; readonly words: string }[] = [
  { kind: 'crew', words: 'Crew' },
  { kind: 'other', words: 'Someone else the GM revealed' },
];
