import { applyInitiative } from '../../cot/initiative/index.ts';
import { applyBolsters } from '../../cot/time/bolster/apply.ts';
import { applyFreeTurns } from '../../cot/time/free-turns/apply.ts';
import { applySchedule } from '../../cot/time/schedule/apply.ts';
import type { SceneId } from '../../cot/time/stages.ts';
import { engineOf } from '../../engine/registry.ts';
import { unreachable } from '../../shared/result.ts';
import type { CampaignState } from '../types.ts';
import type { ModuleEvent, Scene, SceneEvent } from './types.ts';

/**
 * Folds a scene event into the campaign: a scene opened, joined or closed, an event of its engine or of its
 * turns, the Job clock, the Bolster ledger. Engine events go to the scene's engine's own `apply`.
 * @throws Error for an event naming a scene that is not there, or an engine's event in another engine's scene
 * (a corrupt log).
 */
export function applySceneEvent(state: CampaignState, event: SceneEvent): CampaignState {
  switch (event.type) {
    case 'scene/opened':
      if (Object.hasOwn(state.scenes, event.scene.id))
        throw new Error(`Scene ${event.scene.id} opened twice`);
      return withScene({ ...state, quietDays: 0 }, event.scene); // a Job is under way (COT-D-15)
    case 'scene/joined': {
      const scene = sceneOf(state, event.sceneId);
      return withScene(state, { ...scene, participants: [...scene.participants, event.participant] });
    }
    case 'scene/changed':
      return withScene(state, applyModule(sceneOf(state, event.sceneId), event));
    case 'scene/closed':
      return forgetOldClosed(
        withScene(state, { ...sceneOf(state, event.sceneId), ended: event.summary }),
        event.sceneId,
      );
    case 'clock/changed':
      return { ...state, clock: applySchedule(state.clock, event.event) };
    case 'bolsters/changed':
      return { ...state, bolsters: applyBolsters(state.bolsters, event.event) };
    default:
      return unreachable(event);
  }
}

function applyModule(scene: Scene, change: ModuleEvent): Scene {
  switch (change.module) {
    case 'initiative':
      return {
        ...scene,
        turns: { ...scene.turns, initiative: applyInitiative(scene.turns.initiative, change.event) },
      };
    case 'free-turns':
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

/** How many closed scenes the state keeps whole, so the GM can still look at the fight that just ended. */
export const closedScenesKept = 5;

/** A closed scene joins the recently closed; the oldest beyond `closedScenesKept` leaves the state. */
function forgetOldClosed(state: CampaignState, closed: SceneId): CampaignState {
  const recentlyClosed = [...state.recentlyClosed, closed];
  if (recentlyClosed.length <= closedScenesKept) return { ...state, recentlyClosed };
  const forgotten = new Set<string>(recentlyClosed.splice(0, recentlyClosed.length - closedScenesKept));
  const scenes: Record<string, Scene> = {};
  for (const [id, scene] of Object.entries(state.scenes)) if (!forgotten.has(id)) setScene(scenes, scene);
  return { ...state, scenes, recentlyClosed };
}

/** @throws Error when the campaign has no scene with that id. */
export function sceneOf(state: CampaignState, id: SceneId): Scene {
  if (!Object.hasOwn(state.scenes, id)) throw new Error(`No scene has the id ${JSON.stringify(id)}`);
  return state.scenes[id] as Scene;
}

function withScene(state: CampaignState, scene: Scene): CampaignState {
  const scenes: Record<string, Scene> = { ...state.scenes };
  setScene(scenes, scene);
  return { ...state, scenes };
}

/** Ids are data: define them, so a scene id `__proto__` is a key like any other. */
function setScene(scenes: Record<string, Scene>, scene: Scene): void {
  Object.defineProperty(scenes, scene.id, {
    value: scene,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
