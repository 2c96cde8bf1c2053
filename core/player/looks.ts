import { playersOf } from '../campaign/index.ts';
import type { CampaignState, Scene } from '../campaign/index.ts';
import type { PlayerLens, PlayerLook } from '../engine/index.ts';
import { engineOf } from '../registry/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { provisionalKey } from './keys.ts';

/**
 * How the crew knows the campaign's people (issue 21): a crew member by name (none when the GM hides them); anyone
 * else by the face they show (COT-CHAR-8), or by who they really are once the GM reveals it, or not at all when the
 * GM hides them. Their `name` and `trueIdentity` are the GM's until then. A key for each: a crew member's id; for
 * anyone else a provisional key that `settleKeys` numbers among those the finished view draws (./keys.ts).
 */
export interface Looks {
  (id: string): PlayerLook;
}

export function campaignLooks(state: CampaignState): Looks {
  const players = playersOf(state);
  return (id) => {
    const character = Object.hasOwn(state.characters, id) ? state.characters[id as CharacterId] : undefined;
    // Not one of the campaign's people (a model of a skirmish): unnamed, keyed like anyone not of the crew.
    if (!character) return { crew: false, name: null, key: provisionalKey(id) };
    const look = players.characters[id] ?? 'auto';
    if (character.kind === 'crew')
      return { crew: true, name: look === 'hidden' ? null : character.name, key: character.id };
    const key = provisionalKey(id);
    if (look === 'hidden') return { crew: false, name: null, key };
    if (look === 'named') return { crew: false, name: character.trueIdentity || character.name, key };
    return { crew: false, name: character.presentedIdentity || null, key };
  };
}

/**
 * The lens a scene is projected through: the table's choices (PLY-D-2..4), how the crew knows each person of the
 * campaign or model of the scene's engine, who has acted where the crew could see it, which sides are the crew's,
 * and what the GM revealed on each Spot.
 */
export function sceneLens(state: CampaignState, scene: Scene, looks: Looks): PlayerLens {
  const { settings } = state;
  const players = playersOf(state);
  const initiative = scene.turns.initiative;
  const crewSides = new Set(scene.sides.filter((side) => side.crew).map((side) => side.id as string));
  const fight = Object.hasOwn(state.bridge.fights, scene.id) ? state.bridge.fights[scene.id] : undefined;
  for (const side of fight?.link.sides ?? [])
    if (side.cot !== null && crewSides.has(side.cot)) crewSides.add(side.id);
  const engine = engineOf(scene.engine);
  const sceneState = scene.state;
  return {
    opponents: settings.playerOpponents ?? 'opponent',
    cover: settings.playerCover ?? 'band',
    alarm: settings.playerAlarm ?? 'band',
    look(id) {
      const link = fight?.link.models[id];
      if (link?.who === 'character') return looks(link.character);
      const look = looks(id);
      if (Object.hasOwn(state.characters, id) || sceneState === null) return look;
      // A model of the engine's own: its name is the GM's roster name, shown only where opponents are named.
      const name = engine.actorName?.(sceneState, id) ?? null;
      return { ...look, name };
    },
    acted(id) {
      // COT-INIT-5: a slot taken this round, or an earlier round they were in (they had their turns in it).
      if (!initiative) return true;
      if (initiative.uses.some((use) => use.characterId === id)) return true;
      if (initiative.acting?.characterId === id) return true;
      const participant = initiative.participants.find((p) => p.characterId === id);
      return participant !== undefined && participant.fromRound < initiative.round;
    },
    crewSide: (side) => crewSides.has(side),
    revealed(spotId) {
      const reveals = players.spots[spotId];
      return {
        guards: new Set<string>(reveals?.guards ?? []),
        loot: new Set<string>(reveals?.loot ?? []),
      };
    },
  };
}
