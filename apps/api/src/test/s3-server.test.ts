import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../lib/s3-storage';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from './s3-server';

// The api-s3 tests read "403 without credentials" as "private": that holds only if the test server still
// serves an object someone made public. A gate that refused every unsigned read would prove nothing.
let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server.close();
});

describe('the test S3 server (s3rver behind an access gate)', () => {
  it('serves an unsigned read of a public-read object only, and checks the access key of signed requests', async () => {
    const settings = {
      endpoint: server.endpoint,
      bucket: 'gate-check',
      ...S3RVER_CREDENTIALS,
      region: 'us-east-1',
      forcePathStyle: true,
    };
    const client = createS3Client(settings);
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
    const put = (Key: string, ACL?: 'public-read') =>
      client.send(new PutObjectCommand({ Bucket: settings.bucket, Key, Body: Buffer.from(Key), ACL }));
    await put('open.txt', 'public-read');
    await put('closed.txt');

    const open = await fetch(`${server.endpoint}/gate-check/open.txt`);
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('open.txt');
    expect((await fetch(`${server.endpoint}/gate-check/closed.txt`)).status).toBe(403);
    expect(
      (await fetch(`${server.endpoint}/gate-check/closed.txt`, { method: 'PUT', body: 'x' })).status,
    ).toBe(403);
    expect((await fetch(`${server.endpoint}/gate-check`)).status).toBe(403);

    // Written again without the ACL, the object is private again.
    await put('open.txt');
    expect((await fetch(`${server.endpoint}/gate-check/open.txt`)).status).toBe(403);

    const stranger = createS3Client({ ...settings, accessKeyId: 'NOT-A-KEY', secretAccessKey: 'nope' });
    await expect(
      stranger.send(new PutObjectCommand({ Bucket: settings.bucket, Key: 'y.txt', Body: 'y' })),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    client.destroy();
    stranger.destroy();
  });
});
