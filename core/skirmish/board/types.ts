/**
 * A HEIST fight's table as the GM draws it (issue 20, "A board for HEIST fights"): plain JSON in inches, x to the
 * right, y up, every point a base centre or a drawn corner. The board functions read it; none changes it.
 */
import type { ModelId } from '../types.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One model's base on the table (HST-MEAS-1: about 1" wide; facing is not tracked). */
export interface BoardModel {
  readonly id: ModelId;
  readonly at: Point;
  /** Base width in inches; default the layout's BW. */
  readonly base?: number;
  /** The level it stands on (HST-COVER-7); default 0, the ground floor. */
  readonly level?: number;
}

/**
 * What a piece of terrain is for the rules: `cover` (HST-COVER-2: a model touching it is in cover; high cover
 * also blocks sight, HST-COVER-1) or `obstruction` (never cover, never blocks sight; on a line of fire it can take
 * dice, HST-LOF-2). `low` is chest-high or lower; `high` is taller than a standing model.
 */
export type TerrainRole = 'cover' | 'obstruction';
export type TerrainHeight = 'low' | 'high';

/** A line the GM draws (a wall, a counter) or an area (a van, a pillar, a planter): its outline, corners in order. */
export type TerrainShape =
  | { readonly kind: 'segment'; readonly from: Point; readonly to: Point }
  | { readonly kind: 'area'; readonly corners: readonly Point[] };

export interface Terrain {
  readonly id: string;
  /** What the GM calls it ("Reception desk"): the name a shot's obstruction carries. */
  readonly name: string;
  readonly shape: TerrainShape;
  readonly role: TerrainRole;
  readonly height: TerrainHeight;
  /** Declared destructible by the scenario: it can be hit as an obstruction or collateral (HST-LOF-4, -5). */
  readonly destructible: boolean;
  /** A segment's thickness in inches (HST-COVER-4: ignored for sight lines up to half a BW); default 0. */
  readonly thickness?: number;
  /** The level it stands on; default 0. */
  readonly level?: number;
}

/** A door in a wall: closed it is high cover and blocks sight; open it is a gap (BOARD decision). */
export interface Door {
  readonly id: string;
  readonly name: string;
  readonly from: Point;
  readonly to: Point;
  readonly open: boolean;
  readonly level?: number;
}

/** A way off the table (reinforcements arrive by it, models leave by it): a stretch of line. */
export interface Exit {
  readonly id: string;
  readonly name: string;
  readonly from: Point;
  readonly to: Point;
  readonly level?: number;
}

/** A floor (HST-COVER-7): 0 is the ground floor, 1 the first floor; a balcony is drawn on its level. */
export interface Level {
  readonly level: number;
  readonly name: string;
}

/** HST-D-1: how range is measured; the table setting `measure_from`. */
export type MeasureFrom = 'base_edge' | 'centre';

export interface BoardLayout {
  /** The table, from (0, 0) to (width, height) inches. */
  readonly width: number;
  readonly height: number;
  /** HST-MEAS-1: the base width; default 1". */
  readonly bw?: number;
  /** HST-D-1: default `base_edge`. */
  readonly measureFrom?: MeasureFrom;
  readonly models: readonly BoardModel[];
  readonly terrain: readonly Terrain[];
  readonly doors?: readonly Door[];
  readonly exits?: readonly Exit[];
  readonly levels?: readonly Level[];
}

/** An aim marker on the board (HST-AIM-1): where the model aims, drawn with its 3" aim zone while it aims. */
export interface AimMarker {
  readonly model: ModelId;
  readonly at: Point;
}

/**
 * A fight's board as the skirmish state holds it (issue 20): the GM's layout, stored through the `skirmish/board-…`
 * commands, and the aim markers placed on it. Absent from a fight played without a board.
 */
export interface BoardState extends BoardLayout {
  readonly doors: readonly Door[];
  readonly exits: readonly Exit[];
  readonly aims: readonly AimMarker[];
}

/** A piece the GM draws: terrain (a line or an area), a door, an exit. Its id is given when it is drawn. */
export type BoardPiece =
  | { readonly kind: 'terrain'; readonly terrain: Terrain }
  | { readonly kind: 'door'; readonly door: Door }
  | { readonly kind: 'exit'; readonly exit: Exit };
