// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCompaniesResponse, AdminCompany } from '@quayside/contract/admin-companies';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { CompaniesPage } from './companies-page';

/** The admin's companies list against a real HTTP server: filters go into the query, rows open the company. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(cleanup);

const stamp = '2026-01-01T00:00:00.000Z';
const row = (id: string, name: string, locked: boolean): AdminCompany => ({
  id,
  companyId: id,
  name,
  registrationNumber: null,
  jurisdiction: 'SG',
  companyType: 'private_limited',
  status: 'active',
  incorporationStatus: 'incorporated',
  statusRemarks: null,
  ownerId: null,
  preparerId: null,
  dashboardLocked: locked,
  dashboardLockReason: locked ? 'Fees unpaid' : null,
  dashboardLockedAt: locked ? stamp : null,
  editFlags: { company: true, directors: true, shareholders: true, services: true },
  incorporationDate: null,
  financialYearEnd: '12-31',
  createdAt: stamp,
  updatedAt: stamp,
  owner: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', fullName: 'Bruno Client', email: 'bruno@example.com' },
  preparerName: 'Nia Preparer',
});

function renderPage() {
  const answer: AdminCompaniesResponse = {
    companies: [row('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Coral Bay Pte. Ltd.', true), row('3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', 'Reef Trading LLC', false)],
    nextCursor: null,
    hasMore: false,
  };
  server.setHandler((req, res, seen) => {
    if (seen.path === '/api/admin/companies') {
      queries.push(new URL(req.url ?? '/', 'http://x').searchParams);
      return json(res, 200, answer);
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  server.visit('/dashboard/admin/companies');
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/dashboard/admin/companies']}>
        <Routes>
          <Route path="/dashboard/admin/companies" element={<CompaniesPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** The query strings the page sent to /api/admin/companies, in order. */
let queries: URLSearchParams[] = [];
beforeEach(() => {
  queries = [];
});

describe('CompaniesPage', () => {
  it('lists companies with their lock and links each to its page', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: /Coral Bay Pte\. Ltd\./ });
    expect(link.getAttribute('href')).toBe('/dashboard/admin/companies/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
    expect(link.textContent).toContain('Locked');
    expect(screen.getByRole('link', { name: /Reef Trading LLC/ }).textContent).not.toContain('Locked');
    expect(screen.getByText('Showing 2 companies (all)')).toBeTruthy();
  });

  it('sends the status, lock and search filters', async () => {
    renderPage();
    await screen.findByRole('link', { name: /Coral Bay/ });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'dormant' } });
    fireEvent.change(screen.getByLabelText('Dashboard lock'), { target: { value: 'true' } });
    fireEvent.change(screen.getByLabelText('Company name or registration number'), { target: { value: 'coral' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('coral'));
    const last = queries.at(-1);
    expect(last?.get('status')).toBe('dormant');
    expect(last?.get('locked')).toBe('true');
    expect(last?.get('take')).toBe('25');
  });
});
