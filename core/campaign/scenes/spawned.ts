import type { SceneId } from '../../cot/time/index.ts';
import type { CampaignState } from '../types.ts';
import { knownScenes } from './closed.ts';
import type { ClosedScene, Scene } from './types.ts';

/**
 * The scenes an engine's events split off (COT-CHASE-3 and its like) open beside their source as
 * `<source>:split:<n>`. The id format is the scene layer's: it makes the ids here and reads them back here, so no
 * panel parses it.
 */

const marker = ':split:';

/** The id of the scene that `source`'s `index`-th split opens. */
export function spawnedSceneId(source: SceneId, index: number): SceneId {
  return `${source}${marker}${index}` as SceneId;
}

/**
 * The scenes `source`'s splits opened, running or closed, in the order the campaign knows them. A split of a split
 * belongs to the scene it split from, not to `source`.
 */
export function spawnedScenes(state: CampaignState, source: SceneId): readonly (Scene | ClosedScene)[] {
  const prefix = `${source}${marker}`;
  return knownScenes(state).filter(
    (scene) => scene.id.startsWith(prefix) && /^\d+$/.test(scene.id.slice(prefix.length)),
  );
}
