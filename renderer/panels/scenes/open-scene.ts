import type { Character, SceneId, SideSetup } from '../../../core/index.ts';
import type { Unstamped } from '../../lib/scene-commands.ts';

/** The "Open a scene" form (COT-TIME-1): its defaults and the `scene/open` command it builds. */

export type OpenKind = 'prep' | 'social' | 'heist';
export type OpenCommand = Extract<Unstamped, { type: 'scene/open' }>;

export const openKinds: readonly { readonly kind: OpenKind; readonly label: string }[] = [
  { kind: 'prep', label: 'Prep' },
  { kind: 'social', label: 'Social Call' },
  { kind: 'heist', label: 'Heist' },
];

/** The crew and one opposing side; the GM renames them or adds NPC sides. */
export const defaultSides: readonly SideSetup[] = [
  { id: 'crew', label: 'Crew', crew: true },
  { id: 'opposition', label: 'Opposition', crew: false },
];

export const defaultZones = 'Main floor';

/** A new NPC side with an id no other side has. */
export function addSide(sides: readonly SideSetup[]): readonly SideSetup[] {
  let n = sides.length;
  while (sides.some((side) => side.id === `npc-${n}`)) n += 1;
  return [...sides, { id: `npc-${n}`, label: `NPC side ${n}`, crew: false }];
}

/** Zones from "Dock, Office, Roof": trimmed, blanks and repeats dropped, in the order typed. */
export function parseZones(text: string): readonly string[] {
  const zones: string[] = [];
  for (const part of text.split(',')) {
    const zone = part.trim();
    if (zone !== '' && !zones.includes(zone)) zones.push(zone);
  }
  return zones;
}

/** Crew go with the crew side; NPCs and guards with the first other side (the crew side if there is none). */
export function defaultSideFor(kind: Character['kind'], sides: readonly SideSetup[]): string {
  const crewSide = sides.find((side) => side.crew);
  const other = sides.find((side) => !side.crew);
  const pick = kind === 'crew' ? (crewSide ?? other) : (other ?? crewSide);
  return pick?.id ?? '';
}

/** One roster line of the form: whether they take part, and the GM's choices (null: the default). */
export interface Pick {
  readonly included: boolean;
  readonly side: string | null;
  readonly zone: string | null;
}

/** A roster line the GM has not touched: crew take part, everyone else stays out. */
export function pickOf(character: Character, picks: Readonly<Record<string, Pick>>): Pick {
  return picks[character.id] ?? { included: character.kind === 'crew', side: null, zone: null };
}

/** The side a character ends up on: the GM's choice while that side exists, else the default. */
export function sideOf(character: Character, pick: Pick, sides: readonly SideSetup[]): string {
  if (pick.side !== null && sides.some((side) => side.id === pick.side)) return pick.side;
  return defaultSideFor(character.kind, sides);
}

/** The zone a character stands in: the GM's choice while that zone exists, else the first zone. */
export function zoneOf(pick: Pick, zones: readonly string[]): string {
  if (pick.zone !== null && zones.includes(pick.zone)) return pick.zone;
  return zones[0] ?? '';
}

export interface OpenDraft {
  readonly name: string;
  readonly kind: OpenKind;
  readonly zonesText: string;
  readonly sides: readonly SideSetup[];
  readonly picks: Readonly<Record<string, Pick>>;
}

/**
 * The `scene/open` command the form describes, or what is missing. The core checks the rest (the dead, sides and
 * zones that do not exist) and says why.
 */
export function openCommand(
  draft: OpenDraft,
  roster: readonly Character[],
  id: SceneId,
): { readonly command: OpenCommand } | { readonly problem: string } {
  const name = draft.name.trim();
  if (name === '') return { problem: 'Give the scene a name.' };
  const zones = parseZones(draft.zonesText);
  if (zones.length === 0) return { problem: 'Name at least one zone.' };
  const blank = draft.sides.find((side) => side.label.trim() === '');
  if (blank) return { problem: 'Every side needs a name.' };
  const chosen = roster.filter((character) => pickOf(character, draft.picks).included);
  if (chosen.length === 0) return { problem: 'Pick at least one participant.' };
  return {
    command: {
      type: 'scene/open',
      sceneId: id,
      name,
      kind: draft.kind,
      zones,
      sides: draft.sides.map((side) => ({ ...side, label: side.label.trim() })),
      participants: chosen.map((character) => {
        const pick = pickOf(character, draft.picks);
        return {
          characterId: character.id,
          side: sideOf(character, pick, draft.sides),
          zone: zoneOf(pick, zones),
          role: 'on-foot' as const,
        };
      }),
    },
  };
}
