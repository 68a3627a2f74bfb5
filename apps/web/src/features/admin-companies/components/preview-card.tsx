import { useState } from 'react';
import { Eye, Lock } from 'lucide-react';
import type { CompanyPreviewResponse } from '@quayside/contract/admin-companies';
import { COMPANY_STATUS_LABELS, INCORPORATION_STATUS_LABELS, type CompanyStatus, type IncorporationStatus } from '@quayside/contract/companies';
import { adminMessages, companyMessages } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useGetCompanyPreviewQuery } from '../api/get-company-preview';

/** "See it as the client does": the client's own dashboard and record for this company, read-only. */
export function PreviewCard({ companyId }: { companyId: string }) {
  const [shown, setShown] = useState(false);
  const query = useGetCompanyPreviewQuery(companyId, { skip: !shown });
  return (
    <Card>
      <CardHeader
        title="Client view"
        icon={<Eye className="size-5" aria-hidden="true" />}
        description="What the client sees on their dashboard for this company, read-only."
        action={
          <Button size="sm" variant="secondary" aria-expanded={shown} aria-controls="client-preview" onClick={() => setShown((v) => !v)}>
            {shown ? 'Hide preview' : 'Preview as the client'}
          </Button>
        }
      />
      <div id="client-preview">
        {shown ? (
          <QueryState query={query} failure={adminMessages.fallback.preview}>
            {query.data ? <Preview data={query.data} /> : null}
          </QueryState>
        ) : null}
      </div>
    </Card>
  );
}

function Preview({ data }: { data: CompanyPreviewResponse }) {
  const { dashboard, company } = data;
  const c = dashboard.counts;
  const counts: Array<[string, number]> = [
    ['Open tasks', c.openTasks],
    ['Waiting for review', c.tasksPendingReview],
    ['Documents pending', c.documentsPending],
    ['Documents rejected', c.documentsRejected],
    ['Unpaid invoices', c.unpaidInvoices],
    ['Overdue deadlines', c.overdueDeadlines],
    ['Unread notifications', c.unreadNotifications],
    ['Actions to acknowledge', c.unacknowledgedActions],
  ];
  return (
    <CardBody className="space-y-5" data-testid="client-preview">
      <p className="text-sm text-slate-600">
        Signed in as <span className="font-medium text-slate-900">{dashboard.user.fullName}</span> ({dashboard.user.email})
        {dashboard.companies.length > 1 ? `, one of ${dashboard.companies.length} companies` : ''}.
      </p>
      {company.dashboardLocked ? (
        <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{companyMessages.errors.lockedBannerTitle}</p>
            <p>{companyMessages.errors.lockedBannerBody}</p>
            {company.dashboardLockReason ? <p className="font-medium break-words">{companyMessages.errors.lockedBannerReason(company.dashboardLockReason)}</p> : null}
          </div>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-lg border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{n}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="pv-company">
        <h3 id="pv-company" className="text-sm font-semibold text-slate-900">
          {company.name}
        </h3>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Row label="Status" value={COMPANY_STATUS_LABELS[company.status as CompanyStatus] ?? company.status} />
          <Row label="Incorporation" value={INCORPORATION_STATUS_LABELS[company.incorporationStatus as IncorporationStatus] ?? company.incorporationStatus} />
          <Row label="Status remarks" value={company.statusRemarks ?? '-'} />
          <Row label="Registration number" value={company.registrationNumber ?? 'Not yet'} />
          <Row label="Preparer" value={dashboard.preparer?.fullName ?? 'Not assigned'} />
          <Row label="Directors" value={company.directors.map((d) => d.fullName).join(', ') || 'None'} />
          <Row label="Shareholders" value={company.shareholders.map((s) => `${s.fullName} (${s.shares})`).join(', ') || 'None'} />
          <Row label="Services" value={company.companyServices.map((s) => s.service.name).join(', ') || 'None'} />
        </dl>
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="pv-tasks">
          <h3 id="pv-tasks" className="text-sm font-semibold text-slate-900">
            Open tasks
          </h3>
          {dashboard.openTasks.length ? (
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {dashboard.openTasks.map((t) => (
                <li key={t.id}>
                  {t.title} <span className="text-slate-500">· {t.status}{t.dueDate ? ` · due ${formatDate(t.dueDate)}` : ''}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Nothing open.</p>
          )}
        </section>
        <section aria-labelledby="pv-deadlines">
          <h3 id="pv-deadlines" className="text-sm font-semibold text-slate-900">
            Next deadlines
          </h3>
          {dashboard.nextDeadlines.length ? (
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {dashboard.nextDeadlines.map((d) => (
                <li key={d.id}>
                  {d.title} <span className="text-slate-500">· {formatDate(d.dueDate)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No deadlines coming up.</p>
          )}
        </section>
      </div>
    </CardBody>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-600">{label}:</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </div>
  );
}
