/**
 * Range and line of sight (HST-MEAS-2, HST-COVER-1, -4, -5; HST-D-1, HST-D-18). A model is seen where it might
 * be: its own centre, or an edge of the high cover it touches within 1 BW of its base (the corner nearest it when
 * the cover is thicker than half a BW). Behind high cover it sees the far side only round such an edge, up to 45°
 * beyond the perpendicular; every test is made on the pair of points, so sight is reciprocal by construction.
 */
import type { ModelId } from '../types.ts';
import { EPS, angleBetween, distance, dot, length, scale, segmentDistance, side, sub } from './geometry.ts';
import { blockerOf, boardOf, contactsOf, levelOf, modelOn, radiusOf } from './pieces.ts';
import type { Board, Contact, Piece, SightPoint } from './pieces.ts';
import type { BoardLayout, BoardModel, Point } from './types.ts';

/**
 * HST-MEAS-2, HST-D-1: inches between the two models, between the nearest base edges by default (0 when the bases
 * touch or overlap) or between centres with the table setting `measure_from` = `centre`.
 * @throws RangeError naming a model the board does not hold.
 */
export function range(layout: BoardLayout, a: ModelId, b: ModelId): number {
  const board = boardOf(layout);
  const ma = modelOn(board, a);
  const mb = modelOn(board, b);
  const centres = distance(ma.at, mb.at);
  if (layout.measureFrom === 'centre') return centres;
  return Math.max(0, centres - radiusOf(board, ma) - radiusOf(board, mb));
}

/** The high cover faces the model touches and stands beside (not in line with). */
function highContacts(board: Board, model: BoardModel): readonly Contact[] {
  return contactsOf(board, model).filter(
    (c) => c.piece.role === 'cover' && c.piece.height === 'high' && c.side !== 0,
  );
}

/**
 * HST-COVER-1, -4, -5: where the model may be seen from: its centre, then each end of each high cover face it
 * touches that lies within 1 BW of its base (for cover thicker than half a BW the face is the outline's, so its
 * ends are the corners nearest the model), unless another model's base stands between it and that edge.
 * @throws RangeError naming a model the board does not hold.
 */
export function sightPoints(layout: BoardLayout, id: ModelId): readonly SightPoint[] {
  const board = boardOf(layout);
  return sightPointsOf(board, modelOn(board, id));
}

function sightPointsOf(board: Board, model: BoardModel): readonly SightPoint[] {
  const known = board.sights.get(model.id);
  if (known) return known;
  const points = readSightPoints(board, model);
  board.sights.set(model.id, points);
  return points;
}

function readSightPoints(board: Board, model: BoardModel): readonly SightPoint[] {
  const r = radiusOf(board, model);
  const points: SightPoint[] = [{ at: model.at }];
  for (const contact of highContacts(board, model)) {
    for (const edge of [contact.face.from, contact.face.to]) {
      if (distance(edge, model.at) - r > board.bw + EPS) continue;
      if (points.some((p) => p.peek && distance(p.at, edge) < EPS && p.peek.face === contact.face)) continue;
      if (standsInTheWay(board, model, edge)) continue;
      points.push({ at: edge, peek: contact });
    }
  }
  return points;
}

/** HST-COVER-1: "unless another model stands in the way behind the same cover". */
function standsInTheWay(board: Board, model: BoardModel, edge: Point): boolean {
  return board.layout.models.some(
    (other) =>
      other.id !== model.id &&
      levelOf(other) === levelOf(model) &&
      segmentDistance(model.at, edge, other.at) < radiusOf(board, other) - EPS,
  );
}

/** q lies strictly on the far side of the contact's line of cover, away from the model. */
function beyond(contact: Contact, q: Point): boolean {
  return side(contact.face.from, contact.face.to, q) === -contact.side;
}

/**
 * HST-COVER-5, HST-D-18: may the model, seen at `point`, see q? From its centre, nothing beyond the line of any
 * high cover it touches. From an edge E, a q beyond that line and turned back towards the cover is visible only
 * within 45° of the perpendicular at E pointing away from the model.
 */
function mayLook(contacts: readonly Contact[], point: SightPoint, q: Point): boolean {
  if (!point.peek) return !contacts.some((c) => beyond(c, q));
  const { face } = point.peek;
  if (!beyond(point.peek, q)) return true;
  const e = point.at;
  const along = sub(distance(e, face.from) < EPS ? face.to : face.from, e); // from the edge into the cover
  const d = sub(face.to, face.from);
  const len = length(d);
  const n = scale({ x: -d.y / len, y: d.x / len }, -point.peek.side); // the perpendicular, away from the model
  const look = sub(q, e);
  if (dot(look, along) <= EPS) return true; // turning away from the cover: nothing hides it
  return angleBetween(n, look) <= 45 + 1e-9;
}

export interface LineOfSight {
  readonly clear: boolean;
  /** The sight line found (from a point of `from` to a point of `to`), or the centre line when there is none. */
  readonly from: Point;
  readonly to: Point;
  /** The high cover or closed door in the way, when the centre line is blocked and no other line is clear. */
  readonly blockedBy?: { readonly id: string; readonly name: string };
  /** In plain words, with the rule. */
  readonly reason: string;
}

/**
 * HST-COVER-1, -4, -5 (HST-D-18): can `from` see `to`? True sight from any point either may be seen at to any
 * point of the other, past high cover and closed doors on either model's level (low cover, obstructions and
 * models never block sight: they are obstructions, HST-LOF-2). Reciprocal: the same pairs are tried both ways.
 * @throws RangeError naming a model the board does not hold.
 */
export function lineOfSight(layout: BoardLayout, from: ModelId, to: ModelId): LineOfSight {
  const board = boardOf(layout);
  const a = modelOn(board, from);
  const b = modelOn(board, to);
  const levels = [levelOf(a), levelOf(b)];
  const ca = highContacts(board, a);
  const cb = highContacts(board, b);
  const pa = sightPointsOf(board, a);
  const pb = sightPointsOf(board, b);
  let deadAngle = false;
  for (const p of pa) {
    for (const q of pb) {
      if (!mayLook(ca, p, q.at) || !mayLook(cb, q, p.at)) {
        deadAngle = true;
        continue;
      }
      if (blockerOf(board, p.at, q.at, levels)) continue;
      return { clear: true, from: p.at, to: q.at, reason: sightWords(p, q) };
    }
  }
  const blocker = blockerOf(board, a.at, b.at, levels);
  if (blocker) {
    return {
      clear: false,
      from: a.at,
      to: b.at,
      blockedBy: { id: blocker.id, name: blocker.name },
      reason: `${blocker.name} is in the way and neither can see round it (HST-COVER-1, HST-COVER-5)`,
    };
  }
  return {
    clear: false,
    from: a.at,
    to: b.at,
    reason: deadAngle
      ? 'Hidden behind high cover: no edge within 1 BW to look round, or more than 45° round it (HST-COVER-5)'
      : 'No clear line between them (HST-COVER-1)',
  };
}

function sightWords(p: SightPoint, q: SightPoint): string {
  const round = [p.peek, q.peek].filter((c): c is Contact => c !== undefined).map((c) => c.piece.name);
  return round.length === 0
    ? 'Clear line of sight (HST-COVER-1)'
    : `Clear line of sight round the edge of ${round.join(' and ')} (HST-COVER-5)`;
}

/**
 * Can the model see the point (an aim marker's start, HST-COVER-6)? The same test as between two models, with
 * the point seen only where it is; terrain on the model's level and on `level` counts.
 */
export function seesPoint(board: Board, model: BoardModel, point: Point, level: number): boolean {
  const contacts = highContacts(board, model);
  const levels = [levelOf(model), level];
  return sightPointsOf(board, model).some(
    (p) => mayLook(contacts, p, point) && blockerOf(board, p.at, point, levels) === null,
  );
}

/**
 * HST-COVER-6, HST-D-19: where a model's line of aim or fire towards `towards` starts: the high cover edge it
 * peeks round to see there (the nearest one), else the model itself (behind low cover it rises over it; in the
 * open it is the model).
 */
export function lineStart(board: Board, model: BoardModel, towards: Point, level: number): Point {
  const contacts = highContacts(board, model);
  const levels = [levelOf(model), level];
  const usable = sightPointsOf(board, model).filter(
    (p) => mayLook(contacts, p, towards) && blockerOf(board, p.at, towards, levels) === null,
  );
  const centre = usable.find((p) => !p.peek);
  if (centre) return centre.at;
  const nearest = usable.sort((x, y) => distance(x.at, model.at) - distance(y.at, model.at))[0];
  return nearest ? nearest.at : model.at;
}

export type { Piece, SightPoint };
