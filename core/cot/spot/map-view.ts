import { knowsBarrier, knowsZone, onCrewMap, unfoundHiddenZones } from './knowledge.ts';
import { lootByZone } from './loot.ts';
import type { Barrier, NodeId, SecurityTag, Spot, Zone } from './types.ts';

/**
 * The Spot map under one of two lenses: the truth, as the GM sees it, or what the crew knows of it from
 * research (COT-PREP-5, COT-PREP-6, COT-D-62). The rules of what each lens shows live here; the map only draws
 * the result.
 *
 * - The truth: every zone and barrier, Security Scores, Awareness and loot; each Hidden zone the crew has not
 *   found is marked "unknown to the crew" (COT-SPOT-4).
 * - What the crew knows: the zones they know by name with their tags; the other zones they may plan through
 *   (not Hidden, `onCrewMap`) drawn as unknown, nameless and untagged; Hidden zones not found are not drawn at
 *   all, nor is any barrier touching them. A barrier is drawn when both its ends are known, with its Security
 *   tags but never their scores; guards, Awareness and loot are never on the crew's map (COT-D-62).
 */

/** Which map: the truth (the GM's) or what the crew knows. */
export type MapLens = 'truth' | 'crew';
export const mapLenses: readonly MapLens[] = ['truth', 'crew'];

/** A zone as the map draws it. */
export interface MapZoneView {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** Its name, or "Unknown zone" on the crew's map before research reveals it. */
  readonly name: string;
  /** False: drawn as unknown (the crew's map only). */
  readonly known: boolean;
  /** The line under the name: its tags, or its Awareness when it has none (the GM's map). */
  readonly detail: string;
  /** Drawn with a dashed outline. */
  readonly hidden: boolean;
  /** The GM's map: a Hidden zone the crew has not found (COT-SPOT-4, COT-PREP-6). */
  readonly unknownToCrew: boolean;
  /** How many pieces of loot lie here (the GM's map; 0 on the crew's). */
  readonly loot: number;
  /** The whole zone in words, for a screen reader: what the map draws, in its order, then the rest. */
  readonly description: string;
}

/**
 * How a barrier reads on every map (the Spot editor's and the Heist's, one visual language, issue 20): an open
 * `way` (no Security on it), a `barrier` (a Security still stands, COT-SPOT-5), or `bypassed` (every Security on
 * it bypassed this Job).
 */
export type BarrierLook = 'way' | 'barrier' | 'bypassed';

/** A barrier's look from its Securities. */
export function barrierLook(securities: readonly { readonly bypassed: boolean }[]): BarrierLook {
  if (securities.length === 0) return 'way';
  return securities.every((security) => security.bypassed) ? 'bypassed' : 'barrier';
}

/** A barrier as the map draws it. */
export interface MapBarrierView {
  readonly id: string;
  readonly ends: readonly [NodeId, NodeId];
  /** No Security left to bypass: open to pass. */
  readonly open: boolean;
  readonly look: BarrierLook;
  /** Its Securities ("Lock 12, Vault 20"; tags only on the crew's map), or '' for none. */
  readonly label: string;
  /** The same, one by one, for a map that draws a bypassed one apart: "Lock 12", bypassed or not. */
  readonly securities: readonly { readonly words: string; readonly bypassed: boolean }[];
}

export interface SpotMapView {
  readonly lens: MapLens;
  readonly zones: readonly MapZoneView[];
  readonly barriers: readonly MapBarrierView[];
  /** One sentence on what this map shows and leaves out. */
  readonly summary: string;
}

const tagWords = { hazardous: 'Hazardous', noisy: 'Noisy', crowded: 'Crowded' } as const;
const securityWords: Readonly<Record<SecurityTag, string>> = {
  lock: 'Lock',
  vault: 'Vault',
  height: 'Height',
  structure: 'Structure',
};

/**
 * The map of a Spot under a lens. `awareness` is each zone's Awareness (COT-GUARD-3), shown on the GM's map only.
 */
export function spotMapView(
  spot: Spot,
  lens: MapLens,
  awareness: ReadonlyMap<string, number> = new Map(),
): SpotMapView {
  return lens === 'truth' ? truthMap(spot, awareness) : crewMap(spot);
}

function truthMap(spot: Spot, awareness: ReadonlyMap<string, number>): SpotMapView {
  const loot = lootByZone(spot);
  const zones = Object.values(spot.zones).map((zone) =>
    truthZone(spot, zone, awareness.get(zone.id), loot.get(zone.id)?.length ?? 0),
  );
  const barriers = Object.values(spot.barriers).map((barrier) => barrierView(barrier, true));
  const unfound = unfoundHiddenZones(spot).length;
  const known = Object.keys(spot.knowledge.zones).length;
  const summary =
    `The truth: every zone, Security Score, guard and piece of loot. The crew knows ${known} of ` +
    `${zones.length} zones` +
    (unfound > 0
      ? `; ${unfound} Hidden ${unfound === 1 ? 'zone is' : 'zones are'} unknown to the crew.`
      : '.');
  return { lens: 'truth', zones, barriers, summary };
}

/** A zone on the GM's map: its tags (or Awareness), its loot, and whether the crew has yet to find it. */
function truthZone(spot: Spot, zone: Zone, score: number | undefined, loot: number): MapZoneView {
  const tags = zoneTags(zone, true);
  const unknownToCrew = zone.hidden !== null && !knowsZone(spot, zone.id);
  const awarenessWords = score !== undefined ? `Awareness ${score}` : '';
  const detail = tags || awarenessWords;
  // In the order the map draws them, so what a screen reader hears starts with what is seen.
  const words = [
    zone.name,
    detail,
    loot > 0 && `${loot} loot`,
    unknownToCrew && 'unknown to the crew',
    detail !== awarenessWords && awarenessWords,
  ];
  return {
    id: zone.id,
    x: zone.x,
    y: zone.y,
    name: zone.name,
    known: true,
    detail,
    hidden: zone.hidden !== null,
    unknownToCrew,
    loot,
    description: words.filter(Boolean).join(', '),
  };
}

function crewMap(spot: Spot): SpotMapView {
  const onMap = onCrewMap(spot);
  const zones = Object.values(spot.zones)
    .filter((zone) => onMap(zone.id))
    .map((zone): MapZoneView => {
      const known = knowsZone(spot, zone.id);
      const tags = known ? zoneTags(zone, false) : '';
      return {
        id: zone.id,
        x: zone.x,
        y: zone.y,
        name: known ? zone.name : 'Unknown zone',
        known,
        detail: known ? tags : 'not researched',
        hidden: known && zone.hidden !== null,
        unknownToCrew: false,
        loot: 0,
        description: known ? [zone.name, tags].filter(Boolean).join(', ') : 'Unknown zone, not researched',
      };
    });
  const barriers = Object.values(spot.barriers)
    .filter((barrier) => knowsBarrier(spot, barrier))
    .map((barrier) => barrierView(barrier, false));
  const unknown = zones.filter((zone) => !zone.known).length;
  const summary =
    `What the crew knows: ${zones.length - unknown} zones known, ${unknown} not researched. ` +
    'Hidden zones not found, Security Scores, guards and loot are not on their map.';
  return { lens: 'crew', zones, barriers, summary };
}

/** COT-SPOT-4: a zone's tags in words; the Hidden rating only for the GM. */
function zoneTags(zone: Zone, withRating: boolean): string {
  const hidden = zone.hidden === null ? null : withRating ? `Hidden ${zone.hidden}` : 'Hidden';
  const words: (string | false | null)[] = [
    zone.hazardous && tagWords.hazardous,
    zone.noisy && tagWords.noisy,
    zone.crowded && tagWords.crowded,
    hidden,
  ];
  return words.filter(Boolean).join(' · ');
}

/** COT-SPOT-5, COT-D-62: a barrier's Securities; the crew knows their tags, never their scores. */
function barrierView(barrier: Barrier, withScores: boolean): MapBarrierView {
  const securities = barrier.securities.map((s) => ({
    words: withScores ? `${securityWords[s.tag]} ${s.score}` : securityWords[s.tag],
    bypassed: s.bypassed,
  }));
  const label = securities.map((s) => (s.bypassed ? `${s.words} (bypassed)` : s.words)).join(', ');
  return {
    id: barrier.id,
    ends: barrier.ends,
    open: barrier.securities.every((s) => s.bypassed),
    look: barrierLook(barrier.securities),
    label,
    securities,
  };
}
