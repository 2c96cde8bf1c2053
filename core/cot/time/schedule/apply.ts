import { unreachable } from '../../../shared/result.ts';
import type { SceneId } from '../stages.ts';
import { findScene, sceneMinutes } from './queries.ts';
import { emptySchedule } from './types.ts';
import type { Schedule, ScheduledScene, ScheduleEvent } from './types.ts';

/** How many closed scenes the schedule remembers. */
export const closedKept = 5;

/**
 * Applies one scheduler event. No dice, no clock: the event says everything.
 * @throws Error when the event names a scene that is not running or skips a round (a broken log).
 */
export function applySchedule(schedule: Schedule, event: ScheduleEvent): Schedule {
  switch (event.type) {
    case 'time/scene-opened':
      if (findScene(schedule, event.sceneId)) throw new Error(`Scene ${event.sceneId} is already running`);
      return {
        ...schedule,
        running: [
          ...schedule.running,
          {
            id: event.sceneId,
            label: event.label,
            stage: event.stage,
            startedAt: event.startedAt,
            rounds: 0,
          },
        ],
      };
    case 'time/round-finished': {
      const scene = running(schedule, event.sceneId);
      if (event.round !== scene.rounds + 1) {
        throw new Error(`Scene ${event.sceneId} finished round ${event.round} after round ${scene.rounds}`);
      }
      return {
        now: Math.max(schedule.now, event.endsAt),
        running: schedule.running.map((other) =>
          other.id === scene.id ? { ...scene, rounds: event.round } : other,
        ),
        closed: schedule.closed,
      };
    }
    case 'time/stage-changed': {
      const scene = running(schedule, event.sceneId);
      if (event.earlierMinutes !== sceneMinutes(scene)) {
        throw new Error(
          `Scene ${event.sceneId} had run ${sceneMinutes(scene)} minutes, not ${event.earlierMinutes}`,
        );
      }
      const changed = { ...scene, stage: event.stage, rounds: 0, earlierMinutes: event.earlierMinutes };
      return {
        ...schedule,
        running: schedule.running.map((other) => (other.id === scene.id ? changed : other)),
      };
    }
    case 'time/scene-closed': {
      const scene = running(schedule, event.sceneId);
      return {
        now: schedule.now,
        running: schedule.running.filter((other) => other.id !== scene.id),
        // The clock shows the latest few; older ones are history in the log.
        closed: [...schedule.closed, { ...scene, minutes: event.minutes, countsAs: event.countsAs }].slice(
          -closedKept,
        ),
      };
    }
    default:
      return unreachable(event);
  }
}

/** The schedule a sequence of events builds from an empty Job. */
export function replaySchedule(events: readonly ScheduleEvent[], from: Schedule = emptySchedule): Schedule {
  return events.reduce(applySchedule, from);
}

function running(schedule: Schedule, id: SceneId): ScheduledScene {
  const scene = findScene(schedule, id);
  if (!scene) throw new Error(`Scene ${id} is not running`);
  return scene;
}
