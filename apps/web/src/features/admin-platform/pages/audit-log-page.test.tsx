// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditLog, AuditLogsResponse } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { AuditLogPage } from './audit-log-page';

/**
 * The audit log viewer against a real HTTP server: the filters go into the query (and the URL), "Show more" sends
 * the cursor, a reversed range is refused before sending, the export carries the filters and says so in a toast.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
const urls: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  // The download link: happy-dom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:audit');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => server.close());
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  urls.length = 0;
});

const log = (i: number, over: Partial<AuditLog> = {}): AuditLog => ({
  id: String(100 - i),
  createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - i * 60_000).toISOString(),
  actorId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  actorEmail: 'ada@quayside.test',
  actorName: 'Ada Admin',
  actorRole: 'admin',
  action: i % 2 ? 'user.blocked' : 'auth.login',
  targetType: 'user',
  targetId: `target-${i}`,
  ip: '10.0.0.1',
  meta: { i },
  ...over,
});

function serve(pages: Record<string, AuditLogsResponse>, exportStatus = 200) {
  server.setHandler((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    urls.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/admin/audit-logs') return json(res, 200, pages[url.searchParams.get('cursor') ?? 'first']);
    if (url.pathname === '/api/admin/audit-logs/export') {
      if (exportStatus !== 200) return json(res, exportStatus, { message: 'Internal Server Error', code: 'INTERNAL' });
      res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="quayside-audit-logs-2026-11-26.csv"' });
      res.end('id,created_at\n');
      return;
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
}

function renderPage(path = '/dashboard/admin/audit-logs') {
  server.visit(path);
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/admin/audit-logs" element={<AuditLogPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('AuditLogPage', () => {
  it('lists entries newest first, pages with the cursor and sets its title', async () => {
    serve({
      first: { logs: [log(0), log(1)], nextCursor: 'CUR1', hasMore: true },
      CUR1: { logs: [log(2)], nextCursor: null, hasMore: false },
    });
    renderPage();
    expect(await screen.findAllByText('Ada Admin')).toHaveLength(2);
    expect(document.title).toBe('Audit log · Quayside');
    expect(screen.getByText('target-0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('target-2');
    expect(urls.some((u) => u.includes('cursor=CUR1') && u.includes('take=50'))).toBe(true);
    expect(screen.getByText(/Showing 3 entries/)).toBeTruthy();
  });

  it('sends the filters, refuses a reversed range before sending, and exports with the filters', async () => {
    serve({ first: { logs: [log(0)], nextCursor: null, hasMore: false } });
    renderPage('/dashboard/admin/audit-logs?action=auth.login');
    await screen.findByText('target-0');
    expect(urls[0]).toContain('action=auth.login');
    expect((screen.getByLabelText('Action') as HTMLInputElement).value).toBe('auth.login');

    fireEvent.change(screen.getByLabelText('Actor (e-mail or user id)'), { target: { value: 'ada@quayside.test' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    const before = urls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The start date must be on or before the end date');
    expect(urls.length).toBe(before);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(urls.some((u) => u.includes('actor=ada%40quayside.test') && u.includes('from=2026-11-20') && u.includes('to=2026-11-30'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Export filtered (CSV)' }));
    await screen.findByText(adminMessages.success.auditExported);
    const exported = urls.find((u) => u.startsWith('/api/admin/audit-logs/export')) ?? '';
    expect(exported).toContain('action=auth.login');
    expect(exported).toContain('actor=ada%40quayside.test');
    expect(exported).not.toContain('cursor');
    expect(exported).not.toContain('take');
  });

  it('shows the fallbacks when the list or the export fails', async () => {
    server.setHandler((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      // Not a 5xx: those are retried with a growing delay (part 2 section 9), which only slows the test.
      if (url.pathname === '/api/admin/audit-logs') return json(res, 403, {});
      return json(res, 403, {});
    });
    renderPage();
    expect(await screen.findByText(adminMessages.fallback.auditLogs)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    expect(await screen.findByText(adminMessages.fallback.exportAudit)).toBeTruthy();
  });
});
