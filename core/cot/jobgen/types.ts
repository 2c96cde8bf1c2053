import type { Obstacle } from '../spot/index.ts';

/**
 * The heist generator's words: the three decks of the Heist card game (heist-card-game.txt), a draw from them,
 * and the mapping that turns each card into a City of Thieves obstacle. Plain JSON.
 */

/** The six skills of the card game; each Security card and each Complication asks for one. */
export type CardSkill = 'Tech' | 'Info' | 'Acrobat' | 'Confidence' | 'Sleight' | 'Engineering';
export const cardSkills: readonly CardSkill[] = [
  'Tech',
  'Info',
  'Acrobat',
  'Confidence',
  'Sleight',
  'Engineering',
];

/** A Job card: its Security number (how many Security cards it draws) and its Heist points. */
export interface JobCard {
  readonly name: string;
  readonly security: number;
  readonly heistPoints: number;
}

/** A Security card: one skill at level 1, as printed. */
export interface SecurityCard {
  readonly name: string;
  readonly skill: CardSkill;
  readonly value: number;
}

/** The Heist deck's card types as printed: Personnel, Leader, Complication, Con, Crisis, Event, Reaction, Secondary Job. */
export type HeistCardType = 'P' | 'PL' | 'C' | 'Z' | 'X' | 'E' | 'R' | 'S';

/** A Heist deck card: its notes as printed, and the numbers the generator reads from them. */
export interface HeistCard {
  readonly name: string;
  readonly type: HeistCardType;
  readonly notes: string;
  /** A Complication's or a Crisis's skill, when its notes name one. */
  readonly skill?: CardSkill;
  /** A Secondary Job's Security number and Heist points. */
  readonly security?: number;
  readonly heistPoints?: number;
}

export interface Decks {
  readonly jobs: readonly JobCard[];
  readonly security: readonly SecurityCard[];
  readonly heist: readonly HeistCard[];
}

/** A Secondary Job attached to the Job, with the Security cards it drew. */
export interface SecondaryDraw {
  readonly card: string;
  readonly security: readonly string[];
}

/** The cards of one generated job, by name; `seed` is the seed its last full draw came from. */
export interface JobDraw {
  readonly seed: string;
  readonly job: string;
  /** As many as the Job's Security number. */
  readonly security: readonly string[];
  readonly complications: readonly string[];
  readonly secondary: readonly SecondaryDraw[];
}

/**
 * One row of the mapping: a card (by skill and name; `card` null for every other card of that skill) and the
 * obstacle it becomes, with the reason the GM reads.
 */
export interface MappingRow {
  readonly skill: CardSkill;
  readonly card: string | null;
  readonly obstacle: Obstacle;
  readonly reason: string;
}

/** The mapping the GM tunes in the generator: its rows, and how Heist points become Resources of loot. */
export interface JobMapping {
  readonly rows: readonly MappingRow[];
  /** A Job's (or Secondary Job's) loot is worth its Heist points divided by this, rounded up. */
  readonly heistPointsPerResource: number;
}
