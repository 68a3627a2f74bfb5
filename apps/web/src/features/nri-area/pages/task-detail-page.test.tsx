// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TaskDetailResponse } from '@quayside/contract/client-area';
import { clientMessages, nriClientMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { PAN_FILE, PAN_REQ, PASSPORT_REQ, TASK_ID, panDoc, panFile, panRequirement, passportRequirement, taskDetail } from '../../../test/nri-fixtures';
import { NriTaskDetailPage } from './task-detail-page';

/**
 * The NRI client's task page against a real HTTP server: a file goes to a requirement in the field `file` (the
 * page then shows it), a file is deleted after a confirmation, the task is submitted with a note; a refused upload
 * shows the server's reason.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let detail: TaskDetailResponse;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  detail = structuredClone(taskDetail);
});
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const base = `/api/nri-client/tasks/${TASK_ID}`;
const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function renderPage(uploadAnswer?: [number, unknown]) {
  server.setHandler((req, res, seen) => {
    if (req.method === 'GET' && seen.path === base) return json(res, 200, detail);
    if (req.method === 'POST' && seen.path === `${base}/requirements/${PASSPORT_REQ}/upload`) {
      if (uploadAnswer) return json(res, uploadAnswer[0], uploadAnswer[1]);
      const uploadedDoc = { ...panDoc, id: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a', name: 'Passport pages', requirementId: PASSPORT_REQ, files: [{ ...panFile, fileId: 'e2f3a4b5-c6d7-4e8f-9a0b-1c2d3e4f5a6b', name: 'passport.pdf' }] };
      detail.requiredDocuments[1] = { ...passportRequirement, status: 'Pending', uploadedDoc };
      return json(res, 201, { message: 'Document uploaded', requirementId: PASSPORT_REQ, uploadedDoc });
    }
    if (req.method === 'DELETE' && seen.path === `${base}/requirements/${PAN_REQ}/files/${PAN_FILE}`) {
      detail.requiredDocuments[0] = { ...panRequirement, status: 'Required', uploadedDoc: null };
      return json(res, 200, { message: 'File removed', requirementId: PAN_REQ, uploadedDoc: null });
    }
    if (req.method === 'POST' && seen.path === `${base}/submit`) {
      detail.task = { ...detail.task, submittedAt: '2026-07-05T10:00:00.000Z' };
      return json(res, 200, { message: 'Task submitted for review', task: detail.task });
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  const path = `/dashboard/nri/tasks/${TASK_ID}`;
  server.visit(path);
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/nri/tasks/:taskId" element={<NriTaskDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const requirement = (name: string) => screen.getByRole('listitem', { name });

describe('NriTaskDetailPage', () => {
  it('uploads a file to a requirement in the field "file", shows it, and submits the task with a note', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Identity documents for AY 2026-27' });
    expect(screen.getByText(`${clientMessages.errors.taskMissingDocuments(1)}.`)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit task' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const passport = requirement('Passport pages');
    fireEvent.change(within(passport).getByLabelText('Choose a file for Passport pages'), { target: { files: [pdf('passport.pdf')] } });
    fireEvent.click(await within(passport).findByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(nriClientMessages.success.documentUploaded)).toBeTruthy();
    const upload = server.seen.find((s) => s.method === 'POST' && s.path.endsWith('/upload'));
    expect(String(upload?.body)).toContain('name="file"; filename="passport.pdf"');
    expect(await within(requirement('Passport pages')).findByRole('link', { name: 'passport.pdf' })).toBeTruthy();

    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit task' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit task' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Note for your preparer/), { target: { value: 'All pages in one file' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit task' }));
    await waitFor(() => expect(server.seen.find((s) => s.path === `${base}/submit`)?.body).toEqual({ message: 'All pages in one file' }));
    expect(await screen.findByText(nriClientMessages.success.taskSubmitted)).toBeTruthy();
    expect(await screen.findByText(/You submitted this task on/)).toBeTruthy();
  });

  it('deletes a file only after a confirmation', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Identity documents for AY 2026-27' });
    fireEvent.click(within(requirement('PAN card')).getByRole('button', { name: 'Delete pan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete pan.pdf?' });
    expect(server.seen.some((s) => s.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(server.seen.some((s) => s.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(nriClientMessages.success.fileRemoved)).toBeTruthy();
    await waitFor(() => expect(within(requirement('PAN card')).queryByRole('link', { name: 'pan.pdf' })).toBeNull());
  });

  it("shows the server's reason when an upload is refused", async () => {
    renderPage([415, { message: "The file's content does not match its name. Upload a real PDF file.", code: 'UNSUPPORTED_MEDIA_TYPE' }]);
    await screen.findByRole('heading', { level: 1, name: 'Identity documents for AY 2026-27' });
    const passport = requirement('Passport pages');
    fireEvent.change(within(passport).getByLabelText('Choose a file for Passport pages'), { target: { files: [pdf('passport.pdf')] } });
    fireEvent.click(await within(passport).findByRole('button', { name: 'Upload file' }));
    expect(await within(passport).findByText("The file's content does not match its name. Upload a real PDF file.")).toBeTruthy();
  });
});
