import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB_FEATURES = 'apps/web/src/features';
const API_MODULES = 'apps/api/src/modules';

/** The folders directly inside `dir` (relative to the repository), sorted. */
function foldersIn(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** How many folders below `dir` hold .ts/.tsx files: 0 for `dir` itself, 1 for `dir/components`, … */
function sourceDepths(dir, depth = 0, depths = new Set()) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (entry.isDirectory()) sourceDepths(`${dir}/${entry.name}`, depth + 1, depths);
    else if (/\.tsx?$/.test(entry.name)) depths.add(depth);
  }
  return depths;
}

/** A regular expression source matching `text` literally. */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * STYLE.md "Layout", web: a feature never imports another feature (the route in app/ composes them, shared
 * code lives in components/, lib/, hooks/) and never app/ (imports flow shared → features → app). One block
 * per feature folder and file depth, read from the disk, so a new feature or folder is covered without an edit
 * here: `@/features/<other>/…` is refused, and so is a relative path with more `../` than the file is deep in
 * its feature. `import()` and `vi.mock()` name modules too, so the same paths are refused there.
 */
function featureBoundaries() {
  return foldersIn(WEB_FEATURES).flatMap((feature) =>
    [...sourceDepths(`${WEB_FEATURES}/${feature}`)].sort().map((depth) => {
      const otherFeature = `^@/features/(?!${literally(feature)}(/|$))`;
      const app = '^@/app(/|$)';
      // A file `depth` folders below features/<feature>/ leaves it with depth + 1 `../`.
      const climbsOut = `^(\\./)?(\\.\\./){${depth + 1}}|^(\\./)?(\\.\\./){${depth}}\\.\\.$`;
      const messages = {
        otherFeature: `features/${feature} may not import another feature (STYLE.md "Layout": a feature never imports another). Move what both need to shared components/, lib/ or hooks/, or let the route in app/ compose the features.`,
        app: `features/${feature} may not import app/ (STYLE.md "Layout": imports flow shared → features → app).`,
        climbsOut: `This relative path leaves features/${feature} (STYLE.md "Layout": a feature never imports another). Import shared code as '@/…'; what another feature has, the route in app/ composes.`,
      };
      // esquery's regular expressions cannot hold a '/', so the selectors spell it \x2F.
      const selectorRegex = (source) => `/${source.replaceAll('/', '\\x2F')}/`;
      const moduleNames = (source) => [
        `ImportExpression > Literal.source[value=${selectorRegex(source)}]`,
        `CallExpression[callee.object.name="vi"] > Literal.arguments[value=${selectorRegex(source)}]`,
      ];
      return {
        files: [`${WEB_FEATURES}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                { regex: otherFeature, message: messages.otherFeature },
                { regex: app, message: messages.app },
                { regex: climbsOut, message: messages.climbsOut },
              ],
            },
          ],
          'no-restricted-syntax': [
            'error',
            ...Object.entries({ otherFeature, app, climbsOut }).flatMap(([kind, source]) =>
              moduleNames(source).map((selector) => ({ selector, message: messages[kind] })),
            ),
          ],
        },
      };
    }),
  );
}

/** The leaves that other modules call (STYLE.md "Layout"), with the only modules each may import. */
const LEAF_MODULES = { activity: [], notifications: ['activity'] };

/**
 * STYLE.md "Layout", server: a module imports another module's service, never its routes (`../<other>/*.routes`);
 * `activity` and `notifications` are leaves that import no domain module (notifications records activity).
 * One block per module folder, read from the disk.
 */
function moduleBoundaries() {
  return foldersIn(API_MODULES).map((module) => {
    const patterns = [
      {
        regex: `(^\\.\\.|/modules)/(?!${literally(module)}/)[^/]+/[^/]*\\.routes(\\.[jt]s)?$`,
        message: `modules/${module} may not import another module's routes (STYLE.md "Layout": a module imports another module's service only). Move what it needs out of the *.routes file.`,
      },
    ];
    if (module in LEAF_MODULES) {
      const allowed = [module, ...LEAF_MODULES[module]].map((name) => `${literally(name)}/`).join('|');
      patterns.push({
        regex: `(^\\.\\.|/modules)/(?!${allowed})[^/.][^/]*/`,
        message: `modules/${module} is a leaf that other modules call (STYLE.md "Layout"): it imports no domain module${LEAF_MODULES[module].length > 0 ? ` but ${LEAF_MODULES[module].join(', ')}` : ''}.`,
      });
    }
    return {
      files: [`${API_MODULES}/${module}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // One-off local measuring scripts (.gitignore'd).
      '**/*.local.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Issue #15: every user-visible text in the web app goes through i18next (`t('…')`), in English and Dhivehi.
  // JSX text and the attributes a reader sees or hears may not be literal strings; marks and numbers may.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'apps/web/src/test/**',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label', 'description', 'hint', 'heading'],
          },
          words: {
            exclude: ['[0-9!-/:-@[-`{-~]+', '[\\s·•—–×…★→←%]+', 'MVR', 'PD-'],
          },
          // The plugin's own list, and react-hook-form's methods: their strings are field names, not texts.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
              'setError',
              'clearErrors',
              'setValue',
              'getValues',
              'resetField',
              'trigger',
              'watch',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', 'apps/api/src/main.ts', 'apps/api/src/db/seed/cli.ts', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  ...featureBoundaries(),
  ...moduleBoundaries(),
);
