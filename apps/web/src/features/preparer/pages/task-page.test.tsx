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
import { TASK_ID, taskDetail } from '../test/fixtures';
import { PreparerTaskPage } from './task-page';

/** The task review page: what the client uploaded, and the review (a reason to return or reject; the query sent). */

let server: Awaited<ReturnType<typeof startTestServer>>;
const reviews: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  reviews.length = 0;
});
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

function renderPage(reviewAnswer: [number, unknown] = [200, { message: 'Task reviewed', task: { ...taskDetail.task, status: 'Rejected' } }]) {
  server.setHandler((req, res, seen) => {
    if (req.method === 'GET' && seen.path === `/api/company-preparer/tasks/${TASK_ID}`) return json(res, 200, taskDetail);
    if (req.method === 'POST' && seen.path === `/api/company-preparer/tasks/${TASK_ID}/review`) {
      reviews.push(new URL(req.url ?? '', 'http://x').search);
      return json(res, reviewAnswer[0], reviewAnswer[1]);
    }
    if (seen.path === `/api/preparer/task/${TASK_ID}` && (req.method === 'PUT' || req.method === 'DELETE')) {
      const status = req.method === 'DELETE' ? 'Cancelled' : taskDetail.task.status;
      return json(res, 200, { message: req.method === 'DELETE' ? 'Deleted successfully' : 'Updated successfully', task: { ...taskDetail.task, status } });
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  const path = `/dashboard/preparer/tasks/${TASK_ID}`;
  server.visit(path);
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/preparer/tasks/:taskId" element={<PreparerTaskPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('PreparerTaskPage', () => {
  it("shows the client's upload and returns the task only with a reason", async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Send the March bank statement' });
    const reqs = screen.getByRole('list', { name: 'Required documents' });
    expect(within(reqs).getByRole('link', { name: 'march.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Return to the client/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Return to client' }));
    expect(await screen.findByText(preparerAreaMessages.errors.reviewReasonRequired)).toBeTruthy();
    expect(reviews).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The statement is cut off' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return to client' }));
    await waitFor(() => expect(reviews[0]).toBe('?action=return&reason=The+statement+is+cut+off'));
    expect(await screen.findByText(preparerMessages.success.taskReviewed)).toBeTruthy();
  });

  it("approves without a reason and shows the catalogue's fallback when the review fails silently", async () => {
    renderPage([500, {}]);
    await screen.findByRole('heading', { level: 1, name: 'Send the March bank statement' });
    fireEvent.click(screen.getByRole('button', { name: 'Approve task' }));
    await waitFor(() => expect(reviews[0]).toBe('?action=approve'));
    expect(await screen.findByText(preparerMessages.fallback.reviewTask, {}, { timeout: 15_000 })).toBeTruthy();
  }, 20_000);

  it('edits the due date only, and withdraws the task after a confirmation', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Send the March bank statement' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit task' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Due date'), { target: { value: '2026-04-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(server.seen.find((x) => x.method === 'PUT')?.body).toEqual({ dueDate: '2026-04-15' }));
    expect(await screen.findByText(preparerMessages.success.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw task' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw task' }));
    await waitFor(() => expect(server.seen.some((x) => x.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(preparerMessages.success.deleted)).toBeTruthy();
  });
});
