import { ok, reject } from '../../../shared/result.ts';
import type { Decision } from '../../../shared/result.ts';
import { stageTypes } from '../stages.ts';
import type { FreeTurns, FreeTurnsCommand, FreeTurnsEvent } from './types.ts';

type Begin = Extract<FreeTurnsCommand, { type: 'time/begin-free-turns' }>;

/** Starts a scene played without initiative (COT-TIME-5): the crew present, round 1. */
export function beginFreeTurns(state: FreeTurns | null, command: Begin): Decision<FreeTurnsEvent> {
  if (state !== null) return reject('time/free-turns-running', 'This scene already counts its turns');
  if (!stageTypes.includes(command.stage)) {
    return reject('time/unknown-stage', `"${String(command.stage)}" is not a stage`, {
      stage: command.stage,
    });
  }
  if (command.members.length === 0) {
    return reject('time/no-members', 'A scene without initiative needs at least one character taking turns');
  }
  const ids = command.members.map((member) => member.characterId);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) {
    return reject('time/duplicate-member', `${repeated} is listed twice`, { characterId: repeated });
  }
  return ok([{ type: 'time/free-turns-began', stage: command.stage, members: command.members }]);
}
