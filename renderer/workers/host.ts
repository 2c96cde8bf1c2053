import { openLibrary } from '../db/read-only.ts';
import { HeistboxDb } from '../db/schema.ts';
import { movable, runJob } from './jobs.ts';
import type { JobMessage, JobRequest } from './jobs.ts';

/**
 * The worker's side: opens the page's database by its name (the same `HeistboxDb` class, read-only when the
 * page's is) and runs each job it is sent, telling how far it got. Dexie tells every window of the writes a
 * worker commits, so the page's live queries see an imported campaign appear.
 */

/** What the host needs of a worker's global scope (and what a test can stand in for). */
export interface WorkerScope {
  postMessage(message: JobMessage, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<JobRequest>) => void): void;
}

/** Serves file jobs on `scope`; `open` opens a database by name (the page's `HeistboxDb` by default). */
export function serveFileJobs(
  scope: WorkerScope,
  open: (name: string) => Promise<HeistboxDb> = openDatabase,
): void {
  const databases = new Map<string, Promise<HeistboxDb>>();
  const database = (name: string): Promise<HeistboxDb> => {
    let opened = databases.get(name);
    if (!opened) {
      opened = open(name);
      opened.catch(() => databases.delete(name)); // the next job tries again
      databases.set(name, opened);
    }
    return opened;
  };
  scope.addEventListener('message', (event) => void run(scope, event.data, database));
  scope.postMessage({ type: 'ready' }, []);
}

async function run(
  scope: WorkerScope,
  request: JobRequest,
  database: (name: string) => Promise<HeistboxDb>,
): Promise<void> {
  const { id } = request;
  try {
    const db = await database(request.database);
    const result = await runJob(db, request.kind, request.args, (done, total) =>
      scope.postMessage({ type: 'progress', id, done, total }, []),
    );
    const { value, transfer } = movable(result);
    scope.postMessage({ type: 'done', id, result: value }, transfer);
  } catch (error) {
    scope.postMessage(
      { type: 'failed', id, message: error instanceof Error ? error.message : String(error) },
      [],
    );
  }
}

async function openDatabase(name: string): Promise<HeistboxDb> {
  const db = new HeistboxDb(name);
  await openLibrary(db);
  return db;
}
