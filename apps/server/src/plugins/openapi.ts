import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
  .describe('An error: detail, a machine code, and for validation failures a list of messages per field');

/** Error responses for a route's OpenAPI entry. */
export function errorResponses(...codes: number[]): Record<number, typeof detailSchema> {
  return Object.fromEntries(codes.map((code) => [code, detailSchema]));
}

/** The generated OpenAPI document at /api/docs/json and its viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
  });
  // No staticCSP: the viewer's files are all external, so the app-wide policy (plugins/security.ts) fits it.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
