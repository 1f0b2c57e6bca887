import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer } from './server-process.js';

/**
 * Graceful shutdown of the real process (docs/operations.md, "Stopping"): on SIGTERM the server
 * stops accepting connections, lets a request already in flight finish, and exits; a request that
 * never finishes does not keep it alive past SHUTDOWN_DEADLINE_MS.
 */
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

async function startServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybook-shutdown-'));
  const child = spawnServer('main', {
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_DATA: 'off',
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  // a start on a loaded 2-core CI machine has taken over 15 s (README.md, "Test it")
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const port = /running on http:\/\/localhost:(\d+)/.exec(text)?.[1];
    if (port) return { child, port: Number(port), log: () => text };
    if (child.exitCode !== null) throw new Error(`server exited: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${text}`);
}

function exited(child: ChildProcess): Promise<{ code: number | null; at: number }> {
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a connection and sends a sign-in request's headers and the first half of its body. */
async function startSlowSignIn(port: number) {
  const body = JSON.stringify({ email: 'nobody@daybook.test', password: 'Not-The-Password-1!' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const half = Math.floor(body.length / 2);
  socket.write(
    'POST /api/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: (pipelined = '') => socket.write(body.slice(half) + pipelined),
    closed,
    answer: () => answer,
    destroy: () => socket.destroy(),
  };
}

describe('shutting down', () => {
  it('lets an in-flight request finish, refuses new connections and exits 0', async () => {
    const { child, port, log } = await startServer();
    const slow = await startSlowSignIn(port);
    await sleep(300); // the server has the headers: the request is in flight
    const exit = exited(child);
    child.kill('SIGTERM');
    await expect.poll(log, { timeout: 5000 }).toContain('shutting down');
    // no longer listening: a new connection is refused
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(child.exitCode).toBeNull();
    slow.finish();
    await slow.closed;
    // the in-flight request got its real answer (an unknown account), not a 503 or a reset
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 401 /);
    expect(slow.answer()).toContain('"code":"invalid_credentials"');
    const { code } = await exit;
    expect(code).toBe(0);
  }, 120_000);

  it('answers a request arriving on an open connection while it stops with 503 server_stopping, in the API shape', async () => {
    const { child, port, log } = await startServer();
    const slow = await startSlowSignIn(port);
    await sleep(300);
    const exit = exited(child);
    child.kill('SIGTERM');
    await expect.poll(log, { timeout: 5000 }).toContain('shutting down');
    // the rest of the sign-in, and a second request sent behind it on the same connection
    slow.finish('GET /api/organisation/ HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await slow.closed;
    const answers = slow.answer();
    expect(answers).toMatch(/^HTTP\/1\.1 401 /);
    const second = answers.slice(answers.indexOf('HTTP/1.1', 1));
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.toLowerCase()).toContain('retry-after: 1');
    expect(second).toContain('"code":"server_stopping"');
    expect(second).toContain('"error_code":"server_stopping"');
    expect((await exit).code).toBe(0);
  }, 120_000);

  it('exits within SHUTDOWN_DEADLINE_MS when a request never finishes', async () => {
    const { child, port, log } = await startServer({ SHUTDOWN_DEADLINE_MS: '800' });
    const stuck = await startSlowSignIn(port);
    cleanups.push(stuck.destroy);
    await sleep(300);
    const exit = exited(child);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const { code, at } = await exit;
    expect(code).toBe(1);
    expect(at - signalledAt).toBeGreaterThanOrEqual(700);
    expect(at - signalledAt).toBeLessThan(5000);
    expect(log()).toContain('shutdown deadline passed');
  }, 120_000);
});
