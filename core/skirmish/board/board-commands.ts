/**
 * The GM's board commands (issue 20): the table's size, a model placed or moved, terrain, doors and exits drawn or
 * erased, a door opened or shut, an aim marker set. Each is checked whole (a position off the table, an empty line,
 * an unknown model: a message naming it, nothing stored) and makes one event; none is an action of the rules.
 */
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { effectiveOf } from '../actions/access.ts';
import { emit } from '../actions/emitter.ts';
import type { Emitter } from '../actions/emitter.ts';
import type { BoardCommand, BoardPieceInput } from '../commands.ts';
import type { ModelState, SkirmishState } from '../types.ts';
import { distance, segmentDistance } from './geometry.ts';
import { layoutProblems } from './layout-problems.ts';
import type { BoardPiece, BoardState, Door, Exit, Point, Terrain } from './types.ts';

/** HST-MOVE-1: one Move goes up to 3" in one straight line. */
export const MOVE_INCHES = 3;

/** Inches as the history and the board write them: to a tenth. */
export const inchesText = (inches: number): string => `${Math.round(inches * 10) / 10} in`;

/**
 * How far one Move of the model may take it on the board, and why: HST-MOVE-1's 3"; a model with no action left
 * (HST-SEQ-4) or that snapped to cover this turn (HST-MOVE-4) has none. `stretch` is the most a dragged base may
 * travel in one Move: the 3", a shift of up to 1 BW to clear an obstacle first (HST-MOVE-2, HST-D-16) and a snap of
 * up to 1 BW into cover after (HST-MOVE-4). Beyond `inches` the board warns; beyond `stretch` it refuses.
 */
export interface MoveLimit {
  readonly inches: number;
  readonly stretch: number;
  /** In plain words, for the board ("a Move goes up to 3 in"). */
  readonly words: string;
  /** The rules the limit comes from, for a small link. */
  readonly rules: readonly string[];
}

export function moveLimit(state: SkirmishState, model: ModelState): MoveLimit {
  const bw = state.scenario.settings.baseWidth;
  if (effectiveOf(state, model) <= 0)
    return { inches: 0, stretch: 0, words: `${model.name} has no action left to Move`, rules: ['HST-SEQ-4'] };
  if (model.snapped)
    return {
      inches: 0,
      stretch: 0,
      words: `${model.name} snapped to cover this turn: no more Moves`,
      rules: ['HST-MOVE-4'],
    };
  return {
    inches: MOVE_INCHES,
    stretch: MOVE_INCHES + 2 * bw,
    words: `One Move: at most ${inchesText(MOVE_INCHES)}, straight (${inchesText(MOVE_INCHES + 2 * bw)} with a shift round an obstacle and a snap to cover)`,
    rules: ['HST-MOVE-1', 'HST-MOVE-2', 'HST-MOVE-4'],
  };
}

const refuse = (message: string): Rejection => reject('skirmish/board', message);

const onTable = (board: BoardState, p: Point): boolean =>
  p.x >= 0 && p.y >= 0 && p.x <= board.width && p.y <= board.height;

const tableWords = (board: BoardState): string => `the table is ${board.width} by ${board.height} in`;

function boardOfState(state: SkirmishState): BoardState | Rejection {
  return state.board ?? refuse('The fight has no board yet: set the table size first');
}

const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;

/** The GM's board command as its event, or why not. */
export function boardCommand(em: Emitter, command: BoardCommand): Rejection | null {
  switch (command.type) {
    case 'skirmish/board-size':
      return sizeBoard(em, command.width, command.height);
    case 'skirmish/board-place':
      return placeModel(em, command.model, command.to, command.place === true, command.level);
    case 'skirmish/board-draw':
      return drawPiece(em, command.piece);
    case 'skirmish/board-erase':
      return erasePiece(em, command.piece);
    case 'skirmish/board-door':
      return setDoor(em, command.door, command.open);
    case 'skirmish/board-aim':
      return setAim(em, command.model, command.to);
  }
}

function sizeBoard(em: Emitter, width: number, height: number): Rejection | null {
  if (!(width > 0 && height > 0)) return refuse('The table needs a width and a height in inches above 0');
  const board = em.state.board;
  if (board) {
    const smaller = { ...board, width, height };
    const off = [
      ...board.models.filter((m) => !onTable(smaller, m.at)).map((m) => em.state.models[m.id]?.name ?? m.id),
      ...[...board.terrain, ...board.doors, ...board.exits]
        .filter((piece) => !pointsOf(piece).every((p) => onTable(smaller, p)))
        .map((piece) => piece.name),
    ];
    if (off.length > 0)
      return refuse(
        `At ${width} by ${height} in, ${off.join(', ')} would be off the table: move ${off.length === 1 ? 'it' : 'them'} first`,
      );
  }
  emit(em, { type: 'skirmish/board-sized', width, height });
  return null;
}

/** The ends and corners of a drawn piece. */
function pointsOf(piece: Terrain | Door | Exit): readonly Point[] {
  if (!('shape' in piece)) return [piece.from, piece.to];
  return piece.shape.kind === 'segment' ? [piece.shape.from, piece.shape.to] : piece.shape.corners;
}

function placeModel(
  em: Emitter,
  id: string,
  to: Point,
  place: boolean,
  level: number | undefined,
): Rejection | null {
  const state = em.state;
  const board = boardOfState(state);
  if (isRejection(board)) return board;
  const model = Object.hasOwn(state.models, id) ? state.models[id]! : null;
  if (!model) return refuse(`There is no model "${id}" in this fight`);
  if (model.presence.kind !== 'table')
    return refuse(
      `${model.name} is not on the table (${presenceWords[model.presence.kind]}): only models on the table stand on the board`,
    );
  if (!onTable(board, to)) return refuse(`${model.name} would stand off the table: ${tableWords(board)}`);
  const bw = board.bw ?? 1;
  const others = board.models.filter((m) => m.id !== id);
  const overlap = others.find((m) => distance(m.at, to) < ((m.base ?? bw) + bw) / 2 - 1e-6);
  if (overlap)
    return refuse(
      `${model.name} would stand on ${state.models[overlap.id]?.name ?? overlap.id}'s base: models never overlap (HST-MOVE-3)`,
    );
  const standing = board.models.find((m) => m.id === id);
  const from = standing?.at ?? null;
  const floor = level ?? standing?.level ?? 0;
  const onLevel = floor !== 0 ? { level: floor } : {};
  if (from === null || place) {
    emit(em, { type: 'skirmish/board-model-placed', model: id, from, to, move: null, ...onLevel });
    return null;
  }
  const inches = distance(from, to);
  const limit = moveLimit(state, model);
  if (inches > limit.stretch + 1e-9) {
    const why =
      limit.inches === 0
        ? `${limit.words} (${limit.rules.join(', ')})`
        : `one Move goes at most ${inchesText(limit.inches)}, ${inchesText(limit.stretch)} with a shift round an obstacle and a snap to cover (${limit.rules.join(', ')})`;
    return refuse(
      `${model.name} would move ${inchesText(inches)}: ${why}. Move in more than one Move, or place it to correct the table`,
    );
  }
  const blocker = others.find((m) => segmentDistance(from, to, m.at) < ((m.base ?? bw) + bw) / 2 - 1e-6);
  if (blocker)
    return refuse(
      `${model.name}'s straight path runs through ${state.models[blocker.id]?.name ?? blocker.id}'s base: models go round other models (HST-MOVE-3)`,
    );
  emit(em, {
    type: 'skirmish/board-model-placed',
    model: id,
    from,
    to,
    move: { distance: Math.round(inches * 100) / 100, limit: limit.inches },
    ...onLevel,
  });
  return null;
}

const presenceWords: Readonly<Record<ModelState['presence']['kind'], string>> = {
  coming: 'still on its way',
  reserve: 'in the reserves box',
  entry: 'waiting at an entry point',
  table: 'on the table',
  casualty: 'down, its armor to check',
  dead: 'dead',
};

/** The first free id of the form `<kind>-<n>`: ids are never reused while their piece is on the board. */
function freshId(board: BoardState, kind: string): string {
  const taken = new Set([...board.terrain, ...board.doors, ...board.exits].map((p) => p.id));
  let n = 1;
  while (taken.has(`${kind}-${n}`)) n++;
  return `${kind}-${n}`;
}

const defaultNames = {
  cover: { low: 'Low cover', high: 'High cover' },
  obstruction: { low: 'Low obstruction', high: 'Obstruction' },
} as const;

function pieceOf(board: BoardState, input: BoardPieceInput): BoardPiece {
  const count = (kind: string) =>
    [...board.terrain, ...board.doors, ...board.exits].filter((p) => p.id.startsWith(`${kind}-`)).length + 1;
  const level = input.level !== undefined && input.level !== 0 ? { level: input.level } : {};
  switch (input.kind) {
    case 'terrain': {
      const base = defaultNames[input.role][input.height];
      return {
        kind: 'terrain',
        terrain: {
          id: freshId(board, 'terrain'),
          name: input.name?.trim() || `${base} ${count('terrain')}`,
          shape: input.shape,
          role: input.role,
          height: input.height,
          destructible: input.destructible ?? false,
          ...(input.thickness !== undefined ? { thickness: input.thickness } : {}),
          ...level,
        },
      };
    }
    case 'door':
      return {
        kind: 'door',
        door: {
          id: freshId(board, 'door'),
          name: input.name?.trim() || `Door ${count('door')}`,
          from: input.from,
          to: input.to,
          open: input.open,
          ...level,
        },
      };
    case 'exit':
      return {
        kind: 'exit',
        exit: {
          id: freshId(board, 'exit'),
          name: input.name?.trim() || `Exit ${count('exit')}`,
          from: input.from,
          to: input.to,
          ...level,
        },
      };
  }
}

function drawPiece(em: Emitter, input: BoardPieceInput): Rejection | null {
  const board = boardOfState(em.state);
  if (isRejection(board)) return board;
  const piece = pieceOf(board, input);
  const drawn = piece.kind === 'terrain' ? piece.terrain : piece.kind === 'door' ? piece.door : piece.exit;
  const layout: BoardState = {
    ...board,
    terrain: piece.kind === 'terrain' ? [piece.terrain] : [],
    doors: piece.kind === 'door' ? [piece.door] : [],
    exits: piece.kind === 'exit' ? [piece.exit] : [],
    models: [],
  };
  const problems = layoutProblems(layout);
  if (problems.length > 0) return refuse(problems.join('; '));
  if (!pointsOf(drawn).every((p) => onTable(board, p)))
    return refuse(`${drawn.name}: every end and corner must be on the table (${tableWords(board)})`);
  emit(em, { type: 'skirmish/board-drawn', piece });
  return null;
}

function erasePiece(em: Emitter, id: string): Rejection | null {
  const board = boardOfState(em.state);
  if (isRejection(board)) return board;
  const found =
    board.terrain.find((p) => p.id === id) ??
    board.doors.find((p) => p.id === id) ??
    board.exits.find((p) => p.id === id);
  if (found) {
    const kind = 'shape' in found ? 'terrain' : board.doors.some((d) => d.id === id) ? 'door' : 'exit';
    emit(em, { type: 'skirmish/board-erased', piece: id, kind, name: found.name });
    return null;
  }
  if (board.models.some((m) => m.id === id)) {
    const name = em.state.models[id]?.name ?? id;
    emit(em, { type: 'skirmish/board-erased', piece: id, kind: 'model', name });
    return null;
  }
  return refuse(`There is no piece "${id}" on the board`);
}

function setDoor(em: Emitter, id: string, open: boolean): Rejection | null {
  const board = boardOfState(em.state);
  if (isRejection(board)) return board;
  const door = board.doors.find((d) => d.id === id);
  if (!door) return refuse(`There is no door "${id}" on the board`);
  if (door.open === open) return refuse(`${door.name} is already ${open ? 'open' : 'shut'}`);
  emit(em, { type: 'skirmish/board-door-set', door: id, name: door.name, open });
  return null;
}

function setAim(em: Emitter, id: string, to: Point | null): Rejection | null {
  const state = em.state;
  const board = boardOfState(state);
  if (isRejection(board)) return board;
  const model = Object.hasOwn(state.models, id) ? state.models[id]! : null;
  if (!model) return refuse(`There is no model "${id}" in this fight`);
  if (!board.models.some((m) => m.id === id))
    return refuse(`${model.name} is not on the board: place it first`);
  if (to === null) {
    if (!board.aims.some((a) => a.model === id))
      return refuse(`${model.name} has no aim marker on the board`);
  } else if (!onTable(board, to))
    return refuse(`The aim marker would be off the table: ${tableWords(board)}`);
  emit(em, { type: 'skirmish/board-aim-set', model: id, at: to });
  return null;
}
