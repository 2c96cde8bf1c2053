import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { timeLimits } from '../limits.ts';
import { stageTypes } from '../stages.ts';
import type { Schedule, ScheduleCommand, ScheduleEvent } from './types.ts';

type OpenScene = Extract<ScheduleCommand, { type: 'time/open-scene' }>;

/**
 * Opens a scene at the current clock (COT-TIME-1, COT-TIME-3): Gang Warfare opening inside a Heist starts
 * where the Heist's finished rounds reached. Scene ids are never reused within a Job.
 */
export function openScene(schedule: Schedule, command: OpenScene): Decision<ScheduleEvent> {
  const taken = [...schedule.running, ...schedule.closed].find((scene) => scene.id === command.sceneId);
  if (taken) {
    return reject('time/scene-exists', `A scene "${taken.label}" already uses the id ${command.sceneId}`, {
      sceneId: command.sceneId,
    });
  }
  if (command.label.length > timeLimits.labelMax) {
    return reject('time/label-too-long', `A scene's name has at most ${timeLimits.labelMax} characters`, {
      sceneId: command.sceneId,
    });
  }
  if (!stageTypes.includes(command.stage)) {
    return reject('time/unknown-stage', `"${String(command.stage)}" is not a stage`, {
      stage: command.stage,
    });
  }
  return ok([
    {
      type: 'time/scene-opened',
      sceneId: command.sceneId,
      label: command.label,
      stage: command.stage,
      startedAt: schedule.now,
    },
  ]);
}
