import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

/**
 * A client that sends its request slowly cannot hold a connection (docs/security.md, "Timeouts"):
 * a real listening server with short timeouts, and raw sockets that drip their bytes.
 */
const REQUEST_MS = 800;
const HEADERS_MS = 400;
const KEEP_ALIVE_MS = 300;

describe('HTTP timeouts on a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      requestTimeoutMs: REQUEST_MS,
      headersTimeoutMs: HEADERS_MS,
      keepAliveTimeoutMs: KEEP_ALIVE_MS,
      connectionTimeoutMs: 10_000,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => t.close());

  /** Opens a socket, writes `first`, then one of `drip` every 100 ms until the server closes it. */
  function slowClient(first: string, drip: string) {
    const started = Date.now();
    return new Promise<{ answer: string; elapsed: number }>((resolve, reject) => {
      const socket: Socket = connect(port, '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 5 s; received: ${answer}`));
      }, 5000);
      socket.on('connect', () => {
        socket.write(first);
        timer = setInterval(() => socket.writable && socket.write(drip), 100);
      });
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve({ answer, elapsed: Date.now() - started });
      });
    });
  }

  it('sets the configured timeouts on the Node server', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_MS);
    expect(t.app.server.headersTimeout).toBe(HEADERS_MS);
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(t.app.server.timeout).toBe(10_000);
  });

  it('cuts a body that arrives a byte at a time with 408 and closes the connection', async () => {
    const head =
      'POST /api/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"';
    const { answer, elapsed } = await slowClient(head, 'a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'request_timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(elapsed).toBeLessThan(REQUEST_MS + 2000);
  });

  it('cuts headers that arrive a line at a time', async () => {
    const { answer, elapsed } = await slowClient(
      'GET /api/organisation/ HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: yes\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsed).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(elapsed).toBeLessThan(HEADERS_MS + 2000);
  });

  it('answers a prompt request, then closes the idle keep-alive connection', async () => {
    const started = Date.now();
    const { answer, elapsed } = await new Promise<{ answer: string; elapsed: number }>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/organisation/ HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve({ answer: text, elapsed: Date.now() - started }));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(elapsed).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50);
    expect(elapsed).toBeLessThan(KEEP_ALIVE_MS + 2000);
  });
});
