import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../src/config.js';

describe('TRUST_PROXY', () => {
  it('believes no forwarded header by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('refuses true, which would believe an X-Forwarded-For written by anyone', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For/);
  });

  it('reads a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('11')).toThrow(/at most 10/);
  });

  it('reads proxy addresses, CIDR ranges and the named private ranges', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.4 ,::1,fd00::/8,loopback ')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/1', 'example.com', '::1/129', '1.5', ','])(
    'refuses %s',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('HTTP timeouts', () => {
  it('default to 30 s for a whole request, 10 s for headers, 72 s keep-alive, 120 s idle', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 120_000,
    });
  });

  it('are read in seconds, the header time never longer than the request time', () => {
    const config = loadConfig({ REQUEST_TIMEOUT: '5', HEADERS_TIMEOUT: '20', KEEP_ALIVE_TIMEOUT: '3' });
    expect(config).toMatchObject({ requestTimeoutMs: 5000, headersTimeoutMs: 5000, keepAliveTimeoutMs: 3000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT: '0' })).toThrow(/REQUEST_TIMEOUT/);
  });
});

describe('REFRESH_REUSE_WINDOW', () => {
  it('defaults to 30 s, may be 0 (off) to 120 s, and refuses anything else', () => {
    expect(loadConfig({}).refreshReuseWindow).toBe(30);
    expect(loadConfig({ REFRESH_REUSE_WINDOW: '0' }).refreshReuseWindow).toBe(0);
    expect(loadConfig({ REFRESH_REUSE_WINDOW: '120' }).refreshReuseWindow).toBe(120);
    for (const value of ['121', '-1', '2.5', 'soon']) {
      expect(() => loadConfig({ REFRESH_REUSE_WINDOW: value }), value).toThrow(/REFRESH_REUSE_WINDOW/);
    }
  });
});
