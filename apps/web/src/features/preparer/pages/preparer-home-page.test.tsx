// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preparerMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { COMPANY_ID, dashboard, DEADLINE_ID, queueTask } from '../test/fixtures';
import { PreparerOverviewPanels } from './preparer-home-page';

/** The preparer overview: figures, today's work (late tasks, returned work, documents), the queue, deadlines. */

let server: Awaited<ReturnType<typeof startTestServer>>;
const taskQueries: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  taskQueries.length = 0;
});
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

function renderPanels(dashboardAnswer: [number, unknown] = [200, { dashboard }]) {
  server.setHandler((req, res, seen) => {
    if (seen.path === '/api/preparer/dashboard') return json(res, dashboardAnswer[0], dashboardAnswer[1]);
    if (seen.path === '/api/preparer/assigned-tasks') {
      taskQueries.push(new URL(req.url ?? '', 'http://x').search);
      return json(res, 200, { items: [queueTask], nextCursor: null, hasMore: false });
    }
    if (seen.path === `/api/preparer/calendar/${DEADLINE_ID}` && req.method === 'PUT') {
      return json(res, 200, {
        message: 'Calendar action updated',
        entry: {
          id: DEADLINE_ID,
          companyId: COMPANY_ID,
          companyName: 'Coral Bay Pte. Ltd.',
          ownerName: 'Bruno Client',
          title: 'Annual return',
          description: null,
          dueDate: '2026-01-20',
          status: 'done',
          kind: 'annual_return',
          source: 'rule',
          reference: null,
          periodEnd: null,
          completedAt: '2026-01-02T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
        },
      });
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  server.visit('/dashboard/preparer');
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={['/dashboard/preparer']}>
        <PreparerOverviewPanels />
      </MemoryRouter>
    </Provider>,
  );
}

describe('PreparerOverviewPanels', () => {
  it("shows the figures, today's work sorted by due date and the work queue", async () => {
    renderPanels();
    const figures = await screen.findByRole('list', { name: 'Your work in figures' });
    expect(within(figures).getByText('Documents to verify')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Due today or late' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Returned by the approver' }).textContent).toContain('The address is the old one');
    expect(screen.getByRole('list', { name: 'Documents to verify' }).textContent).toContain('Bank statement March');
    const queue = screen.getByRole('list', { name: 'Work queue' });
    expect(within(queue).getByRole('link', { name: /Send the March bank statement/ }).textContent).toContain('Overdue');
    // Today asks for what is due up to today; the queue for every open task.
    await waitFor(() => expect(taskQueries.some((q) => /dueBefore=\d{4}-\d{2}-\d{2}/.test(q))).toBe(true));
  });

  it('updates a deadline', async () => {
    renderPanels();
    const deadlines = await screen.findByRole('list', { name: 'Deadlines in the next 30 days' });
    fireEvent.click(within(deadlines).getByRole('button', { name: 'Update Annual return' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('State'), { target: { value: 'done' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.seen.find((s) => s.method === 'PUT')?.body).toEqual({ state: 'done' }));
    expect(await screen.findByText(preparerMessages.success.calendarActionUpdated)).toBeTruthy();
  });

  it("shows the dashboard's fallback when it fails without a message", async () => {
    renderPanels([409, {}]);
    expect(await screen.findByText(preparerMessages.fallback.dashboard)).toBeTruthy();
  });
});
