import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { countAsLonger, roundMinutes } from '../stages.ts';
import { findScene, nextLongerScene, sceneMinutes } from './queries.ts';
import type { Schedule, ScheduleCommand, ScheduleEvent } from './types.ts';

type CloseScene = Extract<ScheduleCommand, { type: 'time/close-scene' }>;

/**
 * Ends a scene (COT-TIME-3). If it ends inside a round of a longer running scene, its part-round counts as a
 * full round of that scale, `ceil(rounds × shorterMinutes / longerMinutes)`: a Heist that ends after 3 rounds
 * during a Social Call counts as 2 Social rounds.
 */
export function closeScene(schedule: Schedule, command: CloseScene): Decision<ScheduleEvent> {
  const scene = findScene(schedule, command.sceneId);
  if (!scene) {
    return reject('time/unknown-scene', `No running scene has the id ${command.sceneId}`, {
      sceneId: command.sceneId,
    });
  }
  const longer = nextLongerScene(schedule, scene.stage, scene.id);
  const countsAs =
    longer === null
      ? null
      : {
          sceneId: longer.id,
          stage: longer.stage,
          rounds:
            scene.earlierMinutes === undefined
              ? countAsLonger(scene.stage, scene.rounds, longer.stage) // COT-TIME-3
              : Math.ceil(sceneMinutes(scene) / roundMinutes[longer.stage]), // its minutes at every stage it had
        };
  return ok([{ type: 'time/scene-closed', sceneId: scene.id, minutes: sceneMinutes(scene), countsAs }]);
}
