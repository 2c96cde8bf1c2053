import type { CharacterId } from '../shared/ids.ts';
import type { SceneId } from '../cot/time/index.ts';

/**
 * What the GM shows the players (issue 21), where it is the GM's choice rather than what the crew knows: the
 * running scenes hidden from their screen, how a character appears there, and the guards and loot of a Spot the
 * GM revealed. What the crew knows of a Spot's zones is the Spot's knowledge (COT-PREP-5, COT-PREP-6), not kept
 * here. Bounded by the campaign as it stands: a scene that closes, a character or Spot deleted, a guard or a
 * piece of loot removed leave it with them.
 */
export interface PlayersState {
  /** Running scenes the GM hides from the players; every other running scene is shown. */
  readonly hiddenScenes: readonly SceneId[];
  /** How a character appears, where the GM set it; absent: as the rules of the view say (`auto`). */
  readonly characters: Readonly<Record<string, CharacterLook>>;
  /** By Spot id: the guards and pieces of loot the GM revealed to the players. */
  readonly spots: Readonly<Record<string, SpotReveals>>;
}

/**
 * How a character appears on the players' screen:
 * - `hidden`: never named there (a crew member's sheet is not shown; anyone else is at most "an opponent");
 * - `presented`: by the face they show (COT-CHAR-8), even outside the scenes shown;
 * - `named`: by who they really are (their true identity), once the GM reveals it.
 * `auto` (a command only) takes the GM's choice back: crew by name, anyone else by their face where the crew
 * sees them.
 */
export type CharacterLook = 'hidden' | 'presented' | 'named';
export type CharacterLookChoice = CharacterLook | 'auto';

export interface SpotReveals {
  readonly guards: readonly CharacterId[];
  readonly loot: readonly string[];
}

/** Nothing chosen: every running scene shown, everyone as the view's rules say, no guard or loot revealed. */
export const emptyPlayers: PlayersState = { hiddenScenes: [], characters: {}, spots: {} };

/** What the GM reveals or hides on a Spot: a zone (the crew's knowledge), a guard or a piece of loot. */
export interface RevealTarget {
  readonly kind: 'zone' | 'guard' | 'loot';
  readonly spotId: string;
  readonly id: string;
}

/** The GM's controls of the players' screen, each undoable and logged like any command. */
export type PlayersCommand =
  | { readonly type: 'players/show-scene'; readonly sceneId: SceneId; readonly shown: boolean }
  | {
      readonly type: 'players/show-character';
      readonly characterId: CharacterId;
      readonly look: CharacterLookChoice;
    }
  | { readonly type: 'players/reveal'; readonly target: RevealTarget; readonly shown: boolean };

export type PlayersEvent =
  | { readonly type: 'players/scene-shown'; readonly sceneId: SceneId; readonly shown: boolean }
  | {
      readonly type: 'players/character-shown';
      readonly characterId: CharacterId;
      readonly look: CharacterLookChoice;
    }
  | {
      readonly type: 'players/revealed';
      readonly spotId: string;
      readonly kind: 'guard' | 'loot';
      readonly id: string;
      readonly shown: boolean;
    };

export const playersCommandTypes = [
  'players/show-scene',
  'players/show-character',
  'players/reveal',
] as const satisfies readonly PlayersCommand['type'][];

const eventTypes = new Set<string>(['players/scene-shown', 'players/character-shown', 'players/revealed']);

export function isPlayersEvent(event: { readonly type: string }): event is PlayersEvent {
  return eventTypes.has(event.type);
}

export function isPlayersCommand(command: { readonly type: string }): command is PlayersCommand {
  return (playersCommandTypes as readonly string[]).includes(command.type);
}

/**
 * The players' part of a campaign state as stored: a head or checkpoint written before issue 21 has none, and
 * reads as `emptyPlayers` (the database's upgrade to schema 10 also writes it).
 */
export function playersOf(state: { readonly players?: PlayersState }): PlayersState {
  return state.players ?? emptyPlayers;
}
