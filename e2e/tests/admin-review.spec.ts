import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminMessages } from '@quayside/contract/messages';
import type { ListTasksResponse, TaskDetailResponse } from '@quayside/contract/client-area';
import type { Company } from '@quayside/contract/companies';
import { signIn, newPage, type Session } from './support/session';

/**
 * The admin's document review and incorporations (issue 13) in Chromium against the built app on a fresh demo
 * database: the admin rejects a document with a reason and the client reads the reason in their notifications;
 * the admin sets an incorporation's status. Each journey makes the records it needs through the API.
 */

// Two people's sessions in one journey on a cold app: more time than the default minute.
test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };
const CLIENT = { email: 'client@quayside.test', password: 'Quayside-demo-1' };

const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Uploads a fresh PDF to one of the client's required documents that is not approved: answers the document id. */
async function clientUploads(c: Session, label: string): Promise<{ documentId: string; name: string }> {
  const list = (await (
    await c.api.get('/api/client/tasks/assigned?limit=50&openOnly=true', { headers: auth(c) })
  ).json()) as ListTasksResponse;
  for (const t of list.items) {
    const detail = (await (
      await c.api.get(`/api/client/tasks/assigned/${t.id}`, { headers: auth(c) })
    ).json()) as TaskDetailResponse;
    const req = detail.requiredDocuments.find((r) => r.status !== 'Approved');
    if (!req) continue;
    const form = new FormData();
    const pdf = `%PDF-1.4\n% ${label}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`;
    form.append('document', new Blob([pdf], { type: 'application/pdf' }), `${label}.pdf`);
    form.append('replace', 'true');
    const res = await c.api.fetch(`/api/client/tasks/requirements/${req.id}/upload`, {
      method: 'POST',
      headers: auth(c),
      multipart: form,
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { uploadedDoc: { id: string; name: string } };
    return { documentId: body.uploadedDoc.id, name: body.uploadedDoc.name };
  }
  throw new Error('the demo client has no required document left to upload');
}

test('the admin rejects a document with a reason and the client reads the reason', async ({
  browser,
  page: adminPage,
}) => {
  const clientPage = await newPage(browser);
  const client = await signIn(clientPage, CLIENT);
  const { documentId, name } = await clientUploads(client, `scan-${Date.now()}`);
  const reason = `The scan is blurred (${Date.now()}); upload a sharper copy`;

  await signIn(adminPage, ADMIN);
  await adminPage.goto('/dashboard/admin/documents');
  // The first page of a cold app on a busy machine: wait for it longer than for a step.
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Document review' })).toBeVisible({
    timeout: 45_000,
  });
  await adminPage.locator(`button[data-id="${documentId}"]`).click();
  await expect(adminPage.locator('#review-heading')).toHaveText(name, { timeout: 30_000 });
  await expect(adminPage.locator('iframe[title^="Preview of"]')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = adminPage.getByRole('dialog');
  // The reason is required: nothing is sent without one.
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(dialog.getByText(adminMessages.errors.rejectReasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason for the client').fill(reason);
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(toast(adminPage, adminMessages.success.documentRejected)).toBeVisible();
  await expect(adminPage.locator(`button[data-id="${documentId}"]`)).toHaveCount(0);

  await clientPage.goto('/dashboard/client/notifications');
  await expect(clientPage.getByText(reason).first()).toBeVisible({ timeout: 45_000 });
});

test('the admin sets an incorporation status with remarks', async ({ page }) => {
  const admin = await signIn(page, ADMIN);
  const name = `Tidewater Ventures ${Date.now()} Pte. Ltd.`;
  const created = await admin.api.post('/api/companies', {
    headers: auth(admin),
    data: { name, jurisdiction: 'SG', status: 'onboarding', incorporationStatus: 'kyc_review' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = ((await created.json()) as { company: Company }).company;

  await page.goto('/dashboard/admin/incorporations?status=kyc_review');
  await expect(page.getByRole('heading', { level: 1, name: 'Incorporations' })).toBeVisible({
    timeout: 45_000,
  });
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('Incorporation status').selectOption('name_reserved');
  await page.getByLabel('Remarks').fill('ACRA reserved the name for 120 days');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(toast(page, adminMessages.success.incorporationStatusUpdated)).toBeVisible();
  await expect(page.locator('main').getByText('Name reserved').first()).toBeVisible();

  const res = await admin.api.get(`/api/admin/incorporation/${company.id}`, { headers: auth(admin) });
  const body = (await res.json()) as {
    incorporation: { incorporationStatus: string; statusRemarks: string };
  };
  expect(body.incorporation).toMatchObject({
    incorporationStatus: 'name_reserved',
    statusRemarks: 'ACRA reserved the name for 120 days',
  });
});

test('the review, incorporation and staging screens have no serious axe findings and work from the keyboard', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Document review' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.locator('#review-heading').or(page.getByText('Nothing to review'))).toBeVisible({
    timeout: 30_000,
  });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  if (await page.locator('#review-heading').isVisible()) {
    // The reject dialog opens from the keyboard, takes the focus, and Escape closes it.
    await page.getByRole('button', { name: 'Reject', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Reason for the client')).toBeFocused();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  await page.goto('/dashboard/admin/incorporations');
  await expect(page.getByRole('link', { name: /Harbourline/ })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('link', { name: /Harbourline/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Incorporation status')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.goto('/dashboard/admin/staging');
  await expect(page.getByRole('heading', { level: 1, name: 'Staging sessions' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
