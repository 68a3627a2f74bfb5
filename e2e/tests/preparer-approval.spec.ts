import { expect, test, type Page } from '@playwright/test';
import { approvalMessages, clientMessages, preparerMessages } from '@quayside/contract/messages';
import type { Company } from '@quayside/contract/companies';
import type { ListNotificationsResponse, TaskDetailResponse } from '@quayside/contract/client-area';
import { seriousViolations } from './support/axe';
import { DEMO_ACCOUNTS_BY_ROLE } from './support/demo-accounts';
import { signIn, newPage, type Session } from './support/session';

/**
 * The firm does the client's work through the product (issue 14), across three browser contexts on a fresh demo
 * database: the preparer creates a task with a required document for the demo client's company; the client
 * uploads it and marks the task complete; the preparer reviews it (approve: awaiting approval), stages a change
 * to the company's details and sends both to the approver with a note; the approver sees the diff and approves;
 * the client sees the task done, the new details and the notification.
 */

test.describe.configure({ timeout: 240_000 });

const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A small but real PDF (the server checks files by content). */
const pdf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );

async function get<T>(s: Session, path: string): Promise<T> {
  const res = await s.api.get(path, { headers: auth(s) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

test('a task and a company update go from the preparer through the client and the approver, and the client sees them done', async ({
  browser,
  page: preparerPage,
}) => {
  const clientPage = await newPage(browser, { width: 1280, height: 900 });
  const approverPage = await newPage(browser, { width: 1280, height: 900 });
  const client = await signIn(clientPage, DEMO_ACCOUNTS_BY_ROLE.client);
  await signIn(preparerPage, DEMO_ACCOUNTS_BY_ROLE.preparer);
  await signIn(approverPage, DEMO_ACCOUNTS_BY_ROLE.approver);
  const { company } = await get<{ company: Company | null }>(client, '/api/client/company');
  if (!company) throw new Error('the demo client has no company');
  const stamp = Date.now();
  const title = `Proof of address for the bank (${stamp})`;
  const requirement = 'Utility bill, last 3 months';
  const activity = `Shipping services and freight forwarding (${stamp})`;
  const note = `Task reviewed and business activity corrected (${stamp})`;

  // 1. The preparer finds the company and creates the task with a required document.
  await preparerPage.goto('/dashboard/preparer/companies');
  await expect(preparerPage.getByRole('heading', { level: 1, name: 'Clients & companies' })).toBeVisible({
    timeout: 45_000,
  });
  await preparerPage.getByLabel('Company name, client name or e-mail').fill(company.name.slice(0, 12));
  await preparerPage.getByRole('button', { name: 'Search' }).click();
  await preparerPage.getByRole('link', { name: new RegExp(escape(company.name)) }).click();
  await expect(preparerPage.getByRole('heading', { level: 1, name: company.name })).toBeVisible({
    timeout: 30_000,
  });
  const workspaceUrl = preparerPage.url().split('?')[0] as string;
  await preparerPage.getByRole('link', { name: 'Tasks', exact: true }).click();
  await preparerPage.getByRole('button', { name: 'New task' }).click();
  const create = preparerPage.getByRole('dialog');
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Due date').fill('2030-06-30');
  await create.getByLabel('Priority').selectOption('high');
  await create.getByRole('button', { name: 'Add document' }).click();
  await create.getByLabel('Document 1', { exact: true }).fill(requirement);
  await create.getByRole('button', { name: 'Create task' }).click();
  await expect(toast(preparerPage, preparerMessages.success.taskCreated)).toBeVisible();
  await expect(preparerPage.getByRole('link', { name: new RegExp(escape(title)) })).toBeVisible();

  // 2. The client uploads the document and marks the task complete.
  const tasks = await get<{ items: Array<{ id: string; title: string }> }>(
    client,
    '/api/client/tasks/assigned?limit=50',
  );
  const created = tasks.items.find((t) => t.title === title);
  expect(created, 'the client sees the new task').toBeTruthy();
  if (!created) return;
  const detail = await get<TaskDetailResponse>(client, `/api/client/tasks/assigned/${created.id}`);
  const req = detail.requiredDocuments[0];
  if (!req) throw new Error('the task has no required document');
  await clientPage.goto(`/dashboard/client/tasks/${created.id}`);
  const item = clientPage.locator(`[data-testid="requirement"][data-id="${req.id}"]`);
  await expect(item).toBeVisible({ timeout: 45_000 });
  await item
    .getByLabel(`Choose files for ${req.name}`)
    .setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: pdf('bill') });
  await item.getByRole('button', { name: 'Upload file' }).click();
  await expect(toast(clientPage, clientMessages.success.documentUploaded)).toBeVisible();
  await clientPage.getByRole('button', { name: 'Mark complete' }).click();
  await expect(toast(clientPage, clientMessages.success.taskCompleted)).toBeVisible();

  // 3. The preparer reviews the task: the client's file is there; approve (it waits for the approver).
  await preparerPage.getByRole('link', { name: new RegExp(escape(title)) }).click();
  await expect(preparerPage.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(preparerPage.getByRole('list', { name: 'Required documents' })).toContainText(
    'utility-bill.pdf',
  );
  await preparerPage.getByRole('button', { name: 'Approve task' }).click();
  await expect(toast(preparerPage, preparerMessages.success.taskReviewed)).toBeVisible();
  await expect(preparerPage.getByText('Awaiting approval').first()).toBeVisible();
  expect(await seriousViolations(preparerPage)).toEqual([]);

  // 4. The preparer stages a change to the details and sends everything to the approver with a note.
  await preparerPage.goto(`${workspaceUrl}?tab=details`);
  await preparerPage.getByLabel('Business activity').fill(activity);
  await preparerPage.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(preparerPage, approvalMessages.success.updated)).toBeVisible();
  await expect(preparerPage.getByRole('list', { name: 'Staged changes' })).toContainText(activity);
  await expect(preparerPage.getByRole('list', { name: 'Tasks awaiting approval' })).toContainText(title);
  await preparerPage.getByRole('button', { name: 'Send to approver' }).click();
  const send = preparerPage.getByRole('dialog');
  await send.getByLabel('Note for the approver').fill(note);
  await send.getByRole('button', { name: 'Send to approver' }).click();
  await expect(toast(preparerPage, approvalMessages.success.sentToApprover)).toBeVisible();
  // The client still sees the live record until the approver approves.
  expect((await get<{ company: Company }>(client, '/api/client/company')).company.businessActivity).not.toBe(
    activity,
  );

  // 5. The approver opens the request from the queue, reads the note and the diff, and approves.
  await approverPage.goto('/dashboard/approver/queue');
  await expect(approverPage.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible({
    timeout: 45_000,
  });
  await approverPage.getByRole('link', { name: new RegExp(escape(note)) }).click();
  await expect(approverPage.getByRole('heading', { level: 1, name: company.name })).toBeVisible({
    timeout: 30_000,
  });
  await expect(approverPage.getByText(note)).toBeVisible();
  await expect(approverPage.getByRole('list', { name: 'Changes' })).toContainText(activity);
  await expect(approverPage.getByRole('list', { name: 'Tasks to complete' })).toContainText(title);
  expect(await seriousViolations(approverPage)).toEqual([]);
  await approverPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await approverPage.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(approverPage, approvalMessages.success.approved)).toBeVisible();

  // 6. The client: the task is done, the details are the new ones, and a notification says so.
  await clientPage.goto(`/dashboard/client/tasks/${created.id}`);
  await expect(clientPage.getByText('Completed').first()).toBeVisible({ timeout: 30_000 });
  expect(
    (await get<TaskDetailResponse>(client, `/api/client/tasks/assigned/${created.id}`)).task.status,
  ).toBe('Completed');
  expect((await get<{ company: Company }>(client, '/api/client/company')).company.businessActivity).toBe(
    activity,
  );
  const notifications = await get<ListNotificationsResponse>(client, '/api/client/notifications?limit=20');
  expect(notifications.items.some((n) => n.message.includes(title) || n.title.includes(title))).toBe(true);
  await clientPage.goto('/dashboard/client/notifications');
  await expect(clientPage.getByText(title).first()).toBeVisible({ timeout: 30_000 });
});
