import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/** Sign-in journeys on the demo accounts (seeded on the fresh e2e database). */

const DEMO_PASSWORD = 'Quayside-demo-1';
const ACCOUNTS = [
  { email: 'admin@quayside.test', name: 'Aisha Rahman', route: '/dashboard/admin' },
  { email: 'approver@quayside.test', name: 'Daniel Tan', route: '/dashboard/approver' },
  { email: 'preparer@quayside.test', name: 'Priya Sharma', route: '/dashboard/preparer' },
  { email: 'client@quayside.test', name: 'Marcus Lim', route: '/dashboard/client' },
  { email: 'nri@quayside.test', name: 'Rohan Mehta', route: '/dashboard/nri' },
] as const;

async function signIn(page: Page, email: string, password: string) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const userMenuName = (page: Page) => page.getByTestId('user-menu-name');

test.describe('sign-in', () => {
  for (const account of ACCOUNTS) {
    test(`${account.email} signs in and lands on ${account.route}`, async ({ page }) => {
      await signIn(page, account.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(account.route);
      await expect(userMenuName(page)).toHaveText(account.name);
      // The dashboard has no public navigation bar, footer or WhatsApp button.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /whatsapp/i })).toHaveCount(0);
    });
  }

  test('a wrong password shows "Invalid email or password" and stays on /login', async ({ page }) => {
    await signIn(page, 'preparer@quayside.test', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('signedIn'))).toBeNull();
  });

  test('the form explains a missing e-mail and password before asking the server', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) loginCalls += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a visitor sent to /login from a dashboard page returns there after signing in', async ({ page }) => {
    await page.goto('/dashboard/admin/outbox');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fadmin%2Foutbox$/);
    await signIn(page, 'admin@quayside.test', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  });

  test('a signed-in visitor opening /login goes to their landing route', async ({ page }) => {
    await signIn(page, 'nri@quayside.test', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/nri');
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard/nri');
  });
});

test.describe('session', () => {
  test('the access token never reaches storage; a reload gets a new one from the refresh cookie', async ({
    page,
  }) => {
    // A mail in the outbox, so that the page has data to load.
    await page.request.post('/api/auth/request-reset', { data: { email: 'client@quayside.test' } });
    const loggedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.status() === 200);
    await signIn(page, 'admin@quayside.test', DEMO_PASSWORD);
    const { token } = (await (await loggedIn).json()) as { token: string };
    await expect(page).toHaveURL('/dashboard/admin');

    // Nothing a script can read holds the token: only the "signed in" hint is stored.
    const stored = await page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookies: document.cookie,
    }));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.local).toContainEqual(['signedIn', '1']);
    expect(stored.cookies).not.toMatch(/refresh/i); // httpOnly

    // A reload empties memory: the first call gets a fresh token from the cookie, with no 401 on the way.
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) refused.push(r.url());
    });
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh-token') && r.status() === 200,
    );
    await page.goto('/dashboard/admin/outbox');
    await refreshed;
    await expect(userMenuName(page)).toHaveText('Aisha Rahman');
    await expect(page.getByRole('button', { name: /Reset your Quayside password/ }).first()).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('an access token the server refuses is refreshed without the user noticing', async ({ page }) => {
    await page.request.post('/api/auth/request-reset', { data: { email: 'client@quayside.test' } });
    await signIn(page, 'admin@quayside.test', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/admin');
    // The outbox call is refused once, as an expired token would be.
    let refusedOnce = false;
    await page.route('**/api/admin/outbox**', async (route) => {
      if (refusedOnce) return route.continue();
      refusedOnce = true;
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Your session has expired. Please sign in again.',
          code: 'TOKEN_EXPIRED',
        }),
      });
    });
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh-token') && r.status() === 200,
    );
    await page.getByRole('link', { name: 'Mail outbox' }).first().click();
    await refreshed;
    await expect(page).toHaveURL('/dashboard/admin/outbox');
    await expect(userMenuName(page)).toHaveText('Aisha Rahman');
    await expect(page.getByRole('button', { name: /Reset your Quayside password/ }).first()).toBeVisible();
    expect(refusedOnce).toBe(true);
  });

  test('sign out returns to /login and the dashboard is no longer reachable', async ({ page }) => {
    await signIn(page, 'approver@quayside.test', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/approver');
    await signOut(page);
    await expect(page.getByText('Logged out')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signedIn'))).toBeNull();
    await page.goto('/dashboard/approver');
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a client typing /dashboard/admin is refused and no admin data is requested', async ({ page }) => {
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls.push(r.url());
    });
    await signIn(page, 'client@quayside.test', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/client');
    for (const path of ['/dashboard/admin', '/dashboard/admin/outbox']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You do not have access' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mail outbox' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL('/dashboard/client');
    expect(adminCalls).toEqual([]);
  });
});

test.describe('password reset', () => {
  /** Reads the newest reset link mailed to `email`, as an admin would in the Outbox. */
  async function resetLinkFromOutbox(browser: Browser, email: string): Promise<string> {
    const admin = await browser.newContext();
    const page = await admin.newPage();
    await signIn(page, 'admin@quayside.test', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/admin');
    await page.getByRole('link', { name: 'Mail outbox' }).first().click();
    await expect(page).toHaveURL('/dashboard/admin/outbox');
    await page.getByLabel('Recipient e-mail address').fill(email);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(`/dashboard/admin/outbox?to=${encodeURIComponent(email)}`);
    await page
      .getByRole('button', { name: /Reset your Quayside password/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Reset your Quayside password' })).toBeVisible();
    const href = await dialog.getByRole('link', { name: /\/reset-password\?token=/ }).getAttribute('href');
    await admin.close();
    if (!href) throw new Error('no reset link in the mail');
    const url = new URL(href);
    return url.pathname + url.search;
  }

  test('forgot password -> the mail in the admin Outbox -> a new password -> sign-in works', async ({
    page,
    browser,
  }) => {
    const email = 'approver@quayside.test';
    const newPassword = 'harbour-lantern-42';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const link = await resetLinkFromOutbox(browser, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();

    // The link signs them in (issue 12 item 7); the new password is the one that works from now on.
    await expect(page).toHaveURL('/dashboard/approver');
    await expect(page.getByText('Your password is saved and you are signed in.').first()).toBeVisible();
    await expect(userMenuName(page)).toHaveText('Daniel Tan');
    await signOut(page);
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL('/dashboard/approver');
    await expect(userMenuName(page)).toHaveText('Daniel Tan');

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-fresh-passphrase');
    await page.getByLabel('Repeat the new password').fill('another-fresh-passphrase');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();

    // Put the demo password back through "Change password" in the user menu.
    await page.goto('/dashboard/approver');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(newPassword);
    await dialog.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await signOut(page);
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/approver');
  });

  test('a reset link without a token explains itself', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });
});

test.describe('accessibility', () => {

  test('sign-in, the admin overview, the outbox and its mail dialog have no serious axe findings', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Quayside' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.request.post('/api/auth/request-reset', { data: { email: 'nri@quayside.test' } });
    await signIn(page, 'admin@quayside.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Reset your Quayside password/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/dashboard/admin/outbox');
    await page
      .getByRole('button', { name: /Reset your Quayside password/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
