import { dropCharacter } from '../../cot/drop/characters.ts';
import { decideInitiative, initiativePool, sideId } from '../../cot/initiative/index.ts';
import { decideWarfare } from '../../cot/warfare/decide.ts';
import { fighterSetup } from '../../cot/warfare/fighters.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { sceneOf } from './apply.ts';
import type { SceneStep } from './builder.ts';
import { warfareNote } from './notes.ts';
import { runInitiative } from './turns.ts';
import type { Scene, SceneParticipant } from './types.ts';

/**
 * A character joins a running scene (COT-INIT-6): they stand in a zone of the Spot, join the fight (rolling
 * Cover), and roll initiative for a slot of their side from the next round on.
 */
export function joinScene(
  step: SceneStep,
  scene: Scene,
  participant: SceneParticipant,
  dice: Dice,
): Rejection | null {
  const character = step.state.characters[participant.characterId];
  if (!character)
    return reject('scene/unknown-character', `No character has the id ${participant.characterId}`);
  if (character.condition.state === 'dead')
    return reject('scene/dead-participant', `${character.name} is dead`);
  if (scene.participants.some((p) => p.characterId === character.id)) {
    return reject('scene/already-in', `${character.name} is already in ${scene.name}`);
  }
  if (!scene.sides.some((side) => side.id === participant.side)) {
    return reject('scene/unknown-side', `${scene.name} has no such side`);
  }
  if (!scene.zones.includes(participant.zone))
    return reject('scene/unknown-zone', `${scene.name} has no such zone`);
  let placed;
  try {
    placed = scene.drop
      ? dropCharacter(character, { side: participant.side, zone: participant.zone }, step.state.settings)
      : null;
  } catch (error) {
    return reject('scene/bad-gear', error instanceof Error ? error.message : String(error));
  }
  step.push({ type: 'scene/joined', sceneId: scene.id, participant, placed });
  if (scene.warfare) {
    const fighter = fighterSetup(character, participant.side, step.state.settings);
    const joined = step.run(
      scene.id,
      'warfare',
      decideWarfare(sceneOf(step.state, scene.id).warfare, { type: 'warfare/join', fighter }, dice),
      warfareNote,
    );
    if (joined) return joined;
  }
  const initiative = sceneOf(step.state, scene.id).initiative;
  if (!initiative) return null;
  const kind = scene.kind === 'warfare' ? 'warfare' : scene.kind;
  const entrant = {
    characterId: character.id,
    name: character.name,
    side: sideId(participant.side),
    pool: initiativePool(character, kind, participant.role),
  };
  return runInitiative(
    step,
    scene.id,
    decideInitiative(initiative, { type: 'initiative/join', entrant, side: null }, dice),
  );
}

/** A character leaves a running scene: the slot their roll made goes at the end of the round (COT-INIT-6). */
export function leaveScene(
  step: SceneStep,
  scene: Scene,
  characterId: CharacterId,
  dice: Dice,
): Rejection | null {
  const initiative = scene.initiative;
  const name = step.state.characters[characterId]?.name ?? 'That character';
  if (!scene.participants.some((p) => p.characterId === characterId)) {
    return reject('scene/not-in', `${name} is not in ${scene.name}`);
  }
  if (!initiative)
    return reject('scene/no-initiative', `${name} can simply step out: ${scene.name} has no initiative`);
  const decision = decideInitiative(
    initiative,
    { type: 'initiative/leave', characterId, reason: 'left' },
    dice,
  );
  return runInitiative(step, scene.id, decision);
}
