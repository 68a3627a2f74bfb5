import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlatformCounts } from '@quayside/contract/admin-platform';
import { formatAmounts, formatCount, labelOf } from '../lib/figures';

type Stat = { label: string; value: ReactNode; detail?: ReactNode; to?: string; tone?: 'warning' };

function StatTile({ label, value, detail, to, tone }: Stat) {
  const body = (
    <>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-semibold tracking-tight break-words sm:text-2xl ${tone === 'warning' ? 'text-amber-700' : 'text-slate-900'}`}>{value}</dd>
      {detail ? <dd className="mt-1 text-xs text-slate-500">{detail}</dd> : null}
    </>
  );
  const box = 'block h-full rounded-lg border border-slate-200 bg-white px-3 py-3 sm:px-4';
  return (
    <div>
      {to ? (
        <Link to={to} className={`${box} hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}>
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className={box}>{body}</dl>
      )}
    </div>
  );
}

/** The firm's counts as tiles; the ones with a page of their own link to it. */
export function StatGrid({ counts }: { counts: PlatformCounts }) {
  const c = counts;
  const stats: Stat[] = [
    { label: 'Clients', value: formatCount(c.clients.total), detail: `${formatCount(c.clients.client)} company, ${formatCount(c.clients.nriClient)} NRI`, to: '/dashboard/admin/users' },
    {
      label: 'Companies',
      value: formatCount(c.companies.total),
      detail: c.companies.byStatus.length ? c.companies.byStatus.map((s) => `${formatCount(s.count)} ${labelOf(s.status).toLowerCase()}`).join(', ') : 'None yet',
    },
    {
      label: 'Incorporations in progress',
      value: formatCount(c.incorporations.inProgress),
      detail: `${formatCount(c.incorporations.onboardingSessions)} onboarding sessions open`,
      to: '/dashboard/admin/incorporations',
    },
    { label: 'Documents waiting for review', value: formatCount(c.documentsWaiting), to: '/dashboard/admin/documents', ...(c.documentsWaiting > 0 ? { tone: 'warning' as const } : {}) },
    { label: 'Overdue tasks', value: formatCount(c.overdue.tasks), ...(c.overdue.tasks > 0 ? { tone: 'warning' as const } : {}) },
    { label: 'Overdue calendar entries', value: formatCount(c.overdue.calendarEntries), ...(c.overdue.calendarEntries > 0 ? { tone: 'warning' as const } : {}) },
    { label: 'Revenue this month', value: <span className="text-base sm:text-lg">{formatAmounts(c.revenue.month)}</span>, detail: 'Paid payments, by currency' },
    { label: 'Revenue this year', value: <span className="text-base sm:text-lg">{formatAmounts(c.revenue.year)}</span>, detail: 'Paid payments, by currency' },
    { label: 'Sign-ins, last 24 hours', value: formatCount(c.signIns.last24h), detail: `${formatCount(c.signIns.last30d)} in 30 days by ${formatCount(c.signIns.usersLast30d)} people`, to: '/dashboard/admin/audit-logs?action=auth.login' },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
      {stats.map((s) => (
        <StatTile key={s.label} {...s} />
      ))}
    </div>
  );
}
