import { expect, test, type Page } from '@playwright/test';
import { formatChatbotDate } from '@quayside/contract/chatbot';
import type { CalendarEntry } from '@quayside/contract/calendar';
import { chatbotMessages } from '@quayside/contract/messages';
import { signIn, newPage } from './support/session';

/**
 * Issue 16, the chatbot with a person behind it: the demo client asks the assistant when their annual return is
 * due and reads the date of their own calendar, with the source; asks for a person; the demo preparer (a second
 * browser) joins from the handover queue and replies; the client sees who joined and the reply.
 */
test.describe.configure({ timeout: 180_000 });

const CLIENT = { email: 'client@quayside.test', password: 'Quayside-demo-1' };
const PREPARER = { email: 'preparer@quayside.test', password: 'Quayside-demo-1' };
const SHOTS = process.env.SHOTS_DIR ?? '';

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

test('the client asks the assistant, then a person; the preparer joins and replies', async ({ browser }) => {
  const client = await newPage(browser, { width: 1280, height: 860 });
  const { token } = await signIn(client, CLIENT);
  // The date the answer must give: the next open annual return of the client's calendar.
  const calendar = await client.request.get('/api/client/calendar?openOnly=true', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(calendar.status()).toBe(200);
  const next = ((await calendar.json()) as { items: CalendarEntry[] }).items
    .filter((e) => e.kind === 'annual_return')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  expect(next, 'the demo calendar has an annual return').toBeTruthy();
  const expected = formatChatbotDate(next?.dueDate ?? '');

  // The assistant is the first conversation of Messages.
  await client.goto('/dashboard/client');
  await client
    .getByRole('navigation')
    .getByRole('link', { name: /^Messages/ })
    .first()
    .click();
  await expect(client).toHaveURL(/\/dashboard\/client\/messages$/);
  await client
    .getByRole('button', { name: /^Assistant/ })
    .first()
    .click();
  const bot = client.getByTestId('chatbot');
  await expect(
    bot.getByText(chatbotMessages.bot.greeting).or(bot.getByTestId('chatbot-user').first()),
  ).toBeVisible({ timeout: 30_000 });
  // A rerun starts from an empty conversation.
  const clear = bot.getByRole('button', { name: chatbotMessages.ui.clear });
  if (await clear.isEnabled()) await clear.click();
  await expect(bot.getByText(chatbotMessages.bot.greeting)).toBeVisible();

  await bot.getByLabel('Message to the assistant').fill('When is my annual return due?');
  await bot.getByLabel('Message to the assistant').press('Enter');
  const answer = bot.getByTestId('chatbot-bot').last();
  await expect(answer).toContainText(expected);
  await expect(answer).toContainText(next?.title ?? '');
  await expect(answer.getByRole('link', { name: 'Your compliance calendar' })).toHaveAttribute(
    'href',
    '/dashboard/client/calendar',
  );
  await shot(client, 'client-answer-1280');

  await bot.getByRole('button', { name: chatbotMessages.ui.talkToPerson }).click();
  await expect(bot.getByTestId('chatbot-status')).toHaveText(chatbotMessages.ui.waiting);

  // The preparer, in a second browser, joins from the handover queue.
  const preparer = await newPage(browser, { width: 1280, height: 860 });
  await signIn(preparer, PREPARER);
  await preparer.goto('/dashboard/preparer');
  await preparer.getByRole('navigation').getByRole('link', { name: 'Assistant handovers' }).click();
  await expect(preparer).toHaveURL(/\/dashboard\/preparer\/handovers$/);
  const entry = preparer.getByTestId('handover-item').filter({ hasText: 'Marcus Lim' });
  await expect(entry).toContainText('Waiting', { timeout: 20_000 });
  await entry.click();
  const console_ = preparer.getByTestId('agent-conversation');
  await expect(console_.getByText('When is my annual return due?')).toBeVisible();
  await console_.getByRole('button', { name: chatbotMessages.ui.take }).click();
  await expect(console_.getByText(chatbotMessages.bot.joined('Priya Sharma'))).toBeVisible();
  await console_
    .getByLabel('Reply to the client')
    .fill('Hello Marcus, Priya here. I will check the filing for you.');
  await console_.getByLabel('Reply to the client').press('Enter');
  await expect(console_.getByTestId('chatbot-agent').last()).toContainText('Priya here');
  await shot(preparer, 'preparer-console-1280');

  // The client sees who joined and the reply without reloading.
  await expect(bot.getByTestId('chatbot-status')).toContainText(chatbotMessages.bot.joined('Priya Sharma'), {
    timeout: 20_000,
  });
  await expect(bot.getByTestId('chatbot-agent').last()).toContainText('Hello Marcus, Priya here.');
  await expect(bot.getByTestId('chatbot-agent').last()).toContainText('Priya Sharma');
  await bot.getByLabel('Message to the assistant').fill('Thank you!');
  await bot.getByLabel('Message to the assistant').press('Enter');
  await expect(console_.getByText('Thank you!')).toBeVisible({ timeout: 20_000 });
  await shot(client, 'client-agent-1280');

  // The preparer closes; the assistant is back for the client. Leave the demo conversation empty.
  await console_.getByRole('button', { name: chatbotMessages.ui.close }).click();
  await expect(bot.getByText(chatbotMessages.bot.left('Priya Sharma'))).toBeVisible({ timeout: 20_000 });
  await bot.getByRole('button', { name: chatbotMessages.ui.clear }).click();
  await expect(bot.getByText(chatbotMessages.bot.greeting)).toBeVisible();

  await client.context().close();
  await preparer.context().close();
});

test('the assistant and the handover console work on a phone', async ({ browser }) => {
  const client = await newPage(browser, { width: 375, height: 760 });
  await signIn(client, CLIENT);
  await client.goto('/dashboard/client/messages');
  await client
    .getByRole('button', { name: /^Assistant/ })
    .first()
    .click();
  const bot = client.getByTestId('chatbot');
  await expect(bot.getByLabel('Message to the assistant')).toBeVisible({ timeout: 30_000 });
  await bot.getByLabel('Message to the assistant').fill('How long does incorporation take?');
  await bot.getByRole('button', { name: chatbotMessages.ui.send }).click();
  await expect(bot.getByTestId('chatbot-bot').last()).toContainText('one to three working days');
  const box = await bot.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(client, 'client-answer-375');
  await bot.getByRole('button', { name: chatbotMessages.ui.clear }).click();
  // Back to the conversation list (a phone shows the list or a conversation).
  await bot.getByRole('button', { name: 'Back to the conversations' }).click();
  await expect(client.getByRole('button', { name: /^Assistant/ }).first()).toBeVisible();

  const preparer = await newPage(browser, { width: 375, height: 760 });
  await signIn(preparer, PREPARER);
  await preparer.goto('/dashboard/preparer/handovers');
  await expect(preparer.getByRole('heading', { name: 'Assistant handovers', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  expect(await preparer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(preparer, 'preparer-console-375');
  // The same queue is pinned first in the preparer's Messages.
  await preparer.goto('/dashboard/preparer/messages');
  await preparer
    .getByRole('button', { name: /^Assistant handovers/ })
    .first()
    .click();
  await expect(preparer.getByRole('heading', { name: chatbotMessages.ui.queueTitle })).toBeVisible();
  expect(await preparer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(preparer, 'preparer-messages-375');
  await client.context().close();
  await preparer.context().close();
});
