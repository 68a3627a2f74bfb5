import { expect, test, type Page } from '@playwright/test';
import type { AdminUsersResponse } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';

/**
 * The admin console's users and assignments (issue 13) as the demo admin, in Chromium against the built app on a
 * fresh demo database: create a preparer, assign it to the demo client, and see it in the assignment tree.
 */

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };

/** Signs in through the page's request context (the refresh cookie lands in the browser) and leaves the hint. */
async function signIn(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  await page.addInitScript(() => window.localStorage.setItem('signedIn', '1'));
  return ((await res.json()) as { token: string }).token;
}

async function userId(page: Page, token: string, list: 'company' | 'clients', email: string): Promise<string> {
  const res = await page.request.get(`/api/admin/users/${list}?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as AdminUsersResponse).users.find((u) => u.email === email)?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

// A first visit loads the dashboard's code; on a busy machine that alone can take several seconds.
const FIRST_LOAD = { timeout: 30_000 };

test('the admin creates a preparer, assigns it to the demo client and sees it in the tree', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await signIn(page);
  const stamp = Date.now().toString(36);
  const name = `Nadia Preparer ${stamp}`;
  const email = `nadia.${stamp}@quayside.test`;

  try {
    // Create the preparer from the Users page.
    await page.goto('/dashboard/admin/users');
    await expect(page).toHaveTitle(/Users/, FIRST_LOAD);
    await expect(page.getByRole('main').getByRole('link', { name: 'Aisha Rahman' })).toBeVisible();
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Role').selectOption('preparer');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText(adminMessages.success.userCreated)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new preparer is in the staff list, found by e-mail.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    // The state column (the phone layout repeats the badges under the name, hidden at this width).
    await expect(row.getByText('Password not set').last()).toBeVisible();

    // Assign it to the demo client on the Assignments page.
    await page.getByRole('navigation').getByRole('link', { name: 'Assignments' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/assignments$/);
    await expect(page.getByRole('tab', { name: 'Preparer → client' })).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
    await page.getByRole('searchbox', { name: 'Search client by name or e-mail' }).fill('client@quayside.test');
    const client = page.getByRole('combobox', { name: 'Client', exact: true });
    await expect(client.locator('option', { hasText: 'client@quayside.test' })).toHaveCount(1);
    await client.selectOption({ label: 'Marcus Lim (client@quayside.test)' });
    await page.getByRole('searchbox', { name: 'Search preparer by name or e-mail' }).fill(email);
    const preparer = page.getByRole('combobox', { name: 'Preparer', exact: true });
    await expect(preparer.locator('option', { hasText: email })).toHaveCount(1);
    await preparer.selectOption({ label: `${name} (${email})` });
    await page.getByRole('button', { name: 'Assign preparer' }).click();
    await expect(page.getByText(adminMessages.success.preparerAssigned)).toBeVisible();

    // The tree shows the client under the new preparer (who has no approver yet), and no longer under Priya.
    const unassigned = page.getByRole('region', { name: 'Preparers without an approver' });
    const node = unassigned.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(node.getByRole('link', { name: 'Marcus Lim' })).toBeVisible();
    const approver = page.getByRole('region', { name: 'Approver Daniel Tan' });
    const priya = approver.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Priya Sharma', exact: true }) });
    await expect(priya.getByRole('link', { name: 'Marcus Lim' })).toHaveCount(0);

    // The user page of the preparer shows the assignment and the client's companies.
    await node.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`${name} → Marcus Lim`)).toBeVisible();
  } finally {
    // Give the demo client back to the demo preparer, so that other journeys see the seeded state.
    const clientId = await userId(page, token, 'clients', 'client@quayside.test');
    const preparerId = await userId(page, token, 'company', 'preparer@quayside.test');
    const res = await page.request.post('/api/admin/assign-preparer', {
      headers: { authorization: `Bearer ${token}` },
      data: { clientId, preparerId },
    });
    expect(res.status()).toBe(200);
  }
});
