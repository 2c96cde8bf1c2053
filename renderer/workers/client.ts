import type { Progress } from '../db/files.ts';
import type { HeistboxDb } from '../db/schema.ts';
import { movable, runJob } from './jobs.ts';
import type { JobArgs, JobKind, JobMessage, JobRequest, JobResult } from './jobs.ts';

/**
 * The page's side of the file worker: `runInWorker(db, 'import', { file }, onProgress)` sends the job (moving
 * the file's bytes, not copying them), passes on its progress and resolves with its result. Where there is no
 * worker (Node, the tests) or it cannot start, the page runs the same function itself (renderer/workers/jobs.ts),
 * whose loops still give the page a turn every few milliseconds.
 */

/** What the client needs of a `Worker` (and what a test can stand in for). */
export interface WorkerLike {
  postMessage(message: JobRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<JobMessage>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

interface Pending {
  readonly resolve: (result: JobResult<JobKind>) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: Progress | undefined;
}

interface Host {
  readonly worker: WorkerLike;
  /** True once the worker said it is ready; false when it failed to start (its script did not load). */
  readonly started: Promise<boolean>;
}

/** Runs file jobs in one worker, started on the first job and kept for the next ones. */
export class FileWorkerClient {
  readonly #start: () => WorkerLike | null;
  #host: Host | null = null;
  /** No worker can run here: every job runs in the page. */
  #inPage = false;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  /** `start` makes the worker, or gives null where there is none. */
  constructor(start: () => WorkerLike | null) {
    this.#start = start;
  }

  /**
   * Runs job `kind` on `db` and resolves with its result; `onProgress` hears how far it got. A file's bytes in
   * `args` are moved to the worker: the caller must not read them again.
   * @throws Error with the job's own message when it threw (an export of a campaign that no longer exists), or
   * when the worker stopped under it.
   */
  async run<K extends JobKind>(
    db: HeistboxDb,
    kind: K,
    args: JobArgs<K>,
    onProgress?: Progress,
  ): Promise<JobResult<K>> {
    const host = this.#inPage ? null : this.#startHost();
    if (host === null || !(await host.started)) {
      return runJob(db, kind, args, onProgress ?? (() => undefined));
    }
    return new Promise<JobResult<K>>((resolve, reject) => {
      const id = this.#nextId;
      this.#nextId += 1;
      this.#pending.set(id, { resolve: resolve as Pending['resolve'], reject, onProgress });
      const { value, transfer } = movable(args);
      host.worker.postMessage({ id, database: db.name, kind, args: value }, transfer);
    });
  }

  /** Starts the worker now, so the first job (a backup at quit) does not wait for its script to load. */
  warm(): void {
    if (!this.#inPage) this.#startHost();
  }

  #startHost(): Host | null {
    if (this.#host) return this.#host;
    let worker: WorkerLike | null;
    try {
      worker = this.#start();
    } catch {
      worker = null;
    }
    if (worker === null) {
      this.#inPage = true;
      return null;
    }
    const started = new Promise<boolean>((resolve) => {
      let ready = false;
      worker.addEventListener('message', (event) => {
        if (event.data.type === 'ready') {
          ready = true;
          resolve(true);
        } else this.#answer(event.data);
      });
      const stopped = (event: Event): void => {
        worker.terminate();
        if (this.#host?.worker === worker) this.#host = null;
        if (!ready) {
          this.#inPage = true; // its script never ran: the page does the work from now on
          resolve(false);
          return;
        }
        const message = (event as Partial<ErrorEvent>).message;
        const reason = typeof message === 'string' && message !== '' ? `: ${message}` : '';
        for (const [id, pending] of this.#pending) {
          this.#pending.delete(id);
          pending.reject(new Error(`The file worker stopped${reason}. Try again.`));
        }
      };
      worker.addEventListener('error', stopped);
      worker.addEventListener('messageerror', stopped);
    });
    this.#host = { worker, started };
    return this.#host;
  }

  #answer(message: Exclude<JobMessage, { type: 'ready' }>): void {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    if (message.type === 'progress') {
      pending.onProgress?.(message.done, message.total);
      return;
    }
    this.#pending.delete(message.id);
    if (message.type === 'done') pending.resolve(message.result);
    else pending.reject(new Error(message.message));
  }
}

/** The app's file worker (renderer/workers/files.worker.ts), bundled by Vite. */
const files = new FileWorkerClient(() =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./files.worker.ts', import.meta.url), { type: 'module', name: 'heistbox-files' }),
);

/**
 * Runs a file job (an import, an export) off the page in the app's file worker, or in the page where there
 * is none. See `FileWorkerClient.run`.
 */
export function runInWorker<K extends JobKind>(
  db: HeistboxDb,
  kind: K,
  args: JobArgs<K>,
  onProgress?: Progress,
): Promise<JobResult<K>> {
  return files.run(db, kind, args, onProgress);
}

/** Starts the app's file worker ahead of its first job (see `FileWorkerClient.warm`). */
export function warmFileWorker(): void {
  files.warm();
}
