import { exportCampaign, importCampaign } from '../db/files.ts';
import type { Exported, Imported, Progress } from '../db/files.ts';
import type { HeistboxDb } from '../db/schema.ts';

/**
 * The heavy file work the app runs off the page (imports, exports, the exports of backups), as a table of
 * jobs over renderer/db/files.ts: the worker runs them (host.ts), and the page runs the very same functions
 * when it has no worker (client.ts). The messages between the two are typed here.
 */

/** Each job: what the page gives it and what it answers. */
export interface FileJobs {
  /** A campaign file read into a new campaign (`suffix` names a copy beside a campaign of the same name). */
  readonly import: {
    readonly args: { readonly file: Uint8Array | string; readonly suffix?: string };
    readonly result: Imported;
  };
  /** A campaign's export file. */
  readonly export: { readonly args: { readonly campaignId: string }; readonly result: Exported };
}

export type JobKind = keyof FileJobs;
export type JobArgs<K extends JobKind> = FileJobs[K]['args'];
export type JobResult<K extends JobKind> = FileJobs[K]['result'];

type Job<K extends JobKind> = (
  db: HeistboxDb,
  args: JobArgs<K>,
  onProgress: Progress,
) => Promise<JobResult<K>>;

/** The jobs: the functions of renderer/db/files.ts, as they are tested over fake-indexeddb. */
export const fileJobs: { readonly [K in JobKind]: Job<K> } = {
  import: (db, { file, suffix }, onProgress) =>
    importCampaign(db, file, suffix === undefined ? { onProgress } : { onProgress, suffix }),
  export: (db, { campaignId }, onProgress) => exportCampaign(db, campaignId, { onProgress }),
};

/** Runs one job of the table. */
export function runJob<K extends JobKind>(
  db: HeistboxDb,
  kind: K,
  args: JobArgs<K>,
  onProgress: Progress,
): Promise<JobResult<K>> {
  return (fileJobs[kind] as Job<K>)(db, args, onProgress);
}

/** The page asks: run job `kind` on the database named `database`. */
export interface JobRequest<K extends JobKind = JobKind> {
  readonly id: number;
  readonly database: string;
  readonly kind: K;
  readonly args: JobArgs<K>;
}

/** The worker answers: it started; how far a job got; a job's result; a job that threw. */
export type JobMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly id: number; readonly result: JobResult<JobKind> }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

/**
 * The buffers to move rather than copy with a message: the bytes of a file, when they are the whole of their
 * buffer (a view of part of a buffer is copied first, so the rest of that buffer stays with its owner).
 * The sender cannot read moved bytes again.
 */
export function movable<T extends object>(value: T): { readonly value: T; readonly transfer: ArrayBuffer[] } {
  const fields = value as Readonly<Record<string, unknown>>;
  const key = ['file', 'bytes'].find((name) => fields[name] instanceof Uint8Array);
  if (key === undefined) return { value, transfer: [] };
  const bytes = fields[key] as Uint8Array;
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
      ? (bytes as Uint8Array<ArrayBuffer>)
      : new Uint8Array(bytes);
  return { value: { ...value, [key]: whole }, transfer: [whole.buffer] };
}
