import { rollId } from '../../core/index.ts';
import type { RollId, SceneCommand } from '../../core/index.ts';

/** A scene command without its stamp: every SceneCommand member, each without `at` and `rollId`. */
export type Unstamped = SceneCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'at' | 'rollId'>
    : never
  : never;

/**
 * Stamps a scene command with the time and a fresh roll-id prefix, which the pure core needs (it never reads
 * the clock or makes ids itself).
 */
export function stamped(command: Unstamped): SceneCommand {
  const stamp: { at: number; rollId: RollId } = { at: Date.now(), rollId: rollId(crypto.randomUUID()) };
  return { ...command, ...stamp } as SceneCommand;
}
