import { skirmish } from '../../../../core/index.ts';
import { shotDraft } from './order-draft.ts';
import type { OrderDraft } from './order-draft.ts';

/**
 * The order dialog pre-filled from the fight's board (issue 20): when the shooter and a model target both stand on
 * the board, core's reading of the shot (`boardShotOrder`: range, cover, flank, levels, sight of the line's start,
 * obstructions, collateral) replaces the dialog's defaults, and the draft keeps what the board said so the fields
 * can say "from the board". The GM may still change every field; what is sent is what the fields hold.
 */

type Command = skirmish.SkirmishCommand;

/** The shooter and the model it shoots at, for an order that fires at a model; null otherwise. */
function shotPair(
  state: skirmish.SkirmishState,
  command: Command,
  draft: OrderDraft,
): { readonly shooter: string; readonly target: string } | null {
  const target = draft.shot?.target;
  if (!target || target.kind !== 'model') return null;
  if (command.type !== 'skirmish/act' && command.type !== 'skirmish/react') return null;
  return state.models[command.model] ? { shooter: command.model, target: target.model } : null;
}

/** The draft with the board's reading of its shot filled in, or the draft as it was when the board has none. */
export function withBoard(state: skirmish.SkirmishState, command: Command, draft: OrderDraft): OrderDraft {
  const pair = shotPair(state, command, draft);
  const shot = draft.shot;
  if (!pair || !shot) return draft;
  const read = skirmish.boardShotOrder(state, pair.shooter, pair.target);
  if (!read) return draft;
  const filled = shotDraft(state, {
    target: shot.target,
    aimed: shot.aimed,
    intense: shot.intense,
    crossfire: shot.crossfire,
    range: read.order.range,
    facts: read.order.facts,
    obstructions: read.order.obstructions,
    collateral: read.order.collateral,
  });
  // a board that reads no cover means the open, whatever cover the model last reported
  const cover = read.order.facts.cover ?? 'none';
  const marked = {
    ...shot,
    range: filled.range,
    classBy: filled.classBy,
    cover,
    flanked: filled.flanked,
    seesLineStart: filled.seesLineStart,
    level: filled.level,
    aimsAtLowerLevel: filled.aimsAtLowerLevel,
    obstructions: filled.obstructions,
    collateral: filled.collateral,
  };
  return {
    ...draft,
    shot: {
      ...marked,
      board: {
        range: marked.range,
        classBy: marked.classBy,
        cover,
        flanked: marked.flanked,
        seesLineStart: marked.seesLineStart,
        level: marked.level,
        aimsAtLowerLevel: marked.aimsAtLowerLevel,
        rows: [...marked.obstructions, ...marked.collateral].map((row) => row.key),
        words: read.words,
        rules: read.rules,
      },
    },
  };
}

/** The fields of the shot whose values are still the board's, for their "from the board" marks. */
export function fromBoard(shot: OrderDraft['shot']): ReadonlySet<string> {
  const board = shot?.board;
  if (!shot || !board) return new Set();
  const same: string[] = [];
  if (shot.range.trim() === board.range) same.push('range');
  if (shot.classBy === board.classBy) same.push('classBy');
  if (shot.cover === board.cover) same.push('cover');
  if (shot.flanked === board.flanked) same.push('flanked');
  if (shot.seesLineStart === board.seesLineStart) same.push('seesLineStart');
  if (shot.level === board.level) same.push('level');
  if (shot.aimsAtLowerLevel === board.aimsAtLowerLevel) same.push('aimsAtLowerLevel');
  const rows = [...shot.obstructions, ...shot.collateral].map((row) => row.key);
  if (rows.length === board.rows.length && rows.every((key, i) => key === board.rows[i])) same.push('lines');
  return new Set(same);
}
