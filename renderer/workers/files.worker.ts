/**
 * The file worker: imports, exports and the exports of backups run here, off the page, so the window answers
 * throughout (renderer/workers/client.ts starts it; host.ts is what it does).
 */
import { serveFileJobs } from './host.ts';
import type { WorkerScope } from './host.ts';

serveFileJobs(globalThis as unknown as WorkerScope);
