// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { PlatformCountsCard } from './platform-counts-card';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(cleanup);

const dashboard: AdminDashboardResponse = {
  generatedAt: '2026-11-26T10:00:00.000Z',
  counts: {
    clients: { total: 3, client: 2, nriClient: 1 },
    staff: { admin: 1, approver: 1, preparer: 1 },
    companies: { total: 0, byStatus: [] },
    incorporations: { inProgress: 0, onboardingSessions: 0 },
    documentsWaiting: 9,
    overdue: { tasks: 0, calendarEntries: 0 },
    revenue: { month: [], year: [] },
    signIns: { last24h: 1, last30d: 1, usersLast30d: 1 },
  },
};

function renderCard() {
  server.visit('/dashboard/admin');
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <PlatformCountsCard />
      </MemoryRouter>
    </Provider>,
  );
}

describe('PlatformCountsCard', () => {
  it('shows the counts, links the ones with a page, and says None for no revenue', async () => {
    server.setHandler((_req, res) => json(res, 200, dashboard));
    renderCard();
    const docs = await screen.findByRole('link', { name: /Documents waiting for review\s*9/ });
    expect(docs.getAttribute('href')).toBe('/dashboard/admin/documents');
    expect(screen.getAllByText('None')).toHaveLength(2);
    expect(screen.getByText('None yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summary and metrics' }).getAttribute('href')).toBe('/dashboard/admin/summary');
  });

  it('shows the dashboard fallback when the call fails', async () => {
    server.setHandler((_req, res) => json(res, 403, {}));
    renderCard();
    expect(await screen.findByText(adminMessages.fallback.dashboard)).toBeTruthy();
  });
});
