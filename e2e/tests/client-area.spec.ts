import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clientMessages } from '@quayside/contract/messages';
import type {
  ActionCentre,
  ListNotificationsResponse,
  ListTasksResponse,
  RequiredDocument,
  TaskDetailResponse,
  TaskSummary,
} from '@quayside/contract/client-area';
import type { ListInvoicesResponse } from '@quayside/contract/invoices';
import { signIn, type Session } from './support/session';

/**
 * The client dashboard's journeys (issue 5) as the demo client, in Chromium against the built app on a fresh
 * demo database. No journey depends on another or on their order: each looks up through the API (with the
 * client's own token) something in the state it needs - and puts it in that state through the API when it is
 * not - then does the step in the browser and checks what the client sees.
 */

const CLIENT = { email: 'client@quayside.test', password: 'Quayside-demo-1' };
const CLOSED = ['Completed', 'Cancelled'];

/** A small but real PDF (the server checks files by content). */
function pdf(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
}

async function get<T>(c: Session, path: string): Promise<T> {
  const res = await c.api.get(path, { headers: { authorization: `Bearer ${c.token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Every open task of the client with its required documents. */
async function openTasks(c: Session): Promise<TaskDetailResponse[]> {
  const list = await get<ListTasksResponse>(c, '/api/client/tasks/assigned?limit=50');
  const open = list.items.filter((t: TaskSummary) => !CLOSED.includes(t.status));
  return Promise.all(open.map((t) => get<TaskDetailResponse>(c, `/api/client/tasks/assigned/${t.id}`)));
}

/** Uploads files to a required document through the API (multipart: `document` for one, `documents` for several). */
async function uploadToRequirement(c: Session, requirementId: string, names: string[], replace = false) {
  const form = new FormData();
  for (const name of names) {
    form.append(
      names.length === 1 ? 'document' : 'documents',
      new Blob([new Uint8Array(pdf(name))], { type: 'application/pdf' }),
      name,
    );
  }
  form.append('replace', String(replace));
  const res = await c.api.fetch(`/api/client/tasks/requirements/${requirementId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}` },
    multipart: form,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const requirementItem = (page: Page, req: RequiredDocument) =>
  page.locator(`[data-testid="requirement"][data-id="${req.id}"]`);

test.describe('client dashboard', () => {
  test('uploads a required document by drag and drop and it shows Pending', async ({ page }) => {
    const c = await signIn(page, CLIENT);
    const singles = (await openTasks(c))
      .flatMap((t) => t.requiredDocuments.map((r) => ({ task: t.task, req: r })))
      .filter(({ req }) => req.isRequired && !req.allowMultiple);
    // A single-file required document with nothing uploaded yet; else one whose upload is taken back first.
    let target = singles.find(({ req }) => req.status === 'Required');
    if (!target) {
      target = singles.find(({ req }) => req.status === 'Pending' && req.uploadedDoc);
      if (target?.req.uploadedDoc) {
        const res = await c.api.delete(`/api/client/document/${target.req.uploadedDoc.id}`, {
          headers: { authorization: `Bearer ${c.token}` },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
    }
    expect(target, 'the demo data has a single-file required document').toBeTruthy();
    if (!target) return;

    await page.goto(`/dashboard/client/tasks/${target.task.id}`);
    const item = requirementItem(page, target.req);
    await expect(item.getByTestId('requirement-status')).toHaveText('To upload');

    // A file of the wrong type is refused here, with the reason, before anything is sent.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes(`/requirements/${target.req.id}/upload`)) uploads += 1;
    });
    await item
      .getByLabel(`Choose files for ${target.req.name}`)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(item.getByRole('alert')).toContainText(
      'This file type is not accepted. Upload PDF, JPEG or PNG.',
    );

    // Drag and drop a real PDF onto the drop zone.
    const dataTransfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'proof-of-address.pdf', { type: 'application/pdf' }));
      return dt;
    }, pdf('proof').toString('latin1'));
    await item.getByRole('button', { name: /Drop a file here/ }).dispatchEvent('drop', { dataTransfer });
    await expect(item.getByText('proof-of-address.pdf')).toBeVisible();
    await item.getByRole('button', { name: 'Upload file' }).click();

    await expect(toast(page, clientMessages.success.documentUploaded)).toBeVisible();
    await expect(item.getByTestId('requirement-status')).toHaveText('Pending');
    await expect(item.getByTestId('document-file')).toHaveCount(1);
    expect(uploads).toBe(1);

    // The server agrees.
    const after = await get<TaskDetailResponse>(c, `/api/client/tasks/assigned/${target.task.id}`);
    expect(after.requiredDocuments.find((r) => r.id === target.req.id)?.status).toBe('Pending');
  });

  test('removes one file from a bundle and keeps the other', async ({ page }) => {
    const c = await signIn(page, CLIENT);
    const tasks = await openTasks(c);
    const target = tasks
      .flatMap((t) => t.requiredDocuments.map((r) => ({ task: t.task, req: r })))
      .find(({ req }) => req.allowMultiple && req.status !== 'Approved');
    expect(target, 'the demo data has a required document that takes several files').toBeTruthy();
    if (!target) return;
    // A bundle of exactly two files, whatever was there before.
    await uploadToRequirement(c, target.req.id, ['passport-page-1.pdf', 'passport-page-2.pdf'], true);

    await page.goto(`/dashboard/client/tasks/${target.task.id}`);
    const item = requirementItem(page, target.req);
    await expect(item.getByTestId('document-file')).toHaveCount(2);
    await item.getByRole('button', { name: 'Remove passport-page-2.pdf from the bundle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this file?' });
    await dialog.getByRole('button', { name: 'Remove file' }).click();

    await expect(toast(page, clientMessages.success.fileRemoved)).toBeVisible();
    await expect(item.getByTestId('document-file')).toHaveCount(1);
    await expect(item.getByTestId('document-file')).toContainText('passport-page-1.pdf');
    // One file left: it can no longer be removed on its own (delete the document instead).
    await expect(item.getByRole('button', { name: /from the bundle/ })).toHaveCount(0);
  });

  test('completes a task and it goes to pending review', async ({ page }) => {
    const c = await signIn(page, CLIENT);
    const tasks = (await openTasks(c)).filter((t) => t.task.status !== 'complete (pending review)');
    // The task with the fewest documents still missing; whatever is missing is uploaded first.
    const missing = (t: TaskDetailResponse) =>
      t.requiredDocuments.filter((r) => r.isRequired && (r.status === 'Required' || r.status === 'Rejected'));
    const target = [...tasks].sort((a, b) => missing(a).length - missing(b).length)[0];
    expect(target, 'the demo client has an open task').toBeTruthy();
    if (!target) return;
    for (const req of missing(target))
      await uploadToRequirement(c, req.id, [`${req.name}.pdf`.replace(/[^\w.-]+/g, '-')], true);

    await page.goto(`/dashboard/client/tasks/${target.task.id}`);
    await page.getByRole('button', { name: 'Mark complete' }).click();

    await expect(toast(page, clientMessages.success.taskCompleted)).toBeVisible();
    await expect(page.getByText('Complete (pending review)').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark complete' })).toBeDisabled();
    const after = await get<TaskDetailResponse>(c, `/api/client/tasks/assigned/${target.task.id}`);
    expect(after.task.status).toBe('complete (pending review)');
  });

  test('submits a task for review with a note', async ({ page }) => {
    const c = await signIn(page, CLIENT);
    const tasks = await openTasks(c);
    const target = tasks[tasks.length - 1];
    expect(target, 'the demo client has an open task').toBeTruthy();
    if (!target) return;
    const note = `Everything is uploaded - ${Date.now()}`;

    await page.goto(`/dashboard/client/tasks/${target.task.id}`);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit for review' });
    await dialog.getByLabel('Note for your preparer (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Submit for review' }).click();

    await expect(toast(page, clientMessages.success.taskSubmitted)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('In progress').first()).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    const after = await get<TaskDetailResponse>(c, `/api/client/tasks/assigned/${target.task.id}`);
    expect(after.task.status).toBe('InProgress');
    expect(after.task.submissionMessage).toBe(note);
  });

  test('acknowledges an action in the action centre', async ({ page }) => {
    const c = await signIn(page, CLIENT);
    const centre = await get<ActionCentre>(c, '/api/client/actions');
    const action = centre.actions.find((a) => !a.clientAck);
    expect(action, 'the demo client has an action to acknowledge').toBeTruthy();
    if (!action) return;

    await page.goto('/dashboard/client/actions');
    const item = page.locator(`[data-testid="action-item"][data-id="${action.id}"]`);
    await item.getByRole('button', { name: 'Acknowledge' }).click();

    await expect(toast(page, clientMessages.success.actionAcknowledged)).toBeVisible();
    await expect(item.getByText(/Acknowledged/)).toBeVisible();
    await expect(item.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    const after = await get<ActionCentre>(c, '/api/client/actions');
    expect(after.actions.find((a) => a.id === action.id)?.clientAck).toBe(true);
  });

  test('marks a notification read and the badge goes down', async ({ page }) => {
    const c = await signIn(page, CLIENT);
    const unread = await get<ListNotificationsResponse>(
      c,
      '/api/client/notifications?unreadOnly=true&limit=50',
    );
    const notification = unread.items[0];
    expect(notification, 'the demo client has an unread notification').toBeTruthy();
    if (!notification) return;

    await page.goto('/dashboard/client/notifications');
    const badge = page.getByTestId('unread-badge').first();
    await expect(badge).toContainText(String(unread.unreadCount));
    const item = page.locator(`[data-testid="notification-item"][data-id="${notification.id}"]`);
    await expect(item).toHaveAttribute('data-read', 'false');
    await item.getByRole('button', { name: 'Mark as read' }).click();

    await expect(toast(page, clientMessages.success.notificationRead)).toBeVisible();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(item.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    // The badge shows the server's unread count, now without this one. Compared with the server's count rather
    // than "one less than before": other journeys running beside this one (notify-all, a rejected document) may
    // notify the demo client meanwhile (the badge refetches when a notification is marked read).
    const after = await get<ListNotificationsResponse>(
      c,
      '/api/client/notifications?unreadOnly=true&limit=50',
    );
    expect(after.items.map((n) => n.id)).not.toContain(notification.id);
    expect(after.unreadCount).toBeGreaterThanOrEqual(unread.unreadCount - 1);
    const badgeCount = async () => {
      const shown = page.getByTestId('unread-badge');
      if ((await shown.count()) === 0) return 0;
      return Number(/^\d+/.exec(((await shown.first().textContent()) ?? '').trim())?.[0] ?? NaN);
    };
    await expect
      .poll(async () => {
        const now = await get<ListNotificationsResponse>(
          c,
          '/api/client/notifications?unreadOnly=true&limit=50',
        );
        const shown = await badgeCount();
        // Without other notices: exactly one less than before. With them: never less than that, never more than now.
        return shown >= unread.unreadCount - 1 && shown <= now.unreadCount;
      })
      .toBe(true);
  });

  test('downloads an invoice as a PDF', async ({ page }) => {
    const c = await signIn(page, CLIENT);
    const { invoices } = await get<ListInvoicesResponse>(c, '/api/client/invoices');
    const invoice = invoices[0];
    expect(invoice, 'the demo client has an invoice').toBeTruthy();
    if (!invoice) return;

    await page.goto('/dashboard/client/invoices');
    const row = page.locator(`[data-testid="invoice-row"][data-id="${invoice.id}"]`);
    await expect(row).toContainText(invoice.number);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download invoice ${invoice.number} as PDF` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
