import type { MapBarrierView, MapLens, MapZoneView } from '../cot/spot/index.ts';

/**
 * The session on paper (issue 22): each printable document as plain data, every number from the rules' own
 * functions. The renderer lays them out on the page; nothing here knows of a page.
 */

/** The paper a document is printed on. */
export type PaperSize = 'A4' | 'Letter';

export const paperSizes: readonly { readonly id: PaperSize; readonly label: string }[] = [
  { id: 'A4', label: 'A4 (210 × 297 mm)' },
  { id: 'Letter', label: 'US Letter (8.5 × 11 in)' },
];

export function isPaperSize(value: unknown): value is PaperSize {
  return value === 'A4' || value === 'Letter';
}

/** A label and its value, as a sheet prints it ("Muscle 3", "Awareness 9"). */
export interface PrintedValue {
  readonly label: string;
  readonly value: string;
}

/** One skill on a sheet: its rating and the pool it rolls (COT-DICE-2). */
export interface PrintedSkill {
  readonly skill: string;
  readonly label: string;
  readonly rating: number;
  readonly pool: string;
}

/** One weapon on a sheet: the skill it uses and its bonus from the table's weapon table (COT-GEAR-1). */
export interface PrintedWeapon {
  readonly name: string;
  readonly skill: string;
  readonly bonus: string;
  readonly tags: string;
  /** All of it in a few words: "Revolver (Shooting +1k0, firearm)". */
  readonly words: string;
}

/** A character's sheet on one page (COT-CHAR-5): every skill with its pool, whatever its rating. */
export interface CrewSheet {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  /** "Known as …" when the face they show is not who they are (COT-CHAR-8); '' otherwise. */
  readonly identity: string;
  readonly condition: string;
  readonly abilities: readonly PrintedValue[];
  /** By ability, in the reference's order: each ability's label and its skills. */
  readonly skillGroups: readonly { readonly ability: string; readonly skills: readonly PrintedSkill[] }[];
  readonly facts: readonly PrintedValue[];
  readonly loyalties: readonly string[];
  readonly weapons: readonly PrintedWeapon[];
  readonly armour: string;
  readonly gear: readonly string[];
  readonly notes: string;
}

/** A guard or NPC on a card (COT-GUARD-1, COT-GUARD-2): scores, trained skills, arms and posts. */
export interface CharacterCard {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly identity: string;
  readonly condition: string;
  readonly abilities: readonly PrintedValue[];
  /** Awareness and Training as passive scores (COT-GUARD-2, COT-DICE-9). */
  readonly scores: readonly PrintedValue[];
  /** Skills with a rating above 0, with their pools. */
  readonly skills: readonly PrintedSkill[];
  readonly weapons: readonly string[];
  readonly armour: string;
  /** Where the guard is posted, with the post's scores (Heat included, COT-GUARD-7): "The warehouse, Dock: …". */
  readonly posts: readonly string[];
}

/** A barrier on a printed map, its ends named. */
export interface PrintedBarrier extends MapBarrierView {
  readonly between: string;
}

/** A Spot's map on paper: the crew's handout (what they know, COT-D-62) or the GM's (the truth). */
export interface SpotHandout {
  readonly spotId: string;
  readonly spotName: string;
  readonly lens: MapLens;
  readonly title: string;
  readonly summary: string;
  readonly edge: { readonly name: string; readonly x: number; readonly y: number };
  readonly zones: readonly MapZoneView[];
  readonly barriers: readonly PrintedBarrier[];
  /** The GM's map only: each posted guard and their scores; empty on the crew's. */
  readonly guards: readonly string[];
  /** The GM's map only: each piece of loot, its zone and value; empty on the crew's. */
  readonly loot: readonly string[];
}

/** One model of a HEIST roster (HST-MODEL-1..3): Actions, Skill and its gear in the roster's words. */
export interface RosterModel {
  readonly id: string;
  readonly name: string;
  readonly actions: number;
  readonly skill: number;
  readonly gear: string;
}

/** A weapon of the quick reference (HST-WPN-1..7): its row of the weapons table. */
export interface WeaponReference {
  readonly name: string;
  readonly kind: string;
  readonly capacity: number;
  readonly reload: string;
  readonly closeRange: string;
  readonly longRange: string;
  readonly notes: string;
}

/** A HEIST fight's rosters, side by side, and a quick reference of the weapons its models carry. */
export interface HeistRosters {
  readonly sceneId: string;
  readonly title: string;
  readonly sides: readonly {
    readonly id: string;
    readonly name: string;
    readonly models: readonly RosterModel[];
  }[];
  readonly weapons: readonly WeaponReference[];
}
