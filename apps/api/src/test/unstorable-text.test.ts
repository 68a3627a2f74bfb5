import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createWorld, type World } from '../modules/companies/companies.test-helpers';
import { startSession } from '../modules/incorporation/test-helpers';

/**
 * Text that cannot be stored: a lone UTF-16 surrogate (half of a pair, which no text encoding can carry) or a NUL.
 * Refused with 400 by the input guard on every route, before any service sees it (the fuzz test sends the same
 * cases to every route).
 */
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe('lone UTF-16 surrogates in JSON bodies', () => {
  const lone = ['\uD800', 'Harbour \uDBFF Ltd', 'x\uDC00y', '\uDFFF'];

  it('PUT /api/companies/:id answers 400 naming the field, and changes nothing', async () => {
    for (const name of lone) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.admin), payload: { name } });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().fields).toHaveProperty(['body.name']);
    }
    const after = await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.admin) });
    expect(after.json().company.name).toBe('Alpha Harbour Pte. Ltd.');
  });

  it('PUT /api/incorporation/update/:id answers 400 for a surrogate in the details and in a director', async () => {
    const session = await startSession(t, 'surrogate.tester@example.com');
    const details = await t.app.inject({ method: 'PUT', url: `/api/incorporation/update/${session.id}`, payload: { companyDetails: { registeredAddress: '1 Raffles \uD800 Place' } } });
    expect(details.statusCode).toBe(400);
    const director = await t.app.inject({ method: 'PUT', url: `/api/incorporation/update/${session.id}`, payload: { directorData: [{ fullName: 'Lim \uDC00' }] } });
    expect(director.statusCode).toBe(400);
  });

  it('keeps a properly paired surrogate (an emoji or a rare CJK character) as the text it is', async () => {
    const name = 'Harbour 🚢 𠀋 Pte. Ltd.';
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.admin), payload: { name } });
    expect(res.statusCode).toBe(200);
    expect(res.json().company.name).toBe(name);
  });
});
