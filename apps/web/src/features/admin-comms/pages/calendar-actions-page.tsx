import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlarmClock, CalendarClock, CalendarDays, Pencil } from 'lucide-react';
import type { CalendarAction } from '@quayside/contract/admin-comms';
import { CALENDAR_STATUSES, CALENDAR_STATUS_LABELS, type CalendarStatus } from '@quayside/contract/compliance-rules';
import { adminMessages } from '@quayside/contract/messages';
import { Input } from '../../../components/form/input';
import { FilterSelect, Options } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadMore } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetCalendarActionsInfiniteQuery, useGetCalendarActionsTodayQuery } from '../api/calendar-actions';
import { CalendarStatusBadge } from '../components/calendar-status-badge';
import { EditCalendarActionDialog } from '../components/edit-calendar-action-dialog';

const isStatus = (v: string | null): v is CalendarStatus => !!v && (CALENDAR_STATUSES as readonly string[]).includes(v);
const isDate = (v: string | null) => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function EntryRow({ entry, onEdit }: { entry: CalendarAction; onEdit: (e: CalendarAction) => void }) {
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{entry.title}</p>
        <p className="text-sm text-slate-600">
          {entry.companyName ?? 'Company'}
          {entry.ownerName ? ` · ${entry.ownerName}` : ''} · due {formatDate(entry.dueDate)}
        </p>
        {entry.description ? <p className="mt-0.5 text-sm break-words text-slate-500">{entry.description}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <CalendarStatusBadge status={entry.status} />
        <Button variant="secondary" size="sm" onClick={() => onEdit(entry)} aria-label={`Edit ${entry.title} (${entry.companyName ?? 'company'})`}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Button>
      </div>
    </li>
  );
}

/**
 * /dashboard/admin/calendar: every company's compliance calendar. What is due today and overdue first, then every
 * entry by due date with filters (status, due date range, in the URL); each entry can be edited.
 */
export function CalendarActionsPage() {
  useDocumentTitle('Calendar actions');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const from = isDate(params.get('from')) ? (params.get('from') ?? undefined) : undefined;
  const to = isDate(params.get('to')) ? (params.get('to') ?? undefined) : undefined;
  // One company's entries when a link names it (?companyId=...).
  const companyId = UUID.test(params.get('companyId') ?? '') ? (params.get('companyId') ?? undefined) : undefined;
  const today = useGetCalendarActionsTodayQuery();
  const list = useGetCalendarActionsInfiniteQuery({ status, from, to, companyId });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [editing, setEditing] = useState<CalendarAction | null>(null);

  const setFilter = (next: Record<string, string>) => {
    const merged = { status: status ?? '', from: from ?? '', to: to ?? '', companyId: companyId ?? '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };

  const t = today.data;
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Calendar actions"
        description="Every company's compliance deadlines and staff entries. Record one done or not applicable, move its date or add notes."
      />
      <div className="mb-6 grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card className="overflow-hidden">
          <CardHeader title="Due today" icon={<CalendarClock className="size-5" aria-hidden="true" />} description={t ? `${t.dueTodayCount} open · ${formatDate(t.today)}` : undefined} />
          <QueryState
            query={today}
            failure={adminMessages.fallback.calendarActions}
            isEmpty={!!t && t.dueToday.length === 0}
            empty={<EmptyState title="Nothing due today" />}
          >
            <ul className="divide-y divide-slate-100" aria-label="Due today">
              {t?.dueToday.map((e) => <EntryRow key={e.id} entry={e} onEdit={setEditing} />)}
            </ul>
          </QueryState>
        </Card>
        <Card className="overflow-hidden">
          <CardHeader
            title="Overdue"
            icon={<AlarmClock className="size-5" aria-hidden="true" />}
            description={t ? `${t.overdueCount} open past their due date${t.overdueCount > t.overdue.length ? `, the ${t.overdue.length} oldest shown` : ''}` : undefined}
          />
          <QueryState
            query={today}
            failure={adminMessages.fallback.calendarActions}
            isEmpty={!!t && t.overdue.length === 0}
            empty={<EmptyState title="Nothing overdue" />}
          >
            <ul className="divide-y divide-slate-100" aria-label="Overdue">
              {t?.overdue.map((e) => <EntryRow key={e.id} entry={e} onEdit={setEditing} />)}
            </ul>
          </QueryState>
        </Card>
      </div>

      <h2 className="mb-3 text-lg font-semibold text-slate-900">
        {companyId && items[0]?.companyName ? `Entries of ${items[0].companyName}` : 'All entries'}
      </h2>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor="ca-status" className="text-sm font-medium text-slate-700">
            Status
          </label>
          <FilterSelect id="ca-status" value={status ?? ''} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">All statuses</option>
            <Options values={CALENDAR_STATUSES} labels={CALENDAR_STATUS_LABELS} />
          </FilterSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="ca-from" className="text-sm font-medium text-slate-700">
            Due from
          </label>
          <Input id="ca-from" type="date" value={from ?? ''} onChange={(e) => setFilter({ from: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="ca-to" className="text-sm font-medium text-slate-700">
            Due until
          </label>
          <Input id="ca-to" type="date" value={to ?? ''} onChange={(e) => setFilter({ to: e.target.value })} />
        </div>
        {status || from || to || companyId ? (
          <Button variant="ghost" onClick={() => setParams({}, { replace: true })}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <Card className="overflow-hidden">
        <QueryState
          query={list}
          failure={adminMessages.fallback.calendarActions}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<CalendarDays className="size-6" aria-hidden="true" />}
              title={status || from || to || companyId ? 'No entries match' : 'No calendar entries yet'}
              description={status || from || to || companyId ? 'Change the filters or clear them.' : 'Entries appear as companies are added.'}
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Calendar entries">
            {items.map((e) => (
              <EntryRow key={e.id} entry={e} onEdit={setEditing} />
            ))}
          </ul>
          <LoadMore query={list} failure={adminMessages.fallback.calendarActions} shown={items.length} noun="entries" />
        </QueryState>
      </Card>
      <EditCalendarActionDialog entry={editing} onClose={() => setEditing(null)} />
    </>
  );
}
