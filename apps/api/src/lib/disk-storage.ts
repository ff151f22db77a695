/**
 * Local disk storage, the default (issue #11): `<DATA_DIR>/media` for public keys and `<DATA_DIR>/private` for
 * private ones. One machine only; set `S3_*` for several instances (s3-storage.ts).
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  STORAGE_ROOTS,
  assertSafeKey,
  contentTypeOf,
  isSafeKey,
  mediaUrl,
  type Storage,
  type StoredObject,
  type Visibility,
} from './storage';

/** Disk storage under `<dataDir>/media` (public) and `<dataDir>/private`. */
export function createDiskStorage(dataDir: string): Storage {
  const fileOf = (visibility: Visibility, key: string) => {
    assertSafeKey(key);
    return path.join(dataDir, STORAGE_ROOTS[visibility], key);
  };
  return {
    async put(visibility, key, bytes) {
      const file = fileOf(visibility, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async open(visibility, key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      const file = fileOf(visibility, key);
      const stats = await stat(file).catch(() => null);
      if (!stats?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        size: stats.size,
        contentType: contentTypeOf(key),
        lastModified: stats.mtime,
      };
    },
    async remove(visibility, keyOrPrefix) {
      await rm(fileOf(visibility, keyOrPrefix), { recursive: true, force: true });
    },
    publicUrl: mediaUrl,
  };
}
