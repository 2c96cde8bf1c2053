import { characterId } from '../shared/ids.ts';
import { unreachable } from '../shared/result.ts';
import type { CampaignEvent, CampaignState } from './types.ts';
import { emptyPlayers, playersOf } from './players.ts';
import type { PlayersEvent, PlayersState, SpotReveals } from './players.ts';

/**
 * Folds a players' screen event into the campaign (issue 21). Each names something of the campaign as it stands:
 * one that does not (a scene closed, a character gone) means a corrupt log.
 * @throws Error naming the broken invariant.
 */
export function applyPlayers(state: CampaignState, event: PlayersEvent): CampaignState {
  const players = playersOf(state);
  switch (event.type) {
    case 'players/scene-shown': {
      if (!Object.hasOwn(state.scenes, event.sceneId))
        throw new Error(`No running scene has the id ${JSON.stringify(event.sceneId)}`);
      const rest = players.hiddenScenes.filter((id) => id !== event.sceneId);
      return withPlayers(state, {
        ...players,
        hiddenScenes: event.shown ? rest : [...rest, event.sceneId],
      });
    }
    case 'players/character-shown': {
      if (!Object.hasOwn(state.characters, event.characterId))
        throw new Error(`No character has the id ${JSON.stringify(event.characterId)}`);
      const characters = without(players.characters, event.characterId);
      if (event.look !== 'auto') define(characters, event.characterId, event.look);
      return withPlayers(state, { ...players, characters });
    }
    case 'players/revealed': {
      if (!Object.hasOwn(state.spots, event.spotId))
        throw new Error(`No Spot has the id ${JSON.stringify(event.spotId)}`);
      const reveals = players.spots[event.spotId] ?? { guards: [], loot: [] };
      const toggled = <T extends string>(list: readonly T[], id: T): readonly T[] => {
        const rest = list.filter((item) => item !== id);
        return event.shown ? [...rest, id] : rest;
      };
      const changed: SpotReveals =
        event.kind === 'guard'
          ? { ...reveals, guards: toggled(reveals.guards, characterId(event.id)) }
          : { ...reveals, loot: toggled(reveals.loot, event.id) };
      return withPlayers(state, { ...players, spots: withSpot(players.spots, event.spotId, changed) });
    }
    default:
      return unreachable(event);
  }
}

/**
 * What an event elsewhere in the campaign takes out of the players' part with it, so it never outgrows the
 * campaign as it stands: a closed scene, a deleted character or Spot, a guard or a piece of loot removed.
 */
export function playersAfter(state: CampaignState, event: CampaignEvent): CampaignState {
  const players = playersOf(state);
  switch (event.type) {
    case 'scene/closed':
      return players.hiddenScenes.includes(event.sceneId)
        ? withPlayers(state, {
            ...players,
            hiddenScenes: players.hiddenScenes.filter((id) => id !== event.sceneId),
          })
        : state;
    case 'character/deleted': {
      if (!Object.hasOwn(players.characters, event.id) && !revealsGuard(players, event.id)) return state;
      const spots = Object.fromEntries(
        Object.entries(players.spots).map(([id, r]) => [
          id,
          { ...r, guards: r.guards.filter((g) => g !== event.id) },
        ]),
      );
      return withPlayers(state, { ...players, characters: without(players.characters, event.id), spots });
    }
    case 'spot/deleted':
      return Object.hasOwn(players.spots, event.spotId)
        ? withPlayers(state, { ...players, spots: without(players.spots, event.spotId) })
        : state;
    case 'spot/guard-removed':
    case 'spot/loot-removed': {
      const reveals = players.spots[event.spotId];
      if (!reveals) return state;
      const changed =
        event.type === 'spot/guard-removed'
          ? { ...reveals, guards: reveals.guards.filter((id) => id !== event.guard) }
          : { ...reveals, loot: reveals.loot.filter((id) => id !== event.lootId) };
      return withPlayers(state, { ...players, spots: withSpot(players.spots, event.spotId, changed) });
    }
    default:
      return state;
  }
}

function revealsGuard(players: PlayersState, id: string): boolean {
  return Object.values(players.spots).some((reveals) => reveals.guards.some((guard) => guard === id));
}

function withPlayers(state: CampaignState, players: PlayersState): CampaignState {
  const tidy =
    players.hiddenScenes.length === 0 &&
    Object.keys(players.characters).length === 0 &&
    Object.keys(players.spots).length === 0;
  return { ...state, players: tidy ? emptyPlayers : players };
}

function withSpot(spots: PlayersState['spots'], spotId: string, reveals: SpotReveals): PlayersState['spots'] {
  const rest = without(spots, spotId);
  if (reveals.guards.length > 0 || reveals.loot.length > 0) define(rest, spotId, reveals);
  return rest;
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const rest: Record<string, T> = {};
  for (const [k, value] of Object.entries(record)) if (k !== key) define(rest, k, value);
  return rest;
}

/** Ids are data: a key named `__proto__` is defined, never assigned. */
function define<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
