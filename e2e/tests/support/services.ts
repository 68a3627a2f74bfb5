import { expect as baseExpect, type Page } from '@playwright/test';
import type { Company } from '@quayside/contract/companies';
import type { ListInvoicesResponse } from '@quayside/contract/invoices';

// Patient waits (not timed assertions): the app's first load on a busy shared machine can take many seconds.
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Issue 12 item 2, as a signed-in client whose page is open: add the first service of the catalogue from the
 * company page, see its price with tax, confirm (the billing address is checked, then given), pay on the test
 * checkout, and find the paid invoice for exactly the price shown, billed to that address, and the service active
 * with only a cancellation request offered. `auth` carries the client's bearer token for the API checks.
 */
export async function addAndPayForService(
  page: Page,
  auth: Record<string, string>,
  billing: string,
): Promise<{ serviceName: string; invoiceId: string }> {
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
  await address.fill(billing);
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
  expect(invoice?.billTo.address).toBe(billing);
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
  return { serviceName, invoiceId };
}
