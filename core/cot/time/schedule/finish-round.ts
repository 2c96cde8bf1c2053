import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { stageLabels } from '../stages.ts';
import { dueScenes, findScene, nextRoundEnd } from './queries.ts';
import type { Schedule, ScheduleCommand, ScheduleEvent } from './types.ts';

type FinishRound = Extract<ScheduleCommand, { type: 'time/finish-round' }>;

/**
 * Records that a scene played one round. Only a due scene may (COT-TIME-3): the shortest scale goes first,
 * and a longer scene advances once the shorter ones have filled one of its rounds.
 */
export function finishRound(schedule: Schedule, command: FinishRound): Decision<ScheduleEvent> {
  const scene = findScene(schedule, command.sceneId);
  if (!scene) {
    return reject('time/unknown-scene', `No running scene has the id ${command.sceneId}`, {
      sceneId: command.sceneId,
    });
  }
  const due = dueScenes(schedule);
  if (!due.some((candidate) => candidate.id === scene.id)) {
    const first = due[0]!; // the scene itself runs, so something is due
    return reject(
      'time/not-due',
      `"${scene.label}" must wait: "${first.label}" plays its ${stageLabels[first.stage]} round ` +
        `${first.rounds + 1} first (it ends at minute ${nextRoundEnd(first)}, ` +
        `"${scene.label}" round ${scene.rounds + 1} at minute ${nextRoundEnd(scene)})`,
      { sceneId: scene.id, due: due.map((candidate) => candidate.id) },
    );
  }
  return ok([
    { type: 'time/round-finished', sceneId: scene.id, round: scene.rounds + 1, endsAt: nextRoundEnd(scene) },
  ]);
}
