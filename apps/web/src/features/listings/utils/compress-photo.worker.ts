/**
 * The photo shrinker's worker (issue #12): decoding and re-encoding a 12-megapixel photo takes about a second
 * of CPU, which on a phone's main thread would freeze the form. One message in (`{ file }`), one out
 * (`{ file }` or `{ error }`).
 */
import { shrinkPhoto } from './shrink-photo';

self.addEventListener('message', (event: MessageEvent<{ file: File }>) => {
  shrinkPhoto(event.data.file).then(
    (file) => self.postMessage({ file }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
