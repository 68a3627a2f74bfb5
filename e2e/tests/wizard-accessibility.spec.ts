import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS_BY_ROLE } from './support/demo-accounts';
import { axeViolations } from './support/axe';

/**
 * The incorporation wizard's accessibility (issue 12, item 10): one <main>; when the step changes, focus moves
 * to the new step's heading; every upload control has a name of its own; axe finds nothing on the steps.
 */

async function otpFor(api: APIRequestContext, email: string): Promise<string> {
  const login = await api.post('/api/auth/login', { data: DEMO_ACCOUNTS_BY_ROLE.admin });
  const { token } = (await login.json()) as { token: string };
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { items } = (await res.json()) as { items: { subject: string; text: string }[] };
        const mail = items.find((m) => /verification code/i.test(m.subject));
        code = mail ? (/(\d{6})/.exec(mail.subject)?.[1] ?? /(\d{6})/.exec(mail.text)?.[1]) : undefined;
        return code ? 'found' : 'waiting';
      },
      { timeout: 20_000 },
    )
    .toBe('found');
  return code ?? '';
}

test('each new step takes focus to its heading; upload controls are named per person; axe is clean', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `a11y-${Date.now().toString(36)}@example.com`;
  await page.goto('/incorporate');
  // Generous: on a busy machine the first load also fetches the store and the wizard's code.
  await expect(page.getByRole('heading', { name: 'Your details', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('main')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Full name').fill('Asha Menon');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Country code').selectOption('+65');
  await page.getByLabel('Phone number').fill('9123 4567');
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your e-mail', exact: true })).toBeFocused({
    timeout: 30_000,
  });

  const api = await playwright.request.newContext({ baseURL });
  await page.getByLabel('Verification code').fill(await otpFor(api, email));
  await api.dispose();
  await expect(page.getByRole('heading', { name: 'Your company', exact: true })).toBeFocused({
    timeout: 30_000,
  });

  await page.getByLabel('Singapore').check();
  await page.getByLabel('Proposed company name').fill(`Focus Trading ${Date.now().toString(36)}`);
  await expect(page.getByTestId('name-available')).toBeVisible();
  await page.getByLabel('What will the company do?').fill('Software development and IT consulting');
  await page.getByLabel('Shares issued').fill('1000');
  await page.getByLabel('Paid-up capital').fill('1,000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Directors', exact: true })).toBeFocused({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Add another director' }).click();
  const names = await page
    .locator('input[type="file"]')
    .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThanOrEqual(4);
  expect(new Set(names).size).toBe(names.length);
  await expect(page.locator('main')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // Back in the browser is a step change too.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Your company', exact: true })).toBeFocused({
    timeout: 30_000,
  });
});
