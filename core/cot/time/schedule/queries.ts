import { isShorter, roundMinutes } from '../stages.ts';
import type { SceneId, StageType } from '../stages.ts';
import type { Schedule, ScheduledScene } from './types.ts';

/** Questions a panel asks the scheduler (COT-TIME-3); none of them changes it. */

/** In-game minutes the scene has run: rounds × round length (COT-TIME-2). */
export function sceneMinutes(scene: ScheduledScene): number {
  return (scene.earlierMinutes ?? 0) + scene.rounds * roundMinutes[scene.stage];
}

/** Where the scene's own clock stands: when it opened plus the minutes it has run. */
export function sceneClock(scene: ScheduledScene): number {
  return scene.startedAt + sceneMinutes(scene);
}

/** The clock at the end of the scene's next round. */
export function nextRoundEnd(scene: ScheduledScene): number {
  return sceneClock(scene) + roundMinutes[scene.stage];
}

/**
 * The scenes that may play their next round now (COT-TIME-3): those whose next round ends first, and among
 * those the ones on the shortest scale. A longer scene therefore waits until the shorter scenes have filled
 * one of its rounds: with an Action and a Heist scene, Action rounds 1–5, Heist round 1, Action rounds 6–10...
 * Several scenes on one scale take their rounds side by side, in any order.
 */
export function dueScenes(schedule: Schedule): readonly ScheduledScene[] {
  let earliest = Infinity;
  for (const scene of schedule.running) earliest = Math.min(earliest, nextRoundEnd(scene));
  const ending = schedule.running.filter((scene) => nextRoundEnd(scene) === earliest);
  const shortest = Math.min(...ending.map((scene) => roundMinutes[scene.stage]));
  return ending.filter((scene) => roundMinutes[scene.stage] === shortest);
}

/** The scene that must play next (the first due scene in opening order), or null when nothing runs. */
export function nextScene(schedule: Schedule): ScheduledScene | null {
  return dueScenes(schedule)[0] ?? null;
}

/** A running scene by id, or undefined. */
export function findScene(schedule: Schedule, id: SceneId): ScheduledScene | undefined {
  return schedule.running.find((scene) => scene.id === id);
}

/**
 * The next longer running scale above `stage` and its first scene in opening order (the one a finished
 * shorter scene's part-round is counted against), or null.
 */
export function nextLongerScene(
  schedule: Schedule,
  stage: StageType,
  except: SceneId,
): ScheduledScene | null {
  let best: ScheduledScene | null = null;
  for (const scene of schedule.running) {
    if (scene.id === except || !isShorter(stage, scene.stage)) continue;
    if (best === null || isShorter(scene.stage, best.stage)) best = scene;
  }
  return best;
}
