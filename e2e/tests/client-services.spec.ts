import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addAndPayForService } from './support/services';

/**
 * Issue 12: a service added in the client area is a purchase. As the demo client: add a service, see its price
 * with tax, confirm (with the billing address), pay on the test checkout (the payment path the incorporation
 * journey uses), then find the paid invoice for exactly the price shown and the service active.
 */

// Patient waits (not timed assertions): the app's first load on a busy shared machine can take many seconds.
const expect = baseExpect.configure({ timeout: 45_000 });

const CLIENT = { email: 'client@quayside.test', password: 'Quayside-demo-1' };
const BILLING = '30 Raffles Place, #17-04 Chevron House, Singapore 048622';

/** Signs in through the page's own request context (the refresh cookie lands in the browser), as client-area.spec does. */
async function signIn(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: CLIENT });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript(() => window.localStorage.setItem('signedIn', '1'));
  return token;
}

test.describe('client area: adding a service', () => {
  test('adds a service with its price and tax, pays for it, and finds the invoice paid and the service active', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const token = await signIn(page);
    const auth = { authorization: `Bearer ${token}` };

    await addAndPayForService(page, auth, BILLING);
  });
});
