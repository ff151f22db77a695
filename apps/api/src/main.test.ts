import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A port the OS says is free on 127.0.0.1. A random one from 3300–3799 once drew 3306, where this machine's
 * MariaDB listens, and the server failed with EADDRINUSE.
 */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `main.ts` as `npm start` runs it, on an empty data directory, once it answers `/api/ready`. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Vitest sets BASE_URL to '/' for Vite; the server needs a real origin.
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Main-Test-Pass1!',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    port,
    child,
    output: '',
    /** Sends SIGTERM; resolves with the exit code and how long the exit took (ms). */
    async stop(): Promise<{ code: number | null; ms: number }> {
      const stoppedAt = Date.now();
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exit;
      return { code, ms: Date.now() - stoppedAt };
    },
    cleanUp() {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  child.stdout.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  let ready = false;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    try {
      ready = (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  expect(ready, server.output).toBe(true);
  return server;
}

describe('the server process', () => {
  it('starts on an empty data directory, answers, and exits 0 within 10 s of SIGTERM', async () => {
    const server = await startServer();
    const { port, output } = server;
    try {
      expect(server.output).toContain(`is running at http://localhost:${port}`);
      expect(server.output).toContain('Admin sign-in: admin@raajje.market');

      // A member keeps a live notification stream open while the server is told to stop.
      const signIn = await fetch(`http://127.0.0.1:${port}/api/accounts/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
        body: JSON.stringify({ email: 'admin@raajje.market', password: 'Main-Test-Pass1!' }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const events = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { Cookie: cookie } });
      expect(events.headers.get('content-type')).toContain('text/event-stream');
      const reader = events.body!.getReader();
      await reader.read();

      const { code, ms } = await server.stop();
      expect(code, output).toBe(0);
      expect(ms).toBeLessThan(10_000);
    } finally {
      server.cleanUp();
    }
  }, 90_000);

  it('stops after a search without a failure in its log', async () => {
    // Browse listens for catalogue changes from its first search on; closed after the database, that listener's
    // last statement met "PGlite is closing" on every ordinary stop.
    const server = await startServer();
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/api/marketplace/listings`)).status).toBe(200);
      const { code } = await server.stop();
      expect(code).toBe(0);
      expect(server.output).not.toMatch(/failed|is closing/i);
    } finally {
      server.cleanUp();
    }
  }, 90_000);
});
