import { recover, daysPassed } from '../../cot/time/index.ts';
import { decideSchedule } from '../../cot/time/index.ts';
import type { Schedule, ScheduleCommand } from '../../cot/time/index.ts';
import type { SceneId } from '../../cot/time/index.ts';
import type { Rejection } from '../../shared/result.ts';
import type { SceneStep } from './builder.ts';
import { engineOf } from '../../registry/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { Scene } from './types.ts';

/**
 * Moves the Job clock (COT-TIME-3) and lets wounds heal with the in-game days that passed (COT-CHAR-7):
 * every Prep round, or every day the shorter scenes add up to.
 */
export function moveClock(step: SceneStep, command: ScheduleCommand): Rejection | null {
  const before = step.state.clock.now;
  const decision = decideSchedule(step.state.clock, command);
  if (!decision.ok) return decision;
  for (const event of decision.events) step.push({ type: 'clock/changed', event });
  heal(step, daysPassed(before, step.state.clock.now));
  if (command.type !== 'time/finish-round') return null;
  return roundEnded(step, command.sceneId, step.dice);
}

/**
 * The scene's engine hears that a round ended (the Unconscious come round, guards stand down) — unless its play
 * is over (a fight won on the round's last turn): then the round's end changes nothing in it.
 */
function roundEnded(step: SceneStep, sceneId: SceneId, dice: Dice): Rejection | null {
  const scene = step.scene(sceneId);
  const engine = engineOf(scene.engine);
  if (scene.state === null || !engine.roundEnded || scene.ended !== null) return null;
  if (engine.ended(scene.state, step.names(sceneId)) !== null) return null;
  return step.runEngine(sceneId, engine.roundEnded(step.context(sceneId), scene.state, dice));
}

/** COT-CHAR-7: each day passed takes a day off every wound; at 0 the character is Unhurt. */
export function heal(step: SceneStep, days: number): void {
  if (days <= 0) return;
  for (const character of Object.values(step.state.characters)) {
    if (character.condition.state !== 'wounded') continue;
    const condition = recover(character.condition, days, step.state.settings);
    step.push({ type: 'character/updated', id: character.id, changes: { condition } });
  }
}

/**
 * An engine that counts its own rounds (`clockRounds`): the Job clock finishes its scene's rounds up to those its
 * play has finished, each round ending as any round does (COT-TIME-3).
 */
export function followOwnRounds(step: SceneStep, sceneId: SceneId): Rejection | null {
  const scene = step.scene(sceneId);
  const engine = engineOf(scene.engine);
  if (!engine.clockRounds || scene.state === null || scene.ended !== null) return null;
  if (!step.state.clock.running.some((running) => running.id === sceneId)) return null;
  const target = engine.clockRounds(step.context(sceneId), scene.state);
  for (let done = sceneRound(step.state.clock, sceneId) - 1; done < target; done += 1) {
    const moved = moveClock(step, { type: 'time/finish-round', sceneId });
    if (moved) return moved;
  }
  return null;
}

/** What a scene's header says of its round: the engine's own count when it keeps one, else the Job clock's. */
export function sceneRoundText(clock: Schedule, scene: Pick<Scene, 'id' | 'engine' | 'state'>): string {
  const engine = engineOf(scene.engine);
  const own = scene.state !== null ? engine.roundLabel?.(scene.state) : undefined;
  return own ?? `Round ${sceneRound(clock, scene.id)}`;
}

/** The round a scene is playing (its finished rounds on the Job clock, plus one): one counter per scene. */
export function sceneRound(clock: Schedule, sceneId: SceneId): number {
  const running = clock.running.find((scene) => scene.id === sceneId);
  return (running?.rounds ?? 0) + 1;
}
