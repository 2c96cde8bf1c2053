import type { BoardLayout, BoardModel, Point, Terrain } from '../../../../../core/skirmish/board/index.ts';

/** Hand-drawn layouts for the board's tests: a 48" × 48" table unless told. */

export const at = (x: number, y: number): Point => ({ x, y });

export const model = (id: string, x: number, y: number, level?: number): BoardModel =>
  level === undefined ? { id, at: at(x, y) } : { id, at: at(x, y), level };

interface PieceOptions {
  readonly thickness?: number;
  readonly destructible?: boolean;
  readonly level?: number;
  readonly name?: string;
}

function piece(
  id: string,
  role: Terrain['role'],
  height: Terrain['height'],
  shape: Terrain['shape'],
  options: PieceOptions,
): Terrain {
  return {
    id,
    name: options.name ?? id,
    shape,
    role,
    height,
    destructible: options.destructible ?? false,
    ...(options.thickness === undefined ? {} : { thickness: options.thickness }),
    ...(options.level === undefined ? {} : { level: options.level }),
  };
}

/** A wall from a to b that is cover of the given height. */
export const wall = (
  id: string,
  height: Terrain['height'],
  a: Point,
  b: Point,
  options: PieceOptions = {},
): Terrain => piece(id, 'cover', height, { kind: 'segment', from: a, to: b }, options);

/** An area (corners in order) that is cover of the given height. */
export const block = (
  id: string,
  height: Terrain['height'],
  corners: readonly Point[],
  options: PieceOptions = {},
): Terrain => piece(id, 'cover', height, { kind: 'area', corners }, options);

/** An obstruction drawn as an area: never cover, never blocks sight. */
export const thing = (
  id: string,
  height: Terrain['height'],
  corners: readonly Point[],
  options: PieceOptions = {},
): Terrain => piece(id, 'obstruction', height, { kind: 'area', corners }, options);

/** An obstruction drawn as a line. */
export const kerb = (
  id: string,
  height: Terrain['height'],
  a: Point,
  b: Point,
  options: PieceOptions = {},
): Terrain => piece(id, 'obstruction', height, { kind: 'segment', from: a, to: b }, options);

/** A square of side `size` centred on (x, y). */
export const square = (x: number, y: number, size: number): readonly Point[] => {
  const h = size / 2;
  return [at(x - h, y - h), at(x + h, y - h), at(x + h, y + h), at(x - h, y + h)];
};

export const layout = (
  models: readonly BoardModel[],
  terrain: readonly Terrain[] = [],
  more: Partial<BoardLayout> = {},
): BoardLayout => ({ width: 48, height: 48, models, terrain, ...more });
