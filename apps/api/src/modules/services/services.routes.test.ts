import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedServices } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedServices(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/services', () => {
  it('lists the catalogue with the incorporation package as id 4', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const { services } = res.json() as { services: Array<{ id: number; line: string; priceMinor: number }> };
    expect(services.find((s) => s.id === 4)).toMatchObject({ line: 'incorporation', priceMinor: 125000 });
    expect(new Set(services.map((s) => s.line)).size).toBeGreaterThanOrEqual(6);
  });

  it('filters by jurisdiction, keeping services offered everywhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services?jurisdiction=AE' });
    const { services } = res.json() as { services: Array<{ jurisdiction: string | null }> };
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => s.jurisdiction === 'AE' || s.jurisdiction === null)).toBe(true);
  });

  it('rejects an unknown jurisdiction with the field at fault', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services?jurisdiction=XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().fields)).toContain('querystring.jurisdiction');
  });
});
