// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@quayside/contract/auth';
import type { Role } from '@quayside/contract/roles';
import { makeStore } from '../../../app/store';
import { api } from '../../../lib/api-client';
import { initialAuthState, type AuthState } from '../../../lib/session/session-slice';
import { json, makeUser, startTestServer } from '../../../test/test-server';
import { DashboardRoot } from './dashboard-root';
import { RoleArea } from './role-area';

/** The dashboard's guard and gates at route level: a real store, a memory router, a real HTTP server. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.visit('/');
  api.clearToken();
  localStorage.clear();
  server.seen.length = 0;
});
afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const areas: [string, Role][] = [
  ['admin', 'admin'],
  ['client', 'client'],
  ['nri', 'nri_client'],
];

function renderAt(path: string, auth: Partial<AuthState>) {
  const store = makeStore({ auth: { ...initialAuthState(null), ...auth } });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        path: '/dashboard',
        element: <DashboardRoot />,
        children: areas.map(([segment, role]) => ({
          path: segment,
          element: <RoleArea role={role} />,
          children: [
            { index: true, element: <p>{segment} home screen</p> },
            { path: 'invoices', element: <Where /> },
          ],
        })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const signedIn = (user: Partial<User>): Partial<AuthState> => {
  const u = makeUser(user) as User;
  return {
    user: u,
    isAuthenticated: true,
    status: 'ready',
    token: 't',
    requiredChangePassword: u.requiredChangePassword,
  };
};

describe('DashboardRoot', () => {
  it('sends a visitor without a session to /login, remembering the page', async () => {
    server.setHandler((_req, res) =>
      json(res, 401, { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }),
    );
    renderAt('/dashboard/admin?tab=x', {});
    expect(await screen.findByTestId('where')).toHaveProperty(
      'textContent',
      '/login?next=%2Fdashboard%2Fadmin%3Ftab%3Dx',
    );
    expect(server.seen.map((s) => s.path)).toEqual(['/api/auth/profile', '/api/auth/refresh-token']);
  });

  it('restores the session from the token in memory and shows the role home', async () => {
    api.setToken('good');
    server.setHandler((_req, res, s) =>
      s.auth === 'Bearer good'
        ? json(res, 200, { user: makeUser({ role: 'admin', fullName: 'Aisha Rahman' }) })
        : json(res, 401, {}),
    );
    renderAt('/dashboard/admin', { token: 'good' });
    expect(await screen.findByText('admin home screen')).toBeTruthy();
    expect(screen.getByTestId('user-menu-name').textContent).toBe('Aisha Rahman');
  });

  it('refuses another role: a clear page, and the area screen never renders', async () => {
    renderAt('/dashboard/admin', signedIn({ role: 'client' }));
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy();
    expect(screen.queryByText('admin home screen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard/client',
    );
  });

  it('/dashboard goes to the landing route of the role', async () => {
    const { router } = renderAt('/dashboard', signedIn({ role: 'nri_client' }));
    expect(await screen.findByText('nri home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/nri');
  });

  it("sends an NRI client back from a payment to their own invoices, keeping the payment's outcome", async () => {
    renderAt('/dashboard/client/invoices?invoice=abc&payment=paid', signedIn({ role: 'nri_client' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard/nri/invoices?invoice=abc&payment=paid');
  });

  it('shows only the forced change-password screen while requiredChangePassword is set', async () => {
    server.setHandler((_req, res, s) =>
      s.path === '/api/auth/change-password'
        ? json(res, 200, { message: 'Password updated', token: 'fresh' })
        : json(res, 404, {}),
    );
    const { store } = renderAt('/dashboard/client', signedIn({ requiredChangePassword: true }));
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.queryByText('client home screen')).toBeNull();

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Temp-pass-123' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'harbour-lantern-42' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'harbour-lantern-4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(server.seen).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'harbour-lantern-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('client home screen')).toBeTruthy();
    expect(server.seen[0]?.body).toEqual({
      currentPassword: 'Temp-pass-123',
      newPassword: 'harbour-lantern-42',
    });
    expect(store.getState().auth.requiredChangePassword).toBe(false);
    expect(api.getToken()).toBe('fresh');
  });

  it('shows the wrong current password under its field', async () => {
    server.setHandler((_req, res) =>
      json(res, 400, {
        message: 'Current password is incorrect',
        code: 'VALIDATION_FAILED',
        fields: { currentPassword: ['Current password is incorrect'] },
      }),
    );
    renderAt('/dashboard/client', signedIn({ requiredChangePassword: true }));
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'harbour-lantern-42' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'harbour-lantern-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const message = await screen.findByText('Current password is incorrect');
    expect(message.closest('p')?.id).toBe(
      screen.getByLabelText('Current password').getAttribute('aria-describedby'),
    );
  });

  it('asks an unverified user to verify their e-mail with a one-time code first', async () => {
    server.setHandler((_req, res, s) => {
      if (s.path === '/api/auth/send-otp') return json(res, 200, { message: 'OTP sent' });
      if (s.path === '/api/auth/verify-otp') {
        const { otp } = s.body as { otp: string };
        return otp === '123456'
          ? json(res, 200, { message: 'OTP verified' })
          : json(res, 400, { message: 'The code is incorrect', code: 'VALIDATION_FAILED' });
      }
      return json(res, 404, {});
    });
    const { store } = renderAt('/dashboard/client', signedIn({ isVerified: false }));
    expect(screen.getByRole('heading', { name: 'Verify your e-mail address' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    const first = await screen.findByLabelText('Code from the e-mail');
    expect(server.seen[0]?.body).toEqual({ email: 'client@quayside.test' });
    expect(screen.getByRole('button', { name: /Resend code in (1:00|0:59)/ })).toHaveProperty(
      'disabled',
      true,
    );

    await act(async () => {
      fireEvent.paste(first, { clipboardData: { getData: () => '654 321' } });
    });
    expect(await screen.findByText('The code is incorrect')).toBeTruthy();
    expect(server.seen[1]?.body).toEqual({ email: 'client@quayside.test', otp: '654321' });

    await act(async () => {
      fireEvent.paste(screen.getByLabelText('Code from the e-mail'), { clipboardData: { getData: () => '123456' } });
    });
    expect(await screen.findByText('client home screen')).toBeTruthy();
    await waitFor(() => expect(store.getState().auth.user?.isVerified).toBe(true));
  });
});
