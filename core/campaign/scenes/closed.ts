import type { SceneId } from '../../cot/time/index.ts';
import type { CampaignEvent, CampaignState } from '../types.ts';
import { applyModule } from './apply.ts';
import type { ClosedScene, Scene } from './types.ts';

/**
 * Closed scenes leave the campaign's running scenes for summaries (`CampaignState.closed`); these read both, and
 * rebuild a closed scene's board from its own entries when the GM looks at it.
 */

/** A scene the campaign still knows by id, running or closed (a summary); null when it left the state. */
export function knownScene(state: CampaignState, id: string): Scene | ClosedScene | null {
  if (Object.hasOwn(state.scenes, id)) return state.scenes[id] ?? null;
  return Object.hasOwn(state.closed, id) ? (state.closed[id] ?? null) : null;
}

/** Every scene the campaign still knows: the closed ones, oldest closed first, then the running ones as they opened. */
export function knownScenes(state: CampaignState): readonly (Scene | ClosedScene)[] {
  const closed = state.recentlyClosed.flatMap((id) => {
    const scene = Object.hasOwn(state.closed, id) ? state.closed[id] : undefined;
    return scene ? [scene] : [];
  });
  return [...closed, ...Object.values(state.scenes)];
}

/**
 * The scenes opened inside `parent` (a fight or chase breaking out of a Heist, COT-TIME-1-a), closed ones first
 * in the order they closed, then the running ones: the last with someone in it is the one that counts for them.
 */
export function childScenes(state: CampaignState, parent: SceneId): readonly (Scene | ClosedScene)[] {
  return knownScenes(state).filter((scene) => scene.parent === parent);
}

/** Whether a known scene is a closed one's summary (no engine state to show). */
export function isClosedSummary(scene: Scene | ClosedScene): scene is ClosedScene {
  return 'absences' in scene;
}

/**
 * A scene rebuilt from the events of its own log entries, in order (the entries whose scene ids name it): its
 * board as it closed, for the GM to look at after it left the state. Events of other scenes are passed over.
 * Null when its opening is not among them. A rewind or a fork (issue 22) sets it to the snapshot's scene.
 */
export function replayScene(id: SceneId, events: Iterable<CampaignEvent>): Scene | null {
  let scene: Scene | null = null;
  for (const event of events) {
    if (event.type === 'scene/opened') {
      if (event.scene.id === id) scene = event.scene;
      continue;
    }
    if (event.type === 'campaign/rewound' || event.type === 'campaign/forked') {
      // Issue 22: the campaign went back (or was copied) to a moment when the scene ran as the snapshot has it; a
      // scene the snapshot does not know yet was on the abandoned branch. A scene closed by then keeps its board.
      if (Object.hasOwn(event.state.scenes, id)) scene = event.state.scenes[id] ?? null;
      else if (!Object.hasOwn(event.state.closed, id)) scene = null;
      continue;
    }
    if (scene === null || !('sceneId' in event) || event.sceneId !== id) continue;
    if (event.type === 'scene/joined')
      scene = { ...scene, participants: [...scene.participants, event.participant] };
    else if (event.type === 'scene/changed') scene = applyModule(scene, event);
    else if (event.type === 'scene/closed') scene = { ...scene, ended: event.summary };
  }
  return scene;
}
