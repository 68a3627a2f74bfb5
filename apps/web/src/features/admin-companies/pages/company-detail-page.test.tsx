// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '@quayside/contract/admin-users';
import type { Company } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import type { PreparerPicker } from '../components/company-controls';
import { CompanyDetailPage } from './company-detail-page';

/**
 * The company detail against a real HTTP server: locking asks for a reason and a confirmation before it sends,
 * reassigning sends the picked preparer, resetting sends the status and reason, and a failure shows the
 * catalogue's fallback.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(cleanup);

const ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PREPARER = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const stamp = '2026-01-01T00:00:00.000Z';
const company: Company = {
  id: ID,
  companyId: ID,
  name: 'Coral Bay Pte. Ltd.',
  registrationNumber: '202600001K',
  jurisdiction: 'SG',
  companyType: 'private_limited',
  status: 'active',
  incorporationStatus: 'incorporated',
  statusRemarks: null,
  ownerId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  preparerId: null,
  dashboardLocked: false,
  dashboardLockReason: null,
  dashboardLockedAt: null,
  editFlags: { company: true, directors: true, shareholders: true, services: true },
  incorporationDate: '2026-01-01',
  financialYearEnd: '12-31',
  createdAt: stamp,
  updatedAt: stamp,
  registeredAddress: null,
  businessActivity: null,
  contactEmail: null,
  contactNumber: null,
  owner: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', fullName: 'Bruno Client', email: 'bruno@example.com' },
  preparer: null,
  directors: [],
  shareholders: [],
  companyServices: [],
};
const preparer = { id: PREPARER, fullName: 'Nia Preparer', email: 'nia@example.com' } as AdminUser;

/** A stand-in for the admin users' picker (composed in the route): one button that picks the preparer. */
const picker: PreparerPicker = ({ label, onChange }) => (
  <button type="button" onClick={() => onChange(preparer)}>
    {`Pick for ${label}`}
  </button>
);

function renderPage(lockAnswer: (body: unknown) => [number, unknown] = () => [200, { message: adminMessages.success.dashboardLocked, company }]) {
  server.setHandler((req, res, seen) => {
    if (seen.path === `/api/companies/${ID}` && req.method === 'GET') return json(res, 200, { company });
    if (seen.path === `/api/admin/company/${ID}/activity`) return json(res, 200, { activity: [], nextCursor: null, hasMore: false });
    if (seen.path === `/api/admin/company/${ID}/lock`) {
      const [status, body] = lockAnswer(seen.body);
      return json(res, status, body);
    }
    if (seen.path === `/api/admin/company/${ID}/reassign-preparer`) {
      return json(res, 200, { message: adminMessages.success.preparerReassigned, company: { ...company, preparerId: PREPARER }, tasksMoved: 2 });
    }
    if (seen.path === `/api/admin/company/${ID}/reset-status`) return json(res, 200, { message: adminMessages.success.companyStatusReset, company });
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  server.visit(`/dashboard/admin/companies/${ID}`);
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[`/dashboard/admin/companies/${ID}`]}>
        <Routes>
          <Route path="/dashboard/admin/companies/:id" element={<CompanyDetailPage preparerPicker={picker} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const sent = (suffix: string) => server.seen.filter((s) => s.path.endsWith(suffix) && s.method === 'PUT');

describe('CompanyDetailPage', () => {
  it('locks only with a reason and after a confirmation', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    fireEvent.click(screen.getByRole('button', { name: 'Lock dashboard' }));
    expect(await screen.findByText(adminMessages.errors.lockReasonRequired)).toBeTruthy();
    expect(sent('/lock')).toHaveLength(0);

    const lockCard = screen.getByRole('heading', { name: 'Client dashboard' }).closest('section') as HTMLElement;
    fireEvent.input(within(lockCard).getByLabelText(/^Reason/), { target: { value: 'Fees unpaid' } });
    fireEvent.click(within(lockCard).getByRole('button', { name: 'Lock dashboard' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent('/lock')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock dashboard' }));
    await waitFor(() => expect(sent('/lock')[0]?.body).toEqual({ locked: true, reason: 'Fees unpaid' }));
  });

  it("shows the catalogue's fallback when the lock fails without a message", async () => {
    renderPage(() => [409, {}]);
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    const lockCard = screen.getByRole('heading', { name: 'Client dashboard' }).closest('section') as HTMLElement;
    fireEvent.input(within(lockCard).getByLabelText(/^Reason/), { target: { value: 'Fees unpaid' } });
    fireEvent.click(within(lockCard).getByRole('button', { name: 'Lock dashboard' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock dashboard' }));
    expect(await within(dialog).findByText(adminMessages.fallback.lock)).toBeTruthy();
  });

  it('reassigns to the picked preparer and resets the status with a reason', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Coral Bay Pte. Ltd.' });
    fireEvent.click(screen.getByRole('button', { name: 'Reassign preparer' }));
    expect(await screen.findByText('Choose the new preparer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick for New preparer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reassign preparer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reassign preparer' }));
    await waitFor(() => expect(sent('/reassign-preparer')[0]?.body).toEqual({ newPreparerId: PREPARER }));

    const statusCard = screen.getByRole('heading', { name: /^Status$/ }).closest('section') as HTMLElement;
    fireEvent.change(within(statusCard).getByLabelText('New status'), { target: { value: 'dormant' } });
    fireEvent.click(within(statusCard).getByRole('button', { name: 'Reset status' }));
    expect(await within(statusCard).findByText(adminMessages.errors.statusReasonRequired)).toBeTruthy();
    fireEvent.input(within(statusCard).getByLabelText(/^Reason/), { target: { value: 'Not trading' } });
    fireEvent.click(within(statusCard).getByRole('button', { name: 'Reset status' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset status' }));
    await waitFor(() => expect(sent('/reset-status')[0]?.body).toEqual({ newStatus: 'dormant', reason: 'Not trading' }));
    // Each change reloads the record (initial load, after the reassign, after the reset): let it land before closing.
    await waitFor(() => expect(server.seen.filter((x) => x.method === 'GET' && x.path === `/api/companies/${ID}`).length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
