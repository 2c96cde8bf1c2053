import type { skirmish } from '../../../../core/index.ts';

/**
 * The board's drawing helpers (issue 20): inches on the table (y up, as core reads them) to the SVG's user units
 * (y down), a pointer to inches, a key press to a nudge, and the commands the tools send. No rule lives here:
 * limits, distances and refusals are core's.
 */

export type Point = skirmish.boardGeometry.Point;

/** The drawing tools, each a button. */
export type Tool = 'move' | 'line' | 'area' | 'door' | 'exit' | 'erase' | 'aim';

/** What a drawn line or area is for the rules: its role and height. */
export type TerrainKind = 'low-cover' | 'high-cover' | 'low-obstruction' | 'obstruction';

export const tools: readonly { readonly value: Tool; readonly label: string; readonly hint: string }[] = [
  { value: 'move', label: 'Select and move', hint: 'click a model to pick it, drag it to move it' },
  { value: 'line', label: 'Draw a line', hint: 'click its two ends' },
  { value: 'area', label: 'Draw an area', hint: 'click its corners, then Finish the area' },
  { value: 'door', label: 'Draw a door', hint: 'click its two ends; it starts shut' },
  { value: 'exit', label: 'Draw an exit', hint: 'click its two ends' },
  { value: 'aim', label: 'Place an aim marker', hint: 'click where the picked model aims' },
  { value: 'erase', label: 'Erase', hint: 'click a piece to erase it' },
];

export const terrainKinds: readonly { readonly value: TerrainKind; readonly label: string }[] = [
  { value: 'low-cover', label: 'low cover (chest-high)' },
  { value: 'high-cover', label: 'high cover (a wall)' },
  { value: 'low-obstruction', label: 'low obstruction' },
  { value: 'obstruction', label: 'obstruction (never cover)' },
];

const kindFacts: Readonly<Record<TerrainKind, { role: 'cover' | 'obstruction'; height: 'low' | 'high' }>> = {
  'low-cover': { role: 'cover', height: 'low' },
  'high-cover': { role: 'cover', height: 'high' },
  'low-obstruction': { role: 'obstruction', height: 'low' },
  obstruction: { role: 'obstruction', height: 'high' },
};

/** A tenth of an inch: where a click lands on the board. */
export const snap = (inches: number): number => Math.round(inches * 10) / 10;

/** The SVG's y for a table y (the table's y runs up, the SVG's down). */
export const svgY = (height: number, y: number): number => height - y;

/**
 * Where a pointer is on the table, in inches to a tenth and clamped to it, from the point in the SVG's own units
 * (its `getScreenCTM()` inverted: the drawing may be letterboxed inside the element's box).
 */
export function tableAt(
  user: { readonly x: number; readonly y: number },
  table: { readonly width: number; readonly height: number },
): Point {
  return {
    x: snap(Math.min(table.width, Math.max(0, user.x))),
    y: snap(Math.min(table.height, Math.max(0, table.height - user.y))),
  };
}

/** HST-ACT-2's half a BW is the board's keyboard step: an arrow key moves the picked token 0.5 in. */
export const KEY_STEP = 0.5;

/** The nudge an arrow key gives, or null for any other key (y up: ArrowUp adds). */
export function nudge(key: string, at: Point, table: { width: number; height: number }): Point | null {
  const d =
    key === 'ArrowUp'
      ? { x: 0, y: KEY_STEP }
      : key === 'ArrowDown'
        ? { x: 0, y: -KEY_STEP }
        : key === 'ArrowLeft'
          ? { x: -KEY_STEP, y: 0 }
          : key === 'ArrowRight'
            ? { x: KEY_STEP, y: 0 }
            : null;
  if (!d) return null;
  return {
    x: snap(Math.min(table.width, Math.max(0, at.x + d.x))),
    y: snap(Math.min(table.height, Math.max(0, at.y + d.y))),
  };
}

/** The command a drawing tool sends for the points clicked (two ends, or an area's corners). */
export function drawCommand(
  tool: 'line' | 'area' | 'door' | 'exit',
  kind: TerrainKind,
  points: readonly Point[],
  name: string,
  level = 0,
): skirmish.SkirmishCommand {
  const named = {
    ...(name.trim() === '' ? {} : { name: name.trim() }),
    ...(Number.isInteger(level) && level !== 0 ? { level } : {}),
  };
  const [from, to] = points as [Point, Point];
  if (tool === 'door')
    return { type: 'skirmish/board-draw', piece: { kind: 'door', from, to, open: false, ...named } };
  if (tool === 'exit') return { type: 'skirmish/board-draw', piece: { kind: 'exit', from, to, ...named } };
  const shape =
    tool === 'line'
      ? ({ kind: 'segment', from, to } as const)
      : ({ kind: 'area', corners: [...points] } as const);
  return { type: 'skirmish/board-draw', piece: { kind: 'terrain', shape, ...kindFacts[kind], ...named } };
}

/** An SVG polyline's points attribute for table points. */
export const pointsAttr = (height: number, points: readonly Point[]): string =>
  points.map((p) => `${p.x},${svgY(height, p.y)}`).join(' ');

/** A model's initials for its token ("Officer Kay" → "OK"). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w.replace(/[^A-Za-z0-9]/g, '').charAt(0))
      .join('')
      .toUpperCase() || '?'
  );
}

/** The fight's view (board or list), remembered per fight in this window's storage. */
export type FightView = 'board' | 'list';
const viewKey = (fight: string) => `heistbox.fight-view.${fight}`;

export function storedView(storage: Pick<Storage, 'getItem'> | undefined, fight: string): FightView {
  try {
    return storage?.getItem(viewKey(fight)) === 'board' ? 'board' : 'list';
  } catch {
    return 'list';
  }
}

export function storeView(
  storage: Pick<Storage, 'setItem'> | undefined,
  fight: string,
  view: FightView,
): void {
  try {
    storage?.setItem(viewKey(fight), view);
  } catch {
    // a window without storage keeps the choice until it closes
  }
}
