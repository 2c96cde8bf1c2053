import { possessive } from '../../../core/index.ts';
import type { skirmish } from '../../../core/index.ts';

/** The fight's turn in the table's words, from core's board (formatting only). */
export function turnWords(
  board: skirmish.SkirmishBoard,
  state: skirmish.SkirmishState,
  name: (id: string) => string,
): string {
  const side = possessive(name(board.activeSide));
  switch (state.phase.kind) {
    case 'choose-first':
      return `The dice-off is won: ${name(state.phase.chooser)} chooses who goes first`;
    case 'turn-start':
      return `Round ${board.round} · ${side} turn begins: their grenades go off first`;
    case 'over':
      return `The fight is over: ${board.outcome ?? 'ended'}`;
    case 'turn': {
      const head = `Round ${board.round} · ${side} turn`;
      if (board.window) return `${head} · ${name(board.window.actor)} acts: reactions are declared`;
      if (board.activeModel) {
        const left = board.actionsLeft ?? 0;
        return `${head} · ${name(board.activeModel)} is acting (${left} action${left === 1 ? '' : 's'} left)`;
      }
      return board.mayAct.length > 0
        ? `${head} · pick a model to activate`
        : `${head} · every model has acted: end the turn`;
    }
  }
}

/** The heading of what a turn panel's command did ("Last: The reactions resolve"). */
export function commandTitle(state: skirmish.SkirmishState, command: skirmish.SkirmishCommand): string {
  const name = (id: string) => state.models[id]?.name ?? id;
  switch (command.type) {
    case 'skirmish/resolve':
      return 'The reactions resolve';
    case 'skirmish/start-turn':
      return 'The turn starts';
    case 'skirmish/end-turn':
      return 'The turn ends';
    case 'skirmish/resolve-blast':
      return 'The vehicle explodes';
    case 'skirmish/play-card':
      return `${state.scenario.deck.find((c) => command.card.startsWith(`${c.id}#`))?.name ?? 'A card'} is played`;
    case 'skirmish/swap-cards':
      return 'Two cards swapped for one';
    case 'skirmish/pause-clock':
      return 'The clock stops';
    case 'skirmish/resume-clock':
      return 'The clock runs again';
    case 'skirmish/set-visibility':
      return 'The visibility changes';
    case 'skirmish/edit-model':
      return `${name(command.model)} corrected`;
    case 'skirmish/clear-cloud':
      return 'The wind clears a cloud';
    case 'skirmish/deploy':
      return `${name(command.model)} comes on`;
    case 'skirmish/end-scenario':
      return 'The fight ends';
    case 'skirmish/board-size':
      return 'The board is set up';
    case 'skirmish/board-place':
      return `${name(command.model)} ${command.place ? 'placed' : 'moved'} on the board`;
    case 'skirmish/board-draw':
      return 'Drawn on the board';
    case 'skirmish/board-erase':
      return 'Erased from the board';
    case 'skirmish/board-door':
      return command.open ? 'A door opened' : 'A door shut';
    case 'skirmish/board-aim':
      return `${name(command.model)}'s aim marker ${command.to ? 'placed' : 'taken off'}`;
    default:
      return 'Done';
  }
}
