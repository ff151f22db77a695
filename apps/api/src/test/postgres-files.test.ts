import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { POSTGRES_TEST_FILES } from './postgres-files';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What a test file says when it behaves differently, or only runs, on a PostgreSQL server. */
const ASKS_FOR_A_SERVER =
  /secondInstance\(|TEST_DATABASE_URL|DATABASE_URL|kind === 'postgres'|kind !== 'postgres'/;

function apiTestFiles(): string[] {
  return readdirSync(path.join(apiRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

describe('the files run again on PostgreSQL (issue #36)', () => {
  it('names files that exist', () => {
    expect(POSTGRES_TEST_FILES.filter((file) => !existsSync(path.join(apiRoot, file)))).toEqual([]);
  });

  it('holds every test file that asks for a server', () => {
    const asking = apiTestFiles().filter(
      (file) =>
        file !== 'src/test/postgres-files.test.ts' &&
        // main.test.ts starts the real server on PGlite and clears the variables on purpose.
        file !== 'src/main.test.ts' &&
        ASKS_FOR_A_SERVER.test(readFileSync(path.join(apiRoot, file), 'utf8')),
    );
    expect(asking.filter((file) => !POSTGRES_TEST_FILES.includes(file))).toEqual([]);
  });
});
