import { spot as spots } from '../../../../core/index.ts';
import type { spot as spotTypes } from '../../../../core/index.ts';
import type { alarm, heist } from '../../../../core/index.ts';
import { zoneBox } from '../../spots/map-layout.ts';
import { watchText } from './board-text.ts';

/**
 * Where the Heist's map draws things: the Spot's zones where the GM laid them out, the ways between them, the
 * edge (Outside) and each person as a marker in their zone, styled by the state the Heist gives them.
 */

/**
 * How a person's marker reads on the map. `crew` and `other` are the players' screen's (issue 21): the crew, and
 * someone else the GM revealed, drawn by who they are alone (the crew is not told a guard's state).
 */
export type MarkerKind =
  'concealed' | 'discovered' | 'unaware' | 'aware' | 'down' | 'dead' | 'away' | 'crew' | 'other';

/** A person's marker: initials, the state in words (its tooltip and the map's description), how it is drawn. */
export interface Marker {
  readonly id: string;
  readonly initials: string;
  readonly name: string;
  readonly kind: MarkerKind;
  readonly words: string;
  /** What a screen reader hears on its button, the deciding number included: "Guard Brannigan, Unaware, Awareness 10". */
  readonly label: string;
  readonly x: number;
  readonly y: number;
}

const markerWords: Readonly<Record<MarkerKind, string>> = {
  concealed: 'Concealed',
  discovered: 'Discovered',
  unaware: 'Unaware',
  aware: 'Aware',
  down: 'Unconscious',
  dead: 'Dead',
  away: 'in a fight or chase',
  crew: 'Crew',
  other: 'spotted',
};

/** The marker a person gets from the Heist's record of them. */
export function markerKind(person: heist.BoardPerson): MarkerKind {
  const c = person.character;
  if (c.condition.state === 'dead') return 'dead';
  if (person.engaged) return 'away';
  if (c.unconscious) return 'down';
  if (c.kind === 'crew') return c.discovered ? 'discovered' : 'concealed';
  return c.aware ? 'aware' : 'unaware';
}

/** "VX" for Vex, "JM" for Jo March. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}

/** Between two markers' centres: their circles (radius 10) drawn apart, with room for a focus ring. */
export const markerGap = 26;
export const perRow = 5;

/** Someone to draw as a marker, before they are placed. */
export type Unplaced = Omit<Marker, 'initials' | 'words' | 'x' | 'y'>;

/** Markers for the people in a box: in rows of five under the box's name. */
export function markersIn(
  people: readonly heist.BoardPerson[],
  box: { readonly x: number; readonly y: number; readonly width: number },
  top: number,
): Marker[] {
  const unplaced = people.map((person): Unplaced => {
    const kind = markerKind(person);
    const c = person.character;
    const role = c.kind === 'crew' ? 'Crew' : c.kind === 'guard' ? 'Guard' : 'NPC';
    const score = person.awareness === null ? '' : `, Awareness ${person.awareness}`;
    return { id: c.id, name: c.name, kind, label: `${role} ${c.name}, ${markerWords[kind]}${score}` };
  });
  return placeMarkers(unplaced, box, top);
}

/** Places markers in rows of five from `top`, each with its initials and its state in words. */
export function placeMarkers(
  people: readonly Unplaced[],
  box: { readonly x: number; readonly y: number; readonly width: number },
  top: number,
): Marker[] {
  return people.map((person, index) => ({
    ...person,
    initials: initials(person.name),
    words: `${person.name}: ${markerWords[person.kind]}`,
    x: box.x + 14 + markerGap * (index % perRow),
    y: top + markerGap * Math.floor(index / perRow),
  }));
}

/** A zone on the map: its box, its name, whether the crew knows it, its markers. */
export interface MapZone {
  readonly id: string;
  readonly name: string;
  readonly known: boolean;
  readonly alert: boolean;
  readonly box: { x: number; y: number; width: number; height: number };
  /** Who watches it, the deciding number first: "Awareness 10", "nobody watching". */
  readonly watch: string;
  /**
   * Its button's words, led by what it shows (its name and Awareness): "Office Awareness 10: zone",
   * "Dock: zone, nobody watching, unknown to the crew".
   */
  readonly label: string;
  readonly markers: readonly Marker[];
  /** The pieces of loot lying here, and their button's words ("Loot Gold, worth 5, in the Vault"). */
  readonly lootIds: readonly string[];
  readonly lootLabel: string;
  /** The alarm track's securities revealed here, drawn as small badges (none without the track). */
  readonly security: readonly SecurityBadge[];
  /** A lockdown gate closed on the zone itself: nobody may enter. */
  readonly closed: boolean;
  /** The deciding number: the highest Awareness of its unaware guards, Heat included (COT-GUARD-3, -7). */
  readonly awareness: number | null;
  /** Pieces of loot still lying here. */
  readonly loot: number;
  /** An unknown security still waits here (the GM's view of the track only: the crew's has no such list). */
  readonly unknownSecurity: boolean;
}

/** A revealed security of the alarm track, as a badge on its zone. */
export interface SecurityBadge {
  readonly kind: alarm.AlarmItemKind | 'nothing';
  /** "G", "C", "L", "P", "–". */
  readonly letter: string;
  /** "Camera (Awareness 12)": its tooltip. */
  readonly words: string;
}

const badgeLetters: Readonly<Record<SecurityBadge['kind'], string>> = {
  guard: 'G',
  camera: 'C',
  lock: 'L',
  'pressure-sensor': 'P',
  nothing: '–',
};

/** A way between two places, as a line between their centres (Outside: the edge). */
export interface MapWay {
  readonly id: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** Every Security on it bypassed, or none: the way is open. */
  readonly open: boolean;
  /** How it reads, as on the Spot editor's map (one visual language): a way, a barrier, bypassed. */
  readonly look: spotTypes.BarrierLook;
  /** Its Securities with their scores, each bypassed or not, written at its middle. */
  readonly securities: readonly { readonly words: string; readonly bypassed: boolean }[];
  /** A lockdown gate of the alarm track closed it: impassable. */
  readonly closed: boolean;
  /** The Securities still standing, as its mark reads ("Lock 10"); empty when open. */
  readonly standing: string;
  /** Its button's words: "Barrier Loading dock — Office: Lock 10". */
  readonly label: string;
}

export interface HeistMapView {
  readonly view: { x: number; y: number; width: number; height: number };
  readonly zones: readonly MapZone[];
  readonly ways: readonly MapWay[];
  readonly edge: { readonly x: number; readonly y: number; readonly markers: readonly Marker[] };
  /** The map in words, for a screen reader: who is where, in what state. */
  readonly summary: string;
}

/** The whole map of a Heist's board. Boxes grow to hold more than one row of markers. */
export function heistMap(
  spot: heist.HeistState['spot'],
  board: heist.HeistBoard,
  track: alarm.AlarmCrewView | alarm.AlarmView | null = null,
): HeistMapView {
  const unknown = new Set(track && 'unknown' in track ? track.unknown.map((u) => u.zone) : []);
  const closedGates = (track?.gates ?? []).filter((gate) => gate.closed).map((gate) => gate.gate);
  const closedWays = new Set(closedGates.flatMap((gate) => (gate.kind === 'barrier' ? [gate.barrier] : [])));
  const closedZones = new Set(closedGates.flatMap((gate) => (gate.kind === 'zone' ? [gate.zone] : [])));
  const badges = (zone: string): SecurityBadge[] =>
    (track?.revealed ?? [])
      .filter((reveal) => reveal.zone === zone)
      .map((reveal) => {
        const kind = reveal.item?.kind ?? 'nothing';
        return { kind, letter: badgeLetters[kind], words: `${reveal.zoneName}: ${reveal.label}` };
      });
  const centre = (id: string) => (id === spots.outside ? spot.edge : (spot.zones[id] ?? spot.edge));
  const zones = board.zones.map((zone): MapZone => {
    const base = zoneBox(zone.zone);
    const rows = Math.max(1, Math.ceil(zone.people.length / perRow));
    const box = { ...base, height: base.height + 8 + markerGap * (rows - 1) };
    return {
      id: zone.zone.id,
      name: zone.zone.name,
      known: zone.known,
      alert: zone.alert,
      box,
      watch: watchText(zone),
      label: zoneLabel(zone),
      lootIds: zone.loot.map((loot) => loot.id),
      lootLabel: `${zone.loot.length} loot in ${zone.zone.name}: ${zone.loot.map((loot) => `${loot.name}, worth ${loot.value}`).join('; ')}`,
      markers: markersIn(zone.people, box, box.y + 48),
      security: badges(zone.zone.id),
      closed: closedZones.has(zone.zone.id),
      unknownSecurity: unknown.has(zone.zone.id),
      awareness: zone.awareness,
      loot: zone.loot.length,
    };
  });
  const seen = new Set<string>();
  const ways: MapWay[] = [];
  for (const zone of board.zones) {
    for (const way of zone.ways) {
      if (seen.has(way.barrier)) continue;
      seen.add(way.barrier);
      const a = centre(zone.zone.id);
      const b = centre(way.to);
      const standing = way.securities.filter((security) => !security.bypassed).map((s) => s.label);
      const closedWay = closedWays.has(way.barrier);
      const state = closedWay
        ? 'closed by a lockdown gate'
        : standing.length > 0
          ? standing.join(', ')
          : 'open';
      ways.push({
        id: way.barrier,
        x1: a.x,
        y1: a.y,
        x2: b.x,
        y2: b.y,
        open: way.securities.every((security) => security.bypassed),
        look: spots.barrierLook(way.securities),
        securities: way.securities.map((security) => ({
          words: security.label,
          bypassed: security.bypassed,
        })),
        closed: closedWay,
        standing: standing.join(', '),
        label: `Barrier ${zone.zone.name} — ${way.toName}: ${state}`,
      });
    }
  }
  const edgeBox = { x: spot.edge.x - 60, y: spot.edge.y, width: 120 };
  const edge = {
    x: spot.edge.x,
    y: spot.edge.y,
    markers: markersIn(board.outside, edgeBox, spot.edge.y + 30),
  };
  const edgeRows = Math.ceil(board.outside.length / perRow);
  const view = boundsOf([
    ...zones.map((zone) => zone.box),
    { x: edgeBox.x, y: spot.edge.y - 16, width: edgeBox.width, height: 40 + markerGap * edgeRows },
  ]);
  const closedWords = (track?.gates ?? [])
    .filter((gate) => gate.closed)
    .map((gate) => `Gate ${gate.letter} closed (${gate.label})`);
  const securityWords = zones.flatMap((zone) => zone.security.map((badge) => badge.words));
  const unknownWords = zones
    .filter((zone) => zone.unknownSecurity)
    .map((zone) => `${zone.name}: an unknown security waits here`);
  const summary = [summaryOf(zones, edge.markers), ...securityWords, ...unknownWords, ...closedWords].join(
    '. ',
  );
  return { view, zones, ways, edge, summary };
}

/** A zone's button words: what the map shows of it first (its name, its Awareness), then the rest of its watch. */
function zoneLabel(zone: heist.BoardZone): string {
  const shown = zone.awareness === null ? zone.zone.name : `${zone.zone.name} Awareness ${zone.awareness}`;
  const watch = watchText(zone);
  const rest = zone.awareness === null ? watch : watch.split('; ').slice(1).join('; ');
  return `${shown}: zone${rest ? `, ${rest}` : ''}${zone.known ? '' : ', unknown to the crew'}`;
}

/** The smallest view holding every box, with a margin: the map fills its frame however few zones it has. */
export function boundsOf(boxes: readonly { x: number; y: number; width: number; height: number }[]) {
  const margin = 24;
  const left = Math.min(...boxes.map((b) => b.x)) - margin;
  const top = Math.min(...boxes.map((b) => b.y)) - margin;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + margin;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + margin;
  return { x: left, y: top, width: Math.max(240, right - left), height: Math.max(120, bottom - top) };
}

/** The map in words: who is where, zone by zone, then Outside. */
export function summaryOf(zones: readonly MapZone[], outsiders: readonly Marker[]): string {
  const parts = zones
    .filter((zone) => zone.markers.length > 0)
    .map((zone) => `${zone.name}: ${zone.markers.map((m) => m.words).join(', ')}`);
  if (outsiders.length > 0) parts.push(`Outside: ${outsiders.map((m) => m.words).join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : 'Nobody is at the Spot';
}
