import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn, newPage } from './support/session';
import { openPublicPage } from './support/public-page';

/**
 * Issue 19: the law as data. The admin adds a due-date extension on the Compliance rules screen; the demo
 * company's calendar shows the new date with the circular's reference at once; removing it puts the statutory date
 * back (the demo data is left as found). The screen passes axe and fits 375 and 1280 pixels.
 */

test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };
const SHOTS = process.env.SHOTS_DIR ?? '';
const REFERENCE = 'IRAS filing extension (e2e check)';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test("the admin adds an extension, sees it applied on the demo company's calendar, and removes it", async ({
  page,
}) => {
  const { token } = await signIn(page, ADMIN);
  const list = await page.request.get('/api/companies?search=Harbourline', {
    headers: { authorization: `Bearer ${token}` },
  });
  const company = ((await list.json()) as { items: { id: string; name: string }[] }).items[0];
  expect(company, 'the demo company').toBeTruthy();

  await page.goto('/dashboard/admin/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance rules' })).toBeVisible({
    timeout: 45_000,
  });
  // The CBDT circular is there from the start.
  await expect(page.getByRole('list', { name: 'Extensions' })).toContainText('CBDT Circular No. 15/2025');
  await expect(page.getByRole('list', { name: 'Government fees' })).toContainText(
    'ACRA company registration',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A bad form is refused with the schema's texts.
  await page.getByRole('button', { name: 'Add the extension' }).click();
  await expect(page.getByText('Choose a rule the calendar applies (e.g. IN_ITR6)')).toBeVisible();

  await page.getByLabel('Rule', { exact: true }).selectOption('SG_FORM_C');
  await page.getByLabel('Period end').fill('2025-12-31');
  await page.getByLabel('New due date').fill('2026-12-15');
  await page.getByLabel('Circular or notification').fill(REFERENCE);
  await page.getByRole('button', { name: 'Add the extension' }).click();
  await expect(toast(page, 'Extension added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Extensions' })).toContainText(REFERENCE);

  await page.goto(`/dashboard/admin/calendar?companyId=${company?.id ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar actions' })).toBeVisible({
    timeout: 45_000,
  });
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: 'File Form C-S / C with IRAS (YA 2026)' })
    .filter({ hasText: REFERENCE });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).toContainText('Extended from 2026-11-30 to 2026-12-15');

  await page.goto('/dashboard/admin/rules');
  await page.getByRole('button', { name: 'Remove the extension of SG_FORM_C for 2025-12-31' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Extension removed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Extensions' })).not.toContainText(REFERENCE);

  await page.goto(`/dashboard/admin/calendar?companyId=${company?.id ?? ''}`);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'File Form C-S / C with IRAS (YA 2026)' }).first(),
  ).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(REFERENCE)).toHaveCount(0);
});

test('the Compliance rules screen at 375 and 1280 pixels', async ({ browser }) => {
  for (const width of [375, 1280]) {
    const page = await newPage(browser, { width: width, height: 800 });
    await signIn(page, ADMIN);
    await page.goto('/dashboard/admin/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance rules' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByRole('list', { name: 'Government fees' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-rules-${width}.png`, fullPage: true });
    await page.context().close();
  }
});

test('the public tools say which law and year they use, and the estimator shows government fees apart', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const page = await newPage(browser, { width: width, height: 800 });
    await openPublicPage(page, '/resources/tools');
    // Singapore tax: YA 2026 with the Budget 2026 rebate, and the law named under the result.
    const sg = page.locator('#sg-corporate-tax');
    await sg.getByLabel('Chargeable income (SGD)').fill('300000');
    await sg.getByLabel('Year of Assessment').selectOption('2026');
    await sg.getByRole('button', { name: 'Estimate the tax' }).click();
    await expect(sg.getByTestId('sg-tax-law')).toContainText('YA 2026');
    await expect(sg.getByTestId('sg-tax-law')).toContainText('Budget 2026');
    // 17% of 197,500 = 33,575; 40% rebate = 13,430, less the S$1,500 cash grant: 11,930 off -> 21,645.
    await expect(sg.getByTestId('sg-tax-net')).toContainText('21,645.00');
    await expect(sg.getByLabel('Year of Assessment').locator('option', { hasText: 'YA 2027' })).toHaveCount(
      1,
    );
    // The estimator: the government fees in their own block.
    await expect(page.getByTestId('estimate-government-fees')).toContainText('ACRA company registration', {
      timeout: 20_000,
    });
    // Residency: the year chosen names the Act.
    const nri = page.locator('#nri-residency');
    await nri.getByLabel('Financial year', { exact: true }).selectOption('2026-27');
    await expect(nri.getByText('Income-tax Act, 2025, section 6, for tax year 2026-27')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    if (SHOTS) {
      await sg.screenshot({ path: `${SHOTS}/sg-tax-${width}.png` });
      await page.locator('#incorporation-estimator').screenshot({ path: `${SHOTS}/estimator-${width}.png` });
    }
    await page.context().close();
  }
});
