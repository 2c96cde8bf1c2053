import { rollId } from '../../core/index.ts';
import type { RollId, SceneCommand, UnstampedSceneCommand } from '../../core/index.ts';

/** A scene command without its stamp, as panels build it (and as the scene view offers it). */
export type Unstamped = UnstampedSceneCommand;

/**
 * The time a scene command sent now carries (epoch ms). The one clock of the scenes' commands: `stamped` puts it
 * in every command, and a board judges its view at it (a fight's pressure clocks, HST-PRESS), so the odds and
 * verdicts shown are those of the command the GM is about to send; no panel reads the clock itself.
 */
export function commandTime(): number {
  return Date.now();
}

/**
 * Stamps a scene command with the time and a fresh roll-id prefix, which the pure core needs (it never reads
 * the clock or makes ids itself).
 */
export function stamped(command: Unstamped): SceneCommand {
  const stamp: { at: number; rollId: RollId } = { at: commandTime(), rollId: rollId(crypto.randomUUID()) };
  return { ...command, ...stamp } as SceneCommand;
}
