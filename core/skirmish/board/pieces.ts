/**
 * The layout read as pieces the rules test against: each piece of terrain (and each closed door) with its faces
 * (HST-COVER-3: the line of cover is the face a model touches) and how it blocks sight (HST-COVER-1, -4).
 */
import type { ModelId } from '../types.ts';
import {
  EPS,
  add,
  crossesProperly,
  distance,
  entersPolygon,
  length,
  scale,
  segmentDistance,
  side,
  sub,
} from './geometry.ts';
import type { BoardLayout, BoardModel, Point, TerrainHeight, TerrainRole } from './types.ts';

/** How close a base must be drawn to a piece to count as base contact (HST-COVER-2), in inches. */
export const CONTACT = 0.05;

/** One side of a piece: a thin wall's line, or one edge of a thick wall or an area. */
export interface Face {
  readonly from: Point;
  readonly to: Point;
  /** For an outline's edge: the side (of from→to) its outside lies on; null for a thin wall (both sides). */
  readonly outside: -1 | 1 | null;
}

export interface Piece {
  readonly id: string;
  readonly name: string;
  readonly role: TerrainRole;
  readonly height: TerrainHeight;
  readonly destructible: boolean;
  readonly level: number;
  readonly door: boolean;
  /** A thin wall (thickness at most half a BW, HST-COVER-4): its line. */
  readonly line: readonly [Point, Point] | null;
  /** A thick wall or an area: its outline. */
  readonly outline: readonly Point[] | null;
  /** Half the drawn thickness of a thin wall: bases touch its drawn face, sight lines its middle. */
  readonly halfThickness: number;
  readonly faces: readonly Face[];
  /** Its bounding box, drawn thickness included: a sight line clear of it needs no closer look. */
  readonly box: Box;
}

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

function boxOf(points: readonly Point[], margin: number): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    minX: Math.min(...xs) - margin,
    minY: Math.min(...ys) - margin,
    maxX: Math.max(...xs) + margin,
    maxY: Math.max(...ys) + margin,
  };
}

export interface Board {
  readonly layout: BoardLayout;
  readonly bw: number;
  readonly pieces: readonly Piece[];
  readonly models: ReadonlyMap<ModelId, BoardModel>;
  /** Each model's contacts, read once per layout (the layout never changes: a move makes a new one). */
  readonly contacts: Map<ModelId, readonly Contact[]>;
  /** Each model's sight points (sight.ts), read once per layout. */
  readonly sights: Map<ModelId, readonly SightPoint[]>;
}

/** A place a model may be seen from (HST-COVER-1): its centre, or an edge of its high cover it peeks round. */
export interface SightPoint {
  readonly at: Point;
  /** The high cover face it peeks round (HST-COVER-5), absent for the model's own centre. */
  readonly peek?: Contact;
}

/** The last layout read: the board asks about one layout many times, then moves on to the next. */
let last: Board | null = null;

/**
 * The layout's pieces, computed once per layout object (layouts are immutable, so the board may redraw every
 * frame without recomputing them). Degenerate pieces (a wall of zero length, an area of fewer than three
 * corners) are left out: there is nothing to touch or to see past (see `layoutProblems`).
 */
export function boardOf(layout: BoardLayout): Board {
  if (last?.layout === layout) return last;
  const bw = layout.bw ?? 1;
  const pieces: Piece[] = [];
  for (const t of layout.terrain) {
    const base = {
      id: t.id,
      name: t.name,
      role: t.role,
      height: t.height,
      destructible: t.destructible,
      level: t.level ?? 0,
      door: false,
    };
    if (t.shape.kind === 'segment') {
      const piece = segmentPiece(base, t.shape.from, t.shape.to, t.thickness ?? 0, bw);
      if (piece) pieces.push(piece);
    } else if (t.shape.kind === 'area') {
      const piece = areaPiece(base, t.shape.corners);
      if (piece) pieces.push(piece);
    }
  }
  for (const d of layout.doors ?? []) {
    if (d.open) continue; // an open door is a gap in its wall
    const base = {
      id: d.id,
      name: d.name,
      role: 'cover' as const,
      height: 'high' as const,
      destructible: false,
      level: d.level ?? 0,
      door: true,
    };
    const piece = segmentPiece(base, d.from, d.to, 0, bw);
    if (piece) pieces.push(piece);
  }
  const board = {
    layout,
    bw,
    pieces,
    models: new Map(layout.models.map((m) => [m.id, m])),
    contacts: new Map(),
    sights: new Map(),
  };
  last = board;
  return board;
}

type PieceBase = Omit<Piece, 'line' | 'outline' | 'halfThickness' | 'faces' | 'box'>;

function segmentPiece(base: PieceBase, from: Point, to: Point, thickness: number, bw: number): Piece | null {
  const d = sub(to, from);
  const len = length(d);
  if (len < EPS) return null;
  if (thickness <= bw / 2) {
    return {
      ...base,
      box: boxOf([from, to], thickness / 2),
      line: [from, to],
      outline: null,
      halfThickness: thickness / 2,
      faces: [{ from, to, outside: null }],
    };
  }
  const n = scale({ x: -d.y / len, y: d.x / len }, thickness / 2);
  return areaPiece(base, [add(from, n), add(to, n), sub(to, n), sub(from, n)]);
}

function areaPiece(base: PieceBase, corners: readonly Point[]): Piece | null {
  if (corners.length < 3) return null;
  let twiceArea = 0;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    twiceArea += a.x * b.y - b.x * a.y;
  }
  if (Math.abs(twiceArea) < EPS) return null;
  const outside: -1 | 1 = twiceArea > 0 ? -1 : 1; // counter-clockwise: the outside is on each edge's right
  const faces: Face[] = [];
  for (let i = 0; i < corners.length; i++) {
    const from = corners[i]!;
    const to = corners[(i + 1) % corners.length]!;
    if (distance(from, to) >= EPS) faces.push({ from, to, outside });
  }
  return { ...base, box: boxOf(corners, 0), line: null, outline: corners, halfThickness: 0, faces };
}

/** The model, or a RangeError naming the id the board does not hold. */
export function modelOn(board: Board, id: ModelId): BoardModel {
  const model = board.models.get(id);
  if (!model) throw new RangeError(`No model "${id}" on the board`);
  return model;
}

export const radiusOf = (board: Board, model: BoardModel): number => (model.base ?? board.bw) / 2;
export const levelOf = (model: BoardModel): number => model.level ?? 0;

/** A face the model's base touches, and the side of its line the model's centre is on (0: in line with it). */
export interface Contact {
  readonly piece: Piece;
  readonly face: Face;
  readonly side: -1 | 0 | 1;
}

/** Every face of every piece on the model's level its base touches (HST-COVER-2: base contact). */
export function contactsOf(board: Board, model: BoardModel): readonly Contact[] {
  const known = board.contacts.get(model.id);
  if (known) return known;
  const r = radiusOf(board, model);
  const level = levelOf(model);
  const contacts: Contact[] = [];
  for (const piece of board.pieces) {
    if (piece.level !== level) continue;
    for (const face of piece.faces) {
      const gap = segmentDistance(face.from, face.to, model.at) - piece.halfThickness - r;
      if (gap > CONTACT) continue;
      const s = side(face.from, face.to, model.at);
      if (face.outside !== null && s !== face.outside) continue; // an outline's edge is touched from outside only
      contacts.push({ piece, face, side: s });
    }
  }
  board.contacts.set(model.id, contacts);
  return contacts;
}

/** The piece stops sight along p–q (HST-COVER-1): high cover and closed doors, not grazed at a corner. */
export function blocks(piece: Piece, p: Point, q: Point): boolean {
  if (piece.role !== 'cover' || piece.height !== 'high') return false;
  const { box } = piece;
  if (Math.max(p.x, q.x) < box.minX || Math.min(p.x, q.x) > box.maxX) return false;
  if (Math.max(p.y, q.y) < box.minY || Math.min(p.y, q.y) > box.maxY) return false;
  if (piece.line) return crossesProperly(p, q, piece.line[0], piece.line[1]);
  return piece.outline !== null && entersPolygon(piece.outline, p, q);
}

/** The first piece on either level that stops sight along p–q, if any. */
export function blockerOf(board: Board, p: Point, q: Point, levels: readonly number[]): Piece | null {
  for (const piece of board.pieces) {
    if (levels.includes(piece.level) && blocks(piece, p, q)) return piece;
  }
  return null;
}
