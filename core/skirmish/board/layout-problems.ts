/**
 * A drawn layout's problems, each in plain words naming the piece: the board refuses to store a layout that has
 * any, and the geometry leaves out what it cannot use (a wall of zero length has no line of cover).
 */
import { EPS, distance } from './geometry.ts';
import type { BoardLayout, Point } from './types.ts';

const finite = (p: Point): boolean => Number.isFinite(p.x) && Number.isFinite(p.y);

/** Every problem of the layout; empty when the board can use it as drawn. */
export function layoutProblems(layout: BoardLayout): readonly string[] {
  const problems: string[] = [];
  if (!(layout.width > 0) || !(layout.height > 0) || !Number.isFinite(layout.width * layout.height))
    problems.push('The table needs a width and a height in inches above 0');
  if (layout.bw !== undefined && !(layout.bw > 0 && Number.isFinite(layout.bw)))
    problems.push('The base width (BW) must be inches above 0');
  const ids = new Set<string>();
  for (const m of layout.models) {
    if (ids.has(m.id)) problems.push(`Model "${m.id}" is placed twice`);
    ids.add(m.id);
    if (!finite(m.at)) problems.push(`Model "${m.id}" has no position in inches`);
    else if (m.at.x < 0 || m.at.y < 0 || m.at.x > layout.width || m.at.y > layout.height)
      problems.push(`Model "${m.id}" stands off the table`);
    if (m.base !== undefined && !(m.base > 0 && Number.isFinite(m.base)))
      problems.push(`Model "${m.id}" needs a base width above 0`);
  }
  for (const t of layout.terrain) {
    const corners = t.shape.kind === 'segment' ? [t.shape.from, t.shape.to] : t.shape.corners;
    if (!corners.every(finite)) problems.push(`${t.name}: every corner needs a position in inches`);
    else if (t.shape.kind === 'segment' && distance(t.shape.from, t.shape.to) < EPS)
      problems.push(`${t.name}: a line needs two different ends`);
    else if (t.shape.kind === 'area' && t.shape.corners.length < 3)
      problems.push(`${t.name}: an area needs at least three corners`);
    if (t.thickness !== undefined && !(t.thickness >= 0 && Number.isFinite(t.thickness)))
      problems.push(`${t.name}: the thickness must be inches, 0 or more`);
  }
  for (const d of [...(layout.doors ?? []), ...(layout.exits ?? [])]) {
    if (!finite(d.from) || !finite(d.to)) problems.push(`${d.name}: both ends need a position in inches`);
    else if (distance(d.from, d.to) < EPS) problems.push(`${d.name}: needs two different ends`);
  }
  return problems;
}
