import { dropCharacter } from '../../cot/drop/characters.ts';
import { dropRules } from '../../cot/drop/rules.ts';
import type { DropScene } from '../../cot/drop/types.ts';
import { sideId } from '../../cot/initiative/index.ts';
import type { StageType } from '../../cot/time/stages.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { CampaignState } from '../types.ts';
import type { SceneStep } from './builder.ts';
import { moveClock } from './clock.ts';
import type { Scene, SceneCommand, SceneKind } from './types.ts';

type Open = Extract<SceneCommand, { type: 'scene/open' }>;

export const stageOf: Readonly<Record<SceneKind, StageType>> = {
  prep: 'prep',
  social: 'social',
  heist: 'heist',
  warfare: 'action',
  chase: 'action',
};

/** COT-TIME-1: a new scene of the Job, on the clock from now; a Heist scene carries its Spot for the Drop. */
export function openScene(step: SceneStep, command: Open): Rejection | null {
  const problem = setupProblem(step.state, command);
  if (problem) return problem;
  let drop: DropScene | null = null;
  if (command.kind === 'heist') {
    try {
      drop = heistSpot(step.state, command);
    } catch (error) {
      return reject('scene/bad-gear', error instanceof Error ? error.message : String(error));
    }
  }
  const scene: Scene = {
    id: command.sceneId,
    name: command.name.trim(),
    kind: command.kind,
    stage: stageOf[command.kind],
    parent: null,
    sides: command.sides.map((side) => ({ id: sideId(side.id), label: side.label, crew: side.crew })),
    participants: command.participants,
    zones: command.zones,
    initiative: null,
    drop,
    warfare: null,
    chase: null,
    ended: null,
  };
  step.push({ type: 'scene/opened', scene });
  return moveClock(step, {
    type: 'time/open-scene',
    sceneId: scene.id,
    label: scene.name,
    stage: scene.stage,
  });
}

function heistSpot(state: CampaignState, command: Open): DropScene {
  return {
    rules: dropRules(state.settings),
    zones: command.zones.map((id) => ({ id, crowded: false, adjacent: [] })),
    characters: command.participants.map((p) =>
      dropCharacter(state.characters[p.characterId]!, { side: p.side, zone: p.zone }, state.settings),
    ),
    heat: state.crew.heat,
    pending: [],
  };
}

function setupProblem(state: CampaignState, command: Open): Rejection | null {
  if (Object.hasOwn(state.scenes, command.sceneId))
    return reject('scene/duplicate-id', 'That scene already exists');
  if (command.name.trim() === '') return reject('scene/name-empty', 'A scene needs a name');
  if (command.participants.length === 0)
    return reject('scene/empty', 'A scene needs at least one participant');
  if (command.zones.length === 0 || command.zones.some((zone) => zone.trim() === '')) {
    return reject('scene/no-zone', 'A scene needs at least one named zone');
  }
  const sides = new Set(command.sides.map((side) => side.id));
  const seen = new Set<string>();
  for (const participant of command.participants) {
    const character = state.characters[participant.characterId];
    if (!character)
      return reject('scene/unknown-character', `No character has the id ${participant.characterId}`);
    if (seen.has(character.id)) return reject('scene/twice', `${character.name} is listed twice`);
    seen.add(character.id);
    if (character.condition.state === 'dead') {
      return reject('scene/dead-participant', `${character.name} is dead and cannot take part`);
    }
    if (!sides.has(participant.side)) {
      return reject('scene/unknown-side', `${character.name} is on a side the scene does not have`);
    }
    if (!command.zones.includes(participant.zone)) {
      return reject('scene/unknown-zone', `${character.name} stands in a zone the scene does not have`);
    }
  }
  return null;
}

/** Closes a scene: it leaves the clock, its part-round counting as a full round of the longer scale (COT-TIME-3). */
export function closeScene(step: SceneStep, scene: Scene, summary: string): Rejection | null {
  if (scene.ended !== null) return reject('scene/ended', `${scene.name} has already ended`);
  step.push({ type: 'scene/closed', sceneId: scene.id, summary });
  if (!step.state.clock.running.some((running) => running.id === scene.id)) return null;
  return moveClock(step, { type: 'time/close-scene', sceneId: scene.id });
}

/** How a scene ended, from the engine that ran it. */
export function summaryOf(scene: Scene): string {
  const outcome = scene.chase?.outcome;
  if (outcome) return `Chase over: ${outcome.kind.replace(/-/g, ' ')}`;
  const ended = scene.warfare?.ended;
  if (ended) {
    const winner = scene.sides.find((side) => side.id === ended.winner)?.label;
    return winner ? `Gang Warfare over: ${winner} hold the field` : 'Gang Warfare over';
  }
  return 'Closed by the GM';
}
