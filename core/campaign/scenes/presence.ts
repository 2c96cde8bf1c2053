import { capabilityOf } from '../../engine/index.ts';
import { decideInitiative, initiativePool, sideId } from '../../cot/initiative/index.ts';
import type { InitiativeCommand, InitiativeEvent, LeaveReason } from '../../cot/initiative/index.ts';
import type { FreeTurnsCommand } from '../../cot/time/index.ts';
import type { SceneId } from '../../cot/time/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import { absenceIn } from './absence.ts';
import type { SceneStep } from './builder.ts';
import { pushInitiative, runFreeTurns, runInitiative } from './turns.ts';
import type { Scene } from './types.ts';

/**
 * COT-INIT-6: who takes turns follows the scene's engine. The dead, the unconscious and those who left give up
 * the slot their roll made (gone at the end of the round) and their free turn; someone who comes back — woken,
 * come round after `unconscious_duration` (COT-D-32), back from a fight the Heist broke into — rolls again and
 * acts from the next round (a free turn at once without initiative). Someone the GM took out of the scene
 * (`scene/leave`) stays out: only a change the engine made in this command brings a character back.
 */

/** Brings the scene's turns in line with its engine, one change at a time (each may end a round). */
export function settlePresence(step: SceneStep, sceneId: SceneId): Rejection | null {
  for (let guard = 0; guard <= 2 * step.scene(sceneId).participants.length; guard++) {
    const scene = step.scene(sceneId);
    const initiative = scene.turns.initiative;
    const change = initiative ? initiativeChange(step, scene) : null;
    if (initiative && change) {
      const problem = runInitiative(step, sceneId, decideInitiative(initiative, change, step.dice));
      if (problem) return problem;
      continue;
    }
    const free = freeChange(step, step.scene(sceneId));
    if (!free) return null;
    const problem = runFreeTurns(step, sceneId, free);
    if (problem) return problem;
  }
  return null;
}

/**
 * A round just ended (its `initiative/round-ended` is stored, the clock moved, the engine heard it): the next
 * round starts with those who fell out of it gone and those who came back in, so `planned` — the next round as
 * decided before — gives way to the one decided after the last change.
 */
export function startNextRound(
  step: SceneStep,
  sceneId: SceneId,
  planned: readonly InitiativeEvent[],
): Rejection | null {
  let next = planned;
  for (let guard = 0; guard <= 2 * step.scene(sceneId).participants.length; guard++) {
    const scene = step.scene(sceneId);
    const change = initiativeChange(step, scene);
    if (!change) break;
    const decision = decideInitiative(scene.turns.initiative!, change, step.dice);
    if (!decision.ok) return decision;
    const cut = decision.events.findIndex((event) => event.type === 'initiative/round-ended');
    const own = cut < 0 ? decision.events : decision.events.slice(0, cut);
    next = cut < 0 ? [] : decision.events.slice(cut + 1);
    const problem = pushInitiative(step, sceneId, own);
    if (problem) return problem;
  }
  return pushInitiative(step, sceneId, next);
}

/** The first change the engine calls for in the initiative: someone out leaves, someone back joins. */
function initiativeChange(step: SceneStep, scene: Scene): InitiativeCommand | null {
  const initiative = scene.turns.initiative!;
  for (const participant of initiative.participants) {
    const reason = participant.status === 'in' ? absenceIn(step.state, scene, participant.characterId) : null;
    if (reason)
      return {
        type: 'initiative/leave',
        characterId: participant.characterId,
        reason: reason as LeaveReason,
      };
  }
  const pools = capabilityOf(engineOf(scene.engine), 'initiative')?.pools;
  if (!pools) return null;
  const status = new Map(initiative.participants.map((p) => [p.characterId, p.status] as const));
  for (const seat of scene.participants) {
    const was = status.get(seat.characterId);
    if (was === 'in' || was === 'dead' || !returning(step, scene, seat.characterId, was === undefined))
      continue;
    const character = step.state.characters[seat.characterId];
    if (!character) continue;
    const entrant = {
      characterId: character.id,
      name: character.name,
      side: sideId(seat.side),
      pool: initiativePool(character, pools, seat.role),
    };
    return { type: 'initiative/join', entrant, side: null };
  }
  return null;
}

/** The first change the engine calls for in the free turns (COT-TIME-5). */
function freeChange(step: SceneStep, scene: Scene): FreeTurnsCommand | null {
  const free = scene.turns.free;
  if (!free) return null;
  for (const member of free.members) {
    if (member.present && absenceIn(step.state, scene, member.characterId) !== null)
      return { type: 'time/leave-free-turns', characterId: member.characterId };
  }
  if (scene.turns.initiative) return null;
  for (const seat of scene.participants) {
    const member = free.members.find((m) => m.characterId === seat.characterId);
    if (member?.present || !returning(step, scene, seat.characterId, member === undefined)) continue;
    return {
      type: 'time/join-free-turns',
      characterId: seat.characterId,
      name: step.names(scene.id)(seat.characterId),
    };
  }
  return null;
}

/**
 * Whether someone not taking turns should: able to act now, and either never counted (they lay unconscious
 * when the turns began) or brought back by the engine in this command.
 */
function returning(step: SceneStep, scene: Scene, id: CharacterId, neverCounted: boolean): boolean {
  if (absenceIn(step.state, scene, id) !== null) return false;
  return neverCounted ? Object.hasOwn(step.state.characters, id) : step.cameBack(scene.id, id);
}
