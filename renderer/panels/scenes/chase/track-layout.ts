import type { chase } from '../../../../core/index.ts';
import { velocityText } from './chase-labels.ts';
import type { Names } from './chase-labels.ts';

/**
 * The geometry of the Distance track (COT-CHASE-3, COT-D-43): one row per pursuer group, one cell per Distance
 * from 0 to the farthest worth drawing, and the Target at the right-hand end, so a group further behind sits
 * further left. Pure numbers for SVG attributes: the CSP forbids inline styles.
 */
export interface TrackGeometry {
  /** The farthest Distance drawn; a group farther off sits in its cell ("16+"). */
  readonly max: number;
  /** True when something is farther than `max`: its cell reads "max+". */
  readonly capped: boolean;
  readonly labelWidth: number;
  readonly cell: number;
  readonly row: number;
  readonly header: number;
  readonly targetWidth: number;
  readonly rows: number;
  readonly width: number;
  readonly height: number;
}

const labelWidth = 210;
const cell = 58;
const row = 52;
const header = 26;
const targetWidth = 130;
/** The most cells the track draws, whatever the Distances (a file may hold a Distance of 100,000). */
export const farthestDrawn = 16;

/**
 * Room for every group's Distance and one cell beyond the Escape line, up to `farthestDrawn` cells.
 * @throws RangeError when a Distance is negative or not an integer.
 */
export function trackGeometry(
  distances: readonly number[],
  escapeDistance: number,
  rows: number,
): TrackGeometry {
  const bad = [...distances, escapeDistance].find((d) => !Number.isInteger(d) || d < 0);
  if (bad !== undefined) throw new RangeError(`A Distance is a whole number from 0, not ${bad}`);
  const wanted = Math.max(4, escapeDistance + 1, ...distances.map((d) => d + 1));
  const max = Math.min(wanted, farthestDrawn);
  const lanes = Math.max(rows, 1);
  return {
    max,
    capped: wanted > max,
    labelWidth,
    cell,
    row,
    header,
    targetWidth,
    rows: lanes,
    width: labelWidth + (max + 1) * cell + targetWidth,
    height: header + lanes * row + 6,
  };
}

/** The left edge of Distance `d`'s cell: Distance grows away from the Target, to the left. */
export function cellX(g: TrackGeometry, d: number): number {
  return g.labelWidth + (g.max - Math.min(d, g.max)) * g.cell;
}

/** The top of row `index`. */
export function rowY(g: TrackGeometry, index: number): number {
  return g.header + index * g.row;
}

/** The left edge of the Target's end of the track. */
export function targetX(g: TrackGeometry): number {
  return g.labelWidth + (g.max + 1) * g.cell;
}

/** Every Distance drawn, farthest first (left to right). */
export function distancesDrawn(g: TrackGeometry): readonly number[] {
  return Array.from({ length: g.max + 1 }, (_, i) => g.max - i);
}

/** A cell's heading: its Distance, or "16+" for the farthest when something is beyond it. */
export function cellLabel(g: TrackGeometry, d: number): string {
  return g.capped && d === g.max ? `${d}+` : String(d);
}

/** The track in words, for the SVG's text alternative. */
export function trackDescription(view: chase.ChaseView, names: Names): string {
  const target = view.target.members.map(names.character).join(', ') || 'nobody';
  const vehicle = view.target.vehicle ? ` in the ${names.vehicle(view.target.vehicle)}` : ' on foot';
  const groups = view.groupsIn.map((g) => `${names.group(g.id)} at Distance ${g.distance}`);
  const escape = view.fastestPursuer
    ? `Escape needs Distance ${view.escapeDistance} from every group (fastest pursuer ${names.character(view.fastestPursuer.id)}, ${velocityText(view.fastestPursuer.velocity)}).`
    : 'No pursuer is left.';
  return `Target: ${target}${vehicle}. ${groups.join('. ')}${groups.length ? '. ' : ''}${escape}`;
}

/** A lane's label cut to the label column (about 10 px a character at its weight), the rest as "…". */
export function fitLabel(text: string, width = labelWidth - 16): string {
  const room = Math.max(4, Math.floor(width / 10));
  return text.length <= room ? text : `${text.slice(0, room - 1).trimEnd()}…`;
}
