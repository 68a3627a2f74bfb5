import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { safeParse, $ZodType } from 'zod/v4/core';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * Response serialisers compiled from the contract's zod schemas (Fastify's fast-json-stringify).
 *
 * The zod serialiser of fastify-type-provider-zod parses every answer against its schema and then runs
 * JSON.stringify: on a small answer that is most of the cost of a cached route (the profile, the repeat dashboard).
 * Here each response schema becomes a JSON Schema (zod's z.toJSONSchema, the output side) and a fast-json-stringify
 * function, which writes only the declared properties: a field the schema does not declare never leaks, as with
 * zod's stripping (lib/serializer.test.ts proves it).
 *
 * - A schema JSON Schema cannot state faithfully (a transform, a z.date(), a bigint, a custom type, a default that
 *   zod fills in) keeps the zod serialiser: nothing changes for it.
 * - `strict` (every environment but production: the tests, development): the answer is still checked against its
 *   zod schema first (a wrong answer is a 500, as before), and the compiled output must equal JSON.stringify of
 *   the parsed answer, else it throws: the whole API test suite proves each compiled serialiser writes what zod
 *   would have. In production the check is skipped; the types and those tests are the guarantee.
 *
 * Compiled once per schema object per process (the contract's schemas are shared by every app a test builds),
 * on a route's first answer.
 */
type Serialise = (data: unknown) => string;

const compiled = new WeakMap<object, Serialise | null>();

/** The zod schema of a route's response entry (a schema, or { properties: schema } as some routes declare it). */
function zodOf(maybe: unknown): $ZodType | null {
  if (maybe instanceof $ZodType) return maybe;
  const props = (maybe as { properties?: unknown } | null)?.properties;
  return props instanceof $ZodType ? props : null;
}

/** Zod features that JSON Schema cannot carry into the output: the answer would differ, so zod keeps these. */
const UNFAITHFUL = new Set(['transform', 'pipe', 'date', 'bigint', 'custom', 'default', 'prefault', 'catch', 'promise', 'function', 'map', 'set', 'symbol', 'undefined', 'void', 'nan']);

function faithful(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (UNFAITHFUL.has(def.type)) return false;
  // Look into every child schema the definition holds (object shapes, options, items, inner types...).
  for (const value of Object.values(def)) {
    if (value instanceof $ZodType && !faithful(value, seen)) return false;
    if (Array.isArray(value)) {
      for (const v of value) if (v instanceof $ZodType && !faithful(v, seen)) return false;
    } else if (value && typeof value === 'object' && !(value instanceof $ZodType)) {
      for (const v of Object.values(value as Record<string, unknown>)) {
        if (v instanceof $ZodType && !faithful(v, seen)) return false;
      }
    }
  }
  // A getter-defined (lazy) object shape: checked when read.
  if (def.type === 'lazy') {
    const inner = (def as unknown as { getter(): unknown }).getter();
    if (inner instanceof $ZodType && !faithful(inner, seen)) return false;
  }
  return true;
}

/**
 * Drops `additionalProperties: false` everywhere: fast-json-stringify writes only the declared properties either
 * way, and in a union it picks the branch by validating the answer, which must not fail on an undeclared field
 * (zod strips such fields, it does not refuse them).
 */
function allowUndeclared(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowUndeclared(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.additionalProperties === false) delete record.additionalProperties;
  for (const value of Object.values(record)) allowUndeclared(value);
}

/**
 * Turns `anyOf: [X, {type: 'null'}]` (zod's JSON Schema of a nullable uuid or object) into X with `type: [X's type,
 * 'null']`. fast-json-stringify writes an anyOf by validating the value against each branch first (ajv, with the
 * uuid's pattern) on every answer; a type list it writes by a typeof check. The text written is the same.
 */
function nullableAsTypeList(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableAsTypeList(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const value of Object.values(record)) nullableAsTypeList(value);
  const branches = record.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return;
  const isNull = (b: unknown) => !!b && typeof b === 'object' && Object.keys(b).length === 1 && (b as { type?: unknown }).type === 'null';
  const nullAt = branches.findIndex(isNull);
  const other = branches[1 - nullAt] as Record<string, unknown> | undefined;
  if (nullAt < 0 || !other || typeof other.type !== 'string' || other.type === 'null') return;
  // An enum or const admits no null even under a type list (ajv checks it whatever the type), and fast-json-stringify
  // validates a union's branches with ajv: a nullable enum stays an anyOf, or a null in it would fail its branch.
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'not', 'if', 'enum', 'const'].some((k) => k in other) || Object.keys(record).length !== 1) return;
  delete record.anyOf;
  Object.assign(record, other, { type: [other.type, 'null'] });
}

/** The fast-json-stringify serialiser of a zod schema, or null when it must stay with zod. */
export function compileFast(schema: $ZodType): Serialise | null {
  if (compiled.has(schema)) return compiled.get(schema) ?? null;
  let fast: Serialise | null = null;
  try {
    if (faithful(schema)) {
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<string, unknown>;
      delete json.$schema;
      allowUndeclared(json);
      nullableAsTypeList(json);
      fast = fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serialise;
    }
  } catch {
    fast = null;
  }
  compiled.set(schema, fast);
  return fast;
}

/** JSON text with every object's keys sorted: two answers that differ only in key order are the same answer. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameJson = (a: string, b: string) => a === b || canonical(JSON.parse(a)) === canonical(JSON.parse(b));

/** The app's serializer compiler: compiled serialisers where faithful, zod's elsewhere (see above). */
export function responseSerializerCompiler(opts: { strict: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodOf(route.schema);
    const fallback = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialise;
    if (!schema) return fallback;
    let serialise: Serialise | undefined;
    return (data: unknown) => {
      serialise ??= compileFast(schema) ?? fallback;
      if (serialise === fallback) return fallback(data);
      if (!opts.strict) return serialise(data);
      const parsed = safeParse(schema, data);
      if (parsed.error) throw new ResponseSerializationError(route.method, route.url, { cause: parsed.error });
      const out = serialise(data);
      const expected = JSON.stringify(parsed.data);
      if (!sameJson(out, expected)) {
        throw new Error(`The compiled serialiser of ${route.method} ${route.url} wrote ${out.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`);
      }
      return out;
    };
  };
}

/**
 * An answer a statement already built as JSON text, sent as it is (no parse, no serialiser): the caller's SQL must
 * select exactly the schema's fields (client.dashboard.ts). `strict` (every environment but production, as for the
 * compiled serialisers above): the text is parsed and checked against the zod schema, and must equal the answer zod
 * makes of it (a field the schema does not declare, a wrong type or a missing field throws), so the whole API test
 * suite proves the statement writes what the serialiser would have.
 */
export function sendJsonText(reply: FastifyReply, text: string, schema: $ZodType, opts: { strict: boolean }): FastifyReply {
  if (opts.strict) {
    const value: unknown = JSON.parse(text);
    const parsed = safeParse(schema, value);
    if (parsed.error) throw new ResponseSerializationError(reply.request.method, reply.request.url, { cause: parsed.error });
    if (canonical(value) !== canonical(parsed.data)) {
      throw new Error(`The JSON text of ${reply.request.method} ${reply.request.url} is not its schema's answer: ${text.slice(0, 300)}`);
    }
  }
  // A string with a JSON content type is sent as it is (Fastify serialises only objects).
  return reply.type('application/json; charset=utf-8').send(text);
}
