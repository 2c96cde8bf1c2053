/**
 * Table geometry the players may want checked (HST-MEAS, HST-AIM-2, HST-COVER-3/5, HST-XFIRE-1, HST-GREN-2).
 * The engine itself works from the facts the players read off their table; these helpers answer those
 * questions from coordinates (inches, base centres) when a table has them, and carry the rules' test vectors.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
const length = (a: Point): number => Math.hypot(a.x, a.y);

/** Base radius of a model on a 1" base. */
export const baseRadius = 0.5;

/** HST-MEAS-2, HST-D-1: distance between two models, nearest base edges (never below 0) or centres. */
export function modelDistance(
  a: Point,
  b: Point,
  measureFrom: 'base_edge' | 'centre' = 'base_edge',
  radius = baseRadius,
): number {
  const centres = length(sub(a, b));
  return measureFrom === 'centre' ? centres : Math.max(0, centres - 2 * radius);
}

/** Distance from a point (an aim point, a grenade) to the nearest edge of a model's base. */
export function pointToBase(point: Point, model: Point, radius = baseRadius): number {
  return Math.max(0, length(sub(model, point)) - radius);
}

/** Distance from `p` to the ray that starts at `origin` and runs through `through`. */
function distanceToRay(p: Point, origin: Point, through: Point): number {
  const direction = sub(through, origin);
  const t = Math.max(0, dot(sub(p, origin), direction) / dot(direction, direction));
  return length(sub(p, { x: origin.x + t * direction.x, y: origin.y + t * direction.y }));
}

/**
 * HST-AIM-2: any part of the target's base within 3" of the aim point, or overlapping the 1"-wide strip from
 * the shooter through the aim point to the table edge. Levels are the caller's (HST-AIM-1).
 */
export function inAimZone(
  shooter: Point,
  aimPoint: Point,
  target: Point,
  radius = baseRadius,
  levels: { readonly aim: number; readonly target: number } = { aim: 0, target: 0 },
): boolean {
  if (levels.aim !== levels.target) return false; // HST-AIM-1, HST-COVER-7: one marker covers one level
  if (pointToBase(aimPoint, target, radius) <= 3) return true;
  return distanceToRay(target, shooter, aimPoint) <= 0.5 + radius;
}

/** Which side of the line through `a` and `b` the point lies: +1, −1, or 0 on the line. */
function side(a: Point, b: Point, p: Point): number {
  return Math.sign(cross(sub(b, a), sub(p, a)));
}

/**
 * HST-COVER-3, HST-D-17: cover counts against a shooter only if the line from the shooter to the target
 * crosses the line of cover (the face `a`–`b` extended); a shooter on the target's side or on the line flanks.
 */
export function isFlanked(coverA: Point, coverB: Point, target: Point, shooter: Point): boolean {
  const targetSide = side(coverA, coverB, target);
  const shooterSide = side(coverA, coverB, shooter);
  return shooterSide === 0 || shooterSide === targetSide;
}

/** Angle in degrees between two directions. */
export function angleBetween(u: Point, v: Point): number {
  const cos = dot(u, v) / (length(u) * length(v));
  return (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
}

/**
 * HST-COVER-5, HST-D-18: a model peeking round edge `edge` of high cover running from `edge` towards `along`,
 * on the side of `modelSide`, sees a target beyond the cover only within 45° of the perpendicular.
 * A target on the model's own side of the line is not blocked by this cover at all.
 */
export function visibleAroundEdge(edge: Point, along: Point, modelSide: Point, target: Point): boolean {
  const s = side(edge, along, modelSide);
  if (side(edge, along, target) === s) return true;
  const wall = sub(along, edge);
  const normal = { x: -wall.y, y: wall.x };
  const away = dot(normal, sub(modelSide, edge)) > 0 ? { x: -normal.x, y: -normal.y } : normal;
  return angleBetween(away, sub(target, edge)) <= 45;
}

/** HST-COVER-5: a model can peek round an edge only within 1 BW of it (nearest base edge to the corner). */
export function canPeek(model: Point, edge: Point, baseWidth = 1, radius = baseRadius): boolean {
  return pointToBase(edge, model, radius) <= baseWidth;
}

/** HST-XFIRE-1, HST-D-28: the angle between A's and B's lines of sight to T qualifies for crossfire. */
export function crossfireAngle(a: Point, b: Point, target: Point, minimum = 90): boolean {
  return angleBetween(sub(a, target), sub(b, target)) >= minimum - 1e-9;
}

/**
 * HST-GREN-2, HST-D-38: where a deviating grenade lands before walls and line of sight are applied: `inches`
 * (the d6) from `from` towards `clock` (the d12) on a clock face whose 12 points along the throw and whose
 * hours run clockwise seen from above, 30° apart.
 */
export function deviate(
  thrower: Point,
  spot: Point,
  inches: number,
  clock: number,
  from: Point = spot,
): Point {
  const throwDirection = sub(spot, thrower);
  const norm = length(throwDirection);
  const u = norm === 0 ? { x: 0, y: 1 } : { x: throwDirection.x / norm, y: throwDirection.y / norm };
  const theta = ((clock % 12) * Math.PI) / 6;
  const direction = {
    x: u.x * Math.cos(theta) + u.y * Math.sin(theta),
    y: -u.x * Math.sin(theta) + u.y * Math.cos(theta),
  };
  return { x: from.x + inches * direction.x, y: from.y + inches * direction.y };
}

/** What a player asks to measure (HST-MEAS-3): from a model to a model or a point. */
export interface MeasureRequest {
  readonly from: string;
  readonly to: string;
}

/**
 * HST-MEAS-3, HST-D-2: whether the app may answer a measurement while `actor` declares an action about
 * `subjects` (its target, its destination): only from the acting model, only for that action.
 */
export function measurementAllowed(
  request: MeasureRequest,
  declaring: { readonly actor: string; readonly subjects: readonly string[] },
  freeMeasuring: boolean,
): boolean {
  if (freeMeasuring) return true;
  return request.from === declaring.actor && declaring.subjects.includes(request.to);
}

/** A wall or other sight-blocking segment. */
export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

function segmentsCross(p: Point, q: Point, s: Segment): boolean {
  const d1 = side(s.a, s.b, p);
  const d2 = side(s.a, s.b, q);
  const d3 = side(p, q, s.a);
  const d4 = side(p, q, s.b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** HST-COVER-1: true line of sight between two points past blocking walls; reciprocal by construction. */
export function lineOfSight(from: Point, to: Point, walls: readonly Segment[]): boolean {
  return !walls.some((wall) => segmentsCross(from, to, wall));
}

/** What an object is as cover (HST-COVER-2): below knee height is no cover. */
export type ObjectHeight = 'below-knee' | 'chest-or-lower' | 'above-head';

/** HST-COVER-2: cover counts only in base contact (a gap of 0), by the object's height. */
export function coverContact(gap: number, height: ObjectHeight): 'none' | 'low' | 'high' {
  if (gap > 1e-9 || height === 'below-knee') return 'none';
  return height === 'chest-or-lower' ? 'low' : 'high';
}

/** HST-COVER-4: thickness matters only beyond half a base width (then sight goes to the nearest corner). */
export function thicknessMatters(thickness: number, baseWidth = 1): boolean {
  return thickness > baseWidth / 2;
}
