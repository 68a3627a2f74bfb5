import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileResponseSchema } from '@quayside/contract/auth';
import { compileFast, responseSerializerCompiler } from './serializer';

const user = {
  id: '018c14e7-f8b7-7689-a82a-3b145968d50d',
  email: 'a@example.com',
  fullName: 'A Person',
  role: 'client',
  requiredChangePassword: false,
  isVerified: true,
  canEditProfile: true,
  phone: null,
  countryCode: 'GB',
  lastLoginAt: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('compiled response serialisers', () => {
  it('write only the declared fields: an undeclared one never leaks, however deep', () => {
    const serialise = compileFast(profileResponseSchema);
    expect(serialise).not.toBeNull();
    const out = serialise?.({ user: { ...user, passwordHash: '$argon2id$secret', tokenVersion: 3 }, debug: 'x' }) ?? '';
    expect(out).not.toMatch(/passwordHash|argon2|tokenVersion|debug/);
    expect(JSON.parse(out)).toEqual({ user });
  });

  it('write what zod would have, nullable, unions and records included', () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.union([z.object({ kind: z.literal('x'), n: z.number() }), z.object({ kind: z.literal('y'), s: z.string() })]),
      c: z.record(z.string(), z.number()),
      d: z.array(z.object({ id: z.string(), when: z.iso.datetime().nullable() })),
      e: z.enum(['one', 'two']).optional(),
    });
    const serialise = compileFast(schema);
    expect(serialise).not.toBeNull();
    const data = { a: null, b: { kind: 'y', s: 'hi', extra: 1 }, c: { k: 1 }, d: [{ id: 'i', when: null, more: true }] };
    expect(JSON.parse(serialise?.(data) ?? '')).toEqual(JSON.parse(JSON.stringify(schema.parse(data))));
  });

  it('write a nullable uuid or object (an anyOf with null, written as a type list) as zod would, null or not', () => {
    const schema = z.object({ id: z.uuid().nullable(), by: z.object({ id: z.uuid(), name: z.string() }).nullable() });
    const serialise = compileFast(schema);
    expect(serialise).not.toBeNull();
    const id = '018c14e7-f8b7-7689-a82a-3b145968d50d';
    for (const data of [{ id: null, by: null }, { id, by: { id, name: 'N "q"', extra: 1 } }, { id, by: null }, { id: null, by: { id, name: '' } }]) {
      expect(JSON.parse(serialise?.(data) ?? '')).toEqual(JSON.parse(JSON.stringify(schema.parse(data))));
    }
    expect(serialise?.({ id, by: { id, name: 'n', secret: 's' } })).not.toContain('secret');
  });

  it('write a nullable enum inside a union branch as zod would (null is no member of the enum: the branch must still match)', () => {
    // GET /api/payment/status: a whole payment (its lines' `billing` a nullable enum) or the status alone.
    const line = z.object({ name: z.string(), billing: z.enum(['one_off', 'yearly']).nullable(), code: z.literal('x').nullable() });
    const schema = z.object({ payment: z.union([z.object({ id: z.string(), lines: z.array(line) }), z.object({ status: z.string() })]) });
    const serialise = compileFast(schema);
    expect(serialise).not.toBeNull();
    for (const data of [
      { payment: { id: 'p', lines: [{ name: 'a', billing: null, code: null }, { name: 'b', billing: 'yearly', code: 'x' }] } },
      { payment: { status: 'paid' } },
    ]) {
      expect(JSON.parse(serialise?.(data) ?? '')).toEqual(JSON.parse(JSON.stringify(schema.parse(data))));
    }
  });

  it('leave to zod what JSON Schema cannot state (a transform, a date, a default)', () => {
    expect(compileFast(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
    expect(compileFast(z.object({ at: z.date() }))).toBeNull();
    expect(compileFast(z.object({ n: z.number().default(1) }))).toBeNull();
  });

  it('in strict mode (outside production), answer 500 for an answer its schema refuses', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler({ strict: true }));
    app.get('/bad', { schema: { response: { 200: profileResponseSchema } } }, async () => ({ user: { ...user, isVerified: 'yes' } }));
    app.get('/good', { schema: { response: { 200: profileResponseSchema } } }, async () => ({ user: { ...user, secret: 's' } }));
    const bad = await app.inject({ url: '/bad' });
    expect(bad.statusCode).toBe(500);
    const good = await app.inject({ url: '/good' });
    expect(good.statusCode).toBe(200);
    expect(good.body).not.toContain('secret');
    expect(good.json()).toEqual({ user });
    await app.close();
  });
});
