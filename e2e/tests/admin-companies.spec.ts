import { expect, test, type Page } from '@playwright/test';
import { adminMessages, companyMessages } from '@quayside/contract/messages';
import type { Company } from '@quayside/contract/companies';
import { axeViolations } from './support/axe';
import { DEMO_ACCOUNTS_BY_ROLE } from './support/demo-accounts';
import { signIn, newPage, type Session } from './support/session';

/**
 * The admin's company controls (issue 13) in Chromium against the built app on a fresh demo database: the admin
 * locks the demo client's company with a reason, the client sees the locked state and cannot change anything,
 * the admin unlocks it; the admin reassigns the company's preparer and resets its status. What the journey
 * changes on the demo company it puts back at the end (other journeys use that company).
 */

test.describe.configure({ timeout: 180_000 });

const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function demoCompany(client: Session): Promise<Company> {
  const res = await client.api.get('/api/client/company', { headers: auth(client) });
  expect(res.status()).toBe(200);
  const { company } = (await res.json()) as { company: Company | null };
  if (!company) throw new Error('the demo client has no company');
  return company;
}

async function openCompany(adminPage: Page, company: Company) {
  await adminPage.goto('/dashboard/admin/companies');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible({
    timeout: 45_000,
  });
  await adminPage.getByLabel('Company name or registration number').fill(company.name.slice(0, 12));
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await adminPage
    .getByRole('link', { name: new RegExp(company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: company.name })).toBeVisible({
    timeout: 30_000,
  });
  await expect(adminPage).toHaveTitle(new RegExp(`${company.name.slice(0, 10)}`));
}

test('the admin locks the demo client’s company, the client sees it locked and cannot edit, the admin unlocks it', async ({
  browser,
  page: adminPage,
}) => {
  const clientPage = await newPage(browser);
  const client = await signIn(clientPage, DEMO_ACCOUNTS_BY_ROLE.client);
  const admin = await signIn(adminPage, DEMO_ACCOUNTS_BY_ROLE.admin);
  const company = await demoCompany(client);
  const reason = `Annual fees unpaid (${Date.now()})`;

  try {
    await openCompany(adminPage, company);
    const lockCard = adminPage
      .locator('section')
      .filter({ has: adminPage.getByRole('heading', { name: 'Client dashboard' }) });
    // A reason is required: nothing is sent without one.
    await lockCard.getByRole('button', { name: 'Lock dashboard' }).click();
    await expect(lockCard.getByText(adminMessages.errors.lockReasonRequired)).toBeVisible();
    await lockCard.getByLabel('Reason').fill(reason);
    await lockCard.getByRole('button', { name: 'Lock dashboard' }).click();
    const dialog = adminPage.getByRole('dialog');
    await expect(dialog).toContainText('Lock the client');
    await dialog.getByRole('button', { name: 'Lock dashboard' }).click();
    await expect(toast(adminPage, adminMessages.success.dashboardLocked)).toBeVisible();
    await expect(adminPage.getByText('Locked', { exact: true }).first()).toBeVisible();
    await expect(lockCard.getByText(reason)).toBeVisible();

    // The client: a clear locked state with the reason, no edit controls, and the server refuses a write.
    await clientPage.goto('/dashboard/client/company');
    const banner = clientPage.getByTestId('locked-banner');
    await expect(banner).toBeVisible({ timeout: 45_000 });
    await expect(banner).toContainText(companyMessages.errors.lockedBannerTitle);
    await expect(banner).toContainText(reason);
    await expect(clientPage.getByTestId('locked-note').first()).toContainText(
      companyMessages.errors.dashboardLocked,
    );
    await expect(clientPage.getByRole('button', { name: /^(Edit|Add)/ })).toHaveCount(0);
    const refused = await client.api.put(`/api/companies/${company.id}`, {
      headers: auth(client),
      data: { businessActivity: 'Changed while locked' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      companyMessages.errors.dashboardLocked,
    );
    await clientPage.goto('/dashboard/client');
    await expect(clientPage.getByTestId('locked-banner')).toContainText(reason);
    // The client was told, with the reason.
    await clientPage.goto('/dashboard/client/notifications');
    await expect(clientPage.getByText(reason, { exact: false }).first()).toBeVisible({ timeout: 30_000 });

    // The admin unlocks; the client can edit again.
    await lockCard.getByRole('button', { name: 'Unlock dashboard' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Unlock dashboard' }).click();
    await expect(toast(adminPage, adminMessages.success.dashboardUnlocked)).toBeVisible();
    await clientPage.goto('/dashboard/client/company');
    await expect(clientPage.getByRole('heading', { level: 1, name: company.name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(clientPage.getByTestId('locked-banner')).toHaveCount(0);
    const allowed = await client.api.put(`/api/companies/${company.id}`, {
      headers: auth(client),
      data: { businessActivity: company.businessActivity ?? 'Shipping services' },
    });
    expect(allowed.status(), await allowed.text()).toBe(200);

    // The activity log shows both.
    await adminPage.reload();
    const activity = adminPage.getByRole('list', { name: 'Company activity' });
    await expect(activity).toContainText('Dashboard locked');
    await expect(activity).toContainText('Dashboard unlocked');
  } finally {
    // Never leave the demo company locked for the other journeys.
    await admin.api.put(`/api/admin/company/${company.id}/lock`, {
      headers: auth(admin),
      data: { locked: false },
    });
  }
});

test('the admin reassigns the preparer and resets the status of the demo client’s company', async ({
  browser,
  page: adminPage,
}) => {
  const clientPage = await newPage(browser);
  const client = await signIn(clientPage, DEMO_ACCOUNTS_BY_ROLE.client);
  const admin = await signIn(adminPage, DEMO_ACCOUNTS_BY_ROLE.admin);
  const company = await demoCompany(client);
  const stamp = Date.now();
  const created = await admin.api.post('/api/admin/users', {
    headers: auth(admin),
    data: { name: `Reassign Preparer ${stamp}`, email: `reassign.${stamp}@example.com`, role: 'preparer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reason = `Not trading this year (${stamp})`;

  try {
    await openCompany(adminPage, company);

    // Reassign: pick the new preparer with the admin users' picker, confirm.
    const preparerCard = adminPage
      .locator('section')
      .filter({ has: adminPage.getByRole('heading', { name: 'Preparer', exact: true }) });
    await preparerCard.getByLabel('Search new preparer by name or e-mail').fill(`Reassign Preparer ${stamp}`);
    const select = preparerCard.getByRole('combobox', { name: 'New preparer' });
    await expect(select.locator('option', { hasText: `reassign.${stamp}@example.com` })).toHaveCount(1, {
      timeout: 15_000,
    });
    await select.selectOption({ label: `Reassign Preparer ${stamp} (reassign.${stamp}@example.com)` });
    await preparerCard.getByRole('button', { name: 'Reassign preparer' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Reassign preparer' }).click();
    await expect(toast(adminPage, adminMessages.success.preparerReassigned)).toBeVisible();
    await expect(adminPage.getByText(`preparer Reassign Preparer ${stamp}`)).toBeVisible();

    // Reset the status with a reason.
    const statusCard = adminPage
      .locator('section')
      .filter({ has: adminPage.getByRole('heading', { name: 'Status', exact: true }) });
    await statusCard.getByLabel('New status').selectOption('dormant');
    await statusCard.getByLabel('Reason').fill(reason);
    await statusCard.getByRole('button', { name: 'Reset status' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Reset status' }).click();
    await expect(toast(adminPage, adminMessages.success.companyStatusReset)).toBeVisible();
    await expect(adminPage.getByRole('list', { name: 'Company activity' })).toContainText('Status reset');
    await expect(adminPage.getByRole('list', { name: 'Company activity' })).toContainText(reason);

    // The preview shows the company as the client sees it now.
    await adminPage.getByRole('button', { name: 'Preview as the client' }).click();
    const preview = adminPage.getByTestId('client-preview');
    await expect(preview).toContainText('Marcus Lim');
    await expect(preview).toContainText('Dormant');
    await expect(preview).toContainText(reason);

    expect(await axeViolations(adminPage)).toEqual([]);
  } finally {
    // Put the demo company back as the other journeys know it.
    const back = await admin.api.put(`/api/admin/company/${company.id}/reassign-preparer`, {
      headers: auth(admin),
      data: { newPreparerId: company.preparerId },
    });
    expect(back.status(), await back.text()).toBe(200);
    const status = await admin.api.put(`/api/admin/company/${company.id}/reset-status`, {
      headers: auth(admin),
      data: { newStatus: company.status, reason: 'Restored after the journey' },
    });
    expect(status.status(), await status.text()).toBe(200);
  }
});
