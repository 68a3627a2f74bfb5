import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ChatConversationsResponse } from '@quayside/contract/chat';
import { DEMO_ACCOUNTS_BY_ROLE } from './support/demo-accounts';

/**
 * In-app chat (issue 16) in two browsers at once: the demo client writes to their preparer from the sidebar's
 * Messages, the preparer answers and sends a file, and the client's unread badge in the sidebar updates without a
 * reload. Then the same on a phone: the list and the thread are two screens.
 */

const FIRST_LOAD = { timeout: 30_000 };
const SHOTS = process.env.SHOTS_DIR;

function pdf(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A signed-in page of its own browser context (the refresh cookie in that context; the app restores its token). */
async function signedInPage(browser: Browser, who: 'client' | 'preparer', viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/login', { data: DEMO_ACCOUNTS_BY_ROLE[who] });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript(() => window.localStorage.setItem('signedIn', '1'));
  return { page, token, close: () => context.close() };
}

async function conversations(page: Page, token: string) {
  const res = await page.request.get('/api/chat/conversations', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ChatConversationsResponse;
}

/** Starts from nothing unread between the two (earlier runs against a reused server may have left some). */
async function readAll(page: Page, token: string) {
  for (const c of (await conversations(page, token)).conversations) {
    if (c.unreadCount) await page.request.post(`/api/chat/conversations/${c.partner.id}/read`, { headers: { authorization: `Bearer ${token}` } });
  }
}

test('the client writes to their preparer, the preparer answers with a file, and the badge updates live', async ({ browser }) => {
  test.setTimeout(120_000);
  const client = await signedInPage(browser, 'client');
  const preparer = await signedInPage(browser, 'preparer');
  const stamp = Date.now().toString(36);
  try {
    await readAll(client.page, client.token);
    await readAll(preparer.page, preparer.token);

    // The preparer has the inbox open.
    await preparer.page.goto('/dashboard/preparer');
    await preparer.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    await expect(preparer.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible(FIRST_LOAD);
    const preparerNav = preparer.page.getByRole('navigation', { name: 'Dashboard' });

    // The client reaches the chat from the sidebar (no floating chat button on the dashboard) and writes.
    await client.page.goto('/dashboard/client');
    await expect(client.page.getByRole('link', { name: /whatsapp/i })).toHaveCount(0);
    const clientNav = client.page.getByRole('navigation', { name: 'Dashboard' });
    await clientNav.getByRole('link', { name: 'Messages' }).click();
    await expect(client.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible(FIRST_LOAD);
    await client.page.getByRole('button', { name: /Priya Sharma/ }).click();
    const clientThread = client.page.getByRole('region', { name: 'Conversation with Priya Sharma' });
    const question = `Is my annual return filed? (${stamp})`;
    await clientThread.getByLabel('Message to Priya Sharma').fill(question);
    await clientThread.getByLabel('Message to Priya Sharma').press('Enter');
    await expect(clientThread.getByTestId('message').filter({ hasText: question })).toBeVisible();
    if (SHOTS) await client.page.screenshot({ path: `${SHOTS}/client-thread-1280.png` });

    // The preparer's badge and list show it without a reload; the preparer opens it and answers.
    await expect(preparerNav.getByTestId('chat-unread-badge')).toHaveText(/^1/);
    await preparer.page.getByRole('button', { name: /Marcus Lim/ }).click();
    const preparerThread = preparer.page.getByRole('region', { name: 'Conversation with Marcus Lim' });
    await expect(preparerThread.getByTestId('message').filter({ hasText: question })).toBeVisible();
    await expect(preparerNav.getByTestId('chat-unread-badge')).toHaveCount(0);
    // The client sees the read receipt live.
    await expect(clientThread.getByText('Read', { exact: true })).toBeVisible();

    // The client goes back to the overview; the preparer answers there with text and a file.
    await clientNav.getByRole('link', { name: 'Overview' }).click();
    await expect(client.page).toHaveURL(/\/dashboard\/client$/);
    await expect(clientNav.getByTestId('chat-unread-badge')).toHaveCount(0);
    const answer = `Yes, filed this morning: https://example.com/receipt-${stamp}`;
    await preparerThread.getByLabel('Message to Marcus Lim').fill(answer);
    await preparerThread.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(preparerThread.getByTestId('message').filter({ hasText: answer })).toBeVisible();
    await preparerThread.getByTestId('chat-file-input').setInputFiles({ name: `acknowledgement-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf(stamp) });
    await expect(preparerThread.getByRole('link', { name: `acknowledgement-${stamp}.pdf` })).toBeVisible();
    if (SHOTS) await preparer.page.screenshot({ path: `${SHOTS}/preparer-inbox-1280.png` });

    // The client's sidebar badge counts both, live.
    await expect(clientNav.getByTestId('chat-unread-badge')).toHaveText(/^2/);
    if (SHOTS) await client.page.screenshot({ path: `${SHOTS}/client-badge-1280.png` });

    // Opening the conversation shows the answer (its link clickable) and the file, and clears the badge.
    await clientNav.getByRole('link', { name: 'Messages' }).click();
    await client.page.getByRole('button', { name: /Priya Sharma/ }).click();
    await expect(clientThread.getByRole('link', { name: `https://example.com/receipt-${stamp}` })).toHaveAttribute('target', '_blank');
    const file = clientThread.getByRole('link', { name: `acknowledgement-${stamp}.pdf` });
    await expect(file).toBeVisible();
    const download = await client.page.request.get((await file.getAttribute('href')) ?? '');
    expect(download.status()).toBe(200);
    expect((await download.body()).toString()).toContain(stamp);
    await expect(clientNav.getByTestId('chat-unread-badge')).toHaveCount(0);
  } finally {
    await client.close();
    await preparer.close();
  }
});

test('on a phone the conversation list and the thread are two screens', async ({ browser }) => {
  const client = await signedInPage(browser, 'client', { width: 375, height: 740 });
  try {
    await client.page.goto('/dashboard/client/messages');
    await expect(client.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible(FIRST_LOAD);
    const list = client.page.getByRole('list', { name: 'Conversations' });
    await expect(list).toBeVisible();
    if (SHOTS) await client.page.screenshot({ path: `${SHOTS}/client-list-375.png` });
    await list.getByRole('button', { name: /Priya Sharma/ }).click();
    const thread = client.page.getByRole('region', { name: 'Conversation with Priya Sharma' });
    await expect(thread).toBeVisible();
    await expect(list).toBeHidden();
    const width = await client.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    if (SHOTS) await client.page.screenshot({ path: `${SHOTS}/client-thread-375.png` });
    await thread.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(list).toBeVisible();
  } finally {
    await client.close();
  }
});
