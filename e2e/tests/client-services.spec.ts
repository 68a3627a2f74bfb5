import { test } from '@playwright/test';
import { addAndPayForService } from './support/services';
import { signIn } from './support/session';

/**
 * Issue 12: a service added in the client area is a purchase. As the demo client: add a service, see its price
 * with tax, confirm (with the billing address), pay on the test checkout (the payment path the incorporation
 * journey uses), then find the paid invoice for exactly the price shown and the service active.
 */

const CLIENT = { email: 'client@quayside.test', password: 'Quayside-demo-1' };
const BILLING = '30 Raffles Place, #17-04 Chevron House, Singapore 048622';

test.describe('client area: adding a service', () => {
  test('adds a service with its price and tax, pays for it, and finds the invoice paid and the service active', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { token } = await signIn(page, CLIENT);
    const auth = { authorization: `Bearer ${token}` };

    await addAndPayForService(page, auth, BILLING);
  });
});
