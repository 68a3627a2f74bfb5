import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { Company } from '@quayside/contract/companies';
import type { ListInvoicesResponse } from '@quayside/contract/invoices';

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

    await page.goto('/dashboard/client/company');
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Services', level: 2, exact: true }) });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Add', exact: true }).click();

    // The catalogue, each price with what the invoice will charge (GST 9% for a Singapore company).
    const picker = page.getByRole('dialog', { name: 'Add a service' });
    await expect(picker).toBeVisible();
    const first = picker.getByRole('listitem').first();
    await expect(first).toContainText(/USD\s[\d,]+\.\d{2} (a year|one-off), USD\s[\d,]+\.\d{2} with GST 9%/);
    const addButton = first.getByRole('button', { name: /^Add / });
    const serviceName = ((await addButton.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    expect(serviceName).not.toBe('');
    await addButton.click();

    // The confirmation: the server's price with the GST line, and the billing address.
    const confirm = page.getByRole('dialog', { name: `Add ${serviceName}?` });
    await expect(confirm.getByTestId('order-summary')).toContainText('GST 9%');
    const total = ((await confirm.getByTestId('order-total').textContent()) ?? '').replace(/\s/g, ' ');
    expect(total).toMatch(/^USD [\d,]+\.\d{2}$/);
    const address = confirm.getByLabel('Billing address');
    await address.fill('');
    await confirm.getByRole('button', { name: /^Confirm and pay/ }).click();
    await expect(confirm.getByText('Enter the billing address (at least 5 characters)')).toBeVisible();
    await address.fill(BILLING);
    await confirm.getByRole('button', { name: `Confirm and pay ${total}` }).click();

    // The test checkout, then back to the invoices page once the signed webhook has settled the payment.
    await expect(page.getByRole('button', { name: 'Decline payment' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Pay ${total.replace(/[.$]/g, '\\$&').replace(' ', '\\s')}$`) }).click();
    await expect(page).toHaveURL(/\/dashboard\/client\/invoices\?invoice=.+&payment=paid/);
    await expect(page.getByText('Payment received. Thank you - the invoice is marked paid.')).toBeVisible({
      timeout: 30_000,
    });

    // The invoice: for the service, the amount shown before confirming, paid, billed to the address entered.
    const invoiceId = new URL(page.url()).searchParams.get('invoice') ?? '';
    const row = page.locator(`[data-testid="invoice-row"][data-id="${invoiceId}"]`);
    await expect(row).toContainText(serviceName);
    await expect(row).toContainText(total);
    await expect(row).toContainText('Paid');
    const listed = await page.request.get('/api/client/invoices', { headers: auth });
    const invoice = ((await listed.json()) as ListInvoicesResponse).invoices.find((i) => i.id === invoiceId);
    expect(invoice?.billTo.address).toBe(BILLING);
    expect(invoice?.status).toBe('paid');

    // The service is active; a paid service offers only a cancellation request, never a removal.
    await page.goto('/dashboard/client/company');
    const item = card.getByRole('listitem').filter({ hasText: serviceName });
    await expect(item).toContainText('Active');
    await expect(item.getByRole('button', { name: `Request cancellation of ${serviceName}` })).toBeVisible();
    await expect(item.getByRole('button', { name: /^(Remove|Withdraw)/ })).toHaveCount(0);
    const company = ((await (await page.request.get('/api/client/company', { headers: auth })).json()) as { company: Company })
      .company;
    expect(company.companyServices.find((s) => s.service.name === serviceName)?.status).toBe('active');
  });
});
