import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Component tests that walk a whole form (uploads, retries, offline spells) run past 5 s when CI's two
    // cores are busy with the other projects' workers; a hang still fails, after 15 s.
    testTimeout: 15_000,
    // Each file in a fresh VM context of a reused worker (issue #36): the same isolation of modules and
    // document as a worker a file, without a worker's start and jsdom's load for each of the 101 files
    // (the web project 240 s -> 100 s on two cores). Sharing modules (isolate: false) was faster still but
    // let state leak between files (a draft, a language, a toast) and failed in a shuffled order.
    pool: 'vmThreads',
    // recharts' CommonJS build requires @reduxjs/toolkit's ES module, which a VM context cannot load: the
    // tests take recharts' ES module build, as the app's bundle does.
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
  },
});
