import { lazy, Suspense, useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { adminMessages } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { exportSummary } from '../api/download-csv';
import { useGetAdminMetricsQuery } from '../api/get-admin-metrics';
import { useGetAdminSummaryQuery } from '../api/get-admin-summary';
import { StatGrid } from '../components/stat-grid';
import { formatBytes, formatCount, formatMs, formatRate } from '../lib/figures';

// The charting library loads with this page only.
const SummaryCharts = lazy(async () => ({ default: (await import('../components/charts')).SummaryCharts }));
const MetricsCharts = lazy(async () => ({ default: (await import('../components/charts')).MetricsCharts }));

const chartsSkeleton = (
  <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" role="status" aria-label="Loading charts">
    <Skeleton className="h-72" />
    <Skeleton className="h-72" />
  </div>
);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** /dashboard/admin/summary: the firm's counts with charts, the server's metrics, and the summary's CSV export. */
export function SummaryPage() {
  useDocumentTitle('Summary and metrics');
  const summary = useGetAdminSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const metrics = useGetAdminMetricsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportSummary();
      toast.success(adminMessages.success.summaryExported);
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.exportSummary));
    } finally {
      setExporting(false);
    }
  };

  const m = metrics.data;
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Summary and metrics"
        description="What the firm's records say today, and how this server is doing."
        actions={
          <Button variant="secondary" onClick={() => void onExport()} loading={exporting}>
            <Download className="size-4" aria-hidden="true" />
            Export summary (CSV)
          </Button>
        }
      />
      <section aria-labelledby="summary-counts" className="space-y-4">
        <h2 id="summary-counts" className="sr-only">
          Counts
        </h2>
        <QueryState query={summary} failure={adminMessages.fallback.summary}>
          {summary.data ? (
            <>
              <p className="text-sm text-slate-500">Counted {formatDateTime(summary.data.generatedAt)}</p>
              <StatGrid counts={summary.data.counts} />
              <Suspense fallback={chartsSkeleton}>
                <SummaryCharts summary={summary.data} />
              </Suspense>
            </>
          ) : null}
        </QueryState>
      </section>
      <Card className="mt-8 overflow-hidden">
        <CardHeader
          title="Server metrics"
          description="Since this server started; operators can scrape the same figures as Prometheus text at /metrics"
          action={
            <Button variant="ghost" size="sm" onClick={() => void metrics.refetch()} loading={metrics.isFetching}>
              Refresh
            </Button>
          }
        />
        <CardBody className="space-y-4">
          <QueryState query={metrics} failure={adminMessages.fallback.metrics}>
            {m ? (
              <>
                <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
                  <Figure label="Requests" value={formatCount(m.requests.total)} />
                  <Figure label="Error rate (5xx)" value={formatRate(m.requests.errorRate)} />
                  <Figure label="p95 response time" value={formatMs(m.requests.p95Ms)} />
                  <Figure label="p50 response time" value={formatMs(m.requests.p50Ms)} />
                  <Figure label="Jobs queued" value={formatCount(m.jobs.queued)} />
                  <Figure label="Jobs failed" value={formatCount(m.jobs.failed)} />
                  <Figure label="Database size" value={formatBytes(m.database.sizeBytes)} />
                  <Figure label="Server memory" value={formatBytes(m.memory.rssBytes)} />
                </dl>
                <Suspense fallback={chartsSkeleton}>
                  <MetricsCharts metrics={m} />
                </Suspense>
              </>
            ) : null}
          </QueryState>
        </CardBody>
      </Card>
    </>
  );
}
