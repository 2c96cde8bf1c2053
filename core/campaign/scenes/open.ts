import { sideId } from '../../cot/initiative/index.ts';
import type { SceneId } from '../../cot/time/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { namesIn } from '../describe.ts';
import type { CampaignState } from '../types.ts';
import type { SceneStep } from './builder.ts';
import { moveClock } from './clock.ts';
import { beginFreeTurns, rollInitiative } from './turns.ts';
import type { OpenScene, Scene, SceneParticipant, StartChild } from './types.ts';

/**
 * COT-TIME-1: a new scene of the Job, on the clock from now, played by the engine it names: the engine starts
 * from the setup; a fight or a chase rolls initiative at once (COT-WAR-1, COT-CHASE-3), other scenes count turns
 * without initiative until the GM rolls it (COT-TIME-5).
 */
export function openScene(step: SceneStep, command: OpenScene, dice: Dice): Rejection | null {
  const engine = engineOf(command.engine);
  const problem =
    sceneProblem(
      step.state,
      command.sceneId,
      command.name,
      command.participants,
      engine.ownActors === true,
    ) ??
    sidesProblem(step.state, command) ??
    elsewhere(step, command.participants, null, command.confirmed === true);
  if (problem) return problem;
  const scene = {
    id: command.sceneId,
    name: command.name.trim(),
    engine: command.engine,
    stage: engine.stage,
    parent: null,
    sides: command.sides.map((side) => ({ id: sideId(side.id), label: side.label, crew: side.crew })),
    participants: command.participants,
    turns: { initiative: null, free: null },
    state: null,
    ended: null,
  } as Scene;
  step.push({ type: 'scene/opened', scene });
  const clocked = moveClock(step, {
    type: 'time/open-scene',
    sceneId: scene.id,
    label: scene.name,
    stage: scene.stage,
  });
  if (clocked) return clocked;
  const started = step.runEngine(scene.id, engine.start(step.context(scene.id), command.setup, dice));
  if (started) return started;
  return command.rollInitiative === true
    ? rollInitiative(step, step.scene(scene.id), dice, null)
    : beginFreeTurns(step, scene.id);
}

/**
 * COT-TIME-1-a: Gang Warfare or a chase opens as a scene inside the one it broke out of, whose participants and
 * sides it takes, and rolls initiative at once (COT-WAR-1, COT-CHASE-3).
 */
export function startChild(
  step: SceneStep,
  parent: Scene,
  command: StartChild,
  dice: Dice,
): Rejection | null {
  const known = new Set(parent.participants.map((p) => p.characterId));
  const stranger = command.participants.find((p) => !known.has(p.characterId));
  if (stranger) {
    return reject(
      'scene/unknown-character',
      `${step.names(parent.id)(stranger.characterId)} is not in ${parent.name}`,
    );
  }
  const sideless = command.participants.find((p) => !parent.sides.some((side) => side.id === p.side));
  if (sideless) {
    return reject(
      'scene/unknown-side',
      `${step.names(parent.id)(sideless.characterId)} is on a side ${parent.name} does not have`,
    );
  }
  const opened = openChild(
    step,
    parent,
    command.newSceneId,
    command.name,
    command.engine,
    command.participants,
  );
  if (opened) return opened;
  const engine = engineOf(command.engine);
  const started = step.runEngine(
    command.newSceneId,
    engine.start(step.context(command.newSceneId), command.setup, dice),
  );
  if (started) return started;
  const child = step.scene(command.newSceneId);
  if (engine.turns !== 'initiative') return null;
  return rollInitiative(step, child, dice, command.firstRoundSide);
}

/** Opens a scene inside `parent` (or beside it, for a split-off chase), on the clock, with the parent's sides. */
export function openChild(
  step: SceneStep,
  parent: Scene,
  id: SceneId,
  name: string,
  engineId: Scene['engine'],
  participants: readonly SceneParticipant[],
): Rejection | null {
  const problem = sceneProblem(step.state, id, name, participants);
  if (problem) return problem;
  const engine = engineOf(engineId);
  const scene = {
    id,
    name: name.trim(),
    engine: engineId,
    stage: engine.stage,
    parent: parent.id,
    sides: parent.sides.filter((side) => participants.some((p) => p.side === side.id)),
    participants,
    turns: { initiative: null, free: null },
    state: null,
    ended: null,
  } as Scene;
  step.push({ type: 'scene/opened', scene });
  return moveClock(step, { type: 'time/open-scene', sceneId: id, label: scene.name, stage: scene.stage });
}

function sceneProblem(
  state: CampaignState,
  id: SceneId,
  name: string,
  participants: readonly SceneParticipant[],
  /** The engine's actors are its own (a skirmish's models): no campaign character need take part. */
  ownActors = false,
): Rejection | null {
  if (Object.hasOwn(state.scenes, id) || Object.hasOwn(state.closed, id))
    return reject('scene/duplicate-id', 'That scene already exists');
  if (name.trim() === '') return reject('scene/name-empty', 'A scene needs a name');
  if (participants.length === 0 && !ownActors)
    return reject('scene/empty', 'A scene needs at least one participant');
  const seen = new Set<string>();
  for (const participant of participants) {
    const character = Object.hasOwn(state.characters, participant.characterId)
      ? state.characters[participant.characterId]
      : undefined;
    if (!character)
      return reject('scene/unknown-character', `No character has the id ${participant.characterId}`);
    if (seen.has(character.id)) return reject('scene/twice', `${character.name} is listed twice`);
    seen.add(character.id);
    if (character.condition.state === 'dead') {
      return reject('scene/dead-participant', `${character.name} is dead and cannot take part`);
    }
  }
  return null;
}

function sidesProblem(state: CampaignState, command: OpenScene): Rejection | null {
  const sides = new Set(command.sides.map((side) => side.id));
  if (sides.size !== command.sides.length) return reject('scene/duplicate-side', 'Two sides share an id');
  for (const participant of command.participants) {
    if (!sides.has(participant.side)) {
      const name = state.characters[participant.characterId]?.name ?? participant.characterId;
      return reject('scene/unknown-side', `${name} is on a side the scene does not have`);
    }
  }
  return null;
}

/** Someone already in another running scene, and that scene. */
export interface Elsewhere {
  readonly characterId: CharacterId;
  readonly name: string;
  readonly scene: Scene;
}

/**
 * Who of `participants` is already in another running scene — not `scene` itself, the scenes it opened inside,
 * or those opened inside it — or null. The Open-a-scene form asks it before the GM confirms.
 */
export function busyElsewhere(
  state: CampaignState,
  participants: readonly Pick<SceneParticipant, 'characterId'>[],
  scene: Scene | null,
): Elsewhere | null {
  const related = new Set<string>();
  for (let current: Scene | undefined = scene ?? undefined; current;) {
    related.add(current.id);
    current =
      current.parent && Object.hasOwn(state.scenes, current.parent)
        ? state.scenes[current.parent]
        : undefined;
  }
  for (const other of Object.values(state.scenes)) {
    if (other.ended !== null || related.has(other.id) || (scene && other.parent === scene.id)) continue;
    const busy = participants.find((p) => other.participants.some((q) => q.characterId === p.characterId));
    if (busy)
      return { characterId: busy.characterId, name: namesIn(state, other)(busy.characterId), scene: other };
  }
  return null;
}

/**
 * One character is not in two running scenes at once (a scene and the one it opened inside excepted) unless the
 * GM confirms it: the refusal names the other scene, and the same command with `confirmed` goes through.
 */
export function elsewhere(
  step: SceneStep,
  participants: readonly SceneParticipant[],
  scene: Scene | null,
  confirmed: boolean,
): Rejection | null {
  if (confirmed) return null;
  const busy = busyElsewhere(step.state, participants, scene);
  if (!busy) return null;
  return reject(
    'scene/already-elsewhere',
    `${busy.name} is already in ${busy.scene.name}, which is still running: put them in both?`,
    { characterId: busy.characterId, sceneId: busy.scene.id },
  );
}

/** Closes a scene: it leaves the clock, its part-round counting as a full round of the longer scale (COT-TIME-3). */
export function closeScene(step: SceneStep, scene: Scene): Rejection | null {
  if (scene.ended !== null) return reject('scene/ended', `${scene.name} has already ended`);
  step.push({ type: 'scene/closed', sceneId: scene.id, summary: summaryOf(step, scene) });
  if (!step.state.clock.running.some((running) => running.id === scene.id)) return null;
  return moveClock(step, { type: 'time/close-scene', sceneId: scene.id });
}

/** How a scene ended, in the engine's words. */
function summaryOf(step: SceneStep, scene: Scene): string {
  if (scene.state === null) return 'Closed by the GM';
  return engineOf(scene.engine).ended(scene.state, step.names(scene.id)) ?? 'Closed by the GM';
}
