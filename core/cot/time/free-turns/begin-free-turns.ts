import { ok, reject } from '../../../shared/result.ts';
import type { Decision, Rejection } from '../../../shared/result.ts';
import { timeLimits } from '../limits.ts';
import { stageTypes } from '../stages.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type Begin = Extract<FreeTurnsCommand, { type: 'time/begin-free-turns' }>;

/**
 * Starts counting turns without initiative (COT-TIME-5): everyone in the scene able to act, crew and NPCs alike,
 * from round 1 or from the round the scene has reached (after a fight with initiative, say).
 */
export function beginFreeTurns(state: FreeTurns | null, command: Begin): Decision<FreeTurnsEvent> {
  if (state !== null) return reject('time/free-turns-running', 'This scene already counts its turns');
  const problem = beginProblem(command);
  if (problem) return problem;
  return ok([
    {
      type: 'time/free-turns-began',
      stage: command.stage,
      members: command.members,
      round: command.fromRound ?? 1,
      ...(command.turnsEach !== undefined && command.turnsEach !== 1 ? { turnsEach: command.turnsEach } : {}),
    },
  ]);
}

function beginProblem(command: Begin): Rejection | null {
  if (!stageTypes.includes(command.stage)) {
    return reject('time/unknown-stage', `"${String(command.stage)}" is not a stage`, {
      stage: command.stage,
    });
  }
  const { fromRound } = command;
  if (
    fromRound !== undefined &&
    !(Number.isInteger(fromRound) && fromRound >= 1 && fromRound <= timeLimits.roundMax)
  ) {
    return reject(
      'time/bad-round',
      `Round ${String(fromRound)} is not a round: rounds count from 1 to ${timeLimits.roundMax}`,
      { fromRound },
    );
  }
  const { turnsEach } = command;
  if (
    turnsEach !== undefined &&
    !(Number.isInteger(turnsEach) && turnsEach >= 1 && turnsEach <= timeLimits.turnsEachMax)
  ) {
    return reject(
      'time/bad-turns-each',
      `${String(turnsEach)} turns a round is not possible: from 1 to ${timeLimits.turnsEachMax}`,
      { turnsEach },
    );
  }
  if (command.members.length === 0) {
    return reject('time/no-members', 'A scene without initiative needs at least one character taking turns');
  }
  if (command.members.length > timeLimits.membersMax) {
    return reject('time/too-many', `At most ${timeLimits.membersMax} characters can take turns in one scene`);
  }
  const ids = command.members.map((member) => member.characterId);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) {
    return reject('time/duplicate-member', `${repeated} is listed twice`, { characterId: repeated });
  }
  return null;
}
