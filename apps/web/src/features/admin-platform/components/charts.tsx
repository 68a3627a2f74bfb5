import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { AdminMetricsResponse, AdminSummaryResponse } from '@quayside/contract/admin-platform';
import { formatMoney, minorToMajor } from '@quayside/contract/money';
import { formatCount, labelOf } from '../lib/figures';

/*
 * The summary page's charts (Chart.js through react-chartjs-2). This module is loaded lazily by the summary page,
 * so no other page pays for the charting library. Each chart is a figure with a caption, an accessible name on its
 * canvas, and its figures in a table under "Show the figures" for anyone who cannot see the chart.
 */
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

const PALETTE = ['#0f766e', '#b45309', '#4338ca', '#be123c', '#0369a1', '#4d7c0f'];

const baseOptions = (yTitle: string): ChartOptions<'bar'> & ChartOptions<'line'> => ({
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { position: 'bottom' } },
  scales: { y: { beginAtZero: true, title: { display: true, text: yTitle }, ticks: { precision: 0 } } },
});

type Row = { label: string; values: string[] };

function ChartFigure({ title, description, columns, rows, children, emptyText }: { title: string; description: string; columns: string[]; rows: Row[]; children: React.ReactNode; emptyText?: string }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-500">{description}</p>
      </figcaption>
      <div className="relative mt-3 h-56 sm:h-64">
        {children}
        {rows.length === 0 && emptyText ? (
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-slate-500">{emptyText}</p>
        ) : null}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">Show the figures</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-slate-600">
                {columns.map((c) => (
                  <th key={c} scope="col" className="py-1 pr-3 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
                    {r.label}
                  </th>
                  {r.values.map((v, i) => (
                    <td key={i} className="py-1 pr-3 tabular-nums text-slate-900">
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortMonth = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The summary's charts: sign-ins per day, revenue per month, users per role, companies and incorporations by status. */
export function SummaryCharts({ summary }: { summary: AdminSummaryResponse }) {
  const { series, counts } = summary;
  const signIns: ChartData<'line'> = {
    labels: series.signInsByDay.map((d) => shortDay(d.day)),
    datasets: [{ label: 'Sign-ins', data: series.signInsByDay.map((d) => d.count), borderColor: PALETTE[0], backgroundColor: PALETTE[0], tension: 0.2 }],
  };
  const months = [...new Set(series.revenueByMonth.map((r) => r.month))].sort();
  const currencies = [...new Set(series.revenueByMonth.map((r) => r.currency))].sort();
  const revenue: ChartData<'bar'> = {
    labels: months.map(shortMonth),
    datasets: currencies.map((currency, i) => ({
      label: currency,
      data: months.map((m) => minorToMajor(series.revenueByMonth.find((r) => r.month === m && r.currency === currency)?.amountMinor ?? 0, currency)),
      backgroundColor: PALETTE[i % PALETTE.length],
    })),
  };
  const roles: ChartData<'bar'> = {
    labels: series.usersByRole.map((r) => labelOf(r.role)),
    datasets: [{ label: 'Accounts', data: series.usersByRole.map((r) => r.count), backgroundColor: PALETTE[2] }],
  };
  const statuses = [...new Set([...counts.companies.byStatus.map((s) => s.status)])];
  const companies: ChartData<'bar'> = {
    labels: statuses.map(labelOf),
    datasets: [{ label: 'Companies', data: statuses.map((s) => counts.companies.byStatus.find((b) => b.status === s)?.count ?? 0), backgroundColor: PALETTE[4] }],
  };
  const incorporations: ChartData<'bar'> = {
    labels: series.incorporationsByStatus.map((s) => labelOf(s.status)),
    datasets: [{ label: 'Companies', data: series.incorporationsByStatus.map((s) => s.count), backgroundColor: PALETTE[1] }],
  };
  const signInTotal = series.signInsByDay.reduce((s, d) => s + d.count, 0);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Sign-ins per day"
        description="Successful sign-ins over the last 30 days (UTC)"
        columns={['Day', 'Sign-ins']}
        rows={series.signInsByDay.map((d) => ({ label: d.day, values: [formatCount(d.count)] }))}
      >
        <Line data={signIns} options={baseOptions('Sign-ins')} aria-label={`Line chart of sign-ins per day over 30 days, ${signInTotal} in all`} role="img" />
      </ChartFigure>
      <ChartFigure
        title="Revenue per month"
        description="Paid payments over the last 12 months, per currency"
        columns={['Month', 'Amount']}
        emptyText="No payments received in the last 12 months"
        rows={series.revenueByMonth.map((r) => ({ label: `${r.month} ${r.currency}`, values: [formatMoney(r.amountMinor, r.currency)] }))}
      >
        <Bar data={revenue} options={baseOptions('Amount')} aria-label={`Bar chart of revenue per month in ${currencies.join(', ') || 'no currency yet'}`} role="img" />
      </ChartFigure>
      <ChartFigure title="Companies by status" description="Live companies" columns={['Status', 'Companies']} rows={counts.companies.byStatus.map((s) => ({ label: labelOf(s.status), values: [formatCount(s.count)] }))}>
        <Bar data={companies} options={baseOptions('Companies')} aria-label={`Bar chart of ${counts.companies.total} companies by status`} role="img" />
      </ChartFigure>
      <ChartFigure
        title="Incorporations by status"
        description="Where each company's incorporation stands"
        columns={['Status', 'Companies']}
        rows={series.incorporationsByStatus.map((s) => ({ label: labelOf(s.status), values: [formatCount(s.count)] }))}
      >
        <Bar data={incorporations} options={baseOptions('Companies')} aria-label="Bar chart of companies by incorporation status" role="img" />
      </ChartFigure>
      <ChartFigure title="Accounts by role" description="Accounts that are not deleted" columns={['Role', 'Accounts']} rows={series.usersByRole.map((r) => ({ label: labelOf(r.role), values: [formatCount(r.count)] }))}>
        <Bar data={roles} options={baseOptions('Accounts')} aria-label="Bar chart of accounts by role" role="img" />
      </ChartFigure>
    </div>
  );
}

/** The metrics' charts: answers per duration bucket and per status class. */
export function MetricsCharts({ metrics }: { metrics: AdminMetricsResponse }) {
  const bucketLabel = (le: number | null, i: number) => {
    const prev = metrics.latencyBuckets[i - 1]?.leMs ?? 0;
    return le === null ? `> ${prev} ms` : `${prev}-${le} ms`;
  };
  const latency: ChartData<'bar'> = {
    labels: metrics.latencyBuckets.map((b, i) => bucketLabel(b.leMs, i)),
    datasets: [{ label: 'Requests', data: metrics.latencyBuckets.map((b) => b.count), backgroundColor: PALETTE[0] }],
  };
  const classes: ChartData<'bar'> = {
    labels: metrics.byStatusClass.map((c) => c.statusClass),
    datasets: [{ label: 'Requests', data: metrics.byStatusClass.map((c) => c.count), backgroundColor: metrics.byStatusClass.map((c) => (c.statusClass === '5xx' ? PALETTE[3] : c.statusClass === '4xx' ? PALETTE[1] : PALETTE[4])) }],
  };
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Response times"
        description="Requests answered by this server, per duration"
        columns={['Duration', 'Requests']}
        rows={metrics.latencyBuckets.map((b, i) => ({ label: bucketLabel(b.leMs, i), values: [formatCount(b.count)] }))}
      >
        <Bar data={latency} options={baseOptions('Requests')} aria-label="Bar chart of requests per response time" role="img" />
      </ChartFigure>
      <ChartFigure title="Answers by status" description="Requests answered by this server, per status class" columns={['Status', 'Requests']} rows={metrics.byStatusClass.map((c) => ({ label: c.statusClass, values: [formatCount(c.count)] }))}>
        <Bar data={classes} options={baseOptions('Requests')} aria-label="Bar chart of requests per status class" role="img" />
      </ChartFigure>
    </div>
  );
}
