import { knowsZone } from '../cot/spot/index.ts';
import type { Spot, SpotEvent } from '../cot/spot/index.ts';
import { ok, reject } from '../shared/result.ts';
import type { Decision } from '../shared/result.ts';
import type { CharacterId } from '../shared/ids.ts';
import { playersOf } from './players.ts';
import type { CharacterLookChoice, PlayersCommand, RevealTarget } from './players.ts';
import type { CampaignEvent, CampaignState } from './types.ts';
import type { SceneId } from '../cot/time/index.ts';

/**
 * The GM's controls of the players' screen (issue 21): show or hide a running scene, hide or reveal a character,
 * reveal or hide a zone, a guard or a piece of loot of a Spot. Each names something of the campaign as it stands
 * (an unknown scene, character, Spot, zone, guard or piece of loot is refused, naming it) and changes something
 * (a toggle already so is refused, saying so), so every entry is one undo step that did something.
 */
export function decidePlayers(state: CampaignState, command: PlayersCommand): Decision<CampaignEvent> {
  switch (command.type) {
    case 'players/show-scene':
      return showScene(state, command.sceneId, command.shown);
    case 'players/show-character':
      return showCharacter(state, command.characterId, command.look);
    case 'players/reveal':
      return command.target.kind === 'zone'
        ? revealZone(state, command.target, command.shown)
        : revealThing(state, command.target, command.shown);
  }
}

function showScene(state: CampaignState, sceneId: SceneId, shown: boolean): Decision<CampaignEvent> {
  const scene = Object.hasOwn(state.scenes, sceneId) ? state.scenes[sceneId] : undefined;
  if (!scene) return reject('players/unknown-scene', `There is no running scene “${sceneId}”`, { sceneId });
  const hidden = playersOf(state).hiddenScenes.includes(sceneId);
  if (hidden !== shown)
    return reject(
      'players/no-change',
      `The players ${shown ? 'already see' : 'already do not see'} ${scene.name}`,
    );
  return ok([{ type: 'players/scene-shown', sceneId, shown }]);
}

function showCharacter(
  state: CampaignState,
  characterId: CharacterId,
  look: CharacterLookChoice,
): Decision<CampaignEvent> {
  const character = Object.hasOwn(state.characters, characterId) ? state.characters[characterId] : undefined;
  if (!character)
    return reject('players/unknown-character', `There is no character “${characterId}”`, { characterId });
  if (character.kind === 'crew' && look !== 'auto' && look !== 'hidden')
    return reject(
      'players/crew-look',
      `${character.name} is of the crew: the players see them by name, or not at all`,
    );
  const now = playersOf(state).characters[characterId] ?? 'auto';
  if (now === look)
    return reject('players/no-change', `${character.name} already shows so on the players’ screen`);
  return ok([{ type: 'players/character-shown', characterId, look }]);
}

/**
 * A zone revealed is a zone the crew knows (the Spot's knowledge, COT-PREP-5, COT-PREP-6: the one truth of it),
 * known by the GM's word (`gm`); hiding it again takes back only what the GM revealed, never what research
 * taught. A running Heist on the Spot plays its own copy of it, which follows in the same entry.
 */
function revealZone(state: CampaignState, target: RevealTarget, shown: boolean): Decision<CampaignEvent> {
  const spot = spotOf(state, target.spotId);
  if (!spot) return unknownSpot(target.spotId);
  const zone = Object.hasOwn(spot.zones, target.id) ? spot.zones[target.id] : undefined;
  if (!zone) return reject('players/unknown-zone', `${spot.name} has no zone “${target.id}”`, { ...target });
  const how = Object.hasOwn(spot.knowledge.zones, zone.id) ? spot.knowledge.zones[zone.id] : undefined;
  if (shown && how !== undefined)
    return reject('players/no-change', `The crew already knows ${zone.name}`, { ...target });
  if (!shown && how !== 'gm')
    return reject(
      'players/not-revealed',
      how === undefined
        ? `The crew does not know ${zone.name}: nothing to hide`
        : `The crew learnt of ${zone.name} themselves: only a zone the GM revealed can be hidden again`,
      { ...target },
    );
  const change: Extract<SpotEvent, { type: 'spot/zones-revealed' | 'spot/zones-hidden' }> = shown
    ? { type: 'spot/zones-revealed', spotId: spot.id, zones: [zone.id], how: 'gm' }
    : { type: 'spot/zones-hidden', spotId: spot.id, zones: [zone.id] };
  const inPlay = heistsOn(state, spot.id).flatMap(({ sceneId, spot: copy }): CampaignEvent[] => {
    if (!Object.hasOwn(copy.zones, zone.id)) return [];
    const copyHow = Object.hasOwn(copy.knowledge.zones, zone.id) ? copy.knowledge.zones[zone.id] : undefined;
    if (shown ? knowsZone(copy, zone.id) : copyHow !== 'gm') return [];
    return [
      {
        type: 'scene/changed',
        sceneId,
        module: 'heist',
        event: { type: 'heist/spot-changed', event: change },
      },
    ];
  });
  return ok([change, ...inPlay]);
}

/**
 * Someone at the Spot not of the crew (a guard posted there, or anyone at a Heist played on it: a guard who came with
 * the alarm, a mark, a clerk), or a piece of loot of the Spot or of a Heist played on it.
 */
function revealThing(state: CampaignState, target: RevealTarget, shown: boolean): Decision<CampaignEvent> {
  const spot = spotOf(state, target.spotId);
  if (!spot) return unknownSpot(target.spotId);
  const copies = heistsOn(state, spot.id).map((heist) => heist.spot);
  const kind = target.kind === 'guard' ? 'guard' : 'loot';
  const known =
    kind === 'guard'
      ? Object.hasOwn(spot.guards, target.id) || heistGuard(state, spot.id, target.id)
      : Object.hasOwn(spot.loot, target.id) || copies.some((copy) => Object.hasOwn(copy.loot, target.id));
  if (!known)
    return reject(
      kind === 'guard' ? 'players/unknown-guard' : 'players/unknown-loot',
      kind === 'guard'
        ? `Nobody “${target.id}” is at ${spot.name}`
        : `${spot.name} has no piece of loot “${target.id}”`,
      { ...target },
    );
  const reveals = playersOf(state).spots[spot.id];
  const revealed = ((kind === 'guard' ? reveals?.guards : reveals?.loot) ?? []).some(
    (id) => id === target.id,
  );
  if (revealed === shown)
    return reject(
      'players/no-change',
      `The players ${shown ? 'already see' : 'already do not see'} that ${kind === 'guard' ? 'guard' : 'piece of loot'}`,
      { ...target },
    );
  return ok([{ type: 'players/revealed', spotId: spot.id, kind, id: target.id, shown }]);
}

function spotOf(state: CampaignState, spotId: string): Spot | undefined {
  return Object.hasOwn(state.spots, spotId) ? state.spots[spotId] : undefined;
}

function unknownSpot(spotId: string) {
  return reject('players/unknown-spot', `There is no Spot “${spotId}”`, { spotId });
}

/** The running Heists played on a Spot, each with its copy of it. */
export function heistsOn(
  state: CampaignState,
  spotId: string,
): readonly { readonly sceneId: SceneId; readonly spot: Spot }[] {
  return Object.values(state.scenes).flatMap((scene) =>
    scene.engine === 'heist' && scene.state !== null && scene.state.spot.id === spotId
      ? [{ sceneId: scene.id, spot: scene.state.spot }]
      : [],
  );
}

/** Someone not of the crew at a running Heist on the Spot: a guard, one who came with the alarm, a mark, a clerk. */
function heistGuard(state: CampaignState, spotId: string, id: string): boolean {
  return Object.values(state.scenes).some(
    (scene) =>
      scene.engine === 'heist' &&
      scene.state !== null &&
      scene.state.spot.id === spotId &&
      scene.state.drop.characters.some((c) => c.id === id && c.kind !== 'crew'),
  );
}
