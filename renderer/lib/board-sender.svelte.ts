import type { EngineId, LogEntry, SceneId, UnstampedSceneCommand } from '../../core/index.ts';
import type { Act } from './act.ts';
import { Busy } from './busy.svelte.ts';
import { stamped } from './scene-commands.ts';

/** What the last command sent from a board stored, for `BoardResult` to tell. */
export interface BoardLast {
  readonly sceneId: string;
  readonly title: string;
  readonly entry: LogEntry;
}

/**
 * A board's commands: one at a time (`busy`), stamped, and the last one remembered for its scene, so every
 * engine's board sends and tells the same way. Create it during component init with getters for the props.
 */
export class BoardSender {
  readonly busy = new Busy();
  #last = $state.raw<BoardLast | null>(null);
  readonly #act: () => Act;
  readonly #sceneId: () => SceneId;

  constructor(act: () => Act, sceneId: () => SceneId) {
    this.#act = act;
    this.#sceneId = sceneId;
  }

  /** The last command sent from this scene's board, or null (another scene's is not shown). */
  get shown(): BoardLast | null {
    return this.#last?.sceneId === this.#sceneId() ? this.#last : null;
  }

  /** Sends a scene command; true when it was stored. */
  async send(command: UnstampedSceneCommand, title: string): Promise<boolean> {
    const entry = await this.busy.run(() => this.#act()(stamped(command)));
    if (entry) this.#last = { sceneId: this.#sceneId(), title, entry };
    return Boolean(entry);
  }

  /** Sends one command of the scene's engine. */
  engine<C>(engine: EngineId, command: C, title: string): Promise<boolean> {
    const sceneId = this.#sceneId();
    return this.send(
      { type: 'scene/act', sceneId, engine, command } as unknown as UnstampedSceneCommand,
      title,
    );
  }
}
