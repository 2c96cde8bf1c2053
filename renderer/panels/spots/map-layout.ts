import type { Spot } from '../../../core/index.ts';
import { spot as spots } from '../../../core/index.ts';

/** Where the Spot map draws things: each zone a box around its point, the view fitting every zone and the edge. */

export const zoneWidth = 130;
export const zoneHeight = 56;
const margin = 60;

/** A zone's box around its point. */
export function zoneBox(point: { readonly x: number; readonly y: number }): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  return { x: point.x - zoneWidth / 2, y: point.y - zoneHeight / 2, width: zoneWidth, height: zoneHeight };
}

type Point = { readonly x: number; readonly y: number };

/**
 * The view box holding every zone drawn and the edge, with a margin; never smaller than 600 × 360. The zones may
 * be a Spot's record or the list a map view draws (the crew's map leaves out what the crew does not know, so its
 * box gives nothing away).
 */
export function mapBox(spot: {
  readonly zones: Readonly<Record<string, Point>> | readonly Point[];
  readonly edge: Point;
}): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  let left = spot.edge.x;
  let right = spot.edge.x;
  let top = spot.edge.y;
  let bottom = spot.edge.y;
  for (const zone of Object.values(spot.zones)) {
    left = Math.min(left, zone.x - zoneWidth / 2);
    right = Math.max(right, zone.x + zoneWidth / 2);
    top = Math.min(top, zone.y - zoneHeight / 2);
    bottom = Math.max(bottom, zone.y + zoneHeight / 2);
  }
  const width = Math.max(600, right - left + 2 * margin);
  const height = Math.max(360, bottom - top + 2 * margin);
  return { x: left - margin, y: top - margin, width, height };
}

/** An arrow key's move of a zone: 10 units, 50 with Shift; null for any other key. */
export function nudge(
  point: { readonly x: number; readonly y: number },
  key: string,
  big: boolean,
): { x: number; y: number } | null {
  const step = big ? 50 : 10;
  const moves: Readonly<Record<string, readonly [number, number]>> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? { x: point.x + move[0], y: point.y + move[1] } : null;
}

/**
 * Where a new zone goes: to the right of the rightmost, on the row of the edge when there is none, as far apart as
 * a quick Spot's zones (`quickColumnGap`), so a way's Securities fit between two boxes without covering a name.
 */
export function nextZonePoint(spot: Pick<Spot, 'zones' | 'edge'>): { x: number; y: number } {
  const zones = Object.values(spot.zones);
  if (zones.length === 0) return { x: spot.edge.x + spots.quickColumnGap, y: spot.edge.y };
  const last = zones.reduce((a, b) => (b.x > a.x ? b : a));
  return { x: last.x + spots.quickColumnGap, y: last.y };
}
