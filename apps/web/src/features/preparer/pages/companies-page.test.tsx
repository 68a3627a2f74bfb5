// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { assignedUsers, COMPANY_ID } from '../test/fixtures';
import { PreparerCompaniesPage } from './companies-page';

/** The clients & companies list: each company with its client, linking to its workspace; the search goes as q. */

let server: Awaited<ReturnType<typeof startTestServer>>;
const queries: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  queries.length = 0;
});
afterEach(cleanup);

describe('PreparerCompaniesPage', () => {
  it('lists the companies with their clients and searches by q', async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path !== '/api/preparer/assigned-users') return json(res, 404, { message: 'Not Found' });
      const search = new URL(req.url ?? '', 'http://x').searchParams;
      queries.push(search.toString());
      return json(res, 200, search.get('q') === 'nobody' ? { ...assignedUsers, companies: [] } : assignedUsers);
    });
    server.visit('/dashboard/preparer/companies');
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/dashboard/preparer/companies']}>
          <Routes>
            <Route path="/dashboard/preparer/companies" element={<PreparerCompaniesPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    const list = await screen.findByRole('list', { name: 'Companies' });
    const link = within(list).getByRole('link', { name: /Coral Bay Pte\. Ltd\./ });
    expect(link.getAttribute('href')).toBe(`/dashboard/preparer/companies/${COMPANY_ID}`);
    expect(link.textContent).toContain('Bruno Client (bruno@example.com)');
    expect(link.textContent).toContain('3 open tasks');

    fireEvent.change(screen.getByLabelText('Company name, client name or e-mail'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No companies match')).toBeTruthy();
    await waitFor(() => expect(queries.some((q) => q.includes('q=nobody'))).toBe(true));
  });
});
