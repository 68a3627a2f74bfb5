import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CircleAlert, FileCheck2, ListChecks, Sun, Undo2 } from 'lucide-react';
import type { DashboardDeadline, PreparerDashboard } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { formatDate, formatRelative, todayIso } from '../../../lib/format';
import { useGetAssignedTasksInfiniteQuery } from '../api/get-assigned-tasks';
import { useGetPreparerDashboardQuery } from '../api/get-dashboard';
import { CalendarEntryModal } from '../components/calendar-entry-modal';
import { DeadlineList } from '../components/deadline-list';
import { TaskList } from '../components/summary-panel';
import { preparerPaths } from '../lib/paths';

/**
 * The preparer overview's panels (inside the role's overview): the day's figures, what to do today (tasks due
 * today or late, documents to verify, work the approver returned), the work queue sorted by due date, and the
 * deadlines of the next 30 days.
 */
export function PreparerOverviewPanels() {
  const dashboard = useGetPreparerDashboardQuery();
  const [editing, setEditing] = useState<DashboardDeadline | null>(null);
  return (
    <>
      <QueryState query={dashboard} failure={preparerMessages.fallback.dashboard}>
        {dashboard.data ? <Figures dashboard={dashboard.data} /> : null}
      </QueryState>
      <TodayCard dashboard={dashboard.data} />
      <QueueCard />
      {dashboard.data ? (
        <Card className="overflow-hidden">
          <CardHeader
            title="Deadlines in the next 30 days"
            description={`${formatDate(dashboard.data.upcomingDeadlines.from)} to ${formatDate(dashboard.data.upcomingDeadlines.to)}`}
            icon={<CalendarClock className="size-5" aria-hidden="true" />}
          />
          {dashboard.data.upcomingDeadlines.items.length === 0 ? (
            <EmptyState title="No deadlines in the next 30 days" />
          ) : (
            <DeadlineList items={dashboard.data.upcomingDeadlines.items} onEdit={setEditing} label="Deadlines in the next 30 days" />
          )}
        </Card>
      ) : null}
      <CalendarEntryModal entry={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function Figure({ label, value, detail, tone, href }: { label: string; value: number; detail?: string; tone?: 'danger'; href?: string }) {
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className={cn('mt-1 block text-2xl font-semibold', tone === 'danger' && value > 0 ? 'text-red-700' : 'text-slate-900')}>{value}</span>
      {detail ? <span className="block text-xs text-slate-500">{detail}</span> : null}
    </>
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      {href ? (
        <Link to={href} className="block focus-visible:outline-2 focus-visible:outline-brand-600">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

function Figures({ dashboard }: { dashboard: PreparerDashboard }) {
  return (
    <ul className="grid grid-cols-2 gap-3" aria-label="Your work in figures">
      <Figure label="Open tasks" value={dashboard.openTasks.total} detail={`${dashboard.openTasks.overdue} overdue`} />
      <Figure label="Documents to verify" value={dashboard.documentsAwaitingVerification.count} />
      <Figure label="Deadlines, 30 days" value={dashboard.upcomingDeadlines.count} />
      <Figure label="Returned by approver" value={dashboard.returnedByApprover.length} tone="danger" />
      <Figure label="Clients" value={dashboard.assignedClients.count} href={preparerPaths.companies} />
      <Figure label="Companies" value={dashboard.companiesCount} href={preparerPaths.companies} />
    </ul>
  );
}

/** What needs doing today: tasks due today or late, work the approver sent back, documents waiting for verification. */
function TodayCard({ dashboard }: { dashboard: PreparerDashboard | undefined }) {
  const today = todayIso();
  const due = useGetAssignedTasksInfiniteQuery({ dueBefore: today, limit: 10 });
  const tasks = due.data?.pages[0]?.items ?? [];
  const returned = dashboard?.returnedByApprover ?? [];
  const documents = dashboard?.documentsAwaitingVerification.items ?? [];
  const nothing = tasks.length === 0 && returned.length === 0 && documents.length === 0;
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Today" description="Late and due today first, then what others wait on you for" icon={<Sun className="size-5" aria-hidden="true" />} />
      <QueryState
        query={due}
        failure={preparerMessages.fallback.assignedTasks}
        isEmpty={nothing}
        empty={<EmptyState title="Nothing due today" description="No task is late or due today, and nothing waits for you." />}
      >
        {tasks.length > 0 ? (
          <Section title="Due today or late" icon={<CircleAlert className="size-4" aria-hidden="true" />}>
            <TaskList tasks={tasks} label="Due today or late" showCompany />
          </Section>
        ) : null}
        {returned.length > 0 ? (
          <Section title="Returned by the approver" icon={<Undo2 className="size-4" aria-hidden="true" />}>
            <ul className="divide-y divide-slate-100" aria-label="Returned by the approver">
              {returned.map((r) => (
                <li key={r.id}>
                  <Link to={preparerPaths.company(r.companyId, 'details')} className="block px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
                    <span className="block font-medium text-slate-900">{r.companyName ?? 'Company'}</span>
                    <span className="block text-sm break-words text-slate-600">
                      {r.reason ?? 'No reason given'} · {formatRelative(r.decidedAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {documents.length > 0 ? (
          <Section title="Documents to verify" icon={<FileCheck2 className="size-4" aria-hidden="true" />}>
            <ul className="divide-y divide-slate-100" aria-label="Documents to verify">
              {documents.map((d) => (
                <li key={d.id}>
                  <Link
                    // A document with no company is an NRI client's (their workspace's documents).
                    to={d.companyId ? preparerPaths.company(d.companyId, 'documents') : preparerPaths.nri(d.ownerId, 'documents')}
                    className="block px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <span className="block truncate font-medium text-slate-900">{d.name}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {d.companyName ?? d.ownerName ?? 'Client'} · uploaded {formatRelative(d.uploadedAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </QueryState>
    </Card>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="border-b border-slate-100 last:border-b-0">
      <h3 className="flex items-center gap-2 bg-slate-50 px-5 py-2 text-sm font-semibold text-slate-700">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Every open task of the preparer's companies, soonest due first. */
function QueueCard() {
  const query = useGetAssignedTasksInfiniteQuery({});
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Work queue" description="Open tasks, soonest due first" icon={<ListChecks className="size-5" aria-hidden="true" />} />
      <PagedList
        query={query}
        shown={items.length}
        failure={preparerMessages.fallback.assignedTasks}
        noun={['task', 'tasks']}
        empty={<EmptyState title="No open tasks" description="Tasks you create for your clients appear here until they are done." />}
      >
        <TaskList tasks={items} label="Work queue" showCompany />
      </PagedList>
    </Card>
  );
}
