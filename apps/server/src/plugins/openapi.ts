import { isDeepStrictEqual } from 'node:util';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { declareAccess, platformPolicy } from '../lib/access.js';
import { COMPONENT_EXAMPLES, registerComponentSchemas } from './openapi-components.js';

/** `{"detail": "...", "code": "..."}` plus field lists, the API's error shape (docs/api-errors.md). */
export const detailSchema = z
  .object({
    detail: z.string(),
    error: z.string().optional(),
    code: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('The stable machine code of the refusal (a list only when a field is itself named `code`)'),
    error_code: z.string().describe('The stable machine code of the refusal, always present'),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))
      .optional()
      .describe('Values that the message of this code is filled with (for example the fields that failed)'),
  })
  .catchall(z.array(z.string()))
  .meta({
    id: 'Error',
    description: 'An error: detail, a machine code, and for validation failures a list of messages per field',
    examples: [
      {
        detail: 'email: Enter a valid email address.',
        code: 'validation_failed',
        error_code: 'validation_failed',
        params: { fields: ['email'] },
        email: ['Enter a valid email address.'],
      },
    ],
  });

/** Error responses for a route's OpenAPI entry. */
export function errorResponses(...codes: number[]): Record<number, typeof detailSchema> {
  return Object.fromEntries(codes.map((code) => [code, detailSchema]));
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * Keeps the component schemas that the document refers to (directly or through another
 * component) and gives each its plain name: fastify-type-provider-zod writes every named schema
 * twice, `Name` as answered and `NameInput` as accepted, and a request schema is only ever used
 * as `NameInput`. The two stay apart only when both are used and they differ (for example a
 * default that makes a key optional in a request).
 */
export function pruneComponentSchemas<T extends { components?: { schemas?: Record<string, unknown> } }>(doc: T): T {
  const schemas = doc.components?.schemas ?? {};
  const refsIn = (value: unknown, found: Set<string>): Set<string> => {
    JSON.stringify(value, (key, v) => {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) found.add(v.slice(SCHEMA_REF.length));
      return v;
    });
    return found;
  };
  const used = refsIn({ ...doc, components: { ...doc.components, schemas: {} } }, new Set());
  for (const queue = [...used]; queue.length > 0; ) {
    for (const name of refsIn(schemas[queue.pop() as string], new Set())) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  const rename = new Map<string, string>();
  for (const name of used) {
    const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : undefined;
    if (plain && (!used.has(plain) || isDeepStrictEqual(schemas[plain], schemas[name]))) rename.set(name, plain);
  }
  const kept = Object.fromEntries(
    [...used].filter((name) => name in schemas && !rename.has(name)).map((name) => [name, schemas[name]]),
  );
  for (const [from, to] of rename) kept[to] ??= schemas[from];
  // `$schema` and `$id` (which names the schema as it was before the renaming) say nothing here.
  const sorted = Object.fromEntries(
    Object.keys(kept)
      .sort()
      .map((name) => {
        const { $schema: _schema, $id: _id, ...schema } = kept[name] as Record<string, unknown>;
        return [name, schema];
      }),
  );
  const result = { ...doc, components: { ...doc.components, schemas: sorted } };
  return JSON.parse(JSON.stringify(result), (key, v) =>
    key === '$ref' && typeof v === 'string' && rename.has(v.slice(SCHEMA_REF.length))
      ? `${SCHEMA_REF}${rename.get(v.slice(SCHEMA_REF.length))}`
      : v,
  );
}

/**
 * Puts the examples of openapi-components.ts on their component schemas: zod leaves them out of a
 * request schema that transforms its input (the login email is lower-cased, for example).
 */
function withExamples<T extends { components?: { schemas?: Record<string, unknown> } }>(doc: T): T {
  const schemas = doc.components?.schemas ?? {};
  for (const { id, examples } of COMPONENT_EXAMPLES) {
    const schema = schemas[id] as Record<string, unknown> | undefined;
    if (schema && !schema.examples) schema.examples = examples;
  }
  return doc;
}

/** The generated OpenAPI document at /api/docs/json and its viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  registerComponentSchemas();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Daybook API',
        version: '0.1.0',
        description: [
          'Attendance and day-program care documentation. Paths are answered with or without a trailing slash.',
          '',
          'For every route: record ids in paths and query filters are canonical decimal digits ' +
            '(`0x10`, `+1`, `01`, `1e1` or ` 1` answer 400 `validation_failed`); a NUL character in any ' +
            'query, path or body text answers 400 `validation_failed` naming the field; a JSON body nested ' +
            'more than 32 levels deep answers 400 `body_too_deep`; a request whose headers or body arrive too ' +
            'slowly is cut with 408 `request_timeout`; every API answer carries `Cache-Control: no-store`.',
        ].join('\n'),
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas named with `.meta({ id })` (here and in packages/domain/src/schemas) become
    // components/schemas entries that every route refers to instead of repeating them.
    transformObject: (input) =>
      withExamples(pruneComponentSchemas(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document)),
  });
  // No staticCSP: the viewer's files are all external, so the app-wide policy (plugins/security.ts) fits it.
  await app.register(async (docs) => {
    declareAccess(docs, platformPolicy.docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
}
