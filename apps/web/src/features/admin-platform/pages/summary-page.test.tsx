// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMetricsResponse, AdminSummaryResponse } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { AppToaster } from '../../../components/ui/toaster';
import { json, startTestServer } from '../../../test/test-server';
import { SummaryPage } from './summary-page';

/**
 * The summary and metrics page against a real HTTP server: the counts (money per currency in its minor units),
 * the charts with their accessible names and figures, the server metrics, the export's toast and the fallbacks.
 */

// happy-dom has no canvas to draw on: the charts stand in as named canvases carrying their data (Chromium draws the
// real ones in e2e/tests/admin-platform.spec.ts).
vi.mock('react-chartjs-2', () => {
  type Props = { 'aria-label'?: string; data: { labels?: unknown[]; datasets: { label?: string; data: unknown[] }[] } };
  const Stub = (props: Props) => <canvas role="img" aria-label={props['aria-label']} data-points={JSON.stringify(props.data.datasets.map((d) => d.data))} />;
  return { Bar: Stub, Line: Stub };
});

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
  URL.createObjectURL = vi.fn(() => 'blob:summary');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => server.close());
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const summary: AdminSummaryResponse = {
  generatedAt: '2026-11-26T10:00:00.000Z',
  counts: {
    clients: { total: 42, client: 40, nriClient: 2 },
    staff: { admin: 1, approver: 2, preparer: 3 },
    companies: { total: 30, byStatus: [{ status: 'active', count: 25 }, { status: 'struck_off', count: 5 }] },
    incorporations: { inProgress: 4, onboardingSessions: 6 },
    documentsWaiting: 7,
    overdue: { tasks: 3, calendarEntries: 2 },
    revenue: { month: [{ currency: 'USD', amountMinor: 125_000 }], year: [{ currency: 'SGD', amountMinor: 9_000 }, { currency: 'USD', amountMinor: 500_000 }] },
    signIns: { last24h: 5, last30d: 80, usersLast30d: 20 },
  },
  series: {
    signInsByDay: Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: i % 4 })),
    revenueByMonth: [{ month: '2026-11', currency: 'USD', amountMinor: 125_000 }],
    usersByRole: [{ role: 'admin', count: 1 }, { role: 'client', count: 40 }],
    incorporationsByStatus: [{ status: 'incorporated', count: 26 }, { status: 'kyc_review', count: 4 }],
  },
};
const metrics: AdminMetricsResponse = {
  generatedAt: '2026-11-26T10:00:00.000Z',
  uptimeSeconds: 3600,
  requests: { total: 1200, errors: 3, clientErrors: 40, errorRate: 0.0025, p50Ms: 4.2, p95Ms: 48 },
  byStatusClass: [{ statusClass: '2xx', count: 1157 }, { statusClass: '4xx', count: 40 }, { statusClass: '5xx', count: 3 }],
  latencyBuckets: [{ leMs: 5, count: 700 }, { leMs: 50, count: 480 }, { leMs: null, count: 20 }],
  jobs: { queued: 2, active: 1, failed: 0 },
  database: { sizeBytes: 52_428_800 },
  memory: { rssBytes: 157_286_400, heapUsedBytes: 60_000_000 },
};

function serve(status: { summary?: number; metrics?: number; export?: number } = {}) {
  server.setHandler((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/api/admin/summary') return status.summary ? json(res, status.summary, {}) : json(res, 200, summary);
    if (path === '/api/admin/metrics') return status.metrics ? json(res, status.metrics, {}) : json(res, 200, metrics);
    if (path === '/api/admin/summary/export') {
      if (status.export) return json(res, status.export, {});
      res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="quayside-summary-2026-11-26.csv"' });
      res.end('section,metric,key,value,currency\n');
      return;
    }
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
}

function renderPage() {
  server.visit('/dashboard/admin/summary');
  render(
    <Provider store={makeStore()}>
      <AppToaster />
      <MemoryRouter>
        <SummaryPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('SummaryPage', () => {
  it('shows the counts, the charts with their figures and the server metrics; exports with a toast', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('42')).toBeTruthy();
    expect(document.title).toBe('Summary and metrics · Quayside');
    expect(screen.getByText('40 company, 2 NRI')).toBeTruthy();
    expect(screen.getByText('USD 1,250.00')).toBeTruthy();
    expect(screen.getByText('SGD 90.00 · USD 5,000.00')).toBeTruthy();
    expect(screen.getByText('25 active, 5 struck off')).toBeTruthy();
    // The charts load lazily: each is named for screen readers and its figures are in a table.
    expect(await screen.findByRole('img', { name: /Line chart of sign-ins per day over 30 days, 43 in all/ })).toBeTruthy();
    // Revenue is drawn in major units (USD 1,250.00 is 1250).
    expect(screen.getByRole('img', { name: /Bar chart of revenue per month in USD/ }).getAttribute('data-points')).toBe('[[1250]]');
    expect(screen.getByRole('table', { name: 'Incorporations by status' }).textContent).toContain('Kyc review');
    expect(screen.getByText('0.25 %')).toBeTruthy();
    expect(screen.getByText('48 ms')).toBeTruthy();
    expect(screen.getByText('50.0 MB')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Bar chart of requests per response time' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Export summary (CSV)' }));
    expect(await screen.findByText(adminMessages.success.summaryExported)).toBeTruthy();
  });

  it("shows each call's fallback when it fails", async () => {
    serve({ summary: 403, metrics: 403, export: 403 });
    renderPage();
    expect(await screen.findByText(adminMessages.fallback.summary)).toBeTruthy();
    expect(await screen.findByText(adminMessages.fallback.metrics)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export summary (CSV)' }));
    expect(await screen.findByText(adminMessages.fallback.exportSummary)).toBeTruthy();
  });
});
