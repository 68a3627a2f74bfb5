import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn, newPage } from './support/session';

/**
 * Issue 18, bulk import: the admin uploads the sample client book shipped in docs/samples, starts the job and
 * watches it finish on the Client-book import screen (the job runs in the server's job queue; the page follows its
 * progress). The sample's 15 companies go to the demo preparer, so this journey runs after the others.
 */

test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };
const SHOTS = process.env.SHOTS_DIR ?? '';
const SAMPLE = fileURLToPath(new URL('../../docs/samples/rcn-import-sample.csv', import.meta.url));

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the admin uploads the sample CSV, starts the job and watches it finish', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/admin/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Client-book import' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('No imports yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Client book CSV').setInputFiles(SAMPLE);
  await expect(toast(page, 'CSV uploaded. Job queued.')).toBeVisible();
  const job = page.getByRole('listitem', { name: 'Import rcn-import-sample.csv' });
  await expect(job.getByTestId('import-status')).toHaveText('queued');

  await job.getByRole('button', { name: 'Start rcn-import-sample.csv' }).click();
  await expect(toast(page, 'Job started')).toBeVisible();
  // The queue picks the job up and the page follows it to the end.
  await expect(job.getByTestId('import-status')).toHaveText('Completed', { timeout: 90_000 });
  await expect(job.getByRole('progressbar', { name: 'Progress of rcn-import-sample.csv' })).toHaveAttribute('aria-valuenow', '100');
  await expect(job.getByText('15 of 15 rows (100%)')).toBeVisible();
  await expect(job.getByText('Loaded').locator('xpath=following-sibling::dd')).toHaveText('15');
  expect(await seriousViolations(page)).toEqual([]);

  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/rcn-import-1280.png`, fullPage: true });
    const phone = await newPage(browser, { width: 375, height: 800 });
    await signIn(phone, ADMIN);
    await phone.goto('/dashboard/admin/import');
    await expect(phone.getByRole('listitem', { name: 'Import rcn-import-sample.csv' }).getByTestId('import-status')).toHaveText('Completed', { timeout: 45_000 });
    await phone.screenshot({ path: `${SHOTS}/rcn-import-375.png`, fullPage: true });
    await phone.context().close();
  }
});
