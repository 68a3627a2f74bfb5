// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nriClientMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { itrStatus, taskDetail } from '../../../test/nri-fixtures';
import { NriOverviewPanels } from './overview-page';

/** The NRI overview: the ITR stages as a timeline (reached, current, upcoming), the draft's status, the failures. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => cleanup());

function renderPanels(status: [number, unknown]) {
  server.setHandler((_req, res, seen) => {
    if (seen.path === '/api/nri-client/itr/status') return json(res, status[0], status[1]);
    if (seen.path === '/api/nri-client/tasks') return json(res, 200, { items: [taskDetail.task], nextCursor: null });
    if (seen.path === '/api/nri-client/actions') return json(res, 200, { items: [], unacknowledgedCount: 2 });
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
  server.visit('/dashboard/nri');
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/dashboard/nri']}>
        <NriOverviewPanels />
      </MemoryRouter>
    </Provider>,
  );
}

describe('NriOverviewPanels', () => {
  it('shows every ITR stage in order with the current one highlighted, the dates reached and the draft waiting', async () => {
    renderPanels([200, itrStatus('draft_prepared', { itrDraftStatus: 'awaiting_decision', statusRemarks: 'Please check the interest figures' })]);
    const timeline = await screen.findByRole('list', { name: 'Tax return progress' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.firstChild?.textContent)).toEqual([
      'Documents pending',
      'Documents collected',
      'Draft computation ready',
      'Draft approved',
      'Return filed',
      'E-verified',
      'Processed by the department',
      'Refund issued',
    ]);
    const current = steps[2];
    expect(current?.getAttribute('aria-current')).toBe('step');
    expect(current?.textContent).toContain('Current stage');
    expect(current?.textContent).toContain('3 Jul 2026');
    expect(current?.textContent).toContain('Please check the interest figures');
    expect(steps[0]?.textContent).toContain('Done');
    expect(steps[0]?.textContent).toContain('1 Jul 2026');
    expect(steps[3]?.textContent).toContain('Upcoming');
    expect(steps.filter((s) => s.getAttribute('aria-current'))).toHaveLength(1);

    const card = screen.getByTestId('itr-status');
    expect(within(card).getByText('Waiting for your decision')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /Review the draft/ }).getAttribute('href')).toBe('/dashboard/nri/filing');
    expect(within(card).getByText('Assessment year 2026-27 · ITR-2')).toBeTruthy();
    expect(await screen.findByText('2 messages from your preparer to acknowledge.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Identity documents for AY 2026-27/ }).getAttribute('href')).toBe(`/dashboard/nri/tasks/${taskDetail.task.id}`);
  });

  it('says there is no filing yet when the account has none', async () => {
    renderPanels([200, { ...itrStatus('documents_pending'), itrStatus: null, filingId: null, assessmentYear: null, returnType: null, updatedAt: null }]);
    expect(await screen.findByText(nriClientMessages.errors.noFiling)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tax return progress' })).toBeNull();
  });

  it("shows the server's message when the status cannot be read, else the catalogue's fallback", async () => {
    renderPanels([403, { message: 'Your account is suspended', code: 'FORBIDDEN' }]);
    expect(await screen.findByText('Your account is suspended')).toBeTruthy();
    expect(screen.getByText(nriClientMessages.fallback.itrStatus)).toBeTruthy();
  });
});
