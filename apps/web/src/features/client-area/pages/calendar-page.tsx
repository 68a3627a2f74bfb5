import { useMemo, useState } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import {
  addDays,
  CALENDAR_STATUS_LABELS,
  CALENDAR_STATUSES,
  daysInMonth,
  formatDate as isoDay,
} from '@quayside/contract/compliance-rules';
import type { CalendarEntry } from '@quayside/contract/calendar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useGetCalendarQuery } from '../api/get-calendar';
import { CompanySwitcher } from '../components/company-switcher';
import { CalendarStatusBadge, calendarTones } from '../../../components/ui/status-badges';
import { dayLeaf, formatDate, todayIso } from '../../../lib/format';
import { useCompanyArg } from '../lib/use-company';
import { useUrlFilters } from '../lib/use-url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthTitle = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

function parseMonth(value: string | null): { year: number; month: number } {
  const m = value ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value) : null;
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}
const monthKey = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
function shiftMonth(y: number, m: number, by: number) {
  const i = y * 12 + (m - 1) + by;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** The month's grid: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
function gridDays(year: number, month: number): string[] {
  const first = isoDay(year, month, 1);
  const weekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const start = addDays(first, -weekday);
  const last = isoDay(year, month, daysInMonth(year, month));
  const lastWeekday = (new Date(Date.UTC(year, month - 1, daysInMonth(year, month))).getUTCDay() + 6) % 7;
  const end = addDays(last, 6 - lastWeekday);
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

/** /dashboard/client/calendar: compliance deadlines in a month grid or a list, coloured by status. */
export function CalendarPage() {
  useDocumentTitle('Compliance calendar');
  const { params, setParam } = useUrlFilters();
  const view = params.get('view') === 'list' ? 'list' : 'month';
  const { year, month } = parseMonth(params.get('month'));
  const { companyId } = useCompanyArg();
  const days = useMemo(() => gridDays(year, month), [year, month]);
  const range = view === 'month' ? { from: days[0], to: days[days.length - 1] } : {};
  const [openOnly, setOpenOnly] = useState(true);
  const query = useGetCalendarQuery({ companyId, ...range, openOnly: view === 'list' ? openOnly : false });
  const entries = query.data ?? [];

  return (
    <div>
      <PageHeader
        title="Compliance calendar"
        description="Statutory deadlines for your company, worked out from its jurisdiction and financial year, plus dates your preparer has added."
        actions={<CompanySwitcher />}
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex rounded-lg border border-slate-200 p-0.5" role="group" aria-label="View">
            {(
              [
                { key: 'month', label: 'Month', icon: CalendarDays },
                { key: 'list', label: 'List', icon: List },
              ] as const
            ).map((v) => (
              <button
                key={v.key}
                type="button"
                aria-pressed={view === v.key}
                onClick={() => setParam('view', v.key === 'month' ? null : 'list')}
                className={cn(
                  'flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium sm:flex-none',
                  view === v.key ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                <v.icon className="size-4" aria-hidden="true" />
                {v.label}
              </button>
            ))}
          </div>
          {view === 'month' ? (
            <div className="flex items-center justify-between gap-2">
              <Button
                size="sm"
                variant="ghost"
                aria-label="Previous month"
                onClick={() => {
                  const p = shiftMonth(year, month, -1);
                  setParam('month', monthKey(p.year, p.month));
                }}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </Button>
              <h2 className="min-w-36 text-center font-semibold text-slate-900" aria-live="polite">
                {monthTitle.format(new Date(year, month - 1, 1))}
              </h2>
              <Button
                size="sm"
                variant="ghost"
                aria-label="Next month"
                onClick={() => {
                  const n = shiftMonth(year, month, 1);
                  setParam('month', monthKey(n.year, n.month));
                }}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setParam('month', null)}>
                Today
              </Button>
            </div>
          ) : (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={openOnly}
                onChange={(e) => setOpenOnly(e.target.checked)}
                className="size-4 rounded border-slate-300"
              />
              Only open deadlines
            </label>
          )}
        </div>
        <Legend />
        {view === 'month' ? (
          <QueryState
            query={query}
            failure={clientMessages.fallback.calendar}
            skeleton={<Skeleton className="m-4 h-96" />}
          >
            <MonthGrid days={days} month={month} entries={entries} />
            <MonthList entries={entries.filter((e) => e.dueDate.slice(0, 7) === monthKey(year, month))} />
          </QueryState>
        ) : (
          <QueryState
            query={query}
            failure={clientMessages.fallback.calendar}
            isEmpty={entries.length === 0}
            empty={
              <EmptyState
                icon={<CalendarDays className="size-6" aria-hidden="true" />}
                title={openOnly ? 'No open deadlines' : 'No deadlines yet'}
                description="Deadlines appear once your company is incorporated."
              />
            }
          >
            <EntryList entries={entries} />
          </QueryState>
        )}
      </Card>
    </div>
  );
}

function Legend() {
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 border-b border-slate-100 px-4 py-2 text-xs text-slate-600"
      aria-label="Colours"
    >
      {CALENDAR_STATUSES.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span className={cn('size-2.5 rounded-full', calendarTones[s].dot)} aria-hidden="true" />
          {CALENDAR_STATUS_LABELS[s]}
        </li>
      ))}
    </ul>
  );
}

function MonthGrid({ days, month, entries }: { days: string[]; month: number; entries: CalendarEntry[] }) {
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    for (const e of entries) map.set(e.dueDate, [...(map.get(e.dueDate) ?? []), e]);
    return map;
  }, [entries]);
  const today = todayIso();
  return (
    <div className="p-2 sm:p-4" data-testid="calendar-grid">
      <div className="grid grid-cols-7 text-center text-xs font-medium text-slate-500" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <div key={d} className="py-1">
            <span className="sm:hidden">{d.slice(0, 1)}</span>
            <span className="hidden sm:inline">{d}</span>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 overflow-hidden rounded-lg border-t border-l border-slate-200">
        {days.map((day) => {
          const inMonth = Number(day.slice(5, 7)) === month;
          const list = byDay.get(day) ?? [];
          return (
            <div
              key={day}
              className={cn(
                'min-h-14 border-r border-b border-slate-200 p-1 sm:min-h-24 sm:p-1.5',
                !inMonth && 'bg-slate-50/70',
              )}
              aria-label={`${formatDate(day)}${list.length ? `, ${list.length} deadline${list.length > 1 ? 's' : ''}` : ''}`}
            >
              <span
                className={cn(
                  'inline-flex size-6 items-center justify-center rounded-full text-xs',
                  day === today
                    ? 'bg-brand-700 font-semibold text-white'
                    : inMonth
                      ? 'text-slate-800'
                      : // Days of the months around: dimmer, yet at least 4.5:1 on their shaded cell.
                        'text-slate-500',
                )}
              >
                {Number(day.slice(8, 10))}
              </span>
              {/* Phones: a dot per deadline (the list below has the titles). Wider screens: the titles. */}
              <div className="mt-0.5 flex flex-wrap gap-0.5 sm:hidden">
                {list.map((e) => (
                  <span
                    key={e.id}
                    className={cn('size-2 rounded-full', calendarTones[e.status].dot)}
                    title={e.title}
                  />
                ))}
              </div>
              <ul className="mt-1 hidden space-y-1 sm:block">
                {list.map((e) => (
                  <li
                    key={e.id}
                    className={cn(
                      'truncate rounded px-1.5 py-0.5 text-[11px] leading-tight font-medium ring-1 ring-inset',
                      calendarTones[e.status].chip,
                    )}
                    title={`${e.title} (${CALENDAR_STATUS_LABELS[e.status]})`}
                  >
                    {e.title}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function MonthList({ entries }: { entries: CalendarEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="border-t border-slate-100 px-5 py-4 text-sm text-slate-500">No deadlines this month.</p>
    );
  }
  return (
    <div className="border-t border-slate-100">
      <h3 className="px-5 pt-4 text-sm font-semibold text-slate-900">This month</h3>
      <EntryList entries={entries} />
    </div>
  );
}

function EntryList({ entries }: { entries: CalendarEntry[] }) {
  const sorted = [...entries].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <ul className="divide-y divide-slate-100" data-testid="calendar-list">
      {sorted.map((e) => {
        const leaf = dayLeaf(e.dueDate);
        return (
          <li key={e.id} className="flex gap-3 px-5 py-3">
            <div
              className={cn(
                'flex w-12 shrink-0 flex-col items-center rounded-lg py-1 ring-1 ring-inset',
                calendarTones[e.status].chip,
              )}
            >
              <span className="text-[11px] font-medium uppercase">{leaf.month}</span>
              <span className="text-lg leading-tight font-semibold">{leaf.day}</span>
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="text-sm font-medium break-words text-slate-900">{e.title}</p>
                <CalendarStatusBadge status={e.status} />
              </div>
              <p className="text-xs text-slate-500">{formatDate(e.dueDate)}</p>
              {e.description ? <p className="mt-1 text-sm text-slate-600">{e.description}</p> : null}
              {e.reference ? <p className="mt-1 text-xs text-slate-500">Source: {e.reference}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
