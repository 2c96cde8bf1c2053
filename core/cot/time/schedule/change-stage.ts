import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { stageLabels, stageTypes } from '../stages.ts';
import { findScene, sceneMinutes } from './queries.ts';
import type { Schedule, ScheduleCommand, ScheduleEvent } from './types.ts';

type ChangeStage = Extract<ScheduleCommand, { type: 'time/change-stage' }>;

/**
 * A running scene's stage changes (COT-TIME-1, COT-TIME-2: a Heist whose alarm sounded becomes an Action stage): the
 * minutes it ran so far are kept, and its rounds from now on last the new stage's length, counted from 0.
 */
export function changeStage(schedule: Schedule, command: ChangeStage): Decision<ScheduleEvent> {
  const scene = findScene(schedule, command.sceneId);
  if (!scene) {
    return reject('time/unknown-scene', `No running scene has the id ${command.sceneId}`, {
      sceneId: command.sceneId,
    });
  }
  if (!stageTypes.includes(command.stage)) {
    return reject('time/unknown-stage', `"${String(command.stage)}" is not a stage`, {
      stage: command.stage,
    });
  }
  if (scene.stage === command.stage) {
    return reject('time/same-stage', `"${scene.label}" is already a ${stageLabels[scene.stage]} stage`, {
      sceneId: scene.id,
    });
  }
  return ok([
    {
      type: 'time/stage-changed',
      sceneId: scene.id,
      stage: command.stage,
      earlierMinutes: sceneMinutes(scene),
    },
  ]);
}
