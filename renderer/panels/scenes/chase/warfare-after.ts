import type { SceneId, chase } from '../../../../core/index.ts';
import type { Unstamped } from '../../../lib/scene-commands.ts';

/**
 * COT-D-46: after a Takedown the scene goes on as Gang Warfare between the Target and the pursuers who caught
 * it (the catching group, boarders, and every group at Distance 0). The fight opens inside the chase scene.
 */
export function warfareAfter(
  chaseScene: SceneId,
  request: chase.GangWarfareRequest,
  name: string,
  newSceneId: SceneId,
): Extract<Unstamped, { type: 'scene/start-warfare' }> {
  return {
    type: 'scene/start-warfare',
    sceneId: chaseScene,
    newSceneId,
    name,
    fighters: [...request.targets, ...request.pursuers],
    firstRoundSide: null,
  };
}
