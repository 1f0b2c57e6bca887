import { clientSchema, historyRecordSchema, todaySchema } from '@daybook/domain';
import fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { compiledSerializer, compilesResponse, responseSerializerCompiler } from '../src/lib/response-serializer.js';

/**
 * The compiled response serializer (lib/response-serializer.ts, issue 17) against
 * fastify-type-provider-zod's, which it replaces: for every value, the same JSON text, or the same
 * refusal (the error zod's serializer throws, with the same issues).
 */

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/test/', httpStatus: '200' });

type Outcome = { text: string } | { error: string; name: string; issues: unknown };

function outcome(serialize: (data: unknown) => string, value: unknown): Outcome {
  try {
    return { text: serialize(value) };
  } catch (error) {
    const e = error as Error & { cause?: { issues?: unknown } };
    return { error: e.message, name: e.name, issues: e.cause?.issues };
  }
}

function expectSame(schema: $ZodType, values: unknown[]): void {
  const ours = responseSerializerCompiler(route(schema) as never) as (data: unknown) => string;
  const theirs = zodSerializerCompiler(route(schema) as never) as (data: unknown) => string;
  for (const value of values) expect(outcome(ours, value)).toEqual(outcome(theirs, value));
}

/** Text that JSON.stringify writes in every way: plain, escaped, controls, lone and paired surrogates. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    'a"b',
    'back\\slash',
    'line\nbreak',
    '\u0000',
    '\u001f',
    '\u007f',
    '\ud800',
    'x\udfffy',
    '😀',
    '\u2028',
  ),
);
/** Numbers at the edges of zod's checks and of JSON: -0, NaN, ±Infinity, unsafe integers, fractions. */
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1e21, 1e-7, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), 0.5, Number.NaN, Infinity, -Infinity),
);
/** Anything at all: the wrong type for any schema. */
const anything = fc.oneof(
  fc.anything(),
  fc.constantFrom(undefined, null, [], {}, new Date(0), Number.NaN, -0, 'text', 1, true),
);

/** Values shaped like the schema, each part sometimes replaced by anything, keys sometimes dropped or added. */
function arbitraryValue(schema: $ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return text;
      case 'number':
        return number;
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'literal':
      case 'enum':
        return fc.constantFrom(...(schema._zod.values as Set<unknown>));
      case 'nullable':
        return fc.oneof(fc.constant(null), arbitraryValue(def.innerType as $ZodType));
      case 'optional':
        return fc.oneof(fc.constant(undefined), arbitraryValue(def.innerType as $ZodType));
      case 'array':
        return fc.array(arbitraryValue(def.element as $ZodType), { maxLength: 4 });
      case 'object': {
        const shape = def.shape as Record<string, $ZodType>;
        const parts = Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, arbitraryValue(inner)]));
        return fc
          .tuple(
            fc.record(parts, { requiredKeys: [] }),
            fc.dictionary(fc.constantFrom('extra', 'id', 'zz', '__proto__', 'status'), anything, { maxKeys: 2 }),
            fc.boolean(),
          )
          .map(([record, extra, extraFirst]) => (extraFirst ? { ...extra, ...record } : { ...record, ...extra }));
      }
      default:
        return anything;
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 12 }, { arbitrary: anything, weight: 1 });
}

/** Valid values only: every key present, every part of its type. */
function validValue(schema: $ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
      return text;
    case 'number':
      return fc.integer({ min: 1, max: 10 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
    case 'enum':
      return fc.constantFrom(...(schema._zod.values as Set<unknown>));
    case 'nullable':
      return fc.oneof(fc.constant(null), validValue(def.innerType as $ZodType));
    case 'optional':
      return fc.oneof(fc.constant(undefined), validValue(def.innerType as $ZodType));
    case 'array':
      return fc.array(validValue(def.element as $ZodType), { maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape as Record<string, $ZodType>).map(([key, inner]) => [key, validValue(inner)]),
        ),
      );
    default:
      throw new Error(`no valid values for ${def.type}`);
  }
}

const kinds = z.object({
  s: z.string(),
  n: z.number(),
  i: z.number().int(),
  bounded: z.number().int().min(0).max(10),
  positive: z.number().positive(),
  b: z.boolean(),
  nil: z.null(),
  lit: z.literal('on'),
  num_lit: z.literal(3),
  e: z.enum(['A', 'B']),
  ns: z.string().nullable(),
  os: z.string().optional(),
  nos: z.string().optional().nullable(),
  list: z.array(z.number().int().nullable()),
  holes: z.array(z.string().optional()),
  nested: z.object({ a: z.string(), 'we"ird\nkey': z.boolean().optional() }).nullable(),
});

describe('compiled response serializer', () => {
  it('compiles the plain schemas of the hot reads and leaves the rest to zod', () => {
    expect(compilesResponse(todaySchema)).toBe(true);
    expect(compilesResponse(z.array(historyRecordSchema))).toBe(true);
    expect(compilesResponse(z.array(clientSchema))).toBe(true);
    expect(compilesResponse(kinds)).toBe(true);
    for (const other of [
      z.email(),
      z.iso.datetime(),
      z.int(),
      z.coerce.number(),
      z.string().min(1),
      z.string().default('x'),
      z.string().transform((value) => value.length),
      z.union([z.string(), z.number()]),
      z.record(z.string(), z.string()),
      z.object({ a: z.string() }).strict(),
      z.object({ a: z.string() }).passthrough(),
      z.object({ a: z.string().optional().default('x') }),
      z.array(z.string()).max(3),
      z.number().multipleOf(2),
      z.date(),
      z.unknown(),
    ]) {
      expect(compilesResponse(other)).toBe(false);
    }
  });

  /**
   * A valid answer is written by the compiled writer itself (not handed on to zod) exactly as zod's
   * serializer writes it; any other value is written or refused as zod's serializer does.
   */
  function expectAsZod(schema: $ZodType, validRuns: number, arbitraryRuns: number): void {
    const compiled = compiledSerializer(schema);
    const theirs = zodSerializerCompiler(route(schema) as never) as (data: unknown) => string;
    fc.assert(
      fc.property(validValue(schema), (value) => {
        expect(compiled?.(value)).toBe(theirs(value));
      }),
      { numRuns: validRuns },
    );
    fc.assert(
      fc.property(arbitraryValue(schema), (value) => expectSame(schema, [value])),
      { numRuns: arbitraryRuns },
    );
  }

  it('writes what zod’s serializer writes, or refuses as it does, for every kind of schema it compiles', () => {
    expectAsZod(kinds, 1000, 3000);
  });

  it('writes the answers of today/, history/ and clients/ byte for byte as zod’s serializer', () => {
    for (const schema of [todaySchema, z.array(historyRecordSchema), z.array(clientSchema)])
      expectAsZod(schema, 300, 300);
  });

  // An object's writer is generated code with its keys written in as literals (objectWriter).
  it('writes keys that are no identifiers, with quotes, escapes and separators in them, as zod’s serializer', () => {
    const keys = z.object({
      '': z.string(),
      'a b': z.number().optional(),
      "it's": z.boolean(),
      'back`tick${x}': z.string().nullable(),
      'line\u2028sep\u2029': z.string().optional(),
      'back\\slash"quote': z.null(),
      '\u0000\n\t': z.literal('on'),
      constructor: z.string(),
      toString: z.number().optional(),
      '0': z.boolean(),
      '-1': z.string(),
      'é😀\ud800': z.string(),
    });
    expect(compilesResponse(keys)).toBe(true);
    expectAsZod(keys, 300, 1000);
    expectAsZod(z.object({}), 10, 100);
  });

  it('hands schemas it does not compile to zod’s serializer unchanged', () => {
    const union = z.object({ code: z.union([z.string(), z.array(z.string())]).optional(), detail: z.string() });
    expectSame(union, [
      { detail: 'x', code: ['a'] },
      { detail: 'x', code: 1 },
      { detail: 'x', extra: 1 },
    ]);
    const defaulted = z.object({ a: z.string().default('filled'), b: z.number().transform(String) });
    expectSame(defaulted, [{ b: 1 }, { a: 'x', b: 2 }, { a: 1, b: 2 }]);
  });
});
