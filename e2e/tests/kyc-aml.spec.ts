import { expect, test, type Page } from '@playwright/test';
import { newPage, signIn } from './support/session';

/**
 * Issue 17, KYC/AML: the demo preparer asks the demo company for the AML/KYC survey; the demo client opens it from
 * their task, saves a draft, comes back to it (resumed), completes and submits it; the preparer sees the risk
 * rating with its reasons. Also the admin's baseline documents manager. Screenshots at 375 and 1280 when
 * SHOTS_DIR is set.
 */

test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Quayside-demo-1';
const PREPARER = { email: 'preparer@quayside.test', password: PASSWORD };
const CLIENT = { email: 'client@quayside.test', password: PASSWORD };
const ADMIN = { email: 'admin@quayside.test', password: PASSWORD };
const SHOTS = process.env.SHOTS_DIR ?? '';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function demoCompanyId(page: Page, token: string): Promise<string> {
  const res = await page.request.get('/api/companies?search=Harbourline', { headers: { authorization: `Bearer ${token}` } });
  const company = ((await res.json()) as { items: { id: string }[] }).items[0];
  expect(company, 'the demo company').toBeTruthy();
  return company?.id ?? '';
}

test('staff request AML/KYC, the client drafts, resumes and submits the survey, staff see the rating', async ({ browser }) => {
  // The preparer asks.
  const staff = await newPage(browser);
  const { token } = await signIn(staff, PREPARER);
  const companyId = await demoCompanyId(staff, token);
  await staff.goto(`/dashboard/preparer/companies/${companyId}?tab=kyc-aml`);
  await expect(staff.getByRole('heading', { name: 'AML/KYC request' })).toBeVisible({ timeout: 45_000 });
  // The seeded past round is listed with its rating (a shareholder tied to a grey-list country).
  await expect(staff.getByRole('list', { name: 'Surveys' })).toContainText('Risk: medium');
  await staff.getByRole('button', { name: 'Request AML/KYC survey' }).click();
  await expect(toast(staff, 'AML/KYC request created')).toBeVisible();
  await expect(staff.getByTestId('kyc-request-status')).toHaveText('Waiting for the client');
  await shot(staff, 'staff-kyc-requested-1280');

  // The client finds the task and opens the survey.
  const client = await newPage(browser);
  await signIn(client, CLIENT);
  await client.goto('/dashboard/client/tasks');
  await client.getByRole('link', { name: /AML\/KYC survey for/ }).first().click();
  await client.getByRole('link', { name: 'Open the survey' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'AML/KYC survey' })).toBeVisible({ timeout: 45_000 });
  const form = client.getByRole('form', { name: 'AML/KYC survey' });
  await form.getByLabel('Full name', { exact: true }).fill('Marcus Lim');
  await form.getByLabel('Date of birth').fill('1988-06-21');
  await form.getByLabel('Nationality').fill('SG');
  await client.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(client, 'Draft saved')).toBeVisible();

  // Resume: a fresh load shows the saved answers.
  await client.reload();
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Marcus Lim', { timeout: 45_000 });
  await expect(form.getByLabel('Nationality')).toHaveValue('SG');

  // Submitting too early explains what is missing.
  await client.getByRole('button', { name: 'Submit the survey' }).click();
  await expect(form.getByRole('alert')).toContainText('to fix before you submit');
  await expect(form).toContainText('Enter the document number');
  await shot(client, 'client-kyc-errors-1280');

  await form.getByLabel('Country of residence').fill('SG');
  await form.getByLabel('Identity document').selectOption('national_id');
  await form.getByLabel('Document number').fill('S8812345D');
  await form.getByLabel('Your role in the company').selectOption('director_and_shareholder');
  await form.getByLabel('Source of funds').fill('Savings from employment at DBS');
  await form.getByLabel('Source of wealth').fill('Salary and bonuses since 2010');
  await form.getByLabel('Expected annual turnover').fill('SGD 1.5 million');
  await form.getByLabel('Business activity').fill('Wholesale of marine equipment');
  await form.getByLabel('Countries of operation').fill('SG');
  await client.getByRole('button', { name: 'Add an owner' }).click();
  await form.getByLabel('Owner 1: name').fill('Marcus Lim');
  await form.getByLabel('Country', { exact: true }).fill('SG');
  await form.getByLabel('Share held (%)').fill('100');
  await form.getByLabel('The answers are true and complete', { exact: false }).check();
  await form.getByLabel('Signature (your full name)').fill('Marcus Lim');
  await client.getByRole('button', { name: 'Submit the survey' }).click();
  await expect(toast(client, 'Survey submitted')).toBeVisible();
  await expect(client.getByRole('status').filter({ hasText: 'the survey was submitted' })).toBeVisible();

  // Staff see the rating with its reasons.
  await staff.reload();
  await expect(staff.getByTestId('kyc-request-status')).toHaveText('Completed', { timeout: 45_000 });
  await expect(staff.getByRole('list', { name: 'Surveys' }).getByRole('listitem').first()).toContainText('Risk: low');
  await shot(staff, 'staff-kyc-rated-1280');
  await staff.setViewportSize({ width: 375, height: 800 });
  await shot(staff, 'staff-kyc-rated-375');
  await client.setViewportSize({ width: 375, height: 800 });
  await client.goto(`/dashboard/client/kyc/${companyId}`);
  await expect(client.getByRole('heading', { level: 1, name: 'AML/KYC survey' })).toBeVisible({ timeout: 45_000 });
  await shot(client, 'client-kyc-done-375');
});

test('the admin keeps the baseline documents: add, reorder, export, and an import refused as a whole', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, ADMIN);
  await page.goto('/dashboard/admin/baseline-docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Baseline documents' })).toBeVisible({ timeout: 45_000 });
  const list = page.getByRole('list', { name: 'Baseline documents' });
  await expect(list).toContainText('PAN card');
  const form = page.getByRole('form', { name: 'Add a baseline document' });
  await form.getByLabel('Slug').fill('e2e-board-minutes');
  await form.getByLabel('Name').fill('Board minutes (e2e)');
  await form.getByRole('button', { name: 'Add the document' }).click();
  await expect(toast(page, 'Baseline doc created')).toBeVisible();
  await expect(list).toContainText('Board minutes (e2e)');
  await page.getByRole('button', { name: 'Move Board minutes (e2e) up' }).click();
  await expect(toast(page, 'Baseline order updated')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^baseline-documents-\d{4}-\d{2}-\d{2}\.json$/);
  await page.getByLabel('Import file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ items: [{ slug: 'ok-one', name: 'Fine', appliesTo: 'company' }, { slug: 'Bad Slug', name: '', appliesTo: 'pets' }] })),
  });
  await expect(page.getByRole('alert')).toContainText('nothing was saved');
  await expect(page.getByRole('list', { name: 'Import problems' })).toContainText('items.1.slug');
  await expect(list).not.toContainText('Fine');
  await shot(page, 'admin-baseline-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'admin-baseline-375');
  // Leave the demo list as found.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Delete Board minutes (e2e)' }).click();
  await expect(toast(page, 'Baseline doc deleted')).toBeVisible();
});
