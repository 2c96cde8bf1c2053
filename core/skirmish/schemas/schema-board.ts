import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import type { BoardCommand, BoardPieceInput } from '../commands.ts';
import type { BoardEvent } from '../events.ts';
import type { BoardPiece, Point, Terrain, TerrainShape } from '../board/types.ts';
import {
  decimal,
  filled,
  flag,
  id,
  inches,
  integer,
  limits,
  list,
  object,
  oneOf,
  optionalAt,
  text,
} from './schema-parts.ts';

/**
 * The board's commands and events (issue 20), field by field: positions in inches on the table (0 up to
 * `inchesMax`; whether they fit this table is decide's), every list bounded, every object strict.
 */

/** The board's own bounds: a table up to 20 feet, an area of up to 64 corners, up to 10 floors. */
export const boardLimits = { tableMax: 240, cornersMax: 64, levelMax: 10, thicknessMax: 12 } as const;

export const pointSchema: GenericSchema<unknown, Point> = object({ x: inches, y: inches });
const level = v.exactOptional(integer(-boardLimits.levelMax, boardLimits.levelMax));
const tableInches = decimal(0, boardLimits.tableMax);

const shapeSchema: GenericSchema<unknown, TerrainShape> = v.variant('kind', [
  object({ kind: v.literal('segment'), from: pointSchema, to: pointSchema }),
  object({ kind: v.literal('area'), corners: list(pointSchema, boardLimits.cornersMax) }),
]);
const role = oneOf(['cover', 'obstruction'] as const);
const height = oneOf(['low', 'high'] as const);
const thickness = v.exactOptional(decimal(0, boardLimits.thicknessMax));

const pieceInputSchema: GenericSchema<unknown, BoardPieceInput> = v.variant('kind', [
  object({
    kind: v.literal('terrain'),
    name: v.exactOptional(text(limits.textMax)),
    shape: shapeSchema,
    role,
    height,
    destructible: v.exactOptional(flag),
    thickness,
    level,
  }),
  object({
    kind: v.literal('door'),
    name: v.exactOptional(text(limits.textMax)),
    from: pointSchema,
    to: pointSchema,
    open: flag,
    level,
  }),
  object({
    kind: v.literal('exit'),
    name: v.exactOptional(text(limits.textMax)),
    from: pointSchema,
    to: pointSchema,
    level,
  }),
]);

export const boardCommandSchemas = [
  object({ type: v.literal('skirmish/board-size'), width: tableInches, height: tableInches, ...optionalAt }),
  object({
    type: v.literal('skirmish/board-place'),
    model: id,
    to: pointSchema,
    place: v.exactOptional(flag),
    level,
    ...optionalAt,
  }),
  object({ type: v.literal('skirmish/board-draw'), piece: pieceInputSchema, ...optionalAt }),
  object({ type: v.literal('skirmish/board-erase'), piece: id, ...optionalAt }),
  object({ type: v.literal('skirmish/board-door'), door: id, open: flag, ...optionalAt }),
  object({ type: v.literal('skirmish/board-aim'), model: id, to: v.nullable(pointSchema), ...optionalAt }),
] as const satisfies readonly GenericSchema<unknown, BoardCommand>[];

const terrainSchema: GenericSchema<unknown, Terrain> = object({
  id,
  name: filled(limits.textMax),
  shape: shapeSchema,
  role,
  height,
  destructible: flag,
  thickness,
  level,
});
const ends = { id, name: filled(limits.textMax), from: pointSchema, to: pointSchema, level };

const pieceSchema: GenericSchema<unknown, BoardPiece> = v.variant('kind', [
  object({ kind: v.literal('terrain'), terrain: terrainSchema }),
  object({ kind: v.literal('door'), door: object({ ...ends, open: flag }) }),
  object({ kind: v.literal('exit'), exit: object(ends) }),
]);

export const boardEventSchemas = [
  object({ type: v.literal('skirmish/board-sized'), width: tableInches, height: tableInches }),
  object({
    type: v.literal('skirmish/board-model-placed'),
    model: id,
    from: v.nullable(pointSchema),
    to: pointSchema,
    move: v.nullable(object({ distance: inches, limit: inches })),
    level,
  }),
  object({ type: v.literal('skirmish/board-drawn'), piece: pieceSchema }),
  object({
    type: v.literal('skirmish/board-erased'),
    piece: id,
    kind: oneOf(['terrain', 'door', 'exit', 'model'] as const),
    name: filled(limits.textMax),
  }),
  object({ type: v.literal('skirmish/board-door-set'), door: id, name: filled(limits.textMax), open: flag }),
  object({ type: v.literal('skirmish/board-aim-set'), model: id, at: v.nullable(pointSchema) }),
] as const satisfies readonly GenericSchema<unknown, BoardEvent>[];
