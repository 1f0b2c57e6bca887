import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { createPostgresDatabase, dialects } from './helper.js';
import { spawnServer } from './server-process.js';

/**
 * The real entry points, as `npm start` and `npm run create-admin` run them: a fresh embedded
 * database gets the demo organisation; PostgreSQL gets no demo data and its first admin from the CLI.
 */
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function run(entry: 'main' | 'cli/create-admin', env: Record<string, string>, args: string[] = []) {
  return spawnServer(entry, { LOG_LEVEL: 'warn', ...env }, args);
}

function output(child: ChildProcess): { text: () => string } {
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  return { text: () => text };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const STARTUP_WAIT_MS = 60_000;

async function startServer(env: Record<string, string>) {
  // Port 0: the system picks a free port and the server prints the one it got.
  const child = run('main', { ...env, PORT: '0', HOST: '127.0.0.1' });
  const log = output(child);
  cleanups.push(() => {
    child.kill('SIGTERM');
  });
  // A start with migrations and the demo seed takes about a second on a quiet machine; under a whole
  // suite on two busy cores it has taken over 15 s, so the wait is long and the test's limit above it.
  const deadline = Date.now() + STARTUP_WAIT_MS;
  while (Date.now() < deadline) {
    const port = /running on http:\/\/localhost:(\d+)/.exec(log.text())?.[1];
    if (port) {
      const base = `http://127.0.0.1:${port}`;
      if ((await fetch(`${base}/healthz`)).ok) return { base, log };
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${log.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${log.text()}`);
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'daybook-startup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('starting the server', () => {
  it('loads the demo organisation into a fresh embedded database, prints the logins, and each signs in', async () => {
    const { base, log } = await startServer({ DATA_DIR: tempDir(), DATABASE_URL: '' });
    await expect.poll(() => log.text()).toContain('Loaded the demo organisation');
    for (const { email, role } of DEMO_LOGINS) {
      expect(log.text()).toMatch(new RegExp(`${email.replace('.', '\\.')}\\s+${role}`));
      const response = await post(`${base}/api/login/`, { email, password: DEMO_PASSWORD });
      expect(response.status).toBe(200);
    }
    const page = await fetch(`${base}/`);
    expect(page.status).toBeLessThan(500);
    // Node's parser refuses oversized headers before Fastify sees them; the answer keeps the API's shape
    const oversized = await fetch(`${base}/api/profile/`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(oversized.status).toBe(431);
    expect(await oversized.json()).toMatchObject({ detail: 'The request headers are too large.' });
  }, 90_000);

  it('refuses to start with TRUST_PROXY=true, which would believe any X-Forwarded-For', async () => {
    const child = run('main', { DATA_DIR: tempDir(), DATABASE_URL: '', TRUST_PROXY: 'true', PORT: '0' });
    const log = output(child);
    expect(await exitCode(child)).toBe(1);
    expect(log.text()).toContain('TRUST_PROXY=true would believe any X-Forwarded-For header');
  }, 90_000);

  it.runIf(dialects().includes('postgres'))(
    'on PostgreSQL loads no demo data, and create-admin makes the first admin who can sign in',
    async () => {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      const env = { DATABASE_URL: database.url, DATA_DIR: tempDir() };

      const weak = run('cli/create-admin', { ...env, ADMIN_PASSWORD: 'short' }, ['--email', 'a@b.org', '--name', 'A']);
      const weakLog = output(weak);
      expect(await exitCode(weak)).toBe(2);
      expect(weakLog.text()).toContain('Password must be at least 12 characters');

      const cli = run('cli/create-admin', { ...env, ADMIN_PASSWORD: 'First-Admin-2026!' }, [
        '--email',
        'Boss@Example.org',
        '--name',
        'Pat Boss',
      ]);
      const cliLog = output(cli);
      expect(await exitCode(cli)).toBe(0);
      expect(cliLog.text()).toContain('Created admin boss@example.org');

      const { base } = await startServer(env);
      expect((await post(`${base}/api/login/`, { email: 'ana@daybook.test', password: DEMO_PASSWORD })).status).toBe(
        401,
      );
      const login = await post(`${base}/api/login/`, { email: 'boss@example.org', password: 'First-Admin-2026!' });
      expect(login.status).toBe(200);
      const profile = await fetch(`${base}/api/profile`, {
        headers: { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` },
      });
      expect(await profile.json()).toMatchObject({ role: 'admin', name: 'Pat Boss' });
      // the organisation counts as set up: an anonymous signup no longer becomes admin
      const signup = await post(`${base}/api/register/`, {
        name: 'X',
        email: 'x@example.org',
        password: 'Another-Admin-2026!',
      });
      expect(signup.status).toBe(401);
    },
    120_000,
  );
});
