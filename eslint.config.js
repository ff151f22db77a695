import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
);
