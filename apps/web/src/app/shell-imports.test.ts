/**
 * The app shell's first-load code stays light (issue #12 item 5, Lighthouse on phones): everything
 * `main.tsx` imports statically ends up in the first chunk every page loads and evaluates before it can
 * hydrate. Schemas (zod, ~85 KB of code) belong to forms and lazily loaded routes: the shell imports the
 * contract's `*-messages.ts` modules, which have none. This walks the static import graph from `main.tsx`
 * (`import()` is lazy and not followed; `import type` is erased) and fails when it reaches a package the
 * first chunk must not carry, naming the chain that pulled it in.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(import.meta.dirname, '..');
const contractSrc = path.resolve(webSrc, '../../../packages/contract/src');
const KEPT_OUT = ['zod', '@hookform/resolvers', 'react-hook-form', 'browser-image-compression'];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

function resolveImport(specifier: string, from: string): { file: string } | { pkg: string } | null {
  if (specifier.startsWith('@/')) return wrap(resolveFile(path.join(webSrc, specifier.slice(2))));
  if (specifier.startsWith('@marketplace/contract/'))
    return wrap(resolveFile(path.join(contractSrc, specifier.slice('@marketplace/contract/'.length))));
  if (specifier.startsWith('.')) return wrap(resolveFile(path.resolve(path.dirname(from), specifier)));
  if (specifier.startsWith('virtual:') || specifier.endsWith('.css') || specifier.includes('?')) return null;
  const parts = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! };
}
const wrap = (file: string | null) => (file ? { file } : null);

/** Every package reached from `entry` by static imports, with the chain of files that reached it first. */
function staticPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: Array<{ file: string; chain: string[] }> = [{ file: entry, chain: [path.relative(webSrc, entry)] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(match[1]!, file);
      if (!target) continue;
      if ('pkg' in target) {
        if (!packages.has(target.pkg)) packages.set(target.pkg, chain);
      } else if (!seen.has(target.file)) {
        seen.add(target.file);
        queue.push({ file: target.file, chain: [...chain, path.relative(webSrc, target.file)] });
      }
    }
  }
  return packages;
}

describe('the first chunk (main.tsx and everything it imports statically)', () => {
  const packages = staticPackages(path.join(webSrc, 'main.tsx'));

  it('reaches the shell’s own packages (the walk works)', () => {
    expect(packages.has('react')).toBe(true);
    expect(packages.has('@tanstack/react-query')).toBe(true);
  });

  it.each(KEPT_OUT)('does not carry %s', (pkg) => {
    const chain = packages.get(pkg);
    expect(chain ? `${pkg} is imported through ${chain.join(' → ')}` : null).toBeNull();
  });

  // Issue #12 §3 (Total Blocking Time): the router and the shell are `@/app/client-app`, which main.tsx loads
  // with `import()` so the browser evaluates them in a task of their own, not in the entry's one long task.
  it.each(['react-router', 'radix-ui', 'tailwind-merge', 'lucide-react'])(
    'leaves %s to the second stage (`@/app/client-app`)',
    (pkg) => {
      const chain = packages.get(pkg);
      expect(chain ? `${pkg} is imported through ${chain.join(' → ')}` : null).toBeNull();
    },
  );

  it('reaches the router and the shell from the second stage (the walk sees them there)', () => {
    const secondStage = staticPackages(path.join(webSrc, 'app/client-app.tsx'));
    expect(secondStage.has('react-router')).toBe(true);
    expect(secondStage.has('radix-ui')).toBe(true);
  });

  it('fails when a shell module imports the contract’s schemas (the walk sees contract modules)', () => {
    const withSchemas = staticPackages(path.join(contractSrc, 'conversations.ts'));
    expect(withSchemas.has('zod')).toBe(true);
    expect(staticPackages(path.join(contractSrc, 'conversations-messages.ts')).has('zod')).toBe(false);
  });
});
