import { describe, expect, it } from 'vitest';
import { API_CACHE_NAME, apiCacheActionOnSessionChange, clearApiCache, isOfflineCacheableApi } from './api-cache';

const at = (path: string, method = 'GET', sameOrigin = true) => ({
  url: new URL(path, 'https://daybook.example'),
  request: { method },
  sameOrigin,
});

describe('which API answers the service worker keeps for offline use', () => {
  it("keeps the signed-in person's reads", () => {
    for (const path of [
      '/api/profile/',
      '/api/attendance/today/',
      '/api/timesheet/?start=2026-11-01',
      '/api/clients/7/',
    ]) {
      expect(isOfflineCacheableApi(at(path)), path).toBe(true);
    }
  });

  it('never keeps a write, even to a readable path', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isOfflineCacheableApi(at('/api/attendance/today/', method)), method).toBe(false);
    }
  });

  it('never keeps the session calls, exports or the admin console data', () => {
    for (const path of [
      '/api/login/',
      '/api/logout/',
      '/api/token/refresh/',
      '/api/register/',
      '/api/change-password/',
      '/api/admin/audit-log',
      '/api/payroll/export',
      '/api/evv/visits/export?from=2026-11-01',
    ]) {
      expect(isOfflineCacheableApi(at(path)), path).toBe(false);
    }
  });

  it('keeps nothing that is not the API of this origin', () => {
    expect(isOfflineCacheableApi(at('/home'))).toBe(false);
    expect(isOfflineCacheableApi(at('/healthz'))).toBe(false);
    expect(isOfflineCacheableApi(at('/apiary/'))).toBe(false);
    expect(isOfflineCacheableApi(at('/api/profile/', 'GET', false))).toBe(false);
  });

  it('is self-contained, because Workbox copies its source into the service worker', () => {
    // a reference to an import would be undefined in the worker: the body may name only its
    // parameters and globals that exist there
    const source = isOfflineCacheableApi.toString();
    expect(source).not.toMatch(/API_CACHE_NAME|apiCacheActionOnSessionChange|clearApiCache|import/);
    const copied = new Function(`return (${source})`)() as typeof isOfflineCacheableApi;
    expect(copied(at('/api/profile/'))).toBe(true);
    expect(copied(at('/api/login/'))).toBe(false);
  });
});

describe('the cached API answers when the session changes', () => {
  it('clears them when a session ends or a new one starts, and keeps them when tokens are renewed', () => {
    expect(apiCacheActionOnSessionChange(true, false)).toBe('clear');
    expect(apiCacheActionOnSessionChange(false, true)).toBe('clear');
    expect(apiCacheActionOnSessionChange(true, true)).toBe('keep');
    expect(apiCacheActionOnSessionChange(false, false)).toBe('keep');
  });

  it('deletes the API cache, and only it', async () => {
    const deleted: string[] = [];
    const storage = {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    };
    await expect(clearApiCache(storage)).resolves.toBe(true);
    expect(deleted).toEqual([API_CACHE_NAME]);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(clearApiCache(undefined)).resolves.toBe(false);
  });
});
