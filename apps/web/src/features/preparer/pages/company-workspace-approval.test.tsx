// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalMessages, preparerMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { approvalRequest, COMPANY_ID, details, DIRECTOR_ID, document, OWNER_ID, status, summary } from '../test/fixtures';
import { CompanyWorkspacePage } from './company-workspace-page';

/**
 * The workspace's approval side: the details editor shows what is staged and stages a new director, a removal;
 * "Send to approver" needs a note; a document is verified (a rejection needs a reason).
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

const detailsPath = `/api/preparer/company/${COMPANY_ID}`;

function renderPage(tab: string, sendAnswer: [number, unknown] = [200, { message: 'Sent to approver', request: approvalRequest }], record = details) {
  server.setHandler((req, res, seen) => {
    const key = `${req.method} ${seen.path}`;
    if (key === `GET /api/company-preparer/${COMPANY_ID}/summary`) return json(res, 200, { summary: { ...summary, company: details.company } });
    if (key === `GET /api/company-preparer/${COMPANY_ID}/status`) return json(res, 200, { status });
    if (key === `GET ${detailsPath}`) return json(res, 200, record);
    if (key === `PUT ${detailsPath}`) return json(res, 200, { ...details, message: 'Updated successfully', outcome: 'staged' });
    if (key === `PUT /api/preparer/send-to-approver/${COMPANY_ID}`) return json(res, sendAnswer[0], sendAnswer[1]);
    if (key === `GET /api/company-preparer/${COMPANY_ID}/documents`) return json(res, 200, { items: [document], nextCursor: null });
    if (key === `POST /api/preparer/notify/${OWNER_ID}`) {
      const body = seen.body as { title: string; message: string };
      return json(res, 201, {
        message: 'Notification sent',
        notification: { id: 'a7b8c9d0-e1f2-4a3b-8c4d-6e7f8a9b0c1d', isRead: false, title: body.title, message: body.message, type: 'system', link: null, createdAt: '2026-01-02T00:00:00.000Z', readAt: null },
      });
    }
    if (key === `PUT /api/preparer/recommendations/${OWNER_ID}`) {
      return json(res, 200, {
        message: 'Insight recommendation updated',
        recommendation: { id: 'b8c9d0e1-f2a3-4b4c-9d5e-7f8a9b0c1d2e', content: 'File early this year', files: [], createdBy: null, createdAt: '2026-01-02T00:00:00.000Z' },
      });
    }
    if (key === `GET /api/preparer/kyc/${COMPANY_ID}`) return json(res, 200, { items: [] });
    if (key === `POST /api/preparer/kyc/${COMPANY_ID}`) {
      const body = seen.body as Record<string, unknown>;
      return json(res, 201, {
        message: 'KYC record saved',
        record: { id: 'f6a7b8c9-d0e1-4f2a-9b3c-5d6e7f8a9b0c', companyId: COMPANY_ID, subjectName: 'Ana Director', recordedBy: null, recordedAt: '2026-01-02T00:00:00.000Z', ...body },
      });
    }
    if (key === `PUT /api/preparer/verify-document/${document.id}`) {
      return json(res, 200, { message: 'Document rejected', document: { ...document, status: 'Rejected', rejectionReason: 'Blurred' } });
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  const path = `/dashboard/preparer/companies/${COMPANY_ID}?tab=${tab}`;
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

const puts = (path: string) => server.seen.filter((s) => s.method === 'PUT' && s.path === path);

describe('CompanyWorkspacePage, approval side', () => {
  it('shows the staged changes and stages a new director and a removal', async () => {
    renderPage('details');
    const staged = await screen.findByRole('list', { name: 'Staged changes' });
    expect(staged.textContent).toContain('1 New Street');
    expect(screen.getByLabelText(/^Registered address/)).toHaveProperty('value', '1 New Street');

    fireEvent.click(screen.getByRole('button', { name: 'Add director' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Full name'), { target: { value: 'Ben Newman' } });
    fireEvent.input(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'ben@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await waitFor(() =>
      expect(puts(detailsPath)[0]?.body).toEqual({
        directors: {
          created: [{ fullName: 'Ben Newman', email: 'ben@example.com', phone: null, nationality: null, idType: null, idNumber: null, dateOfBirth: null, address: null, isNominee: false }],
          updated: [],
          deleted: [],
        },
      }),
    );
    expect(await screen.findByText(approvalMessages.success.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Director' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove director' }));
    await waitFor(() => expect(puts(detailsPath)[1]?.body).toEqual({ directors: { created: [], updated: [], deleted: [DIRECTOR_ID] } }));
  });

  it('sends to the approver only with a note', async () => {
    renderPage('overview');
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    fireEvent.click(screen.getByRole('button', { name: 'Send to approver' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/To send: 1 change and 0 approved tasks/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to approver' }));
    expect(await within(dialog).findByText('Add a note for the approver')).toBeTruthy();
    expect(puts(`/api/preparer/send-to-approver/${COMPANY_ID}`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Note for the approver'), { target: { value: 'New registered address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to approver' }));
    await waitFor(() => expect(puts(`/api/preparer/send-to-approver/${COMPANY_ID}`)[0]?.body).toEqual({ note: 'New registered address' }));
  });

  it("shows the server's 409 when there is nothing to send", async () => {
    renderPage('overview', [409, { message: 'Nothing to send for approval', code: 'CONFLICT' }]);
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    fireEvent.click(screen.getByRole('button', { name: 'Send to approver' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note for the approver'), { target: { value: 'Please check' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to approver' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Nothing to send for approval');
  });

  it('rejects a document only with a reason', async () => {
    renderPage('documents');
    const list = await screen.findByRole('list', { name: 'Documents' });
    fireEvent.click(within(list).getByRole('button', { name: 'Reject Bank statement March' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('A rejected document requires a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Blurred' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(puts(`/api/preparer/verify-document/${document.id}`)[0]?.body).toEqual({ status: 'Rejected', reason: 'Blurred' }));
    expect(await screen.findByText(preparerMessages.success.documentRejected)).toBeTruthy();
  });

  it('shows a staged status change and starts the status form from it', async () => {
    const staged = { ...details, pendingChanges: { ...(details.pendingChanges as NonNullable<typeof details.pendingChanges>), status: { statusRemarks: 'Annual return filed' } } };
    renderPage('overview', undefined, staged);
    expect(await screen.findByText(/Staged: remarks "Annual return filed"/)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Status remarks/)).toHaveProperty('value', 'Annual return filed'));
  });

  it('records a KYC check on a director (the director must be chosen)', async () => {
    renderPage('kyc');
    await screen.findByText('No KYC checks recorded');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'director' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record check' }));
    expect(await screen.findByText('Choose the director')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Director'), { target: { value: DIRECTOR_ID } });
    fireEvent.click(screen.getByLabelText('Identity verified'));
    fireEvent.change(screen.getByLabelText('Risk rating'), { target: { value: 'medium' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record check' }));
    await waitFor(() =>
      expect(server.seen.find((x) => x.method === 'POST' && x.path === `/api/preparer/kyc/${COMPANY_ID}`)?.body).toEqual({
        subjectType: 'director',
        subjectId: DIRECTOR_ID,
        identityVerified: true,
        addressVerified: false,
        pepScreened: false,
        sanctionsScreened: false,
        riskRating: 'medium',
        notes: null,
        nextReviewDate: null,
      }),
    );
    expect(await screen.findByText(preparerMessages.success.kycRecorded)).toBeTruthy();
  });

  it('notifies the client with a title and a message', async () => {
    renderPage('overview');
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    fireEvent.click(screen.getByRole('button', { name: 'Notify client' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send notification' }));
    expect((await within(dialog).findAllByText('Required')).length).toBe(2);
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Documents received' } });
    fireEvent.input(within(dialog).getByLabelText('Message'), { target: { value: 'Thank you, we have everything.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send notification' }));
    await waitFor(() =>
      expect(server.seen.find((x) => x.method === 'POST' && x.path === `/api/preparer/notify/${OWNER_ID}`)?.body).toEqual({
        title: 'Documents received',
        message: 'Thank you, we have everything.',
      }),
    );
    expect(await screen.findByText(preparerMessages.success.notificationSent)).toBeTruthy();
  });

  it("writes the client's recommendation (multipart, content required)", async () => {
    renderPage('insight');
    const save = await screen.findByRole('button', { name: 'Save recommendation' });
    fireEvent.click(save);
    expect(await screen.findByText('Write the recommendation')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Recommendation'), { target: { value: 'File early this year' } });
    fireEvent.click(save);
    await waitFor(() => {
      const sent = server.seen.find((x) => x.method === 'PUT' && x.path === `/api/preparer/recommendations/${OWNER_ID}`);
      expect(String(sent?.body)).toContain('name="content"');
      expect(String(sent?.body)).toContain('File early this year');
    });
    expect(await screen.findByText(preparerMessages.success.insightUpdated)).toBeTruthy();
  });
});
