import type { FastifyReply, FastifyRequest } from 'fastify';
import { inputMessages } from '@quayside/contract/messages';
import { AppError } from './errors';
import { validationMessage } from './validation';

/**
 * Input the database cannot take, whatever the route: a 400 before any route handler runs, rather than a 500 from
 * the query that would store or compare it.
 * - The NUL character: PostgreSQL refuses it in text and jsonb (22021 / 22P05).
 * - A lone UTF-16 surrogate (half of a pair, e.g. "\uD800" in JSON): not a character in any encoding, so it cannot
 *   become UTF-8 text. A properly paired surrogate (an emoji, a rare CJK character) is one character and passes.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this looks for
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** True when the text holds a NUL or a lone surrogate. */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

type Part = 'params' | 'querystring' | 'body';

/**
 * Every string, number and object key in a parsed value, as text, with its dotted path. Iterative, so that deep
 * nesting cannot overflow the stack.
 */
function* textsIn(root: unknown): Generator<[path: string, value: string]> {
  const stack: [string, unknown][] = [['', root]];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const [path, value] = next;
    if (typeof value === 'string') {
      yield [path, value];
    } else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      yield [path, String(value)];
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([path ? `${path}.${i}` : String(i), value[i]]);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [k, v] of Object.entries(value)) {
        const at = path ? `${path}.${k}` : k;
        yield [at, k];
        stack.push([at, v]);
      }
    }
  }
}

const partsOf = (request: FastifyRequest): [Part, unknown][] => [
  ['params', request.params],
  ['querystring', request.query],
  ['body', request.body],
];

const fieldKey = (part: Part, path: string) => (path ? `${part}.${path.replaceAll('\u0000', '\\u0000')}` : part);

/** Nothing to look at: no value, or an object without keys (a route without params, a URL without a query). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

function findIn(part: Part, value: unknown): string | null {
  if (isEmpty(value)) return null;
  for (const [path, text] of textsIn(value)) if (hasUnstorableCharacter(text)) return fieldKey(part, path);
  return null;
}

/** The field (as the 400 answer names it, e.g. "body.companyName") holding unstorable text, or null. */
export function findUnstorableText(request: FastifyRequest): string | null {
  return findIn('params', request.params) ?? findIn('querystring', request.query) ?? findIn('body', request.body);
}

/**
 * preHandler hook: refuses a request carrying unstorable text anywhere in its params, query or JSON body.
 * Callback style: every request runs it, and an async hook would cost each one a promise.
 */
export function refuseUnstorableText(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  const field = findUnstorableText(request);
  if (field) {
    const fields = { [field]: [inputMessages.notAllowedCharacter] };
    done(new AppError('VALIDATION_FAILED', validationMessage(fields), { fields }));
    return;
  }
  done();
}

/**
 * SQLSTATEs a single bad value causes: invalid text for its type (22P02), out of range (22003), impossible
 * date/time (22007, 22008), NUL in text or jsonb (22021, 22P05).
 */
const VALUE_SQLSTATES = new Set(['22P02', '22003', '22007', '22008', '22021', '22P05']);

function sqlStateOf(err: unknown): { code: string; message: string } | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string') return { code, message };
  }
  return null;
}

/**
 * A database error caused by a value the request itself sent, as the 400 it should have been: the value PostgreSQL
 * quotes in its message must appear verbatim in the request's params, query or JSON body, and that field is named.
 * Anything else (a value the server made, any other SQLSTATE) is a real bug and stays a 500.
 */
export function inputRefusedByDatabase(err: unknown, request: FastifyRequest): AppError | null {
  const state = sqlStateOf(err);
  if (!state || !VALUE_SQLSTATES.has(state.code)) return null;
  let field: string | null = null;
  if (state.code === '22021' || state.code === '22P05') {
    field = findUnstorableText(request);
  } else {
    // PostgreSQL quotes the value as-is: `value "2147483648" is out of range for type integer`, or
    // `invalid input syntax for type uuid: "abc"` / `date/time field value out of range: "2026-02-30"`.
    const quoted = (/^value "(.*)" is out of range/s.exec(state.message) ?? /: "(.*)"\s*$/s.exec(state.message))?.[1];
    if (quoted === undefined) return null;
    search: for (const [part, value] of partsOf(request)) {
      for (const [path, text] of textsIn(value)) {
        if (text === quoted) {
          field = fieldKey(part, path);
          break search;
        }
      }
    }
  }
  if (!field) return null;
  const fields = { [field]: [inputMessages.invalidValue] };
  return new AppError('VALIDATION_FAILED', validationMessage(fields), { fields });
}

/**
 * A copy with the NUL character taken out of every string and key, and every lone surrogate replaced by U+FFFD (as
 * any UTF-8 encoder would). For data we must keep but did not choose and cannot send back (a payment provider's
 * signed event carries what customers typed at its checkout): refusing it would leave the payment unsettled while
 * the provider retries, storing it as-is would fail. Iterative (deep input).
 */
export function withoutNulCharacters<T>(root: T): T {
  const clean = (s: string) => (hasUnstorableCharacter(s) ? s.replaceAll('\u0000', '').replace(/\p{Cs}/gu, '\uFFFD') : s);
  if (typeof root === 'string') return clean(root) as T;
  if (!root || typeof root !== 'object') return root;
  const copy: Record<string, unknown> = Array.isArray(root) ? ([] as unknown as Record<string, unknown>) : {};
  const stack: [object, Record<string, unknown>][] = [[root, copy]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [source, target] = next;
    const isArray = Array.isArray(source);
    for (const [k, v] of Object.entries(source)) {
      const key = isArray ? k : clean(k);
      if (typeof v === 'string') {
        target[key] = clean(v);
      } else if (v && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v)) {
        const child: Record<string, unknown> = Array.isArray(v) ? ([] as unknown as Record<string, unknown>) : {};
        target[key] = child;
        stack.push([v, child]);
      } else {
        target[key] = v;
      }
    }
  }
  return copy as T;
}
