/**
 * S3-compatible object storage (issue #11), chosen by bootstrap.ts when `S3_*` is set. One bucket, the same
 * layout as the disk: public keys under `media/`, private ones under `private/`. Every object is written
 * without an ACL, so the whole bucket stays private (the store's default): the app streams public photos under
 * `/media` and ID photos through the owner/admin-checked routes; no object URL is ever handed to a browser
 * (docs/decisions/009-object-storage.md).
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../env';
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

/** The SDK client for these settings; tests use the same one to look into the bucket. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the S3 API requires them: S3-compatible stores (MinIO, R2, Ceph, older gateways)
    // do not all accept the SDK's newer default of a CRC32 trailer on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Storage in the bucket `settings.bucket`. */
export function createS3Storage(settings: S3Settings, client: S3Client = createS3Client(settings)): Storage {
  const Bucket = settings.bucket;
  const objectKey = (visibility: Visibility, key: string) => {
    assertSafeKey(key);
    return `${STORAGE_ROOTS[visibility]}/${key}`;
  };
  return {
    async put(visibility, key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(visibility, key),
          Body: bytes,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async open(visibility, key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(visibility, key) }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
          contentType: contentTypeOf(key),
          lastModified: object.LastModified ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(visibility, keyOrPrefix) {
      const key = objectKey(visibility, keyOrPrefix);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      // Then everything under it as a folder, a page (≤ 1,000 keys) at a time.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${key}/`, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const result = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `Could not delete ${failed.length} object(s) under ${key}/: ${failed[0]?.Code} ${failed[0]?.Message}`,
            );
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: mediaUrl,
  };
}
