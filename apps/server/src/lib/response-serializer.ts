import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Writes a value as JSON, or throws NOT_THIS_WAY when the value is not one the schema accepts (or
 * the schema is one this file does not compile): `undefined` stands for a property left out.
 */
type Writer = (value: unknown) => string | undefined;

/** Thrown by a compiled writer that cannot vouch for the answer; the zod serializer then decides. */
const NOT_THIS_WAY = Symbol('not this way');

/** Whether JSON.stringify escapes anything in the text: controls, `"`, `\` or a surrogate (lone ones are). */
function needsEscape(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

function writeString(value: unknown): string {
  if (typeof value !== 'string') throw NOT_THIS_WAY;
  return needsEscape(value) ? JSON.stringify(value) : `"${value}"`;
}

function writeNumber(value: unknown): string {
  // zod's number refuses NaN and ±Infinity (which JSON.stringify would write as null)
  if (typeof value !== 'number' || !Number.isFinite(value)) throw NOT_THIS_WAY;
  return String(value);
}

function writeBoolean(value: unknown): string {
  if (typeof value !== 'boolean') throw NOT_THIS_WAY;
  return value ? 'true' : 'false';
}

function writeNull(value: unknown): string {
  if (value !== null) throw NOT_THIS_WAY;
  return 'null';
}

/** A literal or enum value as JSON.stringify writes it. */
function writeScalar(value: string | number | boolean | null): string {
  return typeof value === 'string' ? writeString(value) : String(value);
}

interface ZodDef {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: $ZodType): ZodDef => schema._zod.def as unknown as ZodDef;

/** The number checks compiled here: zod's `int()` (a safe integer) and `min`/`max`/`positive`/… */
function numberWriter(def: ZodDef): Writer | null {
  const checks = (def.checks as $ZodType[] | undefined) ?? [];
  const tests: ((value: number) => boolean)[] = [];
  for (const check of checks) {
    const c = check._zod.def as unknown as { check: string; format?: string; value?: unknown; inclusive?: boolean };
    if (c.check === 'number_format' && c.format === 'safeint') tests.push(Number.isSafeInteger);
    else if (c.check === 'greater_than' && typeof c.value === 'number') {
      const bound = c.value;
      tests.push(c.inclusive ? (value) => value >= bound : (value) => value > bound);
    } else if (c.check === 'less_than' && typeof c.value === 'number') {
      const bound = c.value;
      tests.push(c.inclusive ? (value) => value <= bound : (value) => value < bound);
    } else return null;
  }
  if (tests.length === 0) return writeNumber;
  return (value) => {
    const text = writeNumber(value);
    for (const test of tests) if (!test(value as number)) throw NOT_THIS_WAY;
    return text;
  };
}

/** Values of a literal or an enum, when all are JSON scalars. */
function scalarValues(values: Iterable<unknown>): Set<string | number | boolean | null> | null {
  const set = new Set<string | number | boolean | null>();
  for (const value of values) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') set.add(value);
    else if (typeof value === 'number' && Number.isFinite(value)) set.add(value);
    else return null;
  }
  return set;
}

/** The settings of each kind of schema compiled here (`error` only words a refusal: zod's to make). */
const KNOWN_DEF_KEYS: Record<string, ReadonlySet<string>> = {
  string: new Set(['type', 'checks']),
  number: new Set(['type', 'checks']),
  boolean: new Set(['type', 'checks']),
  null: new Set(['type']),
  literal: new Set(['type', 'values']),
  enum: new Set(['type', 'entries']),
  nullable: new Set(['type', 'innerType']),
  optional: new Set(['type', 'innerType']),
  array: new Set(['type', 'element', 'checks']),
  object: new Set(['type', 'shape', 'checks', 'catchall']),
};

/**
 * A writer that checks and writes in one pass what `JSON.stringify(schema.parse(value))` would
 * give, for the schemas answers are made of: objects (zod's default: unknown keys left out),
 * arrays, strings, numbers (with `int`, `min`, `max`), booleans, null, literals, enums, nullable
 * and optional. Anything else (unions, records, transforms, defaults, checked strings, strict or
 * loose objects…) is null: the route keeps zod's serializer.
 */
function compile(schema: $ZodType): Writer | null {
  const def = defOf(schema);
  const known = KNOWN_DEF_KEYS[def.type];
  // a string format (`z.email()`), `z.int()`, coercion…: a setting this file does not read
  if (!known || Object.keys(def).some((key) => !known.has(key) && key !== 'error')) return null;
  const checks = def.checks as unknown[] | undefined;
  const checked = checks !== undefined && checks.length > 0;
  switch (def.type) {
    case 'string':
      return checked ? null : writeString;
    case 'number':
      return numberWriter(def);
    case 'boolean':
      return checked ? null : writeBoolean;
    case 'null':
      return writeNull;
    case 'literal':
    case 'enum': {
      const values = scalarValues(schema._zod.values ?? []);
      if (!values) return null;
      return (value) => {
        if (!values.has(value as never)) throw NOT_THIS_WAY;
        return writeScalar(value as string | number | boolean | null);
      };
    }
    case 'nullable': {
      const inner = compile(def.innerType as $ZodType);
      return inner && ((value) => (value === null ? 'null' : inner(value)));
    }
    case 'optional': {
      // only an inner schema that has no say about undefined (not a default, not another optional)
      const innerSchema = def.innerType as $ZodType;
      if (innerSchema._zod.optin === 'optional') return null;
      const inner = compile(innerSchema);
      return inner && ((value) => (value === undefined ? undefined : inner(value)));
    }
    case 'array': {
      if (checked) return null;
      const element = compile(def.element as $ZodType);
      if (!element) return null;
      return (value) => {
        if (!Array.isArray(value)) throw NOT_THIS_WAY;
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          // an element left out is written as JSON.stringify writes undefined in an array
          out += element(value[i]) ?? 'null';
        }
        return `${out}]`;
      };
    }
    case 'object': {
      // a catchall (strict, loose or typed extra keys) changes which keys pass: zod decides
      if (def.catchall !== undefined || checked) return null;
      const shape = def.shape as Record<string, $ZodType>;
      const keys = Object.keys(shape);
      const heads: string[] = [];
      const writers: Writer[] = [];
      for (const key of keys) {
        const writer = compile(shape[key] as $ZodType);
        if (!writer) return null;
        heads.push(`${JSON.stringify(key)}:`);
        writers.push(writer);
      }
      return objectWriter(keys, heads, writers);
    }
    default:
      return null;
  }
}

/**
 * An object's writer as a function written for its keys: each key read by name and written by its
 * own writer, in the schema's order, a key whose writer leaves it out (`undefined`) skipped. The
 * same steps as a loop over the keys, but each read and each writer's call sees one key and one
 * writer, which the engine makes fast; a loop's `record[keys[i]]` and `writers[i](…)` see them all
 * and took twice as long on the history answer (docs/performance.md). The keys and their heads go
 * into the code as JSON string literals (JSON.stringify, so any key is quoted and escaped).
 */
function objectWriter(keys: readonly string[], heads: readonly string[], writers: readonly Writer[]): Writer {
  const steps = keys.map(
    (key, i) =>
      `text = w${i}(value[${JSON.stringify(key)}]);\n` +
      `if (text !== undefined) out += out === '' ? ${JSON.stringify(`{${heads[i]}`)} + text : ${JSON.stringify(`,${heads[i]}`)} + text;`,
  );
  const body = [
    'return function writeObject(value) {',
    "if (typeof value !== 'object' || value === null || Array.isArray(value)) throw NOT_THIS_WAY;",
    "let out = '';",
    'let text;',
    ...steps,
    "return out === '' ? '{}' : out + '}';",
    '};',
  ].join('\n');
  const make = new Function('NOT_THIS_WAY', ...keys.map((_, i) => `w${i}`), body) as (
    notThisWay: symbol,
    ...writers: Writer[]
  ) => Writer;
  return make(NOT_THIS_WAY, ...writers);
}

function resolveSchema(maybeSchema: unknown): $ZodType | null {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : null;
}

/**
 * The schema's one-pass writer: the answer's JSON, or null when the writer cannot vouch for it (a
 * value the schema refuses, or nothing at all). Null for a schema that `compile` leaves to zod.
 */
export function compiledSerializer(schema: $ZodType): ((data: unknown) => string | null) | null {
  const writer = compile(schema);
  if (!writer) return null;
  return (data) => {
    try {
      return writer(data) ?? null;
    } catch (error) {
      if (error === NOT_THIS_WAY) return null;
      throw error;
    }
  };
}

/** Whether answers of this schema are written by a compiled writer (tests, issue 17). */
export const compilesResponse = (schema: $ZodType): boolean => compile(schema) !== null;

/**
 * Fastify's serializer compiler for the routes' zod response schemas (app.ts). An answer is still
 * checked against its schema before it is sent and only the schema's keys go out, as with
 * fastify-type-provider-zod's serializer; but for the plain schemas most answers have (see
 * `compile`), the check and the JSON are made in one pass by a writer built once per route and
 * status, instead of zod building a checked copy of the answer that JSON.stringify then walks
 * again (docs/performance.md, "Where the time of one authenticated read goes"). The bytes are the
 * same: keys in the schema's order, strings and numbers as JSON.stringify writes them. Whenever the
 * writer cannot vouch for an answer (a value the schema refuses, or a schema it does not compile),
 * zod's serializer handles that answer exactly as before, so a refusal is the same 500 with the
 * same logged cause.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const fallback = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const schema = resolveSchema(route.schema);
  const serialize = schema && compiledSerializer(schema);
  if (!serialize) return fallback;
  return (data) => serialize(data) ?? fallback(data);
};
