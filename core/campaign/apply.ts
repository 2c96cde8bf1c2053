import type { Character } from '../cot/characters/index.ts';
import { defaultSettings, withDefaults } from '../cot/settings/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { unreachable } from '../shared/result.ts';
import type { CampaignEvent, CampaignState, RollRecord } from './types.ts';
import { applySceneEvent } from './scenes/apply.ts';
import { applySpot } from '../cot/spot/index.ts';
import { isSpotEvent } from '../cot/spot/index.ts';
import { emptyBolsterLedger } from '../cot/time/index.ts';
import { emptySchedule } from '../cot/time/index.ts';
import { applyBridge, emptyBridgeFights, isBridgeEvent } from './bridge-fights.ts';
import { emptyPlayers, isPlayersEvent } from './players.ts';
import { applyPlayers, playersAfter } from './players-apply.ts';
import { applyRecapEdit } from './recap-edit.ts';

/**
 * Folds one stored event into the campaign state: no dice, no clock, no I/O, and never a mutation of its
 * inputs. Events were accepted by `decide`, so an event that does not fit the state (a character who is not
 * there, a second creation) means a corrupt log.
 * @throws Error naming the broken invariant; import relies on it to refuse such a log.
 */
export function apply(state: CampaignState | null, event: CampaignEvent): CampaignState {
  const next = applyEvent(state, event);
  // Issue 21: what the players' part names goes with it (a closed scene, a deleted character or Spot).
  return next === state ? next : playersAfter(next, event);
}

function applyEvent(state: CampaignState | null, event: CampaignEvent): CampaignState {
  if (event.type === 'campaign/created') {
    if (state !== null) throw new Error(`The campaign "${state.name}" was created a second time`);
    return created(event.name);
  }
  if (event.type === 'campaign/forked') {
    if (state !== null) throw new Error(`The campaign "${state.name}" was created a second time`);
    return { ...event.state, name: event.name };
  }
  if (state === null) throw new Error(`A ${event.type} event came before the campaign was created`);
  switch (event.type) {
    case 'campaign/renamed':
      return { ...state, name: event.name };
    case 'campaign/rewound': // issue 22: the state after entry `toSeq`; the name is the campaign's, never rewound
      return { ...event.state, name: state.name };
    case 'settings/changed':
      return { ...state, settings: withDefaults({ ...state.settings, ...event.changes }) };
    case 'crew/adjusted':
      return { ...state, crew: { ...state.crew, ...event.changes } };
    case 'session/started':
      return startSession(state, event.session);
    case 'time/downtime-passed':
      if (event.quietDays !== state.quietDays + event.days) {
        throw new Error(
          `Downtime of ${event.days} days after ${state.quietDays} quiet days cannot make ${event.quietDays}`,
        );
      }
      return { ...state, quietDays: event.quietDays };
    case 'character/created':
      if (hasCharacter(state, event.character.id)) {
        throw new Error(`Character ${event.character.id} was created a second time`);
      }
      return withCharacter(state, event.character);
    case 'character/updated':
      if ('id' in event.changes) throw new Error(`An update tried to change the id of character ${event.id}`);
      return withCharacter(state, { ...characterOf(state, event.id), ...event.changes });
    case 'character/loyalty-changed':
      return {
        ...withCharacter(state, { ...characterOf(state, event.id), loyalties: event.loyalties }),
        loyaltyChanges: [...state.loyaltyChanges, event.id],
      };
    case 'character/deleted':
      characterOf(state, event.id);
      return { ...state, characters: without(state.characters, event.id) };
    case 'dice/rolled': // the roll log is a query over the log, not state
      checkRollCharacters(state, event.roll);
      return state;
    case 'scene/opened':
      return applySceneEvent({ ...state, sessionUnderWay: true }, event);
    case 'scene/joined':
    case 'scene/changed':
    case 'scene/closed':
    case 'clock/changed':
    case 'bolsters/changed':
      return applySceneEvent(state, event);
    case 'recap/edited': // issue 22: the edit lives in the log, not in the state
      return applyRecapEdit(state, event);
    default:
      if (isPlayersEvent(event)) return applyPlayers(state, event);
      if (isBridgeEvent(event)) return { ...state, bridge: applyBridge(state.bridge, event) };
      if (isSpotEvent(event)) {
        // A guard is posted from the campaign's sheets (COT-GUARD-1).
        if (event.type === 'spot/guard-placed') characterOf(state, event.post.guard);
        return { ...state, spots: applySpot(state.spots, event) };
      }
      return unreachable(event);
  }
}

function created(name: string): CampaignState {
  return {
    name,
    settings: defaultSettings,
    crew: { resources: 0, heat: 0 },
    session: 0,
    characters: {},
    scenes: {},
    closed: {},
    recentlyClosed: [],
    spots: {},
    quietDays: 0,
    sessionUnderWay: false,
    loyaltyChanges: [],
    clock: emptySchedule,
    bolsters: emptyBolsterLedger,
    bridge: emptyBridgeFights,
    players: emptyPlayers,
  };
}

// COT-TIME-7: a new session gives every character their Focus Round back.
function startSession(state: CampaignState, session: number): CampaignState {
  if (session !== state.session + 1) {
    throw new Error(`Session ${session} started after session ${state.session}`);
  }
  const characters: Record<CharacterId, Character> = {};
  for (const [id, character] of Object.entries(state.characters)) {
    setOwn(characters, id, character.focusRoundUsed ? { ...character, focusRoundUsed: false } : character);
  }
  return { ...state, session, characters, sessionUnderWay: false, loyaltyChanges: [] };
}

/** Own keys only: a character id such as `constructor` must not find Object.prototype's. */
export function hasCharacter(state: CampaignState, id: CharacterId): boolean {
  return Object.hasOwn(state.characters, id);
}

/** @throws Error when the campaign has no character with that id. */
export function characterOf(state: CampaignState, id: CharacterId): Character {
  if (!hasCharacter(state, id)) throw new Error(`No character has the id ${JSON.stringify(id)}`);
  return state.characters[id] as Character;
}

function withCharacter(state: CampaignState, character: Character): CampaignState {
  const characters: Record<CharacterId, Character> = { ...state.characters };
  setOwn(characters, character.id, character);
  return { ...state, characters };
}

function without(characters: CampaignState['characters'], id: CharacterId): CampaignState['characters'] {
  const rest: Record<CharacterId, Character> = {};
  for (const [key, character] of Object.entries(characters)) if (key !== id) setOwn(rest, key, character);
  return rest;
}

/** Assignment would treat a key named `__proto__` as the prototype; ids are data, so define them. */
function setOwn(record: Record<CharacterId, Character>, key: string, character: Character): void {
  Object.defineProperty(record, key, {
    value: character,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * A roll names only characters who are there (an opponent included).
 * @throws Error otherwise.
 */
export function checkRollCharacters(state: CampaignState, roll: RollRecord): void {
  if (roll.characterId !== null) characterOf(state, roll.characterId);
  if (roll.opponent !== null && roll.opponent.characterId !== null)
    characterOf(state, roll.opponent.characterId);
}

export function duplicateRoll(roll: RollRecord): Error {
  return new Error(`Roll id ${JSON.stringify(roll.id)} was used twice`);
}
