/**
 * File storage for images. Public media (listing photos, avatars) are served under `/media/<key>`, a
 * listing's photos to everyone only while the listing is live (app.ts asks `listingPhotoAccess`, issue #11);
 * private files (national ID photos) live in a separate root that no static route serves.
 * Local disk by default; an S3-compatible store can implement the same interface.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Visibility = 'public' | 'private';

export interface Storage {
  /** Writes `bytes` under `key` (e.g. "listings/<id>/<image>-400.webp"). */
  put(visibility: Visibility, key: string, bytes: Buffer): Promise<void>;
  get(visibility: Visibility, key: string): Promise<Buffer | null>;
  /** Removes a key or a whole prefix ("listings/<id>"). Missing keys are ignored. */
  remove(visibility: Visibility, keyOrPrefix: string): Promise<void>;
  /** URL path a browser uses for a public key. */
  publicUrl(key: string): string;
  /** Absolute path on disk of a public key, for the static route; null if it does not exist. */
  resolvePublicFile(key: string): Promise<string | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Disk storage under `<dataDir>/media` (public) and `<dataDir>/private`. */
export function createDiskStorage(dataDir: string): Storage {
  const roots: Record<Visibility, string> = {
    public: path.join(dataDir, 'media'),
    private: path.join(dataDir, 'private'),
  };
  const fileOf = (visibility: Visibility, key: string) => {
    assertSafeKey(key);
    return path.join(roots[visibility], key);
  };
  return {
    async put(visibility, key, bytes) {
      const file = fileOf(visibility, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(visibility, key) {
      try {
        return await readFile(fileOf(visibility, key));
      } catch {
        return null;
      }
    },
    async remove(visibility, keyOrPrefix) {
      await rm(fileOf(visibility, keyOrPrefix), { recursive: true, force: true });
    },
    publicUrl: (key) => `/media/${key}`,
    async resolvePublicFile(key) {
      if (!SAFE_KEY.test(key) || key.includes('..')) return null;
      const file = path.join(roots.public, key);
      try {
        return (await stat(file)).isFile() ? file : null;
      } catch {
        return null;
      }
    },
  };
}

export { createReadStream };
