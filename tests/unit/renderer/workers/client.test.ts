import 'fake-indexeddb/auto';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../../renderer/db/commands.ts';
import { exportCampaign } from '../../../../renderer/db/files.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { FileWorkerClient, runInWorker } from '../../../../renderer/workers/client.ts';
import type { WorkerLike } from '../../../../renderer/workers/client.ts';
import { serveFileJobs } from '../../../../renderer/workers/host.ts';
import type { WorkerScope } from '../../../../renderer/workers/host.ts';
import type { JobMessage, JobRequest } from '../../../../renderer/workers/jobs.ts';
import { addVex, dropDb, freshDb, newCampaign } from '../db/support.ts';

let db: HeistboxDb;
let ports: MessagePort[] = [];
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  for (const port of ports) port.close();
  ports = [];
  await dropDb(db);
});

/**
 * A worker over a real MessageChannel (structured clone, moved buffers), its far end served by the host on
 * this test's database; `starts` counts the workers made.
 */
function channelWorker(): { start: () => WorkerLike; starts: () => number } {
  let starts = 0;
  return {
    starts: () => starts,
    start: () => {
      starts += 1;
      const { port1, port2 } = new MessageChannel();
      ports.push(port1, port2);
      serveFileJobs(port2 as unknown as WorkerScope, async () => db);
      return Object.assign(port1 as unknown as WorkerLike, { terminate: () => port1.close() });
    },
  };
}

/** A worker whose script fails: an error before it is ready, or a while after it said it was. */
class BrokenWorker implements WorkerLike {
  readonly sent: JobRequest[] = [];
  terminated = false;
  readonly #events = new EventTarget();
  constructor(readyFirst: boolean) {
    setTimeout(() => {
      if (readyFirst) this.#say({ type: 'ready' });
      else this.#events.dispatchEvent(new Event('error'));
    });
  }
  addEventListener(type: string, listener: (event: MessageEvent<JobMessage>) => void): void {
    this.#events.addEventListener(type, listener as unknown as EventListener);
  }
  postMessage(message: JobRequest): void {
    this.sent.push(message);
    this.#say({ type: 'progress', id: message.id, done: 1, total: 2 });
    setTimeout(() =>
      this.#events.dispatchEvent(Object.assign(new Event('error'), { message: 'out of memory' })),
    );
  }
  terminate(): void {
    this.terminated = true;
  }
  #say(data: JobMessage): void {
    this.#events.dispatchEvent(Object.assign(new Event('message'), { data }));
  }
}

async function exportedFile(name: string): Promise<Uint8Array> {
  const id = await newCampaign(db, name);
  await dispatch(db, id, addVex);
  return (await exportCampaign(db, id)).bytes;
}

describe('the file worker client', () => {
  it("runs an import in the worker: moves the file's bytes there, passes on its progress, answers its result", async () => {
    const file = await exportedFile('Moved');
    const worker = channelWorker();
    const client = new FileWorkerClient(worker.start);
    const progress: [number, number][] = [];
    const imported = await client.run(db, 'import', { file }, (done, total) => progress.push([done, total]));
    expect(imported).toMatchObject({ ok: true, name: 'Moved (imported)' });
    expect(file.byteLength).toBe(0); // moved, not copied
    expect(progress).toEqual([
      [0, 2],
      [2, 2],
    ]); // the creation and Vex
    expect((await db.campaigns.toArray()).map((c) => c.name).sort()).toEqual(['Moved', 'Moved (imported)']);
    const again = await client.run(db, 'import', { file: await exportedFile('Twice'), suffix: 'restored' });
    expect(again).toMatchObject({ ok: true, name: 'Twice (restored)' });
    expect(worker.starts()).toBe(1); // one worker for every job
  });

  it('starts its worker ahead of the first job when warmed, once', async () => {
    const worker = channelWorker();
    const client = new FileWorkerClient(worker.start);
    client.warm();
    client.warm();
    expect(worker.starts()).toBe(1);
    expect(await client.run(db, 'import', { file: await exportedFile('Warm') })).toMatchObject({ ok: true });
    expect(worker.starts()).toBe(1);
    new FileWorkerClient(() => null).warm(); // no worker here: nothing to start, nothing thrown
  });

  it('copies only the part of a buffer a file is a view of, leaving the rest of the buffer alone', async () => {
    const file = await exportedFile('Part');
    const buffer = new Uint8Array(file.length + 8);
    buffer.set(file, 4);
    const client = new FileWorkerClient(channelWorker().start);
    const imported = await client.run(db, 'import', { file: buffer.subarray(4, 4 + file.length) });
    expect(imported).toMatchObject({ ok: true });
    expect(buffer.byteLength).toBe(file.length + 8);
  });

  it('answers an export with its bytes, and a refused import with its message', async () => {
    const id = await newCampaign(db, 'Out');
    const client = new FileWorkerClient(channelWorker().start);
    const exported = await client.run(db, 'export', { campaignId: id });
    expect(exported.fileName).toBe('Out.heistbox');
    expect(gunzipSync(exported.bytes).toString('utf8').split('\n')).toHaveLength(3); // header, creation, end
    const refused = await client.run(db, 'import', { file: new TextEncoder().encode('{') });
    expect(refused).toMatchObject({ ok: false, code: 'import/invalid', message: /not valid JSON/ });
  });

  it('rejects a job that threw with its own message', async () => {
    const client = new FileWorkerClient(channelWorker().start);
    await expect(client.run(db, 'export', { campaignId: 'gone' })).rejects.toThrow(
      'No campaign with id gone',
    );
  });

  it('runs the same job in the page where there is no worker, and keeps the caller’s bytes', async () => {
    const file = await exportedFile('Here');
    const client = new FileWorkerClient(() => null);
    const progress: number[] = [];
    const imported = await client.run(db, 'import', { file }, (done) => progress.push(done));
    expect(imported).toMatchObject({ ok: true, name: 'Here (imported)' });
    expect(file.byteLength).toBeGreaterThan(0);
    expect(progress).toEqual([0, 2]);
    // Node has no Worker: the app's own client runs in the page too.
    expect(await runInWorker(db, 'import', { file })).toMatchObject({ ok: true, name: 'Here (imported 2)' });
  });

  it('runs every job in the page once the worker failed to start (its script did not load)', async () => {
    const workers: BrokenWorker[] = [];
    const client = new FileWorkerClient(() => {
      const worker = new BrokenWorker(false);
      workers.push(worker);
      return worker;
    });
    const file = await exportedFile('Fallback');
    expect(await client.run(db, 'import', { file })).toMatchObject({ ok: true, name: 'Fallback (imported)' });
    expect(file.byteLength).toBeGreaterThan(0); // never sent
    expect(await client.run(db, 'import', { file })).toMatchObject({ ok: true });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toEqual([]);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('rejects the jobs of a worker that stopped under them, and starts a new one for the next job', async () => {
    const workers: BrokenWorker[] = [];
    const client = new FileWorkerClient(() => {
      const worker = new BrokenWorker(true);
      workers.push(worker);
      return worker;
    });
    const id = await newCampaign(db, 'Lost');
    const progress: number[] = [];
    await expect(client.run(db, 'export', { campaignId: id }, (done) => progress.push(done))).rejects.toThrow(
      'The file worker stopped: out of memory. Try again.',
    );
    expect(progress).toEqual([1]);
    await expect(client.run(db, 'export', { campaignId: id })).rejects.toThrow(/stopped/);
    expect(workers).toHaveLength(2);
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });
});
