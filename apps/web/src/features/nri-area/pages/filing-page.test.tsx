// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FilingArtifacts } from '@quayside/contract/nri-area';
import type { User } from '@quayside/contract/auth';
import { nriClientMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { initialAuthState } from '../../../lib/session/session-slice';
import { json, makeUser, startTestServer } from '../../../test/test-server';
import { artifacts, filing, itrStatus } from '../../../test/nri-fixtures';
import { NriFilingPage } from './filing-page';

/**
 * The draft decision against a real HTTP server: the draft computation to read; asking for changes needs a
 * reason; approving is signed with the typed name and confirmed, and the body sent is the contract's; a refusal
 * shows the server's reason in the dialog; once decided, the decision replaces the form.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let current: FilingArtifacts;
const decide = '/api/nri-client/filing-artifacts/draft/decide';
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  current = artifacts();
});
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

function renderPage(decideAnswer?: [number, unknown]) {
  server.setHandler((req, res, seen) => {
    if (seen.path === '/api/nri-client/filing-artifacts') return json(res, 200, current);
    if (seen.path === '/api/nri-client/itr/status') return json(res, 200, itrStatus(current.itrDraftStatus === 'approved' ? 'draft_approved' : 'draft_prepared', { itrDraftStatus: current.itrDraftStatus }));
    if (req.method === 'POST' && seen.path === decide) {
      if (decideAnswer) return json(res, decideAnswer[0], decideAnswer[1]);
      const body = seen.body as { action: 'approve' | 'request_changes'; fullName: string; reason?: string };
      const draftDecision = { action: body.action, fullName: body.fullName, reason: body.reason ?? null, decidedAt: '2026-07-04T12:00:00.000Z' };
      const itrDraftStatus = body.action === 'approve' ? 'approved' : 'changes_requested';
      current = { ...current, itrDraftStatus, draftDecision };
      return json(res, 200, { message: 'Draft decision recorded', filing: { ...filing, itrDraftStatus, draftDecision } });
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  server.visit('/dashboard/nri/filing');
  const user = makeUser({ role: 'nri_client', fullName: 'Rohan Mehta', email: 'nri@quayside.test' }) as User;
  const store = makeStore({ auth: { ...initialAuthState(null), user, isAuthenticated: true, status: 'ready', token: 't' } });
  render(
    <Provider store={store}>
      <AppToaster />
      <MemoryRouter initialEntries={['/dashboard/nri/filing']}>
        <NriFilingPage />
      </MemoryRouter>
    </Provider>,
  );
}

const form = () => screen.getByRole('form', { name: 'Your decision on the draft' });

describe('NriFilingPage', () => {
  it('asks for a reason before requesting changes, then approves with the typed name after a confirmation', async () => {
    renderPage();
    const draft = await screen.findByTestId('draft-computation');
    expect(within(draft).getByRole('link', { name: 'computation.pdf' }).getAttribute('href')).toBe('/files/computation.pdf');
    expect(within(draft).getByText('Waiting for your decision')).toBeTruthy();
    expect(within(form()).getByText('As on your account: Rohan Mehta')).toBeTruthy();

    fireEvent.click(within(form()).getByRole('radio', { name: /Ask for changes/ }));
    fireEvent.change(within(form()).getByLabelText('Type your full name to sign'), { target: { value: 'Rohan Mehta' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Say what should change in the draft')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(form()).getByRole('radio', { name: /Approve the draft/ }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Approve draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the draft computation?' });
    expect(within(dialog).getByText(/Signed "Rohan Mehta"/)).toBeTruthy();
    expect(server.seen.some((s) => s.path === decide)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(server.seen.find((s) => s.path === decide)?.body).toEqual({ action: 'approve', fullName: 'Rohan Mehta' }));
    expect(await screen.findByText(nriClientMessages.success.draftDecision)).toBeTruthy();
    expect(await within(draft).findByText(/You approved this draft on/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your decision on the draft' })).toBeNull();
  });

  it('sends a request for changes with its reason', async () => {
    renderPage();
    await screen.findByTestId('draft-computation');
    fireEvent.click(within(form()).getByRole('radio', { name: /Ask for changes/ }));
    fireEvent.change(within(form()).getByLabelText('What should change'), { target: { value: 'The NRO interest is 12,400, not 14,200.' } });
    fireEvent.change(within(form()).getByLabelText('Type your full name to sign'), { target: { value: 'Rohan Mehta' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Request changes' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(server.seen.find((s) => s.path === decide)?.body).toEqual({ action: 'request_changes', fullName: 'Rohan Mehta', reason: 'The NRO interest is 12,400, not 14,200.' }),
    );
    expect(await screen.findByText(/You asked for changes on/)).toBeTruthy();
  });

  it("shows the server's refusal in the dialog (a name that is not the account's)", async () => {
    renderPage([400, { message: nriClientMessages.errors.signatureMismatch, code: 'VALIDATION_FAILED' }]);
    await screen.findByTestId('draft-computation');
    fireEvent.change(within(form()).getByLabelText('Type your full name to sign'), { target: { value: 'R. Mehta' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Approve draft' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await within(dialog).findByText(nriClientMessages.errors.signatureMismatch)).toBeTruthy();
  });
});
