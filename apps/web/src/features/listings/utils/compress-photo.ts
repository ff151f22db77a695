/** The name of the `performance` measure each compression leaves (the upload journey reads them). */
export const COMPRESS_MEASURE = 'compress-photo';

/** On the page (no worker that can draw): the library is loaded only then; the worker has its own copy. */
const shrinkOnPage = async (file: File) => (await import('./shrink-photo')).shrinkPhoto(file);

type WorkerAnswer = { file: File; error?: undefined } | { error: string; file?: undefined };

function inWorker(file: File, signal?: AbortSignal): Promise<File> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compress-photo.worker.ts', import.meta.url), { type: 'module' });
    const done = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      done();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      done();
      if (event.data.file) resolve(event.data.file);
      else reject(new Error(event.data.error));
    });
    worker.addEventListener('error', (event) => {
      done();
      reject(new Error(event.message || 'The photo worker failed.'));
    });
    worker.postMessage({ file });
  });
}

// One photo at a time: decoding eight 12-megapixel photos at once would take ~400 MB on a phone.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes a picked photo small before it is uploaded (issue #12 item 1): `shrinkPhoto` in a Web Worker, or on
 * the page where the browser has no workers that can draw (no OffscreenCanvas). Photos are shrunk one at a
 * time, in the order asked.
 * @throws the abort reason when `signal` aborts; Error when the photo cannot be decoded
 */
export function compressPhoto(file: File, signal?: AbortSignal): Promise<File> {
  const run = async () => {
    signal?.throwIfAborted();
    const started = performance.now();
    const canUseWorker = typeof Worker === 'function' && typeof OffscreenCanvas === 'function';
    const result = canUseWorker
      ? await inWorker(file, signal).catch((error: unknown) => {
          if (signal?.aborted) throw error;
          return shrinkOnPage(file);
        })
      : await shrinkOnPage(file);
    performance.measure(COMPRESS_MEASURE, { start: started, end: performance.now(), detail: { before: file.size, after: result.size } });
    return result;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
