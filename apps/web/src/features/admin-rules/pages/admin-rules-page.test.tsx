// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DueDateExtensionRow } from '@quayside/contract/due-date-extensions';
import type { GovernmentFee } from '@quayside/contract/government-fees';
import { rulesMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { AdminRulesPage } from './admin-rules-page';

/** The Compliance rules screen against a real HTTP server: what it sends and what it shows. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(cleanup);

const notFound = { message: 'Not Found', code: 'NOT_FOUND' };
const CBDT: DueDateExtensionRow = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  ruleCode: 'IN_ITR6',
  periodEnd: '2025-03-31',
  newDueDate: '2025-12-10',
  reference: 'CBDT Circular No. 15/2025 dated 29 October 2025',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const FEE: GovernmentFee = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  jurisdiction: 'SG',
  companyType: 'private_limited',
  code: 'ACRA_COMPANY_REGISTRATION',
  label: 'ACRA company registration',
  amountMinor: 30_000,
  currency: 'SGD',
  reference: 'ACRA fees: registration of a local company S$300',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderPage() {
  server.visit('/dashboard/admin/rules');
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/dashboard/admin/rules']}>
        <AdminRulesPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('AdminRulesPage', () => {
  it('lists the extensions with their circular, refuses a bad form, and adds an extension', async () => {
    const added = { ...CBDT, id: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f', ruleCode: 'SG_FORM_C', periodEnd: '2025-12-31', newDueDate: '2026-12-15', reference: 'IRAS notice' };
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/rules/extensions' && req.method === 'GET') return json(res, 200, { items: [CBDT] });
      if (seen.path === '/api/admin/rules/extensions' && req.method === 'POST') return json(res, 201, { message: rulesMessages.success.extensionAdded, extension: added, resynced: 3 });
      if (seen.path === '/api/government-fees') return json(res, 200, { items: [FEE] });
      return json(res, 404, notFound);
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Extensions' });
    expect(within(list).getByText(/CBDT Circular No. 15\/2025/)).toBeTruthy();
    expect(within(list).getByText(/ITR-6 \(company return\) \(IN_ITR6\)/)).toBeTruthy();
    expect(await screen.findByText('SG · ACRA company registration (Private limited company)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add the extension' }));
    expect(await screen.findByText('Choose a rule the calendar applies (e.g. IN_ITR6)')).toBeTruthy();
    expect(server.seen.filter((s) => s.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Rule'), { target: { value: 'SG_FORM_C' } });
    fireEvent.input(screen.getByLabelText('Period end'), { target: { value: '2025-12-31' } });
    fireEvent.input(screen.getByLabelText('New due date'), { target: { value: '2026-12-15' } });
    fireEvent.input(screen.getByLabelText('Circular or notification'), { target: { value: 'IRAS notice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the extension' }));
    await waitFor(() =>
      expect(server.seen.find((s) => s.method === 'POST')?.body).toEqual({ ruleCode: 'SG_FORM_C', periodEnd: '2025-12-31', newDueDate: '2026-12-15', reference: 'IRAS notice' }),
    );
  });

  it('saves a government fee in minor units', async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/rules/extensions') return json(res, 200, { items: [] });
      if (seen.path === '/api/government-fees') return json(res, 200, { items: [FEE] });
      if (seen.path === `/api/admin/rules/government-fees/${FEE.id}` && req.method === 'PUT') return json(res, 200, { message: rulesMessages.success.feeSaved, fee: { ...FEE, amountMinor: 31_500 } });
      return json(res, 404, notFound);
    });
    renderPage();
    expect(await screen.findByText('No extensions')).toBeTruthy();
    const input = await screen.findByLabelText('Amount (SGD)');
    fireEvent.change(input, { target: { value: '315.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save ACRA company registration' }));
    await waitFor(() => expect(server.seen.find((s) => s.method === 'PUT')?.body).toEqual({ amountMinor: 31_500 }));
  });

  it('adds a government fee from the form (major units in, minor units sent) and removes one after confirming', async () => {
    const stamp = { ...FEE, id: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a', jurisdiction: 'IN' as const, companyType: null, code: 'IN_STAMP_DUTY_MH', label: 'Stamp duty (Maharashtra)', amountMinor: 100_050, currency: 'INR', reference: 'Maharashtra Stamp Act, Schedule I' };
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/rules/extensions') return json(res, 200, { items: [] });
      if (seen.path === '/api/government-fees') return json(res, 200, { items: [FEE] });
      if (seen.path === '/api/admin/rules/government-fees' && req.method === 'POST') return json(res, 201, { message: rulesMessages.success.feeAdded, fee: stamp });
      if (seen.path === `/api/admin/rules/government-fees/${FEE.id}` && req.method === 'DELETE') return json(res, 200, { message: rulesMessages.success.feeRemoved, fee: FEE });
      return json(res, 404, notFound);
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a government fee' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the fee' }));
    expect(await within(form).findByText('Enter an amount such as 300 or 1500.50')).toBeTruthy();
    expect(server.seen.filter((s) => s.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Jurisdiction'), { target: { value: 'IN' } });
    fireEvent.input(within(form).getByLabelText('Label'), { target: { value: 'Stamp duty (Maharashtra)' } });
    fireEvent.input(within(form).getByLabelText('Code'), { target: { value: 'IN_STAMP_DUTY_MH' } });
    fireEvent.input(within(form).getByLabelText('Amount'), { target: { value: '1000.50' } });
    fireEvent.input(within(form).getByLabelText('Currency'), { target: { value: 'inr' } });
    fireEvent.input(within(form).getByLabelText('Source'), { target: { value: 'Maharashtra Stamp Act, Schedule I' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the fee' }));
    await waitFor(() =>
      expect(server.seen.find((s) => s.method === 'POST')?.body).toEqual({
        jurisdiction: 'IN',
        companyType: null,
        code: 'IN_STAMP_DUTY_MH',
        label: 'Stamp duty (Maharashtra)',
        amountMinor: 100_050,
        currency: 'INR',
        reference: 'Maharashtra Stamp Act, Schedule I',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove ACRA company registration' }));
    expect(server.seen.filter((s) => s.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.seen.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([`/api/admin/rules/government-fees/${FEE.id}`]));
    // Each change reloads the list: the list is asked for again after the removal.
    await waitFor(() => {
      const removedAt = server.seen.findIndex((s) => s.method === 'DELETE');
      expect(server.seen.slice(removedAt + 1).some((s) => s.path === '/api/government-fees')).toBe(true);
    });
  });
});
