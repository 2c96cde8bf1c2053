import type { SecurityTag } from './types.ts';

/**
 * What the heist generator (core/cot/jobgen, issue 19) keeps with a Spot it made: the seed, each card drawn and
 * the obstacle it became, so the Spot editor can explain it and the generator can open on it again.
 */

/**
 * What one card of the Heist card game becomes on a Spot (core/cot/jobgen's mapping): a barrier Security, a
 * Lock whose key or code a guard carries, a Hazardous or Hidden zone, a score-only guard (COT-CHAR-9) or a
 * camera (a watcher giving its zone an Awareness, COT-GUARD-3), or a research difficulty (COT-PREP).
 */
export type Obstacle =
  | { readonly kind: 'security'; readonly tag: SecurityTag; readonly score: number }
  | { readonly kind: 'key'; readonly score: number; readonly item: string }
  | { readonly kind: 'hazard' }
  | { readonly kind: 'guard'; readonly awareness: number; readonly training: number }
  | { readonly kind: 'camera'; readonly awareness: number; readonly training: number }
  | { readonly kind: 'hidden'; readonly rating: number }
  | { readonly kind: 'research'; readonly difficulty: number };

/** A card drawn for a generated Spot, with what it became there. */
export interface GeneratedCard {
  /** Where it lies in the draw: `job`, `security:2`, `complication:0`, `secondary:1`, `secondary:1:security:0`. */
  readonly slot: string;
  readonly deck: 'job' | 'security' | 'heist';
  readonly name: string;
  /** The card's skill (Security cards, Complications); null for Jobs and Secondary Jobs. */
  readonly skill: 'Tech' | 'Info' | 'Acrobat' | 'Confidence' | 'Sleight' | 'Engineering' | null;
  /** The obstacle the mapping made of it; null for a Job or a Secondary Job (they give loot). */
  readonly obstacle: Obstacle | null;
  /** What it became on the Spot, in the GM's words ("Vault 15 on the way Office–Strongroom"). */
  readonly becomes: string;
}

/** The seed, the cards and the mapping a generated Spot came from, so the editor can explain and redraw it. */
export interface SpotGenerated {
  readonly seed: string;
  readonly cards: readonly GeneratedCard[];
  /** The cards the GM had taken out of the decks, as `deck:name`. */
  readonly removed: readonly string[];
  /** Heist points per Resource of loot worth, as the mapping had it. */
  readonly heistPointsPerResource: number;
}
