// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminUserMessages, type AdminUser } from '@quayside/contract/admin-users';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { DefaultNriPreparerCard } from './default-nri-preparer-card';

/** The default NRI preparer card on the admin's assignments page, against a real HTTP server. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(cleanup);

const PREPARER: AdminUser = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'priya@quayside.test',
  fullName: 'Priya Preparer',
  role: 'preparer',
  phone: null,
  countryCode: null,
  isVerified: true,
  isBlocked: false,
  isSuspended: false,
  suspensionMessage: null,
  isDeleted: false,
  deletedAt: null,
  requiredChangePassword: false,
  canEditProfile: true,
  lastLoginAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const renderCard = () =>
  render(
    <Provider store={makeStore()}>
      <DefaultNriPreparerCard />
    </Provider>,
  );

describe('DefaultNriPreparerCard', () => {
  it('shows the fallback rule, saves the preparer picked and then offers to clear it', async () => {
    let current: { id: string; fullName: string; email: string } | null = null;
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/users/company') return json(res, 200, { users: [PREPARER], nextCursor: null, hasMore: false, count: 1, countCapped: false });
      if (seen.path === '/api/admin/assignment-defaults/nri-preparer' && req.method === 'PUT') {
        const body = seen.body as { preparerId: string | null };
        current = body.preparerId ? { id: PREPARER.id, fullName: PREPARER.fullName, email: PREPARER.email } : null;
        return json(res, 200, { message: adminUserMessages.success.defaultNriPreparerSet, preparer: current, fallback: 'least_loaded' });
      }
      if (seen.path === '/api/admin/assignment-defaults/nri-preparer') return json(res, 200, { preparer: current, fallback: 'least_loaded' });
      return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    });
    server.visit('/dashboard/admin/assignments');
    renderCard();
    expect(await screen.findByText(/no default; the preparer with the fewest NRI clients is chosen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear default' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save default' }));
    expect(await screen.findByText('Choose the preparer.')).toBeTruthy();
    expect(server.seen.some((s) => s.method === 'PUT')).toBe(false);

    const select = (await screen.findByRole('combobox', { name: 'New default preparer' })) as HTMLSelectElement;
    await waitFor(() => expect(select.querySelector(`option[value="${PREPARER.id}"]`)).toBeTruthy());
    fireEvent.change(select, { target: { value: PREPARER.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default' }));
    await waitFor(() => expect(server.seen.find((s) => s.method === 'PUT')?.body).toEqual({ preparerId: PREPARER.id }));
    expect(await screen.findByText('Priya Preparer')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Clear default' })).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/users/company') return json(res, 200, { users: [PREPARER], nextCursor: null, hasMore: false, count: 1, countCapped: false });
      if (req.method === 'PUT') return json(res, 400, { message: adminUserMessages.errors.defaultPreparerNotActive, code: 'VALIDATION_FAILED' });
      return json(res, 200, { preparer: null, fallback: 'least_loaded' });
    });
    server.visit('/dashboard/admin/assignments');
    renderCard();
    const select = (await screen.findByRole('combobox', { name: 'New default preparer' })) as HTMLSelectElement;
    await waitFor(() => expect(select.querySelector(`option[value="${PREPARER.id}"]`)).toBeTruthy());
    fireEvent.change(select, { target: { value: PREPARER.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default' }));
    expect(await screen.findByText(adminUserMessages.errors.defaultPreparerNotActive)).toBeTruthy();
  });
});
