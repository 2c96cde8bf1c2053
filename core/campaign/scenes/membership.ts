import { capabilityOf } from '../../engine/index.ts';
import { decideInitiative, initiativePool, sideId } from '../../cot/initiative/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { SceneStep } from './builder.ts';
import { elsewhere } from './open.ts';
import { runFreeTurns, runInitiative } from './turns.ts';
import type { Scene, SceneParticipant } from './types.ts';

/**
 * A character joins a running scene (COT-INIT-6): its engine takes them in (a fighter rolls Cover, someone comes
 * into a zone of the Spot), and they roll initiative for a slot of their side from the next round on, or get
 * their turns without initiative.
 */
export function joinScene(
  step: SceneStep,
  scene: Scene,
  participant: SceneParticipant,
  confirmed: boolean,
  dice: Dice,
): Rejection | null {
  const character = Object.hasOwn(step.state.characters, participant.characterId)
    ? step.state.characters[participant.characterId]
    : undefined;
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
  const busy = elsewhere(step, [participant], scene, confirmed);
  if (busy) return busy;
  const engine = engineOf(scene.engine);
  if (scene.state !== null && !engine.join) {
    return reject('scene/no-joining', `Nobody can join ${scene.name} once it runs (${engine.title})`);
  }
  step.push({ type: 'scene/joined', sceneId: scene.id, participant });
  if (scene.state !== null && engine.join) {
    const joiner = { characterId: character.id, side: participant.side, zone: participant.zone };
    const joined = step.runEngine(scene.id, engine.join(step.context(scene.id), scene.state, joiner, dice));
    if (joined) return joined;
  }
  const now = step.scene(scene.id);
  const initiative = now.turns.initiative;
  const pools = capabilityOf(engine, 'initiative')?.pools;
  if (initiative && pools) {
    const entrant = {
      characterId: character.id,
      name: character.name,
      side: sideId(participant.side),
      pool: initiativePool(character, pools, participant.role),
    };
    return runInitiative(
      step,
      scene.id,
      decideInitiative(initiative, { type: 'initiative/join', entrant, side: null }, dice),
    );
  }
  if (now.turns.free) {
    return runFreeTurns(step, scene.id, {
      type: 'time/join-free-turns',
      characterId: character.id,
      name: character.name,
    });
  }
  return null;
}

/** A character leaves a running scene: the slot their roll made goes at the end of the round (COT-INIT-6). */
export function leaveScene(
  step: SceneStep,
  scene: Scene,
  characterId: CharacterId,
  dice: Dice,
): Rejection | null {
  const name = step.names(scene.id)(characterId);
  if (!scene.participants.some((p) => p.characterId === characterId)) {
    return reject('scene/not-in', `${name} is not in ${scene.name}`);
  }
  const initiative = scene.turns.initiative;
  if (initiative) {
    const decision = decideInitiative(
      initiative,
      { type: 'initiative/leave', characterId, reason: 'left' },
      dice,
    );
    return runInitiative(step, scene.id, decision);
  }
  if (scene.turns.free?.members.some((m) => m.characterId === characterId && m.present)) {
    return runFreeTurns(step, scene.id, { type: 'time/leave-free-turns', characterId });
  }
  return reject(
    'scene/not-taking-turns',
    `${name} takes no turns in ${scene.name}: there is nothing to leave`,
  );
}
