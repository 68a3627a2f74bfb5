// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ItrStatus } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { NRI_ID, itrStatus, profile, summary, taskDetail } from '../../../test/nri-fixtures';
import { NriWorkspacePage } from './nri-workspace-page';

/**
 * The NRI client's workspace against a real HTTP server: the ITR status tab shows the stages and moves the
 * filing only after a confirmation (the body sent is the contract's); the same stage is refused before sending;
 * a refusal shows the server's reason; the profile tab toggles the client's edit permission.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let status: ItrStatus;
const base = `/api/nri-preparer/${NRI_ID}`;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  status = itrStatus('draft_approved', { itrDraftStatus: 'approved' });
});
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

function renderTab(tab: string, statusAnswer?: [number, unknown]) {
  server.setHandler((req, res, seen) => {
    if (seen.path === `${base}/summary`) return json(res, 200, { summary });
    if (req.method === 'GET' && seen.path === `${base}/status`) return json(res, 200, { status, updatedAt: status.updatedAt });
    if (req.method === 'POST' && seen.path === `${base}/status`) {
      if (statusAnswer) return json(res, statusAnswer[0], statusAnswer[1]);
      const body = seen.body as { itrStatus: ItrStatus['itrStatus'] & string; statusRemarks?: string | null };
      status = itrStatus(body.itrStatus, { itrDraftStatus: 'approved', statusRemarks: body.statusRemarks ?? null });
      return json(res, 200, { message: 'Status updated', status, updatedAt: status.updatedAt });
    }
    if (req.method === 'GET' && seen.path === `/api/preparer/tasks/user/${NRI_ID}`) return json(res, 200, { user: { id: NRI_ID, fullName: 'Rohan Mehta', email: 'nri@quayside.test' }, items: [], nextCursor: null });
    if (req.method === 'POST' && seen.path === `${base}/tasks`) {
      const body = seen.body as { title: string; dueDate: string };
      return json(res, 201, {
        message: preparerMessages.success.taskCreated,
        task: { ...taskDetail.task, title: body.title, dueDate: body.dueDate, status: 'Pending' },
      });
    }
    if (req.method === 'POST' && seen.path === `${base}/profile`) {
      return json(res, 200, { message: 'Updated successfully', profile: { ...profile, canEditProfile: true } });
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  const path = `/dashboard/preparer/nri/${NRI_ID}?tab=${tab}`;
  server.visit(path);
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/preparer/nri/:id" element={<NriWorkspacePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('NriWorkspacePage', () => {
  it('moves the filing to another stage after a confirmation, with the acknowledgement number', async () => {
    renderTab('status');
    await screen.findByRole('heading', { level: 1, name: 'Rohan Mehta' });
    const stages = await screen.findByRole('list', { name: 'ITR stages' });
    expect(within(stages).getByText('Draft approved').closest('li')?.getAttribute('aria-current')).toBe('step');

    const form = screen.getByRole('form', { name: 'Move the filing' });
    fireEvent.click(within(form).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText(preparerMessages.errors.nriSameStage)).toBeTruthy();
    expect(server.seen.some((s) => s.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Stage'), { target: { value: 'filed' } });
    fireEvent.change(within(form).getByLabelText(/Acknowledgement number/), { target: { value: '123456789012345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the filing to "Return filed"?' });
    expect(server.seen.some((s) => s.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the filing' }));
    await waitFor(() =>
      expect(server.seen.find((s) => s.method === 'POST')?.body).toEqual({ itrStatus: 'filed', statusRemarks: null, acknowledgementNumber: '123456789012345' }),
    );
    expect(await screen.findByText(preparerMessages.success.statusUpdated)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'ITR stages' })).getByText('Return filed').closest('li')?.getAttribute('aria-current')).toBe('step'));
  });

  it("shows the server's reason when the move is refused", async () => {
    renderTab('status', [409, { message: 'The filing is already at this stage', code: 'CONFLICT' }]);
    const form = await screen.findByRole('form', { name: 'Move the filing' });
    fireEvent.change(within(form).getByLabelText('Stage'), { target: { value: 'e_verified' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update status' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move the filing' }));
    expect(await within(form).findByText('The filing is already at this stage')).toBeTruthy();
  });

  it("allows the client to edit their details after a confirmation", async () => {
    renderTab('profile');
    expect(await screen.findByText('The client cannot change their details; they see them read-only.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allow the client to edit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Allow editing' }));
    await waitFor(() => expect(server.seen.find((s) => s.path === `${base}/profile`)?.body).toEqual({ canEditProfile: true }));
    expect(await screen.findByText(preparerMessages.success.updated)).toBeTruthy();
  });

  it('creates a task with a required document for the NRI client from the Tasks tab', async () => {
    renderTab('tasks');
    expect(await screen.findByText('No tasks yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Foreign tax credit papers' } });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2027-01-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add document' }));
    fireEvent.change(within(dialog).getByLabelText('Document 1'), { target: { value: 'Tax residency certificate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(server.seen.some((x) => x.method === 'POST' && x.path === `${base}/tasks`)).toBe(true));
    expect(server.seen.find((x) => x.method === 'POST')?.body).toMatchObject({
      title: 'Foreign tax credit papers',
      dueDate: '2027-01-15',
      requiredDocuments: [{ name: 'Tax residency certificate', isRequired: true }],
    });
    expect(await screen.findByText(preparerMessages.success.taskCreated)).toBeTruthy();
  });
});
