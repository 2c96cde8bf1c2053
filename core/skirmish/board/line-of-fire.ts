/**
 * The line of fire (HST-LOF-1, -2, -3, -5; HST-D-29): a 1"-wide strip along the line of sight, from the shooter
 * through the target to the table's edge. On it between the two: the obstructions, nearest the shooter first (the
 * order dice are given to them); behind the target within 4": the collateral candidates.
 */
import type { ModelId } from '../types.ts';
import { EPS, add, cross, distance, dot, scale, sub } from './geometry.ts';
import { boardOf, contactsOf, levelOf, modelOn, radiusOf } from './pieces.ts';
import type { Board, Piece } from './pieces.ts';
import { lineOfSight } from './sight.ts';
import type { LineOfSight } from './sight.ts';
import type { BoardLayout, BoardModel, Point } from './types.ts';

/** HST-LOF-1: the strip is 1" wide, whatever the base width. */
export const STRIP_WIDTH = 1;
/** HST-LOF-5: collateral reaches 4" behind the target. */
export const COLLATERAL_REACH = 4;

export interface BoardObstruction {
  readonly kind: 'model' | 'object';
  /** The model's id, or the terrain's. */
  readonly id: string;
  readonly name: string;
  /** Chest-high or lower: it counts only when shooter and target are both behind low cover (HST-LOF-2). */
  readonly low: boolean;
  /** A model, or scenery declared destructible: a die given to it can hit it (HST-LOF-4). */
  readonly destructible: boolean;
  /** Inches along the line from the shooter to where it starts. */
  readonly distance: number;
  /** It takes a die (HST-LOF-3); false for a low obstruction the rule ignores. */
  readonly counts: boolean;
}

export interface BoardCollateral {
  readonly kind: 'model' | 'object';
  readonly id: string;
  readonly name: string;
  /** Inches behind the target (as range is measured, HST-D-1). */
  readonly behind: number;
}

export interface LineOfFire {
  /** The strip's middle line: from the shooter's sight point to the target's, then on to the table's edge. */
  readonly from: Point;
  readonly to: Point;
  readonly end: Point;
  readonly width: number;
  /** Both shooter and target are behind low cover (and neither behind high): low obstructions count. */
  readonly bothBehindLowCover: boolean;
  /** Nearest the shooter first (HST-LOF-3). */
  readonly obstructions: readonly BoardObstruction[];
  readonly collateral: readonly BoardCollateral[];
}

/**
 * HST-LOF-1, -2, -3, -5: the strip, what obstructs it and what may take collateral hits. The strip follows the
 * line of sight found (or the centre line when there is none). High cover and closed doors are never obstructions
 * (they block sight, or the strip is placed beside them, TV-HST-LOF-1-a); nor is cover the shooter or the target
 * touches (it is theirs). `sight`: the line of sight already found between them, if the caller has it.
 * @throws RangeError naming a model the board does not hold.
 */
export function lineOfFire(
  layout: BoardLayout,
  shooter: ModelId,
  target: ModelId,
  sight: LineOfSight = lineOfSight(layout, shooter, target),
): LineOfFire {
  const board = boardOf(layout);
  const s = modelOn(board, shooter);
  const t = modelOn(board, target);
  const from = sight.from;
  const to = sight.to;
  const span = distance(from, to);
  const u = span < EPS ? { x: 1, y: 0 } : scale(sub(to, from), 1 / span);
  const reach = Math.max(span, exitAlong(layout, from, u));
  const end = add(from, scale(u, reach));
  const levels = [levelOf(s), levelOf(t)];
  const usedAsCover = new Set(
    [...contactsOf(board, s), ...contactsOf(board, t)]
      .filter((c) => c.piece.role === 'cover')
      .map((c) => c.piece),
  );
  const bothLow = behindLowCover(board, s) && behindLowCover(board, t);
  const half = STRIP_WIDTH / 2;
  const rT = radiusOf(board, t);
  const measure = (inches: number, r: number): number =>
    layout.measureFrom === 'centre' ? inches : Math.max(0, inches - r);

  const obstructions: BoardObstruction[] = [];
  const collateral: BoardCollateral[] = [];
  for (const m of layout.models) {
    if (m.id === s.id || m.id === t.id || !levels.includes(levelOf(m))) continue;
    const rel = sub(m.at, from);
    const along = dot(rel, u);
    const r = radiusOf(board, m);
    if (Math.abs(cross(u, rel)) >= half + r - EPS || along + r <= EPS || along - r >= reach) continue;
    if (along < span - EPS) {
      obstructions.push({
        kind: 'model',
        id: m.id,
        name: m.id,
        low: false,
        destructible: true,
        distance: Math.max(0, along - r),
        counts: true,
      });
    } else {
      const behind = measure(distance(m.at, t.at), rT + r);
      if (behind <= COLLATERAL_REACH + EPS) collateral.push({ kind: 'model', id: m.id, name: m.id, behind });
    }
  }
  for (const piece of board.pieces) {
    if (!levels.includes(piece.level) || usedAsCover.has(piece)) continue;
    if (piece.role === 'cover' && piece.height === 'high') continue;
    const onStrip = stripSpan(piece, from, u, half);
    if (!onStrip || onStrip[1] <= EPS || onStrip[0] >= reach) continue;
    const low = piece.height === 'low';
    if (onStrip[0] < span - EPS) {
      obstructions.push({
        kind: 'object',
        id: piece.id,
        name: piece.name,
        low,
        destructible: piece.destructible,
        distance: Math.max(0, onStrip[0]),
        counts: !low || bothLow,
      });
    }
    if (piece.destructible && onStrip[1] > span + EPS) {
      const behind = measure(Math.max(onStrip[0], span) - span, rT);
      if (behind <= COLLATERAL_REACH + EPS)
        collateral.push({ kind: 'object', id: piece.id, name: piece.name, behind });
    }
  }
  obstructions.sort((a, b) => a.distance - b.distance);
  collateral.sort((a, b) => a.behind - b.behind);
  return { from, to, end, width: STRIP_WIDTH, bothBehindLowCover: bothLow, obstructions, collateral };
}

/** Behind low cover: the base touches low cover and no high cover (HST-LOF-2). */
function behindLowCover(board: Board, model: BoardModel): boolean {
  const cover = contactsOf(board, model).filter((c) => c.piece.role === 'cover');
  return cover.some((c) => c.piece.height === 'low') && !cover.some((c) => c.piece.height === 'high');
}

/** How far along u from p the table's edge is (0 when p is off the table). */
function exitAlong(layout: BoardLayout, p: Point, u: Point): number {
  let best = Infinity;
  if (u.x > EPS) best = Math.min(best, (layout.width - p.x) / u.x);
  if (u.x < -EPS) best = Math.min(best, -p.x / u.x);
  if (u.y > EPS) best = Math.min(best, (layout.height - p.y) / u.y);
  if (u.y < -EPS) best = Math.min(best, -p.y / u.y);
  return Number.isFinite(best) ? Math.max(0, best) : 0;
}

/** The stretch [first, last] of distances along the strip's middle line that the piece covers, if it touches it. */
function stripSpan(piece: Piece, from: Point, u: Point, half: number): readonly [number, number] | null {
  const edges: [Point, Point, number][] = piece.line
    ? [[piece.line[0], piece.line[1], piece.halfThickness]]
    : piece.faces.map((f) => [f.from, f.to, 0]);
  let lo = Infinity;
  let hi = -Infinity;
  for (const [a, b, thick] of edges) {
    const clipped = clipToBand(a, b, from, u, half + thick);
    if (!clipped) continue;
    lo = Math.min(lo, clipped[0]);
    hi = Math.max(hi, clipped[1]);
  }
  return lo <= hi ? [lo, hi] : null;
}

/** The part of a–b within `half` of the line through `from` along u, as distances along that line. */
function clipToBand(
  a: Point,
  b: Point,
  from: Point,
  u: Point,
  half: number,
): readonly [number, number] | null {
  const ta = cross(u, sub(a, from));
  const tb = cross(u, sub(b, from));
  let l0 = 0;
  let l1 = 1;
  const dt = tb - ta;
  if (Math.abs(dt) < EPS) {
    if (Math.abs(ta) >= half - EPS) return null;
  } else {
    const x0 = (-half - ta) / dt;
    const x1 = (half - ta) / dt;
    l0 = Math.max(l0, Math.min(x0, x1));
    l1 = Math.min(l1, Math.max(x0, x1));
    if (l1 <= l0) return null;
  }
  const sa = dot(sub(a, from), u);
  const sb = dot(sub(b, from), u);
  const s0 = sa + (sb - sa) * l0;
  const s1 = sa + (sb - sa) * l1;
  return [Math.min(s0, s1), Math.max(s0, s1)];
}
