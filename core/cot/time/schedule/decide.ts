import { unreachable } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { changeStage } from './change-stage.ts';
import { closeScene } from './close-scene.ts';
import { finishRound } from './finish-round.ts';
import { openScene } from './open-scene.ts';
import type { Schedule, ScheduleCommand, ScheduleEvent } from './types.ts';

/** Decides one scheduler command (COT-TIME-3). The scheduler rolls no dice. */
export function decideSchedule(schedule: Schedule, command: ScheduleCommand): Decision<ScheduleEvent> {
  switch (command.type) {
    case 'time/open-scene':
      return openScene(schedule, command);
    case 'time/finish-round':
      return finishRound(schedule, command);
    case 'time/close-scene':
      return closeScene(schedule, command);
    case 'time/change-stage':
      return changeStage(schedule, command);
    default:
      return unreachable(command);
  }
}
