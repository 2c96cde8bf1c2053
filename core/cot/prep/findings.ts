import type { Names } from '../../engine/index.ts';
import { nodeName } from '../spot/index.ts';
import { knowsZone, openZones } from '../spot/index.ts';
import type { ItinerarySubject, Spot, Zone } from '../spot/index.ts';
import { halve, itineraryDifficulty, layoutDifficulty } from './research.ts';
import type { PrepRules } from './settings.ts';

/**
 * What research has found so far at a Spot (COT-PREP-5..8), and the zones the crew made (COT-FORE-8), in words
 * for the GM: what the crew knows, against what there is to know.
 */
export interface Finding {
  readonly key: 'layout' | 'hidden' | 'blueprint' | 'marks' | 'itineraries';
  /** "Layout", "Hidden zones". */
  readonly label: string;
  readonly text: string;
  /** Whether the crew has learned anything of this kind. */
  readonly known: boolean;
}

export interface SpotFindings {
  readonly spotId: string;
  readonly name: string;
  readonly findings: readonly Finding[];
  /** "2 zones on the crew's map, 1 Mark, no Itinerary": the Spot in one line. */
  readonly summary: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const list = (words: readonly string[]) => words.join(', ');

/** COT-PREP-5, COT-PREP-2: the Layout known, or what it takes to learn it. */
function layout(spot: Spot, rules: Pick<PrepRules, 'halveRounding'>): Finding {
  const open = openZones(spot);
  const known = open.filter((zone) => knowsZone(spot, zone.id));
  const full = layoutDifficulty(spot);
  const cost = `difficulty ${full}, ${halve(full, rules.halveRounding)} by Connections or a stakeout`;
  let text: string;
  if (open.length === 0) text = 'no zone to find: every zone is Hidden';
  else if (known.length === open.length) text = `known: ${list(known.map((z) => z.name))}`;
  else if (known.length === 0) text = `not known yet (${cost})`;
  else
    text = `${list(known.map((z) => z.name))} known; ${plural(open.length - known.length, 'zone')} not yet (${cost})`;
  return { key: 'layout', label: 'Layout', text, known: known.length > 0 };
}

/** COT-PREP-6: the Hidden zones found; how many the crew has not (the GM's eyes only). */
function hidden(spot: Spot): Finding {
  const all = Object.values(spot.zones).filter(
    (zone) => zone.hidden !== null && spot.knowledge.zones[zone.id] !== 'blueprint',
  );
  const found = all.filter((zone) => knowsZone(spot, zone.id));
  const missing = all.length - found.length;
  const text =
    all.length === 0
      ? 'none at this Spot'
      : [
          found.length > 0 ? `found: ${list(found.map((z) => z.name))}` : 'none found yet',
          ...(missing > 0 ? [`${plural(missing, 'Hidden zone')} still unknown to the crew`] : []),
        ].join('; ');
  return { key: 'hidden', label: 'Hidden zones', text, known: found.length > 0 };
}

/** COT-FORE-8: the zones a Blueprint made, each with the two places it joins. */
function blueprints(spot: Spot): Finding | null {
  const made = Object.values(spot.zones).filter((zone) => spot.knowledge.zones[zone.id] === 'blueprint');
  if (made.length === 0) return null;
  const joins = (zone: Zone) =>
    Object.values(spot.barriers)
      .filter((b) => b.ends.includes(zone.id))
      .map((b) => nodeName(spot, b.ends[0] === zone.id ? b.ends[1] : b.ends[0]));
  const text = list(made.map((zone) => `${zone.name} (between ${joins(zone).join(' and ')})`));
  return { key: 'blueprint', label: 'Made by Blueprint', text, known: true };
}

/** COT-PREP-7: the Marks identified. */
function marks(spot: Spot, names: Names): Finding {
  const found = spot.knowledge.marks;
  const text =
    found.length > 0
      ? `identified: ${list(found.map(names))}`
      : "none identified yet (difficulty 25 − the person's Connections)";
  return { key: 'marks', label: 'Marks', text, known: found.length > 0 };
}

/** COT-PREP-8: the Itineraries learned. */
function itineraries(spot: Spot, names: Names): Finding {
  const found = spot.knowledge.itineraries;
  const words = (subject: ItinerarySubject) =>
    subject.kind === 'spot' ? `${spot.name}'s` : `${names(subject.character)}'s`;
  const text =
    found.length > 0
      ? `learned: ${list(found.map(words))}`
      : `none learned yet (difficulty ${itineraryDifficulty})`;
  return { key: 'itineraries', label: 'Itineraries', text, known: found.length > 0 };
}

/** What the crew has found at a Spot, kind by kind (COT-PREP-5..8, COT-FORE-8). */
export function spotFindings(
  spot: Spot,
  names: Names,
  rules: Pick<PrepRules, 'halveRounding'>,
): SpotFindings {
  const made = blueprints(spot);
  const findings = [
    layout(spot, rules),
    hidden(spot),
    ...(made ? [made] : []),
    marks(spot, names),
    itineraries(spot, names),
  ];
  const onMap = Object.keys(spot.knowledge.zones).filter((id) => Object.hasOwn(spot.zones, id)).length;
  const summary = [
    onMap === 0 ? 'no zone on the crew’s map' : `${plural(onMap, 'zone')} on the crew’s map`,
    spot.knowledge.marks.length === 0 ? 'no Mark' : plural(spot.knowledge.marks.length, 'Mark'),
    spot.knowledge.itineraries.length === 0
      ? 'no Itinerary'
      : spot.knowledge.itineraries.length === 1
        ? '1 Itinerary'
        : `${spot.knowledge.itineraries.length} Itineraries`,
  ].join(', ');
  return { spotId: spot.id, name: spot.name, findings, summary };
}
