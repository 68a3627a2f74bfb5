// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDashboard } from '@quayside/contract/client-area';
import { companyMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { LockedBanner } from './locked-banner';

/** The client's locked state: the banner with the firm's reason while locked, nothing otherwise. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(cleanup);

const ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const stamp = '2026-01-01T00:00:00.000Z';

function dashboard(locked: boolean): ClientDashboard {
  return {
    user: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', fullName: 'Bruno Client', email: 'bruno@example.com' },
    company: {
      id: ID,
      companyId: ID,
      name: 'Coral Bay Pte. Ltd.',
      registrationNumber: null,
      jurisdiction: 'SG',
      companyType: 'private_limited',
      status: 'active',
      incorporationStatus: 'incorporated',
      statusRemarks: null,
      ownerId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      preparerId: null,
      dashboardLocked: locked,
      dashboardLockReason: locked ? 'Annual fees unpaid' : null,
      dashboardLockedAt: locked ? stamp : null,
      editFlags: { company: true, directors: true, shareholders: true, services: true },
      incorporationDate: null,
      financialYearEnd: '12-31',
      createdAt: stamp,
      updatedAt: stamp,
    },
    companies: [{ id: ID, name: 'Coral Bay Pte. Ltd.' }],
    counts: {
      openTasks: 0,
      tasksPendingReview: 0,
      documentsPending: 0,
      documentsRejected: 0,
      unreadNotifications: 0,
      unacknowledgedActions: 0,
      unpaidInvoices: 0,
      overdueDeadlines: 0,
    },
    nextDeadlines: [],
    openTasks: [],
    recentNotifications: [],
    preparer: null,
  };
}

function renderBanner(locked: boolean) {
  server.setHandler((_req, res, seen) => {
    if (seen.path === '/api/client/dashboard') return json(res, 200, { dashboard: dashboard(locked) });
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  server.visit('/dashboard/client');
  render(
    <Provider store={makeStore()}>
      <LockedBanner />
    </Provider>,
  );
}

describe('LockedBanner', () => {
  it('says the company is locked, and why, while the firm has it locked', async () => {
    renderBanner(true);
    const banner = await screen.findByTestId('locked-banner');
    expect(banner.textContent).toContain(companyMessages.errors.lockedBannerTitle);
    expect(banner.textContent).toContain(companyMessages.errors.lockedBannerReason('Annual fees unpaid'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Coral Bay Pte. Ltd.');
  });

  it('shows nothing while the company is open', async () => {
    renderBanner(false);
    await waitFor(() => expect(server.seen.some((s) => s.path === '/api/client/dashboard')).toBe(true));
    expect(screen.queryByTestId('locked-banner')).toBeNull();
  });
});
