// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminIncorporationResponse, IncorporationSummary } from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { IncorporationDetailPage } from './incorporation-detail-page';

/**
 * The incorporation detail against a real HTTP server: the status form sends newStatus and remarks, refuses a
 * rejection without remarks before sending, and a manual invoice is sent as one line in minor units.
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
const stamp = '2026-01-01T00:00:00.000Z';
const summary: IncorporationSummary = {
  id: ID,
  companyName: 'Coral Bay Pte. Ltd.',
  jurisdiction: 'SG',
  companyType: 'private_limited',
  status: 'onboarding',
  incorporationStatus: 'kyc_review',
  statusRemarks: null,
  owner: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', fullName: 'Bruno Client', email: 'bruno@example.com' },
  preparerName: null,
  sessionId: null,
  createdAt: stamp,
  updatedAt: stamp,
};
const detail: AdminIncorporationResponse = { incorporation: summary, session: null, invoices: [] };

function renderPage() {
  server.visit(`/dashboard/admin/incorporations/${ID}`);
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[`/dashboard/admin/incorporations/${ID}`]}>
        <Routes>
          <Route path="/dashboard/admin/incorporations/:id" element={<IncorporationDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('IncorporationDetailPage', () => {
  it('sets the status with remarks, and refuses a rejection without remarks before sending', async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path === `/api/admin/incorporation/${ID}` && req.method === 'GET') return json(res, 200, detail);
      if (seen.path === `/api/admin/incorporation/${ID}/status`) {
        return json(res, 200, { message: adminMessages.success.incorporationStatusUpdated, incorporation: { ...summary, incorporationStatus: 'filed' } });
      }
      return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    });
    renderPage();
    const select = (await screen.findByLabelText('Incorporation status')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'rejected' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Give the reason for rejecting the application')).toBeTruthy();
    expect(server.seen.some((s) => s.path.endsWith('/status'))).toBe(false);

    fireEvent.change(select, { target: { value: 'filed' } });
    fireEvent.input(screen.getByLabelText('Remarks'), { target: { value: 'Lodged with ACRA today' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(server.seen.find((s) => s.path.endsWith('/status'))?.body).toEqual({ newStatus: 'filed', remarks: 'Lodged with ACRA today' }),
    );
  });

  it('generates a manual invoice as one line in minor units', async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path === `/api/admin/incorporation/${ID}` && req.method === 'GET') return json(res, 200, detail);
      if (seen.path.endsWith('/generate-invoice')) return json(res, 400, { message: 'Invoice lines need whole quantities', code: 'VALIDATION_FAILED' });
      return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate invoice' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('In SGD, e.g. 450.00')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Description'), { target: { value: 'Registered office (12 months)' } });
    fireEvent.input(within(dialog).getByLabelText('Amount before tax'), { target: { value: '450.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate invoice' }));
    await waitFor(() =>
      expect(server.seen.find((s) => s.path.endsWith('/generate-invoice'))?.body).toEqual({
        lines: [{ description: 'Registered office (12 months)', quantity: 1, unitPriceMinor: 45050 }],
      }),
    );
    expect(await within(dialog).findByText('Invoice lines need whole quantities')).toBeTruthy();
  });
});
