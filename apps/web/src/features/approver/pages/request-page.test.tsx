// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalRequestDetail } from '@quayside/contract/approvals';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { RequestPage } from './request-page';

/** One approval request against a real HTTP server: the diff as before/after, approve and return with a reason. */

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

const id = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const stamp = '2026-11-20T09:30:00.000Z';
const person = (n: string) => ({
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  fullName: n,
  email: `${n.split(' ')[0]?.toLowerCase()}@quayside.test`,
});

function request(state: ApprovalRequestDetail['state']): ApprovalRequestDetail {
  return {
    id,
    state,
    company: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Coral Bay Pte. Ltd.' },
    preparer: person('Nia Preparer'),
    note: 'New registered address from the client’s letter.',
    changeCount: 1,
    taskCount: 1,
    submittedAt: stamp,
    decidedAt: state === 'pending' ? null : stamp,
    decidedBy: state === 'pending' ? null : person('Daniel Tan'),
    decisionReason: state === 'returned' ? 'Attach the lease' : null,
    decisionNote: null,
    diff: [
      {
        entity: 'company',
        entityId: null,
        label: 'Coral Bay Pte. Ltd.',
        change: 'updated',
        fields: [{ field: 'registeredAddress', before: '1 Anson Road', after: '8 Marina View' }],
      },
    ],
    tasks: [
      {
        id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
        title: 'Upload the signed lease',
        description: null,
        status: 'AwaitingApproval',
        priority: 'normal',
        category: null,
        dueDate: '2026-12-01',
        isOverdue: false,
        companyId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        companyName: 'Coral Bay Pte. Ltd.',
        assignedBy: null,
        requirementsTotal: 1,
        requirementsUploaded: 1,
        createdAt: stamp,
        updatedAt: stamp,
      } as ApprovalRequestDetail['tasks'][number],
    ],
  };
}

let current: ApprovalRequestDetail;
function renderPage(
  state: ApprovalRequestDetail['state'] = 'pending',
  decide?: (path: string, body: unknown) => [number, unknown],
) {
  current = request(state);
  server.setHandler((_req, res, seen) => {
    if (seen.method === 'GET' && seen.path === `/api/approver/requests/${id}`)
      return json(res, 200, { request: current });
    if (seen.method === 'POST' && decide) {
      const [status, body] = decide(seen.path, seen.body);
      return json(res, status, body);
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  server.visit(`/dashboard/approver/requests/${id}`);
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={[`/dashboard/approver/requests/${id}`]}>
        <Routes>
          <Route path="/dashboard/approver/requests/:id" element={<RequestPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('RequestPage', () => {
  it("shows the preparer's note, each changed field before and after, and the tasks to complete", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Coral Bay Pte. Ltd.' })).toBeTruthy();
    expect(screen.getByText('New registered address from the client’s letter.')).toBeTruthy();
    const changes = screen.getByRole('list', { name: 'Changes' });
    expect(within(changes).getByText('Registered address')).toBeTruthy();
    expect(within(changes).getByText('1 Anson Road')).toBeTruthy();
    expect(within(changes).getByText('8 Marina View')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Tasks to complete' })).getByText('Upload the signed lease'),
    ).toBeTruthy();
  });

  it('approves with an optional note and says so', async () => {
    renderPage('pending', (path, body) => {
      expect(path).toBe(`/api/approver/requests/${id}/approve`);
      expect(body).toEqual({ note: 'Fine' });
      current = request('approved');
      return [200, { message: 'Approved', request: current }];
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    fireEvent.change(within(dialog).getByLabelText('Note for the preparer (optional)'), {
      target: { value: ' Fine ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByText(/Approved on/)).toBeTruthy());
    // Decided: the decision is shown instead of the buttons.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return to preparer' })).toBeNull();
  });

  it('will not return without a reason, then returns with it', async () => {
    renderPage('pending', (path, body) => {
      expect(path).toBe(`/api/approver/requests/${id}/return`);
      expect(body).toEqual({ reason: 'Attach the lease' });
      current = request('returned');
      return [200, { message: 'Returned to preparer', request: current }];
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Return to preparer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to the preparer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return to preparer' }));
    expect(await within(dialog).findByText('Give the preparer a reason')).toBeTruthy();
    expect(server.seen.some((s) => s.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Attach the lease' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return to preparer' }));
    expect(
      await screen.findByText('Returned to preparer', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Reason: Attach the lease')).toBeTruthy());
  });

  it("keeps the dialog open with the server's text when the decision is refused", async () => {
    renderPage('pending', () => [
      409,
      { message: 'This request has already been decided', code: 'CONFLICT' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This request has already been decided')).toBeTruthy();
  });
});
