import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import PizZip from 'pizzip';
import { seriousViolations } from './support/axe';
import { DEMO_ACCOUNTS_BY_ROLE } from './support/demo-accounts';
import { newPage, signIn } from './support/session';

/**
 * Issue 17 (templates): the demo preparer generates a board resolution for the demo company from its workspace;
 * the demo client finds it in their documents and downloads it, and the Word file names the company. The staff
 * screens (library, generated documents, the workspace's tab) pass axe and fit 375 and 1280 pixels. The generated
 * document is removed for good at the end (the demo data is left as found).
 */

test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR ?? '';
const COMPANY = 'Harbourline Trading Pte. Ltd.';
const BOARD_RESOLUTION = 'Board resolution (written resolution of directors)';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const docxText = (buffer: Buffer) =>
  (new PizZip(buffer).file('word/document.xml')?.asText() ?? '')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

test('the preparer generates a board resolution for the demo company and the client downloads it', async ({ page, browser }) => {
  const { token } = await signIn(page, DEMO_ACCOUNTS_BY_ROLE.preparer);
  const list = await page.request.get('/api/companies?search=Harbourline', { headers: { authorization: `Bearer ${token}` } });
  const company = ((await list.json()) as { items: { id: string; name: string }[] }).items[0];
  expect(company?.name).toBe(COMPANY);
  const companyId = company?.id ?? '';

  await page.goto(`/dashboard/preparer/companies/${companyId}?tab=generated`);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible({ timeout: 45_000 });
  const form = page.getByRole('form', { name: 'Generate document' });
  await form.getByLabel('Template').selectOption({ label: `${BOARD_RESOLUTION} (Board resolution, v1)` });
  await form.getByRole('button', { name: 'Add a value' }).click();
  await form.getByLabel('Placeholder', { exact: true }).fill('custom.resolution');
  await form.getByLabel('Value', { exact: true }).fill('the Company opens a current account with Harbour Bank');
  await form.getByRole('button', { name: 'Generate document' }).click();
  await expect(toast(page, 'Document generated')).toBeVisible();
  const generated = page.getByRole('list', { name: 'Generated documents' });
  await expect(generated).toContainText(BOARD_RESOLUTION);
  expect(await seriousViolations(page)).toEqual([]);

  // The client sees it among their documents and downloads it.
  const client = await newPage(browser);
  await signIn(client, DEMO_ACCOUNTS_BY_ROLE.client);
  await client.goto('/dashboard/client/documents');
  await expect(client.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
  const fileName = `${BOARD_RESOLUTION} - Harbourline Trading Pte. Ltd.docx`;
  const button = client.getByRole('button', { name: `Download ${fileName}` }).first();
  await expect(button).toBeVisible();
  const [download] = await Promise.all([client.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const text = docxText(await readFile(path));
  expect(text).toContain(COMPANY);
  expect(text).toContain('Marcus Lim');
  expect(text).toContain('Elena Petrova');
  expect(text).toContain('Harbour Bank');
  await client.context().close();

  // Leave the demo data as found: the admin removes it for good, file and all.
  const admin = await newPage(browser);
  const { token: adminToken } = await signIn(admin, DEMO_ACCOUNTS_BY_ROLE.admin);
  const mine = await admin.request.get(`/api/documents/generated?companyId=${companyId}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const ids = ((await mine.json()) as { items: { id: string; name: string }[] }).items.filter((i) => i.name === BOARD_RESOLUTION).map((i) => i.id);
  expect(ids.length).toBeGreaterThan(0);

  // The admin's screens, at phone and desktop widths (the delete dialog offers the admin's options).
  for (const width of [375, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/dashboard/admin/templates');
    await expect(admin.getByRole('heading', { level: 1, name: 'Document templates' })).toBeVisible({ timeout: 45_000 });
    await expect(admin.getByRole('list', { name: 'Templates' })).toContainText('Share certificate');
    await admin.getByRole('button', { name: `Show versions and preview of ${BOARD_RESOLUTION}` }).click();
    await expect(admin.getByRole('list', { name: 'Versions' })).toContainText('Version 1');
    if (width === 1280) expect(await seriousViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/templates-library-${width}.png`, fullPage: true });
    await admin.goto('/dashboard/admin/generated-documents');
    await expect(admin.getByRole('list', { name: 'Generated documents' })).toContainText(BOARD_RESOLUTION);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/generated-documents-${width}.png`, fullPage: true });
    await admin.getByRole('button', { name: `Delete ${BOARD_RESOLUTION} of ${COMPANY}` }).first().click();
    await expect(admin.getByRole('dialog')).toContainText('Remove for good and purge the file');
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/generated-delete-${width}.png` });
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/preparer/companies/${companyId}?tab=generated`);
    await expect(page.getByRole('form', { name: 'Generate document' })).toBeVisible({ timeout: 45_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workspace-generate-${width}.png`, fullPage: true });
  }

  // Through the dialog: remove for good and purge the file, with a reason.
  await admin.getByRole('button', { name: `Delete ${BOARD_RESOLUTION} of ${COMPANY}` }).first().click();
  await admin.getByLabel('Remove for good and purge the file').check();
  await admin.getByRole('textbox', { name: 'Reason' }).fill('End-to-end check: leave the demo as found');
  await admin.getByRole('button', { name: 'Delete document' }).click();
  await expect(toast(admin, 'Generated document deleted')).toBeVisible();
  for (const id of ids.slice(1)) {
    const res = await admin.request.delete('/api/documents/generated', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { generatedDocumentId: id, hard: true, purgeS3: true, deletedReason: 'End-to-end check clean-up' },
    });
    expect(res.status()).toBe(200);
  }
  await admin.context().close();
});
