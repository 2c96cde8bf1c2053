import { breakout } from '../../../../core/index.ts';
import type { SceneId, SceneOf, chase } from '../../../../core/index.ts';
import type { Unstamped } from '../../../lib/scene-commands.ts';

/**
 * COT-D-46: after a Takedown the scene goes on as Gang Warfare between the Target and the pursuers who caught it
 * (the catching group, boarders, and every group at Distance 0), opened inside the chase scene. Who fights, on
 * which side, in which vehicles is the chase's own rule (`takedownWarfareSetup`); this only makes the command.
 */
export function warfareAfter(
  scene: SceneOf<'chase'> & { readonly state: chase.ChaseState },
  request: chase.GangWarfareRequest,
  name: string,
  newSceneId: SceneId,
): Extract<Unstamped, { type: 'scene/start-child'; engine: 'warfare' }> {
  const setup = breakout.takedownWarfareSetup(scene.state, request);
  const fighters = new Set<string>(setup.fighters.map((f) => f.characterId));
  return {
    type: 'scene/start-child',
    sceneId: scene.id,
    newSceneId,
    name,
    engine: 'warfare',
    participants: scene.participants.filter((p) => fighters.has(p.characterId)),
    setup,
    firstRoundSide: null,
  };
}
