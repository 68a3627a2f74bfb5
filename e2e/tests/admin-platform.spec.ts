import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminMessages } from '@quayside/contract/messages';
import { signIn } from './support/session';

/**
 * The admin's platform screens (issue 13) in Chromium against the built app on a fresh demo database: the admin
 * reads the firm's counts on the overview, opens the summary and sees its charts, exports the summary, opens the
 * audit log, filters it to their own sign-ins and exports what they see. Screens are saved at 375 and 1280 px
 * when SHOTS_DIR is set.
 */

test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the admin reads the summary charts, filters the audit log and exports both', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'The firm today' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Documents waiting for review')).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'admin-overview');

  await page.getByRole('link', { name: 'Summary and metrics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summary and metrics' })).toBeVisible();
  await expect(page).toHaveTitle('Summary and metrics · Quayside');
  // The charts are drawn (Chart.js canvases with their accessible names).
  await expect(page.getByRole('img', { name: /Line chart of sign-ins per day/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: /Bar chart of .* companies by status/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bar chart of requests per response time' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('p95 response time')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, 'summary');

  const summaryDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export summary (CSV)' }).click();
  const summaryFile = await summaryDownload;
  expect(summaryFile.suggestedFilename()).toMatch(/^quayside-summary-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(toast(page, adminMessages.success.summaryExported)).toBeVisible();
  const summaryCsv = readFileSync(await summaryFile.path(), 'utf8');
  expect(summaryCsv.split('\n')[0]).toBe('section,metric,key,value,currency');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveTitle('Audit log · Quayside');
  await expect(page.getByRole('cell', { name: 'auth.login' }).first()).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Filter to the admin's own sign-ins, from the keyboard.
  await page.getByLabel('Actor (e-mail or user id)').fill(ADMIN.email);
  await page.getByLabel('Action').fill('auth.login');
  await page.getByLabel('Action').press('Enter');
  await expect(page).toHaveURL(/action=auth\.login/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The address changes before the filtered page arrives: wait for the table to hold only sign-ins.
  await expect
    .poll(async () => [...new Set(await page.locator('tbody code').allTextContents())])
    .toEqual(['auth.login']);
  const actions = await page.locator('tbody code').allTextContents();
  await expect(rows.first()).toContainText(ADMIN.email);
  await shoot(page, 'audit-log');

  const auditDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export filtered (CSV)' }).click();
  const auditFile = await auditDownload;
  expect(auditFile.suggestedFilename()).toMatch(/^quayside-audit-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(toast(page, adminMessages.success.auditExported)).toBeVisible();
  const lines = readFileSync(await auditFile.path(), 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('id,created_at,actor_id,actor_email,actor_role,action,target_type,target_id,ip,meta');
  // At least what the page showed: the admin signs in again in journeys running beside this one.
  expect(lines.length - 1).toBeGreaterThanOrEqual(actions.length);
  expect(lines.slice(1).every((l) => l.includes(',auth.login,') && l.includes(ADMIN.email))).toBe(true);

  // A reversed date range is refused before anything is sent.
  await page.getByLabel('From', { exact: true }).fill('2026-03-12');
  await page.getByLabel('To', { exact: true }).fill('2026-03-10');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('alert')).toContainText('The start date must be on or before the end date');
});
