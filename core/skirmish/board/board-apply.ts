/**
 * Folds the board's events into the fight's `board` (issue 20). Never mutates; throws on an event that does not fit
 * the board (a piece or a model it does not hold), as the log's other events do.
 */
import type { BoardEvent } from '../events.ts';
import type { SkirmishState } from '../types.ts';
import type { BoardState } from './types.ts';

function boardOf(state: SkirmishState, type: string): BoardState {
  if (!state.board) throw new TypeError(`${type} on a fight without a board`);
  return state.board;
}

export function applyBoardEvent(state: SkirmishState, event: BoardEvent): SkirmishState {
  if (event.type === 'skirmish/board-sized') {
    const settings = state.scenario.settings;
    const board: BoardState = state.board
      ? { ...state.board, width: event.width, height: event.height }
      : {
          width: event.width,
          height: event.height,
          bw: settings.baseWidth,
          measureFrom: settings.measureFrom,
          models: [],
          terrain: [],
          doors: [],
          exits: [],
          aims: [],
        };
    return { ...state, board };
  }
  const board = boardOf(state, event.type);
  return { ...state, board: applyToBoard(board, event) };
}

function applyToBoard(
  board: BoardState,
  event: Exclude<BoardEvent, { type: 'skirmish/board-sized' }>,
): BoardState {
  switch (event.type) {
    case 'skirmish/board-model-placed': {
      const placed = board.models.some((m) => m.id === event.model);
      const model = { id: event.model, at: event.to, ...(event.level ? { level: event.level } : {}) };
      const models = placed
        ? board.models.map((m) =>
            m.id === event.model ? { ...model, ...(m.base !== undefined ? { base: m.base } : {}) } : m,
          )
        : [...board.models, model];
      return { ...board, models };
    }
    case 'skirmish/board-drawn': {
      const piece = event.piece;
      if (piece.kind === 'terrain') return { ...board, terrain: [...board.terrain, piece.terrain] };
      if (piece.kind === 'door') return { ...board, doors: [...board.doors, piece.door] };
      return { ...board, exits: [...board.exits, piece.exit] };
    }
    case 'skirmish/board-erased': {
      const id = event.piece;
      const kept = {
        terrain: board.terrain.filter((p) => p.id !== id),
        doors: board.doors.filter((p) => p.id !== id),
        exits: board.exits.filter((p) => p.id !== id),
        models: board.models.filter((m) => m.id !== id),
        aims: event.kind === 'model' ? board.aims.filter((a) => a.model !== id) : board.aims,
      };
      const before = board.terrain.length + board.doors.length + board.exits.length + board.models.length;
      const after = kept.terrain.length + kept.doors.length + kept.exits.length + kept.models.length;
      if (after === before)
        throw new TypeError(`skirmish/board-erased names ${id}, which is not on the board`);
      return { ...board, ...kept };
    }
    case 'skirmish/board-door-set': {
      if (!board.doors.some((d) => d.id === event.door))
        throw new TypeError(`skirmish/board-door-set names ${event.door}, which is no door on the board`);
      return {
        ...board,
        doors: board.doors.map((d) => (d.id === event.door ? { ...d, open: event.open } : d)),
      };
    }
    case 'skirmish/board-aim-set': {
      const aims = board.aims.filter((a) => a.model !== event.model);
      return { ...board, aims: event.at ? [...aims, { model: event.model, at: event.at }] : aims };
    }
  }
}
