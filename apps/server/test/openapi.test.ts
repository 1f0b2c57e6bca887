import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneComponentSchemas } from '../src/plugins/openapi.js';
import { COMPONENT_EXAMPLES } from '../src/plugins/openapi-components.js';
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
    Record<
      string,
      { operationId?: string; security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }
    >
  >;
  components: { schemas: Record<string, unknown> };
}

const SCHEMA_REF = '#/components/schemas/';

/** Every `$ref` in a part of the document. */
function refsIn(value: unknown): string[] {
  const refs: string[] = [];
  JSON.stringify(value, (key, v) => {
    if (key === '$ref') refs.push(v);
    return v;
  });
  return refs;
}

describe('OpenAPI description as a contract (read by generators)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = (await call(t, 'GET', '/api/docs/json')).json();
  });
  afterAll(async () => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('names every operation with a unique verb-noun camelCase operationId', () => {
    const missing = operations().filter(({ operation }) => !operation.operationId);
    expect(missing.map(({ route }) => route)).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId as string);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][a-zA-Z]*$|^(login|logout)$/);
    expect(ids.length).toBeGreaterThan(80);
  });

  it('is a valid OpenAPI 3.1 document (structure and every $ref, as openapi-typescript checks it)', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    await expect(openapiTS(doc as never, { silent: true })).resolves.toBeDefined();
  });

  it('shares named component schemas between routes, each of them used, and refers to no missing one', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['Error', 'Client', 'Timecard', 'WorkDay', 'LoginRequest']));
    const refs = refsIn(doc);
    for (const ref of refs) expect(names).toContain(ref.slice(SCHEMA_REF.length));
    const referenced = new Set(refs.map((ref) => ref.slice(SCHEMA_REF.length)));
    expect(names.filter((name) => !referenced.has(name))).toEqual([]);
    // Client is answered by six routes and written once.
    const clientUses = refsIn(doc.paths).filter((ref) => ref === `${SCHEMA_REF}Client`);
    expect(clientUses.length).toBeGreaterThanOrEqual(6);
    // One error shape for every refusal of every route.
    const errorUses = refsIn(doc.paths).filter((ref) => ref === `${SCHEMA_REF}Error`);
    expect(errorUses.length).toBeGreaterThan(200);
    // Written once each: no object schema of any size is spelled out twice in the paths (with every
    // schema inline the document was 488 KB, about 4.4 KB an operation).
    const inline = new Map<string, number>();
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { type?: unknown; properties?: unknown };
      if (schema.type === 'object' && schema.properties) {
        const text = JSON.stringify(schema);
        if (text.length > 400) inline.set(text, (inline.get(text) ?? 0) + 1);
      }
      for (const value of Object.values(node)) collect(value);
    };
    collect(doc.paths);
    expect([...inline].filter(([, uses]) => uses > 1).map(([text]) => text.slice(0, 120))).toEqual([]);
    const operationCount = operations().length;
    expect(JSON.stringify(doc).length / operationCount).toBeLessThan(2_000);
  });

  it('gives examples on the main requests, each of which its schema accepts', () => {
    for (const id of ['LoginRequest', 'RegisterRequest', 'PauseRequest', 'ClientAttendanceCreate', 'NewRate']) {
      expect((doc.components.schemas[id] as { examples?: unknown[] }).examples, id).toHaveLength(1);
    }
    for (const { id, schema, examples } of COMPONENT_EXAMPLES) {
      for (const example of examples) expect(schema.safeParse(example).error, id).toBeUndefined();
    }
  });

  it('keeps a request schema under its own name and the request and answer forms apart only when they differ', () => {
    const pruned = pruneComponentSchemas({
      paths: {
        a: { $ref: `${SCHEMA_REF}AInput` },
        b: [{ $ref: `${SCHEMA_REF}B` }, { $ref: `${SCHEMA_REF}BInput` }],
        c: [{ $ref: `${SCHEMA_REF}C` }, { $ref: `${SCHEMA_REF}CInput` }],
      },
      components: {
        schemas: {
          AInput: { type: 'object', properties: { d: { $ref: `${SCHEMA_REF}DInput` } } },
          A: { type: 'string' },
          B: { type: 'string', default: 'x' },
          BInput: { type: 'string' },
          C: { type: 'number' },
          CInput: { type: 'number' },
          DInput: { type: 'number' },
          Unused: { type: 'number' },
          UnusedInput: { type: 'number' },
        },
      },
    });
    expect(Object.keys(pruned.components?.schemas ?? {})).toEqual(['A', 'B', 'BInput', 'C', 'D']);
    expect(pruned.components?.schemas?.A).toEqual({ type: 'object', properties: { d: { $ref: `${SCHEMA_REF}D` } } });
    expect(refsIn(pruned)).toEqual(expect.not.arrayContaining([`${SCHEMA_REF}CInput`, `${SCHEMA_REF}AInput`]));
  });
});

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
