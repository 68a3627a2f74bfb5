import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import type { AdminUsersResponse } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { signIn } from './support/session';

/**
 * The admin console's users and assignments (issue 13) as the demo admin, in Chromium against the built app on a
 * fresh demo database: create a preparer, assign it to the demo client, and see it in the assignment tree.
 */

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };

async function userId(
  page: Page,
  token: string,
  list: 'company' | 'clients',
  email: string,
): Promise<string> {
  const res = await page.request.get(`/api/admin/users/${list}?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as AdminUsersResponse).users.find((u) => u.email === email)?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

// A first visit loads the dashboard's code; on a busy machine that alone can take several seconds.
const FIRST_LOAD = { timeout: 30_000 };

test('the admin creates a preparer, assigns it to the demo client and sees it in the tree', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, ADMIN);
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
    await expect(page.getByRole('button', { name: 'Preparer → client' })).toHaveAttribute(
      'aria-pressed',
      'true',
      FIRST_LOAD,
    );
    await page
      .getByRole('searchbox', { name: 'Search client by name or e-mail' })
      .fill('client@quayside.test');
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
    const node = unassigned
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(node.getByRole('link', { name: 'Marcus Lim' })).toBeVisible();
    const approver = page.getByRole('region', { name: 'Approver Daniel Tan' });
    const priya = approver
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Priya Sharma', exact: true }) });
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

test('the admin suspends a user with a message, which the user reads at sign-in; lifting it lets them in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, ADMIN);
  const auth = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  const email = `suspend.${stamp}@example.com`;
  const password = 'Harbour-lights-2026';
  const message = `Your KYC documents expired (${stamp}); call the Singapore office.`;

  // A client account with a password, made through the API: created by the admin, password set by the mailed link.
  const created = await page.request.post('/api/admin/users', {
    headers: auth,
    data: { name: `Sam Suspended ${stamp}`, email, role: 'client' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const outbox = (await (
    await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, { headers: auth })
  ).json()) as {
    items: Array<{ text: string }>;
  };
  const link = /token=([^\s]+)/.exec(outbox.items[0]?.text ?? '')?.[1];
  expect(link).toBeTruthy();
  // Setting the password signs that user in (issue 12 item 7): do it outside the admin's browser context, whose
  // cookies page.request shares, or the admin's session would become the new client's.
  const set = await request.post('/api/auth/reset-password', {
    data: { token: decodeURIComponent(link ?? ''), password },
  });
  expect(set.status(), await set.text()).toBe(200);

  // Suspend from the Users page, with the message.
  await page.goto(`/dashboard/admin/users?list=clients&q=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `Actions for Sam Suspended ${stamp}` }).click(FIRST_LOAD);
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend user' });
  await dialog.getByLabel('Message shown at sign-in').fill(message);
  await dialog.getByRole('button', { name: 'Suspend user' }).click();
  await expect(page.getByText(adminMessages.success.userSuspended)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Suspended').last()).toBeVisible();

  // The user signs in and reads the message.
  const other = await browser.newContext();
  const userPage = await other.newPage();
  await userPage.goto('/login');
  await userPage.getByLabel('E-mail address').fill(email);
  await userPage.getByLabel('Password', { exact: true }).fill(password);
  await userPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(userPage.getByText(message)).toBeVisible(FIRST_LOAD);
  await expect(userPage).toHaveURL(/\/login/);

  // Lift the suspension from the user's page; the user gets in.
  await page.getByRole('link', { name: `Sam Suspended ${stamp}` }).click();
  await page.getByRole('button', { name: 'Lift the suspension' }).click();
  await page
    .getByRole('dialog', { name: 'Lift the suspension' })
    .getByRole('button', { name: 'Lift the suspension' })
    .click();
  await expect(page.getByText(adminMessages.success.userUnsuspended)).toBeVisible();
  await userPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(userPage).toHaveURL(/\/dashboard\/client/, FIRST_LOAD);
  await other.close();
});

test('the users, user and assignment screens have no serious accessibility violations at 1280 and 375 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, ADMIN);
  const clientId = await userId(page, token, 'clients', 'client@quayside.test');
  const serious = () => seriousViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const screens = [
      [
        '/dashboard/admin/users',
        /^Users/,
        page.getByRole('main').getByRole('link', { name: 'Aisha Rahman' }),
      ],
      [
        `/dashboard/admin/users/${clientId}`,
        /^Marcus Lim/,
        page.getByRole('heading', { name: 'Open tasks' }),
      ],
      [
        '/dashboard/admin/assignments',
        /^Assignments/,
        page.getByRole('region', { name: 'Approver Daniel Tan' }),
      ],
    ] as const;
    for (const [path, title, loaded] of screens) {
      await page.goto(path);
      await expect(page).toHaveTitle(title, FIRST_LOAD);
      await expect(loaded).toBeVisible();
      expect(await serious(), `${path} at ${width}`).toEqual([]);
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width}`,
      ).toBeLessThanOrEqual(width);
    }
  }
});
