import { rollId } from '../../core/index.ts';
import type { RollId, SceneCommand, UnstampedSceneCommand } from '../../core/index.ts';

/** A scene command without its stamp, as panels build it (and as the scene view offers it). */
export type Unstamped = UnstampedSceneCommand;

/**
 * Stamps a scene command with the time and a fresh roll-id prefix, which the pure core needs (it never reads
 * the clock or makes ids itself).
 */
export function stamped(command: Unstamped): SceneCommand {
  const stamp: { at: number; rollId: RollId } = { at: Date.now(), rollId: rollId(crypto.randomUUID()) };
  return { ...command, ...stamp } as SceneCommand;
}
