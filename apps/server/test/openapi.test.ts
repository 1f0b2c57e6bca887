import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type TestApp } from './helper.js';

const OPERATIONS = [
  ['post', '/api/login/'],
  ['post', '/api/register/'],
  ['post', '/api/logout/'],
  ['post', '/api/token/refresh/'],
  ['post', '/api/change-password/'],
  ['get', '/api/profile/'],
  ['put', '/api/profile/'],
  ['get', '/api/user/settings/'],
  ['get', '/api/attendance/biweekly-date-range/'],
  ['get', '/api/organisation/'],
] as const;

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
}

describe.each(dialects())('OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const response = await call(t, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => t.close());

  it('is an OpenAPI 3.1 document served without signing in', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it.each(OPERATIONS)('describes %s %s', (method, path) => {
    expect(Object.keys(doc.paths)).toContain(path);
    expect(doc.paths[path]).toHaveProperty(method);
  });

  it('documents the request body of every write', () => {
    for (const [method, path] of OPERATIONS) {
      if (method === 'get') continue;
      expect(doc.paths[path]?.[method]?.requestBody, `${method} ${path}`).toBeDefined();
    }
  });

  it('marks sign-in and token refresh as needing no bearer token, and the profile as needing one', () => {
    expect(doc.paths['/api/login/']?.post?.security).toEqual([]);
    expect(doc.paths['/api/token/refresh/']?.post?.security).toEqual([]);
    expect(doc.paths['/api/profile/']?.get?.security).not.toEqual([]);
  });

  it('documents the error answers of the sign-in family', () => {
    expect(Object.keys(doc.paths['/api/login/']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
    expect(Object.keys(doc.paths['/api/change-password/']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
  });

  it('serves the viewer at /api/docs', async () => {
    const response = await call(t, 'GET', '/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves the viewer under the app-wide policy, which runs its external scripts over plain HTTP', async () => {
    const response = await call(t, 'GET', '/api/docs/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // upgrade-insecure-requests would send the viewer's files to https:// and leave a blank page
    expect(csp).not.toContain('upgrade-insecure-requests');
    const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src=/);
      expect(inline?.trim()).toBe('');
    }
  });
});
