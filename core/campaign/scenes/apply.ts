import { applyInitiative } from '../../cot/initiative/index.ts';
import { applyBolsters } from '../../cot/time/index.ts';
import { applyFreeTurns } from '../../cot/time/index.ts';
import { applySchedule } from '../../cot/time/index.ts';
import type { SceneId } from '../../cot/time/index.ts';
import { engineOf } from '../../registry/index.ts';
import { absent, mustBeDistinct } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import type { CampaignState } from '../types.ts';
import type { Absence } from '../../engine/index.ts';
import type { ClosedScene, ModuleEvent, Scene, SceneEvent, SceneParticipant } from './types.ts';
import { absenceIn } from './absence.ts';

/**
 * Folds a scene event into the campaign: a scene opened, joined or closed, an event of its engine or of its
 * turns, the Job clock, the Bolster ledger. Engine events go to the scene's engine's own `apply`.
 * @throws Error for an event naming a scene that is not there, or an engine's event in another engine's scene
 * (a corrupt log).
 */
export function applySceneEvent(state: CampaignState, event: SceneEvent): CampaignState {
  switch (event.type) {
    case 'scene/opened':
      if (Object.hasOwn(state.scenes, event.scene.id) || Object.hasOwn(state.closed, event.scene.id))
        throw new Error(`Scene ${event.scene.id} opened twice`);
      checkOpened(state, event.scene);
      return withScene({ ...state, quietDays: 0 }, event.scene); // a Job is under way (COT-D-15)
    case 'scene/joined': {
      const scene = sceneOf(state, event.sceneId);
      checkParticipant(state, scene, event.participant);
      return withScene(state, { ...scene, participants: [...scene.participants, event.participant] });
    }
    case 'scene/changed':
      return withScene(state, applyModule(sceneOf(state, event.sceneId), event));
    case 'scene/closed':
      return closeScene(state, sceneOf(state, event.sceneId), event.summary);
    case 'clock/changed': {
      if (event.event.type === 'time/scene-opened') sceneOf(state, event.event.sceneId);
      const clocked = { ...state, clock: applySchedule(state.clock, event.event) };
      if (event.event.type !== 'time/stage-changed') return clocked;
      // The scene's stage follows its clock's: one event changes both (its engine said so, COT-TIME-1).
      return withScene(clocked, { ...sceneOf(state, event.event.sceneId), stage: event.event.stage });
    }
    case 'bolsters/changed':
      checkBolster(state, event);
      return { ...state, bolsters: applyBolsters(state.bolsters, event.event) };
    default:
      return unreachable(event);
  }
}

/**
 * A scene as it opens names only what is there: the scene it opens inside, still running; characters of the
 * campaign, each once and on one of its sides (scenes/open.ts refuses anything else).
 */
function checkOpened(state: CampaignState, scene: Scene): void {
  if (scene.parent !== null) sceneOf(state, scene.parent);
  mustBeDistinct(
    scene.sides.map((side) => side.id),
    'the sides',
  );
  mustBeDistinct(
    scene.participants.map((p) => p.characterId),
    'the participants',
  );
  for (const participant of scene.participants)
    checkParticipant(state, { ...scene, participants: [] }, participant);
}

/** Someone coming into a scene: a character of the campaign, on one of its sides, not in it already. */
function checkParticipant(state: CampaignState, scene: Scene, participant: SceneParticipant): void {
  const id = participant.characterId;
  if (!Object.hasOwn(state.characters, id)) throw absent(id, 'who is no character of the campaign');
  if (!scene.sides.some((side) => side.id === participant.side))
    throw absent(participant.side, `which is no side of ${scene.name}`);
  if (scene.participants.some((p) => p.characterId === id))
    throw new Error(`${id} is already in ${scene.name}`);
}

/**
 * A Bolster given, waited or spent in a scene names its participants (COT-TIME-4); one given or spent in the
 * dice tray, characters of the campaign.
 */
function checkBolster(state: CampaignState, event: Extract<SceneEvent, { type: 'bolsters/changed' }>): void {
  const change = event.event;
  const people =
    change.type === 'time/bolstered'
      ? [change.giver, change.recipient]
      : change.type === 'time/bolsters-used'
        ? [change.recipient]
        : [change.characterId];
  if (event.sceneId === undefined) {
    for (const id of people)
      if (!Object.hasOwn(state.characters, id)) throw absent(id, 'who is no character of the campaign');
    return;
  }
  const scene = Object.hasOwn(state.scenes, event.sceneId)
    ? state.scenes[event.sceneId]
    : Object.hasOwn(state.closed, event.sceneId)
      ? state.closed[event.sceneId]
      : undefined;
  if (!scene) throw absent(event.sceneId, 'which is no scene of the campaign');
  for (const id of people) inScene(scene, id);
}

function inScene(scene: Pick<Scene, 'name' | 'participants'>, id: string): void {
  if (!scene.participants.some((p) => p.characterId === id)) throw absent(id, `who is not in ${scene.name}`);
}

/** The turns of a scene are taken by its participants: initiative's entrants and the members of free turns. */
function checkTurns(
  scene: Scene,
  change: Extract<ModuleEvent, { module: 'initiative' | 'free-turns' }>,
): void {
  const event = change.event;
  switch (event.type) {
    case 'initiative/started':
      for (const p of event.participants) inScene(scene, p.characterId);
      return;
    case 'initiative/joined':
      inScene(scene, event.participant.characterId);
      return;
    case 'time/free-turns-began':
      for (const member of event.members) inScene(scene, member.characterId);
      return;
    case 'time/free-member-joined':
      inScene(scene, event.characterId);
      return;
    default:
      return;
  }
}

/** One change of a scene: its turns, or its engine's state through the engine's own `apply`. */
export function applyModule(scene: Scene, change: ModuleEvent): Scene {
  switch (change.module) {
    case 'initiative':
      checkTurns(scene, change);
      return {
        ...scene,
        turns: { ...scene.turns, initiative: applyInitiative(scene.turns.initiative, change.event) },
      };
    case 'free-turns':
      checkTurns(scene, change);
      return { ...scene, turns: { ...scene.turns, free: applyFreeTurns(scene.turns.free, change.event) } };
    default: {
      if (change.module !== scene.engine) {
        throw new Error(`A ${change.module} event came in ${scene.name}, a ${scene.engine} scene`);
      }
      const state = engineOf(scene.engine).apply(scene.state, change.event);
      return { ...scene, state } as Scene;
    }
  }
}

/** How many closed scenes the state keeps as summaries (besides those closed inside a running scene). */
export const closedScenesKept = 5;

/**
 * A closed scene leaves the running scenes for a summary without its engine's state (its board is read from
 * the log). The oldest summaries beyond `closedScenesKept` leave the state, unless the scene they closed inside
 * still runs: a Heist still knows how its fights and chases ended (COT-D-65).
 */
function closeScene(state: CampaignState, scene: Scene, ended: string): CampaignState {
  const absences: Record<string, Absence | null> = {};
  for (const { characterId } of scene.participants)
    define(absences, characterId, absenceIn(state, scene, characterId));
  const summary: ClosedScene = {
    id: scene.id,
    name: scene.name,
    engine: scene.engine,
    stage: scene.stage,
    parent: scene.parent,
    sides: scene.sides,
    participants: scene.participants,
    ended,
    absences,
  };
  const scenes: Record<string, Scene> = {};
  for (const [id, other] of Object.entries(state.scenes)) if (id !== scene.id) define(scenes, id, other);
  const order = [...state.recentlyClosed, scene.id];
  const all: Record<string, ClosedScene> = { ...state.closed };
  define(all, scene.id, summary);
  const keep = order.filter(
    (id, index) =>
      index >= order.length - closedScenesKept ||
      (all[id]?.parent != null && Object.hasOwn(scenes, all[id]!.parent!)),
  );
  const closed: Record<string, ClosedScene> = {};
  for (const id of keep) define(closed, id, all[id]!);
  return { ...state, scenes, closed, recentlyClosed: keep };
}

/** @throws Error when the campaign has no scene with that id. */
export function sceneOf(state: CampaignState, id: SceneId): Scene {
  if (!Object.hasOwn(state.scenes, id)) throw new Error(`No scene has the id ${JSON.stringify(id)}`);
  return state.scenes[id] as Scene;
}

function withScene(state: CampaignState, scene: Scene): CampaignState {
  const scenes: Record<string, Scene> = { ...state.scenes };
  define(scenes, scene.id, scene);
  return { ...state, scenes };
}

/** Ids are data: define them, so a scene id `__proto__` is a key like any other. */
function define<T>(record: Record<string, T>, id: string, value: T): void {
  Object.defineProperty(record, id, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
