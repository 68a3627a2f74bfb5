import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminMessages } from '@quayside/contract/messages';
import { signIn, newPage } from './support/session';

/**
 * The admin's communication screens (issue 13) in Chromium against the built app on a fresh demo database: the
 * admin notifies every user and the demo client reads it; the admin edits the demo client's insight
 * recommendation and the client reads it under Insights; the new pages pass axe and work from the keyboard.
 */

test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'admin@quayside.test', password: 'Quayside-demo-1' };
const CLIENT = { email: 'client@quayside.test', password: 'Quayside-demo-1' };
const SHOTS = process.env.SHOTS_DIR ?? '';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the admin sends a notification to all users and the demo client reads it', async ({
  browser,
  page,
}) => {
  await signIn(page, ADMIN);
  const title = `Office closed on Friday ${Date.now()}`;
  await page.goto('/dashboard/admin/notify');
  await expect(page.getByRole('heading', { level: 1, name: 'Notify all users' })).toBeVisible({
    timeout: 45_000,
  });
  // Nothing goes out without a title and a message.
  await page.getByRole('button', { name: 'Review and send' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Message', { exact: true })
    .fill('Our offices close on Friday for the public holiday. Deadlines are not affected.');
  await page.getByRole('button', { name: 'Review and send' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Send to \d+ users\?$/ })).toBeVisible();
  const count = Number(/(\d+)/.exec((await dialog.getByRole('heading').first().textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);
  await dialog.getByRole('button', { name: `Send to ${count} users` }).click();
  await expect(toast(page, adminMessages.success.notificationSent(count))).toBeVisible();
  await expect(page.getByText(adminMessages.success.notificationSent(count)).first()).toBeVisible();

  // The job queue delivers it in the background: look again until it is there (a reload is what a person does).
  const arrives = async (p: Page, path: string) => {
    await expect(async () => {
      await p.goto(path);
      await expect(p.getByText(title).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  };
  // The admin is a user too: the broadcast reaches their own notifications.
  await arrives(page, '/dashboard/admin/notifications');

  const clientPage = await newPage(browser);
  await signIn(clientPage, CLIENT);
  await arrives(clientPage, '/dashboard/client/notifications');
});

test('the admin edits the demo client insight recommendation and the client reads it under Insights', async ({
  browser,
  page,
}) => {
  const { token } = await signIn(page, ADMIN);
  const found = await page.request.get('/api/admin/users/clients?q=client@quayside.test', {
    headers: { authorization: `Bearer ${token}` },
  });
  const client = ((await found.json()) as { users: Array<{ id: string; email: string }> }).users.find(
    (u) => u.email === CLIENT.email,
  );
  if (!client) throw new Error('demo client not found');
  const advice = `Register for GST before the threshold (${Date.now()}).`;

  await page.goto(`/dashboard/admin/users/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Insight recommendation' })).toBeVisible({
    timeout: 45_000,
  });
  await page.getByLabel('Recommendation', { exact: true }).fill(advice);
  const pdf =
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  await page
    .getByLabel('Attach files')
    .setInputFiles({ name: 'gst-memo.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await expect(page.getByRole('list', { name: 'Files to attach' }).getByText('gst-memo.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Save recommendation' }).click();
  await expect(toast(page, adminMessages.success.insightUpdated)).toBeVisible();
  const history = page.getByRole('list', { name: 'Recommendation history' });
  await expect(history.getByText(advice)).toBeVisible();
  await expect(history.getByRole('link', { name: 'gst-memo.pdf' }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/insight-editor-1280.png`, fullPage: true });

  const clientPage = await newPage(browser);
  await signIn(clientPage, CLIENT);
  await clientPage.goto('/dashboard/client/insights');
  await expect(clientPage.getByText(advice)).toBeVisible({ timeout: 45_000 });
  await expect(clientPage.getByRole('link', { name: /gst-memo\.pdf/ })).toBeVisible();
});

const PAGES = [
  ['/dashboard/admin/notify', 'Notify all users'],
  ['/dashboard/admin/notifications', 'Notifications'],
  ['/dashboard/admin/chats', 'Chats'],
  ['/dashboard/admin/calendar', 'Calendar actions'],
  ['/dashboard/admin/contact-messages', 'Contact messages'],
  ['/dashboard/admin/job-applications', 'Job applications'],
] as const;

test('the communication screens have no serious axe findings, at 1280 and 375 px', async ({ browser }) => {
  for (const width of [1280, 375]) {
    const page = await newPage(browser, { width: width, height: 800 });
    await signIn(page, ADMIN);
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 45_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(heading));
      expect(await seriousViolations(page, 'main'), `${path} at ${width}px`).toEqual([]);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/${path.split('/').pop() ?? 'page'}-${width}.png`,
          fullPage: true,
        });
    }
    await page.context().close();
  }
});

test('a calendar action is edited from the keyboard', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar actions' })).toBeVisible({
    timeout: 45_000,
  });
  const entries = page.getByRole('list', { name: 'Calendar entries' });
  const edit = entries.getByRole('button', { name: /^Edit / }).first();
  await expect(edit).toBeVisible({ timeout: 30_000 });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit calendar action' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel('Description').fill('Filed with the authority; receipt on file');
  await dialog.getByLabel('State').selectOption('done');
  await dialog.getByLabel('Description').press('Tab');
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(toast(page, adminMessages.success.calendarActionUpdated)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(entries.getByText('Filed with the authority; receipt on file').first()).toBeVisible();
});

test('the admin opens a contact message and a job application from the inbox and marks them handled', async ({
  page,
}) => {
  const stamp = Date.now();
  const sent = await page.request.post('/api/contact', {
    data: {
      fullName: `Omar Haddad ${stamp}`,
      email: `omar.${stamp}@example.com`,
      topic: 'accounting',
      message: 'We need monthly bookkeeping for our Dubai branch.',
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const pdf =
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  const applied = await page.request.post('/api/careers/applications', {
    multipart: {
      fullName: `Kavya Iyer ${stamp}`,
      email: `kavya.${stamp}@example.com`,
      phone: '+91 98100 12345',
      position: 'general',
      office: 'noida',
      consent: 'true',
      cv: { name: 'Kavya CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signIn(page, ADMIN);
  await page.goto('/dashboard/admin/contact-messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible({
    timeout: 45_000,
  });
  await page.getByLabel('Search').fill(`Omar Haddad ${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: new RegExp(`Omar Haddad ${stamp}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('We need monthly bookkeeping for our Dubai branch.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(toast(page, adminMessages.success.contactHandled)).toBeVisible();
  await expect(page.getByText('No messages match')).toBeVisible();

  await page.goto('/dashboard/admin/job-applications');
  await page.getByRole('button', { name: new RegExp(`Kavya Iyer ${stamp}`) }).click();
  const app = page.getByRole('dialog');
  const cv = app.getByRole('link', { name: /Open CV \(Kavya CV\.pdf/ });
  await expect(cv).toBeVisible();
  const file = await page.request.get((await cv.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await app.getByRole('button', { name: 'Mark handled' }).click();
  await expect(toast(page, adminMessages.success.applicationHandled)).toBeVisible();
});

test('the confirmation and edit dialogs fit a phone and pass axe', async ({ browser }) => {
  const page = await newPage(browser, { width: 375, height: 800 });
  await signIn(page, ADMIN);
  await page.goto('/dashboard/admin/notify');
  await expect(page.getByRole('heading', { level: 1, name: 'Notify all users' })).toBeVisible({
    timeout: 45_000,
  });
  await page.getByLabel('Title').fill('Quarterly filing reminder');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Upload your bank statements for the quarter by the 10th.');
  await page.getByRole('button', { name: 'Review and send' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: /^Send to \d+ users\?$/ })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notify-confirm-375.png` });
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);

  await page.goto('/dashboard/admin/calendar');
  await page
    .getByRole('list', { name: 'Calendar entries' })
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit calendar action' });
  await expect(edit.getByLabel('Due date')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-edit-375.png` });
  await page.context().close();
});
