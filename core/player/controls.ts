import { playersOf } from '../campaign/index.ts';
import type { CampaignState, Scene } from '../campaign/index.ts';
import type { Character } from '../cot/characters/index.ts';
import type { Spot } from '../cot/spot/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import type { PlayerControl } from './types.ts';

/**
 * The GM's show/hide toggles of the players' screen, as core decides them (issue 21): the GM panel draws this list
 * and sends each one's command, which `decide` accepts as it stands (each flips what `shown` says). For the whole
 * campaign (`sceneId` null): each running scene, and each character. For one running scene: that scene, its
 * people, and for a Heist the zones of its Spot the crew may learn or the GM revealed (a zone revealed is a zone the
 * crew knows, COT-PREP-5), the people at the Spot who are not of the crew, and its loot.
 * @returns no toggle for a scene that is not running.
 */
export function playerControls(state: CampaignState, sceneId: SceneId | null): PlayerControl[] {
  if (sceneId === null)
    return [
      ...Object.values(state.scenes).map((scene) => sceneControl(state, scene)),
      ...Object.values(state.characters).flatMap((character) => characterControls(state, character)),
    ];
  const scene = Object.hasOwn(state.scenes, sceneId) ? state.scenes[sceneId] : undefined;
  if (!scene) return [];
  const people = scene.participants.flatMap((participant) => {
    const character = state.characters[participant.characterId];
    return character ? characterControls(state, character) : [];
  });
  return [
    sceneControl(state, scene),
    ...people,
    ...(scene.engine === 'heist' ? heistControls(state, scene) : []),
  ];
}

function sceneControl(state: CampaignState, scene: Scene): PlayerControl {
  const shown = !playersOf(state).hiddenScenes.includes(scene.id);
  return {
    key: `scene:${scene.id}`,
    label: shown ? `Hide “${scene.name}” from the players` : `Show “${scene.name}” to the players`,
    shown,
    command: { type: 'players/show-scene', sceneId: scene.id, shown: !shown },
  };
}

/** A crew member: shown or hidden. Anyone else: hidden or not, and their true identity revealed or not. */
function characterControls(state: CampaignState, character: Character): PlayerControl[] {
  const look = playersOf(state).characters[character.id] ?? 'auto';
  const id = character.id;
  const hide: PlayerControl = {
    key: `character:${id}`,
    label:
      look === 'hidden' ? `Show ${character.name} to the players` : `Hide ${character.name} from the players`,
    shown: look !== 'hidden',
    command: { type: 'players/show-character', characterId: id, look: look === 'hidden' ? 'auto' : 'hidden' },
  };
  if (character.kind === 'crew') return [hide];
  const named = look === 'named';
  return [
    hide,
    {
      key: `identity:${id}`,
      label: named
        ? `Hide who ${character.name} really is from the players`
        : `Reveal who ${character.name} really is to the players`,
      shown: named,
      command: { type: 'players/show-character', characterId: id, look: named ? 'auto' : 'named' },
      rule: 'COT-CHAR-8',
    },
  ];
}

function heistControls(state: CampaignState, scene: Extract<Scene, { engine: 'heist' }>): PlayerControl[] {
  if (scene.state === null) return [];
  const copy = scene.state.spot;
  const spot: Spot = Object.hasOwn(state.spots, copy.id) ? (state.spots[copy.id] as Spot) : copy;
  const reveals = playersOf(state).spots[spot.id];
  const zones = Object.values(spot.zones).flatMap((zone): PlayerControl[] => {
    const how = Object.hasOwn(spot.knowledge.zones, zone.id) ? spot.knowledge.zones[zone.id] : undefined;
    if (how !== undefined && how !== 'gm') return []; // what research taught stays known (COT-PREP-5, COT-PREP-6)
    const shown = how === 'gm';
    return [
      {
        key: `zone:${spot.id}:${zone.id}`,
        label: shown ? `Take ${zone.name} off the crew's map` : `Reveal ${zone.name} to the crew`,
        shown,
        command: {
          type: 'players/reveal',
          target: { kind: 'zone', spotId: spot.id, id: zone.id },
          shown: !shown,
        },
        rule: 'COT-D-62',
      },
    ];
  });
  const guards = scene.state.drop.characters.flatMap((person): PlayerControl[] => {
    if (person.kind === 'crew') return [];
    const shown = (reveals?.guards ?? []).some((id) => id === person.id);
    return [
      {
        key: `guard:${spot.id}:${person.id}`,
        label: shown ? `Take ${person.name} off the crew's map` : `Show ${person.name} on the crew's map`,
        shown,
        command: {
          type: 'players/reveal',
          target: { kind: 'guard', spotId: spot.id, id: person.id },
          shown: !shown,
        },
        rule: 'COT-D-62',
      },
    ];
  });
  const loot = Object.values(copy.loot).flatMap((piece): PlayerControl[] => {
    const shown = (reveals?.loot ?? []).includes(piece.id);
    return [
      {
        key: `loot:${spot.id}:${piece.id}`,
        label: shown ? `Hide ${piece.name} from the players` : `Reveal ${piece.name} to the players`,
        shown,
        command: {
          type: 'players/reveal',
          target: { kind: 'loot', spotId: spot.id, id: piece.id },
          shown: !shown,
        },
        rule: 'COT-D-62',
      },
    ];
  });
  return [...zones, ...guards, ...loot];
}
