import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, loadEnv } from './env';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (settings: Record<string, string>) =>
  loadEnv({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32), ...settings }, { readDotEnv: false });
const problems = (settings: Record<string, string>) => {
  try {
    load(settings);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.message.split('\n').slice(1);
    throw error;
  }
  return [];
};

const s3 = {
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_BUCKET: 'raajje-media',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('object storage settings (issue #11)', () => {
  it('keeps images on disk without S3_* keys, and treats empty values as unset', () => {
    expect(load({}).S3).toBeUndefined();
    expect(
      load({ S3_ENDPOINT: '', S3_BUCKET: '', S3_REGION: '', S3_FORCE_PATH_STYLE: '' }).S3,
    ).toBeUndefined();
  });

  it('uses the bucket when all four keys are set, in us-east-1 by default, virtual-host style unless told', () => {
    expect(load(s3).S3).toEqual({
      endpoint: s3.S3_ENDPOINT,
      bucket: 'raajje-media',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(load({ ...s3, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'on' }).S3).toMatchObject({
      region: 'auto',
      forcePathStyle: true,
    });
  });

  it('refuses some of the four keys without the others, naming each missing one', () => {
    expect(problems({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET })).toEqual([
      '  S3_ACCESS_KEY_ID: required with S3_ENDPOINT, S3_BUCKET: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY or none',
      '  S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT, S3_BUCKET: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY or none',
    ]);
    expect(problems({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toHaveLength(1);
  });

  it('refuses S3_REGION or S3_FORCE_PATH_STYLE on their own, which would quietly mean disk', () => {
    expect(problems({ S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'on' })).toEqual([
      '  S3_REGION: only applies with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set',
      '  S3_FORCE_PATH_STYLE: only applies with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set',
    ]);
  });

  it('reports a bad endpoint or bucket name together with every other bad key', () => {
    expect(
      problems({ ...s3, S3_ENDPOINT: 'ftp://files.example.mv', S3_BUCKET: 'Raajje_Media', PORT: '0' }),
    ).toEqual([
      expect.stringMatching(/^ {2}PORT: /),
      '  S3_ENDPOINT: must be an http:// or https:// URL',
      '  S3_BUCKET: must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
    ]);
    expect(problems({ S3_BUCKET: 'ab', PORT: 'x' })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {2}PORT: /),
        expect.stringMatching(/^ {2}S3_BUCKET: must be a bucket name/),
        expect.stringMatching(/^ {2}S3_ENDPOINT: required with S3_BUCKET/),
      ]),
    );
  });
});
