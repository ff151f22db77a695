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

describe('the server process', () => {
  it('starts on an empty data directory, answers, and exits 0 within 10 s of SIGTERM', async () => {
    const PORT = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // Vitest sets BASE_URL to '/' for Vite; the server needs a real origin.
        BASE_URL: `http://localhost:${PORT}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        TEST_DATABASE_URL: '',
        SEED_DEMO: 'off',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'Main-Test-Pass1!',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 60_000;
      let ready = false;
      while (!ready && Date.now() < deadline && child.exitCode === null) {
        try {
          ready = (await fetch(`http://127.0.0.1:${PORT}/api/ready`)).ok;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      expect(ready, output).toBe(true);
      expect(output).toContain(`is running at http://localhost:${PORT}`);
      expect(output).toContain('Admin sign-in: admin@raajje.market');

      // A member keeps a live notification stream open while the server is told to stop.
      const signIn = await fetch(`http://127.0.0.1:${PORT}/api/accounts/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${PORT}` },
        body: JSON.stringify({ email: 'admin@raajje.market', password: 'Main-Test-Pass1!' }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const events = await fetch(`http://127.0.0.1:${PORT}/api/events`, { headers: { Cookie: cookie } });
      expect(events.headers.get('content-type')).toContain('text/event-stream');
      const reader = events.body!.getReader();
      await reader.read();

      const stoppedAt = Date.now();
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exit;
      expect(code).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
