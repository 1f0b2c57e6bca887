import { expect } from 'vitest';
import { call, type Session, type TestApp } from './helper.js';

/** One operation of the OpenAPI document: its query parameters and top-level body properties. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query: string[];
  body: string[];
}

/** Every operation the running server documents (so a new route is swept without a new row). */
export async function operations(t: TestApp): Promise<Operation[]> {
  interface Schema {
    $ref?: string;
    properties?: Record<string, unknown>;
    allOf?: Schema[];
    anyOf?: Schema[];
  }
  const doc = (await call(t, 'GET', '/api/docs/json')).json() as {
    components?: { schemas?: Record<string, Schema> };
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
        }
      >
    >;
  };
  // Bodies may be named component schemas ($ref) or compositions of them.
  const fields = (schema: Schema | undefined, depth = 0): string[] => {
    if (!schema || depth > 5) return [];
    if (schema.$ref) return fields(doc.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''], depth + 1);
    return [
      ...Object.keys(schema.properties ?? {}),
      ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap((part) => fields(part, depth + 1)),
    ];
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: [...new Set(fields(op.requestBody?.content?.['application/json']?.schema))],
    })),
  );
}

/** The kiosk's own routes: they take a registered tablet's token, not a person's session (ADR 0024). */
const KIOSK_DEVICE_ROUTES = new Set([
  '/api/kiosk/device/',
  '/api/kiosk/roster/',
  '/api/kiosk/identify/',
  '/api/kiosk/punch/',
  '/api/kiosk/member-visits/',
]);

/** Registers a tablet at the first location with coordinates, for a sweep's kiosk routes; its token. */
export async function sweepTablet(t: TestApp, admin: Session, name: string): Promise<string> {
  const location = await t.db
    .selectFrom('locations')
    .select('id')
    .where('latitude', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const device = await call(t, 'POST', '/api/kiosk/devices/', {
    session: admin,
    payload: { name, location_id: location.id },
  });
  expect(device.statusCode, device.body).toBe(201);
  return (device.json() as { token: string }).token;
}

/** The credential a route takes: the admin's session, or the tablet's token on a kiosk route. */
export const sweepCredential = (op: Operation, admin: Session, kioskToken: string) =>
  KIOSK_DEVICE_ROUTES.has(op.path) ? { headers: { authorization: `Kiosk ${kioskToken}` } } : { session: admin };

/** A path with its id parameters (`{id}`, `{user_id}`) set to `id` and any other (a date) to a valid value. */
export const withId = (path: string, id: string) =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'id' || name.endsWith('_id') ? id : '2026-11-01'));
