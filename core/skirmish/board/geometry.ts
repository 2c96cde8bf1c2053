/**
 * Plane geometry for the board, in inches. Every test that decides a rule uses a tolerance (`EPS`) so that a
 * line drawn exactly through a corner, or a base drawn exactly against a wall, reads the same whichever way
 * round it is computed.
 */
import type { Point } from './types.ts';

/** A thousandth of an inch: anything closer counts as touching. */
export const EPS = 1e-6;

export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Which side of the line a→b the point p lies: 1 left, -1 right, 0 on it (within EPS inches). */
export function side(a: Point, b: Point, p: Point): -1 | 0 | 1 {
  const d = sub(b, a);
  const len = length(d);
  if (len < EPS) return 0;
  const offset = cross(d, sub(p, a)) / len; // signed distance in inches
  if (offset > EPS) return 1;
  if (offset < -EPS) return -1;
  return 0;
}

/** The point of segment a–b nearest p, and how far along it is (0 at a, 1 at b). */
export function nearestOnSegment(
  a: Point,
  b: Point,
  p: Point,
): { readonly point: Point; readonly t: number } {
  const d = sub(b, a);
  const len2 = dot(d, d);
  if (len2 < EPS * EPS) return { point: a, t: 0 };
  const t = Math.min(1, Math.max(0, dot(sub(p, a), d) / len2));
  return { point: add(a, scale(d, t)), t };
}

export const segmentDistance = (a: Point, b: Point, p: Point): number =>
  distance(nearestOnSegment(a, b, p).point, p);

/**
 * The two segments cross at a point inside both (each strictly separates the other's ends): grazing a corner,
 * touching or running along does not count. Symmetric in both segments and in the order of their ends.
 */
export function crossesProperly(p: Point, q: Point, a: Point, b: Point): boolean {
  const [p1, q1] = ordered(p, q);
  const [a1, b1] = ordered(a, b);
  const s1 = side(a1, b1, p1);
  const s2 = side(a1, b1, q1);
  const s3 = side(p1, q1, a1);
  const s4 = side(p1, q1, b1);
  return s1 * s2 < 0 && s3 * s4 < 0;
}

/** Where along p→q (0..1) the segment a–b meets it, touching included; null when they never meet. */
export function meetAt(p: Point, q: Point, a: Point, b: Point): number | null {
  const r = sub(q, p);
  const s = sub(b, a);
  const denom = cross(r, s);
  if (Math.abs(denom) < EPS * EPS) return null; // parallel: running along an edge is not entering it
  const t = cross(sub(a, p), s) / denom;
  const u = cross(sub(a, p), r) / denom;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return null;
  return Math.min(1, Math.max(0, t));
}

/** Strictly inside the polygon (its boundary, within EPS, is outside). */
export function insidePolygon(corners: readonly Point[], p: Point): boolean {
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    if (segmentDistance(a, b, p) <= EPS) return false;
  }
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const a = corners[i]!;
    const b = corners[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * The segment p–q passes through the polygon's inside (not merely along its boundary or through a corner):
 * cut it where it meets the outline and test the middle of every piece.
 */
export function entersPolygon(corners: readonly Point[], p: Point, q: Point): boolean {
  const [p1, q1] = ordered(p, q);
  const cuts = [0, 1];
  for (let i = 0; i < corners.length; i++) {
    const t = meetAt(p1, q1, corners[i]!, corners[(i + 1) % corners.length]!);
    if (t !== null) cuts.push(t);
  }
  cuts.sort((a, b) => a - b);
  const d = sub(q1, p1);
  for (let i = 0; i + 1 < cuts.length; i++) {
    if (cuts[i + 1]! - cuts[i]! < EPS) continue;
    if (insidePolygon(corners, add(p1, scale(d, (cuts[i]! + cuts[i + 1]!) / 2)))) return true;
  }
  return false;
}

/** The angle between two directions, in degrees (0..180). */
export function angleBetween(u: Point, v: Point): number {
  const lu = length(u);
  const lv = length(v);
  if (lu < EPS || lv < EPS) return 0;
  return (Math.acos(Math.min(1, Math.max(-1, dot(u, v) / (lu * lv)))) * 180) / Math.PI;
}

/** The two ends in one fixed order, so a test gives the same answer both ways round (reciprocity). */
function ordered(p: Point, q: Point): readonly [Point, Point] {
  return p.x < q.x || (p.x === q.x && p.y <= q.y) ? [p, q] : [q, p];
}
