// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preparerAreaMessages, preparerMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { action, COMPANY_ID, document, status, summary, task } from '../test/fixtures';
import { CompanyWorkspacePage } from './company-workspace-page';

/**
 * The company workspace against a real HTTP server: the summary and status, the status update (only what
 * changed is sent), a task with a required document, an action, the documents list, and the fallbacks.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const base = `/api/company-preparer/${COMPANY_ID}`;

function renderPage(tab = '', overrides: Record<string, [number, unknown]> = {}) {
  server.setHandler((req, res, seen) => {
    const key = `${req.method} ${seen.path}`;
    if (overrides[key]) return json(res, overrides[key][0], overrides[key][1]);
    switch (key) {
      case `GET ${base}/summary`:
        return json(res, 200, { summary });
      case `GET ${base}/status`:
        return json(res, 200, { status });
      case `POST ${base}/status`:
        return json(res, 200, { message: 'Status updated', status: { ...status, ...(seen.body as object) } });
      case `GET ${base}/tasks`:
        return json(res, 200, { items: [task], nextCursor: null });
      case `POST ${base}/tasks`:
        return json(res, 201, { message: 'Task created', task: { ...task, submittedAt: null, submissionMessage: null, completedAt: null, reviewedAt: null, reviewReason: null } });
      case `GET ${base}/documents`:
        return json(res, 200, { items: [document], nextCursor: null });
      case `GET ${base}/actions`:
        return json(res, 200, { items: [action] });
      case `POST ${base}/actions`:
        return json(res, 201, { message: 'Action sent', action });
      default:
        return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    }
  });
  const path = `/dashboard/preparer/companies/${COMPANY_ID}${tab ? `?tab=${tab}` : ''}`;
  server.visit(path);
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/preparer/companies/:id" element={<CompanyWorkspacePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const posted = (suffix: string) => server.seen.filter((s) => s.method === 'POST' && s.path === `${base}${suffix}`);

describe('CompanyWorkspacePage', () => {
  it('shows the summary, the status and the open tasks; updates only what changed', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    expect(screen.getByText('Bruno Client (bruno@example.com)')).toBeTruthy();
    const open = screen.getByRole('list', { name: 'Open tasks' });
    expect(within(open).getByRole('link', { name: /Send the March bank statement/ }).getAttribute('href')).toBe(`/dashboard/preparer/tasks/${task.id}`);

    const statusCard = (await screen.findByLabelText('Company status')).closest('section') as HTMLElement;
    fireEvent.click(within(statusCard).getByRole('button', { name: 'Update status' }));
    expect(await within(statusCard).findByText(preparerAreaMessages.errors.nothingChanged)).toBeTruthy();
    expect(posted('/status')).toHaveLength(0);

    fireEvent.change(within(statusCard).getByLabelText('Company status'), { target: { value: 'dormant' } });
    fireEvent.input(within(statusCard).getByLabelText(/^Status remarks/), { target: { value: 'Not trading this year' } });
    fireEvent.click(within(statusCard).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(posted('/status')[0]?.body).toEqual({ status: 'dormant', statusRemarks: 'Not trading this year' }));
    expect(await screen.findByText(preparerMessages.success.statusUpdated)).toBeTruthy();
  });

  it('creates a task with a due date, a priority and a required document', async () => {
    renderPage('tasks');
    await screen.findByRole('list', { name: 'Tasks' });
    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required').length).toBeGreaterThan(0));
    expect(posted('/tasks')).toHaveLength(0);

    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Send the April bank statement' } });
    fireEvent.input(within(dialog).getByLabelText('Due date'), { target: { value: '2026-04-30' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: 'urgent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add document' }));
    fireEvent.input(await within(dialog).findByLabelText('Document 1'), { target: { value: 'Bank statement, April' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(posted('/tasks')[0]?.body).toEqual({
        title: 'Send the April bank statement',
        description: null,
        dueDate: '2026-04-30',
        priority: 'urgent',
        category: null,
        requiredDocuments: [{ name: 'Bank statement, April', description: null, isRequired: true, allowMultiple: false }],
      }),
    );
    expect(await screen.findByText(preparerMessages.success.taskCreated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends an action and lists the actions with their acknowledgement', async () => {
    renderPage('actions');
    const list = await screen.findByRole('list', { name: 'Actions' });
    expect(within(list).getByText('Not acknowledged')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send action' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Pay the filing fee' } });
    fireEvent.input(within(dialog).getByLabelText('Message'), { target: { value: 'The invoice is in your list.' } });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'payment' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send action' }));
    await waitFor(() => expect(posted('/actions')[0]?.body).toEqual({ title: 'Pay the filing fee', message: 'The invoice is in your list.', type: 'payment', dueDate: null }));
    expect(await screen.findByText(preparerMessages.success.actionSent)).toBeTruthy();
  });

  it('lists the documents with their files and offers the upload', async () => {
    renderPage('documents');
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getByText('Bank statement March')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'march.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('No file provided')).toBeTruthy();
  });

  it("lists the company's whole calendar, not only the next 30 days, each with Update", async () => {
    const entry = (id: string, title: string, dueDate: string, status: string) => ({
      id,
      companyId: COMPANY_ID,
      title,
      description: null,
      dueDate,
      status,
      kind: 'other',
      source: 'rule',
      reference: null,
      periodEnd: null,
      completedAt: null,
    });
    renderPage('calendar', {
      [`GET ${base}/calendar`]: [
        200,
        { items: [entry('6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c', 'Annual return', '2026-01-31', 'overdue'), entry('7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', 'Tax filing YA 2028', '2028-11-30', 'upcoming')] },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Deadlines' });
    expect(within(list).getByText('Annual return')).toBeTruthy();
    expect(within(list).getByText('Tax filing YA 2028')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /Update/ })).toHaveLength(2);
  });

  it("shows the call's fallback when the summary fails without a message", async () => {
    renderPage('', { [`GET ${base}/summary`]: [409, {}] });
    expect(await screen.findByText(preparerAreaMessages.fallback.summary)).toBeTruthy();
  });
});
