/**
 * A real S3-compatible server for tests (issue #11): s3rver (npm) on a random loopback port over a temporary
 * directory, started once per run of the `api-s3` project (s3-global-setup.ts).
 *
 * s3rver speaks the S3 API but enforces no access control: it hands any object to a request that carries no
 * signature at all. S3 itself refuses those unless the object (or the bucket's policy) was made public. So
 * that a test can tell a private object from a public one, requests pass through a gate first: a request
 * without credentials gets S3's 403 AccessDenied, except a GET or HEAD of an object last written with a
 * `public-read` ACL. Signed requests go straight to s3rver, which checks the access key id.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`, addressed path-style (`/<bucket>/<key>`). */
  endpoint: string;
  close(): Promise<void>;
}

const ACCESS_DENIED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
const PUBLIC_ACLS = new Set(['public-read', 'public-read-write']);

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'marketplace-s3-'));
  const s3rver = new S3rver({ directory, silent: true, vhostBuckets: false });
  const handle = s3rver.getMiddleware();
  /** "/<bucket>/<key>" of the objects anyone may read. */
  const publicObjects = new Set<string>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const objectPath = decodeURIComponent(url.pathname);
    const signed =
      req.headers.authorization !== undefined ||
      url.searchParams.has('X-Amz-Signature') ||
      url.searchParams.has('Signature');
    if (signed) {
      const acl = req.headers['x-amz-acl'];
      // PutObject (the SDK adds ?x-id=PutObject) or PutObjectAcl (?acl); not parts, tags or bucket settings.
      const isObjectWrite =
        req.method === 'PUT' &&
        /^\/[^/]+\/.+/.test(objectPath) &&
        [...url.searchParams.keys()].every((param) => param === 'x-id' || param === 'acl');
      if (isObjectWrite && typeof acl === 'string' && PUBLIC_ACLS.has(acl)) publicObjects.add(objectPath);
      else if (isObjectWrite || req.method === 'DELETE') publicObjects.delete(objectPath);
      handle(req, res);
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && publicObjects.has(objectPath)) {
      handle(req, res);
      return;
    }
    res.writeHead(403, { 'Content-Type': 'application/xml' }).end(ACCESS_DENIED);
  });
  // A free port unless S3_TEST_PORT names one (runs that share a machine may be given their own ports).
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.S3_TEST_PORT ?? 0), '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
