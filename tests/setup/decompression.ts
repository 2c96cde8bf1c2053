import { createGunzip, createInflate, createInflateRaw } from 'node:zlib';

/**
 * Node 20's `DecompressionStream` can throw an uncaught "Controller is already closed" when a damaged gzip stream
 * still emits data after its error (its adapter enqueues zlib's late output into the stream it has just errored;
 * see nodejs/node#58247 and the fixes around it). Browsers, where Heistbox's imports run, never do. Unit tests run
 * with this stand-in, which behaves as the browser's: zlib's output is enqueued with backpressure, the first error
 * ends the stream, and nothing is enqueued after it.
 */
class BrowserLikeDecompressionStream {
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<Uint8Array>;

  constructor(format: 'gzip' | 'deflate' | 'deflate-raw') {
    const zlib =
      format === 'gzip' ? createGunzip() : format === 'deflate' ? createInflate() : createInflateRaw();
    let done = false;
    /** Writes zlib has not answered yet: settled when the stream ends, so a pipe is never left waiting. */
    const pending = new Set<() => void>();
    const settle = () => {
      for (const resolve of pending) resolve();
      pending.clear();
    };
    zlib.on('close', settle);
    this.readable = new ReadableStream<Uint8Array>({
      start(controller) {
        zlib.on('data', (chunk: Buffer) => {
          if (done) return;
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) zlib.pause();
        });
        zlib.on('end', () => {
          if (done) return;
          done = true;
          controller.close();
        });
        zlib.on('error', (error) => {
          if (done) return;
          done = true;
          controller.error(error);
          settle();
        });
      },
      pull() {
        zlib.resume();
      },
      cancel() {
        done = true;
        zlib.destroy();
        settle();
      },
    });
    this.writable = new WritableStream<Uint8Array>({
      write(chunk) {
        if (done) return;
        return new Promise<void>((resolve) => {
          pending.add(resolve);
          zlib.write(chunk, () => {
            pending.delete(resolve);
            resolve();
          });
        });
      },
      close() {
        if (done) return;
        return new Promise<void>((resolve) => zlib.end(() => resolve()));
      },
      abort() {
        done = true;
        zlib.destroy();
        settle();
      },
    });
  }
}

globalThis.DecompressionStream = BrowserLikeDecompressionStream as unknown as typeof DecompressionStream;
