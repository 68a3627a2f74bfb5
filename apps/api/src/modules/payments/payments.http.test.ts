import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateOrderResponse } from '@quayside/contract/payments';
import { seedServices } from '../../seed/seed';
import { paymentEvents, payments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createReadySession } from '../incorporation/test-helpers';

/**
 * The test checkout against a real listening server: pressing Pay on the hosted page makes the server POST the
 * signed webhook to PUBLIC_URL over real HTTP, as a provider would (no in-process shortcut).
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = Number(process.env.PAYMENTS_HTTP_TEST_PORT ?? 0) || (await freePort());
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base });
  await seedServices(t.db);
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('POST /api/payment/test-checkout/{orderId} on a listening server', () => {
  it("Pay delivers the signed webhook to PUBLIC_URL over HTTP and redirects to the web app's confirmation", async () => {
    const s = await createReadySession(t);
    const created = await fetch(`${base}/api/payment/create-incorporation-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: s.id }),
    });
    expect(created.status).toBe(201);
    const { payment, checkout } = (await created.json()) as CreateOrderResponse;

    const page = await fetch(`${base}${checkout.checkoutUrl}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('value="pay"');

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // The payer's browser submits the form.
    const pressed = await fetch(`${base}${checkout.checkoutUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4242+4242+4242+4242&action=pay&reason=card_declined',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`/incorporate/confirmation?session=${s.id}`);

    const delivery = fetchSpy.mock.calls.findIndex(([url]) => String(url) === `${base}/api/payment/webhook`);
    expect(delivery).toBeGreaterThanOrEqual(0);
    const response = (await fetchSpy.mock.results[delivery]?.value) as Response;
    expect(response.status).toBe(200);
    const [call] = fetchSpy.mock.calls.filter(([url]) => String(url) === `${base}/api/payment/webhook`);
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['x-quayside-signature']).toMatch(/^t=\d+,v1=[a-f0-9]{64}$/);

    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('paid');
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(events.map((e) => e.outcome)).toEqual(['paid']);
  });
});
