import type { Character } from '../../cot/characters/index.ts';
import type { Spot } from '../../cot/spot/index.ts';
import type { EngineId } from '../../registry/index.ts';
import type { CampaignState } from '../types.ts';
import type { OpenDraft } from './draft.ts';
import type { SideSetup } from './types.ts';

/**
 * The Open-a-scene form's defaults and choices (COT-TIME-1): who may take part (the living, COT-CHAR-6), the
 * sides a scene starts with, where each one starts (the crew Outside, COT-D-91) and on which side, and the form's
 * state as the draft `openFromDraft` judges. The panel keeps the GM's picks; every default is here.
 */

/** Who the form offers: every living character (the dead take part in nothing), crew first, then by name. */
export function openRoster(campaign: Pick<CampaignState, 'characters'>): readonly Character[] {
  return Object.values(campaign.characters)
    .filter((character) => character.condition.state !== 'dead')
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** The crew and one opposing side; the GM renames them or adds NPC sides. */
export const defaultSides: readonly SideSetup[] = [
  { id: 'crew', label: 'Crew', crew: true },
  { id: 'opposition', label: 'Opposition', crew: false },
];

/** A new NPC side with an id no other side has. */
export function addSide(sides: readonly SideSetup[]): readonly SideSetup[] {
  let n = sides.length;
  while (sides.some((side) => side.id === `npc-${n}`)) n += 1;
  return [...sides, { id: `npc-${n}`, label: `NPC side ${n}`, crew: false }];
}

/** Crew go with the crew side; NPCs and guards with the first other side (the crew side if there is none). */
export function defaultSideFor(kind: Character['kind'], sides: readonly SideSetup[]): string {
  const crewSide = sides.find((side) => side.crew);
  const other = sides.find((side) => !side.crew);
  const pick = kind === 'crew' ? (crewSide ?? other) : (other ?? crewSide);
  return pick?.id ?? '';
}

/** One roster line of the form: whether they take part, and the GM's choices (null: the default). */
export interface RosterPick {
  readonly included: boolean;
  readonly side: string | null;
  readonly zone: string | null;
}

/** A roster line the GM has not touched: crew take part, everyone else stays out. */
export function pickOf(character: Character, picks: Readonly<Record<string, RosterPick>>): RosterPick {
  return picks[character.id] ?? { included: character.kind === 'crew', side: null, zone: null };
}

/** The side a character ends up on: the GM's choice while that side exists, else the default. */
export function sideOf(character: Character, pick: RosterPick, sides: readonly SideSetup[]): string {
  if (pick.side !== null && sides.some((side) => side.id === pick.side)) return pick.side;
  return defaultSideFor(character.kind, sides);
}

/** A place a participant can start in: a zone of the Spot, or '' (Outside, for the crew; nowhere else). */
export interface Place {
  readonly id: string;
  readonly name: string;
}

/** The Spot's zones, Outside first (where the crew start unless placed, COT-D-91). */
export function placesOf(spot: Spot | null): readonly Place[] {
  if (!spot) return [];
  return [
    { id: '', name: spot.edge.name === 'Outside' ? 'Outside' : `Outside (${spot.edge.name})` },
    ...Object.values(spot.zones)
      .map((zone) => ({ id: zone.id, name: zone.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ];
}

/** Where a character starts: the GM's choice while it exists; else Outside for the crew, the first zone for others. */
export function placeOf(character: Character, pick: RosterPick, places: readonly Place[]): string {
  if (pick.zone !== null && places.some((place) => place.id === pick.zone)) return pick.zone;
  return character.kind === 'crew' ? '' : (places.find((place) => place.id !== '')?.id ?? '');
}

/** The form's state as core's draft. */
export function draftOf(
  form: {
    readonly name: string;
    readonly engine: EngineId;
    readonly sides: readonly SideSetup[];
    readonly picks: Readonly<Record<string, RosterPick>>;
    readonly spot: Spot | null;
  },
  roster: readonly Character[],
): OpenDraft {
  const places = placesOf(form.spot);
  return {
    name: form.name,
    engine: form.engine,
    sides: form.sides,
    spotId: form.spot?.id ?? null,
    participants: roster
      .filter((character) => pickOf(character, form.picks).included)
      .map((character) => {
        const pick = pickOf(character, form.picks);
        return {
          characterId: character.id,
          side: sideOf(character, pick, form.sides),
          zone: form.spot ? placeOf(character, pick, places) : '',
        };
      }),
  };
}
