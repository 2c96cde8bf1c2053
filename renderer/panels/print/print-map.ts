import type { SpotHandout } from '../../../core/index.ts';
import { spot as spots } from '../../../core/index.ts';
import { mapBox } from '../spots/map-layout.ts';

/**
 * Where the printed Spot map draws its barriers: a line between its two ends and its Securities' words at the
 * middle. Drawing only: which barriers and words a map shows is core's (`spotHandout`).
 */
export interface PrintedLine {
  readonly id: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly labelX: number;
  readonly labelY: number;
  readonly label: string;
  readonly look: SpotHandout['barriers'][number]['look'];
}

export function printedLines(handout: SpotHandout): PrintedLine[] {
  const points = new Map<string, { readonly x: number; readonly y: number }>(
    handout.zones.map((zone) => [zone.id, zone]),
  );
  points.set(spots.outside, handout.edge);
  return handout.barriers.map((barrier) => {
    const a = points.get(barrier.ends[0]) ?? handout.edge;
    const b = points.get(barrier.ends[1]) ?? handout.edge;
    return {
      id: barrier.id,
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
      labelX: (a.x + b.x) / 2,
      labelY: (a.y + b.y) / 2 - 8,
      label: barrier.label,
      look: barrier.look,
    };
  });
}

/** The drawing's view box: every zone drawn on this map and the edge (the crew's map gives nothing away). */
export function printedBox(handout: SpotHandout): string {
  const box = mapBox({ zones: handout.zones, edge: handout.edge });
  return `${box.x} ${box.y} ${box.width} ${box.height}`;
}
