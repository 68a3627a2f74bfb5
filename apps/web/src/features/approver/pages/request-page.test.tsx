// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalRequestDetail } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { ApprovalRequestPage } from './request-page';

/** The approver's review: the note, the diff before and after, the tasks; returning needs a reason; approving may carry a note. */

const ID = 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f8a';
const COMPANY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const stamp = '2026-01-01T00:00:00.000Z';
const request: ApprovalRequestDetail = {
  id: ID,
  state: 'pending',
  company: { id: COMPANY, name: 'Coral Bay Pte. Ltd.' },
  preparer: { id: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8a9b', fullName: 'Nia Preparer', email: 'nia@example.com' },
  note: 'New registered address',
  changeCount: 1,
  taskCount: 1,
  submittedAt: stamp,
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  decisionNote: null,
  diff: [{ entity: 'company', entityId: COMPANY, label: 'Coral Bay Pte. Ltd.', change: 'updated', fields: [{ field: 'registeredAddress', before: '9 Old Road', after: '1 New Street' }] }],
  tasks: [
    {
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      title: 'Send the March bank statement',
      description: null,
      status: 'Completed',
      priority: 'normal',
      category: null,
      dueDate: '2026-03-31',
      isOverdue: false,
      companyId: COMPANY,
      companyName: 'Coral Bay Pte. Ltd.',
      assignedBy: null,
      requirementsTotal: 1,
      requirementsUploaded: 1,
      createdAt: stamp,
      updatedAt: stamp,
    },
  ],
};

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

function renderPage() {
  server.setHandler((req, res, seen) => {
    if (req.method === 'GET' && seen.path === `/api/approver/requests/${ID}`) return json(res, 200, { request });
    if (req.method === 'POST' && seen.path === `/api/approver/requests/${ID}/return`) {
      return json(res, 200, { message: 'Returned to preparer', request: { ...request, state: 'returned' } });
    }
    if (req.method === 'POST' && seen.path === `/api/approver/requests/${ID}/approve`) {
      return json(res, 200, { message: 'Approved', request: { ...request, state: 'approved' } });
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  const path = `/dashboard/approver/requests/${ID}`;
  server.visit(path);
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/approver/requests/:id" element={<ApprovalRequestPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const posted = (suffix: string) => server.seen.filter((s) => s.method === 'POST' && s.path.endsWith(suffix));

describe('ApprovalRequestPage', () => {
  it('shows the diff and returns to the preparer only with a reason', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    expect(screen.getByText('New registered address')).toBeTruthy();
    const diff = screen.getByRole('list', { name: 'What changes' });
    expect(within(diff).getByRole('rowheader', { name: 'Registered address' })).toBeTruthy();
    expect(within(diff).getByText('9 Old Road')).toBeTruthy();
    expect(within(diff).getByText('1 New Street')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Return to the preparer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Return to preparer' }));
    expect(await screen.findByText('Give the preparer a reason')).toBeTruthy();
    expect(posted('/return')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The address is the old one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return to preparer' }));
    await waitFor(() => expect(posted('/return')[0]?.body).toEqual({ reason: 'The address is the old one' }));
    expect(await screen.findByText(approvalMessages.success.returned)).toBeTruthy();
  });

  it('approves with a note', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted('/approve')[0]?.body).toEqual({ note: 'Fine' }));
    expect(await screen.findByText(approvalMessages.success.approved)).toBeTruthy();
  });
});
