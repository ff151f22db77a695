import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categoriesQueryKey, getCategoriesQueryOptions, getLocationsQueryOptions, locationsQueryKey } from './reference-data';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('reference data (issue #14 item 1)', () => {
  it('has one query key each, used by its query options', () => {
    expect(getCategoriesQueryOptions().queryKey).toEqual(categoriesQueryKey);
    expect(getLocationsQueryOptions().queryKey).toEqual(locationsQueryKey);
  });

  it('is fetched by this module alone: no feature keeps its own copy of the categories or islands fetcher', () => {
    // boot.ts only starts the same GETs early for apiRequest to pick up (lib/early-requests.ts).
    const allowed = new Set(['lib/reference-data.ts', 'boot.ts']);
    const copies = sources(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((file) => !allowed.has(file))
      .filter((file) => /['"`]\/api\/(categories|locations)['"`?]/.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
