import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AlarmClock,
  ArrowRight,
  Bell,
  CalendarDays,
  CheckCircle2,
  ClipboardList,
  FileWarning,
  ListChecks,
  Mail,
  Megaphone,
  Receipt,
  Route,
  UserRound,
} from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import {
  COMPANY_STATUS_LABELS,
  INCORPORATION_STATUS_LABELS,
  type CompanyStatus,
  type IncorporationStatus,
} from '@quayside/contract/companies';
import type { ClientDashboard } from '@quayside/contract/client-area';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';
import { ListSkeleton, Skeleton, TextSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useGetClientDashboardQuery } from '../api/get-client-dashboard';
import { useGetStatusSummaryQuery } from '../api/get-status-summary';
import { CompanySwitcher } from '../components/company-switcher';
import { NoCompanyCard } from '../components/no-company';
import { CalendarStatusBadge, PriorityBadge, TaskStatusBadge } from '../../../components/ui/status-badges';
import { StatusSummarySteps } from '../components/status-timeline';
import { dayLeaf, formatDate, formatRelative, greeting, plural } from '../../../lib/format';
import { isLate } from '../../../lib/tasks';
import { clientPaths, safeAppPath } from '../lib/paths';
import { useCompanyArg } from '../lib/use-company';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Counts = ClientDashboard['counts'];
type AttentionItem = {
  key: string;
  count: number;
  text: string;
  to: string;
  icon: typeof Bell;
  tone: 'danger' | 'warning' | 'brand';
};

/** What needs the client now, most pressing first; only what has a count. */
function attentionItems(c: Counts): AttentionItem[] {
  const items: AttentionItem[] = [
    {
      key: 'overdue',
      count: c.overdueDeadlines,
      text: `${plural(c.overdueDeadlines, 'compliance deadline')} overdue`,
      to: clientPaths.calendar,
      icon: AlarmClock,
      tone: 'danger',
    },
    {
      key: 'rejected',
      count: c.documentsRejected,
      text: `${plural(c.documentsRejected, 'document')} to upload again`,
      to: `${clientPaths.documents}?status=Rejected`,
      icon: FileWarning,
      tone: 'danger',
    },
    {
      key: 'tasks',
      count: c.openTasks,
      text: `${plural(c.openTasks, 'open task')}`,
      to: `${clientPaths.tasks}?open=1`,
      icon: ListChecks,
      tone: 'warning',
    },
    {
      key: 'actions',
      count: c.unacknowledgedActions,
      text: `${plural(c.unacknowledgedActions, 'action')} to acknowledge`,
      to: clientPaths.actions,
      icon: Megaphone,
      tone: 'warning',
    },
    {
      key: 'invoices',
      count: c.unpaidInvoices,
      text: `${plural(c.unpaidInvoices, 'unpaid invoice')}`,
      to: clientPaths.invoices,
      icon: Receipt,
      tone: 'warning',
    },
    {
      key: 'notifications',
      count: c.unreadNotifications,
      text: `${plural(c.unreadNotifications, 'unread notification')}`,
      to: clientPaths.notifications,
      icon: Bell,
      tone: 'brand',
    },
  ];
  return items.filter((i) => i.count > 0);
}

const toneClasses = {
  danger: 'bg-red-50 text-red-700',
  warning: 'bg-amber-50 text-amber-800',
  brand: 'bg-brand-50 text-brand-700',
};

/** /dashboard/client: the company, its progress, and what needs the client's attention now. */
export function OverviewPage() {
  useDocumentTitle('Overview');
  const arg = useCompanyArg();
  const dashboard = useGetClientDashboardQuery(arg);
  const summary = useGetStatusSummaryQuery(arg);
  const data = dashboard.data;
  const company = data?.company ?? null;
  const firstName = data?.user.fullName.split(/\s+/)[0];

  return (
    <div>
      <PageHeader
        eyebrow={data ? `${greeting()}, ${firstName}` : 'Client dashboard'}
        title={company ? company.name : data ? 'Your dashboard' : <Skeleton className="h-8 w-64" />}
        description={
          company ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge
                tone={
                  company.status === 'active'
                    ? 'success'
                    : company.status === 'suspended'
                      ? 'danger'
                      : 'brand'
                }
              >
                {COMPANY_STATUS_LABELS[company.status as CompanyStatus] ?? company.status}
              </Badge>
              {company.registrationNumber ? <span>Reg. no. {company.registrationNumber}</span> : null}
              {company.status === 'onboarding' ? (
                <span>
                  {INCORPORATION_STATUS_LABELS[company.incorporationStatus as IncorporationStatus] ??
                    company.incorporationStatus}
                </span>
              ) : null}
            </span>
          ) : undefined
        }
        actions={<CompanySwitcher />}
      />

      {data && !company ? (
        <NoCompanyCard
          className="mb-6"
          description="Start an incorporation and your company, its documents and deadlines will appear here."
        />
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card aria-labelledby="attention-title">
            <CardHeader
              title={<span id="attention-title">Needs your attention</span>}
              icon={<ClipboardList className="size-5" aria-hidden="true" />}
            />
            <QueryState
              query={dashboard}
              failure={clientMessages.fallback.dashboard}
              skeleton={<ListSkeleton rows={3} />}
            >
              {data ? <Attention counts={data.counts} /> : null}
            </QueryState>
          </Card>

          <Card>
            <CardHeader title="Status" icon={<Route className="size-5" aria-hidden="true" />} />
            <CardBody>
              <QueryState
                query={summary}
                failure={clientMessages.fallback.statusSummary}
                skeleton={<TextSkeleton lines={5} />}
                isEmpty={summary.data === null || (summary.data?.steps.length ?? 0) === 0}
                empty={
                  <EmptyState
                    title="No status yet"
                    description="Your company's progress appears here once we have started work."
                  />
                }
              >
                {summary.data ? (
                  <>
                    {summary.data.statusRemarks ? (
                      <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
                        {summary.data.statusRemarks}
                      </p>
                    ) : null}
                    <StatusSummarySteps steps={summary.data.steps} />
                    <p className="mt-4 text-xs text-slate-500">
                      Updated {formatRelative(summary.data.updatedAt)}
                    </p>
                  </>
                ) : null}
              </QueryState>
            </CardBody>
          </Card>

          <DashboardCard
            title="Open tasks"
            icon={<ListChecks className="size-5" aria-hidden="true" />}
            link={{ to: clientPaths.tasks, label: 'All tasks' }}
            query={dashboard}
            isEmpty={!!data && data.openTasks.length === 0}
            empty={
              <EmptyState
                icon={<CheckCircle2 className="size-6" aria-hidden="true" />}
                title="No open tasks"
                description="When your preparer asks for something, it appears here."
              />
            }
          >
            <ul className="divide-y divide-slate-100">
              {data?.openTasks.map((task) => (
                <li key={task.id}>
                  <Link
                    to={clientPaths.task(task.id)}
                    className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">{task.title}</p>
                      <p className="text-xs text-slate-500">
                        {task.dueDate ? (
                          <span className={cn(isLate(task) && 'font-medium text-red-700')}>
                            {isLate(task) ? 'Overdue · due ' : 'Due '}
                            {formatDate(task.dueDate)}
                          </span>
                        ) : (
                          'No due date'
                        )}
                        {task.requirementsTotal > 0
                          ? ` · ${task.requirementsUploaded}/${task.requirementsTotal} documents`
                          : null}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
                      <PriorityBadge priority={task.priority} />
                      <TaskStatusBadge status={task.status} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </DashboardCard>
        </div>

        <div className="space-y-6">
          <DashboardCard
            title="Upcoming deadlines"
            icon={<CalendarDays className="size-5" aria-hidden="true" />}
            link={{ to: clientPaths.calendar, label: 'Calendar' }}
            query={dashboard}
            isEmpty={!!data && data.nextDeadlines.length === 0}
            empty={
              <EmptyState
                icon={<CalendarDays className="size-6" aria-hidden="true" />}
                title="No upcoming deadlines"
                description="Statutory deadlines appear once your company is incorporated."
              />
            }
          >
            <ul className="divide-y divide-slate-100">
              {data?.nextDeadlines.map((entry) => (
                <li key={entry.id} className="flex items-center gap-3 px-5 py-3">
                  <div className="w-14 shrink-0 text-center">
                    <p className="text-xs font-medium text-slate-500 uppercase">
                      {dayLeaf(entry.dueDate).month}
                    </p>
                    <p className="text-lg leading-tight font-semibold text-slate-900">
                      {dayLeaf(entry.dueDate).day}
                    </p>
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-slate-900">{entry.title}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <CalendarStatusBadge status={entry.status} />
                      {formatDate(entry.dueDate)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </DashboardCard>
          <DashboardCard
            title="Your preparer"
            icon={<UserRound className="size-5" aria-hidden="true" />}
            query={dashboard}
            skeleton={<TextSkeleton lines={2} />}
            isEmpty={!!data && !data.preparer}
            empty={
              <EmptyState
                title="No preparer assigned yet"
                description="We will assign one as soon as your work starts."
              />
            }
          >
            {data?.preparer ? (
              <CardBody>
                <p className="font-medium text-slate-900">{data.preparer.fullName}</p>
                <p className="text-sm text-slate-500">{data.preparer.title}</p>
                <a
                  href={`mailto:${data.preparer.email}`}
                  className="mt-2 inline-flex items-center gap-1.5 text-sm break-all text-brand-700 hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {data.preparer.email}
                </a>
              </CardBody>
            ) : null}
          </DashboardCard>

          <DashboardCard
            title="Latest notifications"
            icon={<Bell className="size-5" aria-hidden="true" />}
            link={{ to: clientPaths.notifications, label: 'All' }}
            query={dashboard}
            isEmpty={!!data && data.recentNotifications.length === 0}
            empty={<EmptyState title="No notifications" />}
          >
            <ul className="divide-y divide-slate-100">
              {data?.recentNotifications.map((n) => {
                const to = safeAppPath(n.link) ?? clientPaths.notifications;
                return (
                  <li key={n.id}>
                    <Link to={to} className="block px-5 py-3 hover:bg-slate-50">
                      <p
                        className={cn(
                          'text-sm',
                          n.isRead ? 'text-slate-700' : 'font-semibold text-slate-900',
                        )}
                      >
                        {!n.isRead ? (
                          <span
                            className="mr-1.5 inline-block size-2 rounded-full bg-brand-600"
                            aria-label="Unread"
                          />
                        ) : null}
                        {n.title}
                      </p>
                      <p className="text-xs text-slate-500">{formatRelative(n.createdAt)}</p>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </DashboardCard>
        </div>
      </div>
    </div>
  );
}

/** A card over the dashboard call (GET /api/client/dashboard): its header, with a link to the full page, then the call's states. */
function DashboardCard({
  title,
  icon,
  link,
  query,
  isEmpty,
  empty,
  skeleton,
  children,
}: {
  title: string;
  icon: ReactNode;
  link?: { to: string; label: string };
  query: QueryLike;
  isEmpty?: boolean;
  empty?: ReactNode;
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader
        title={title}
        icon={icon}
        action={
          link ? (
            <Link to={link.to} className="text-sm font-medium text-brand-700 hover:underline">
              {link.label}
            </Link>
          ) : undefined
        }
      />
      <QueryState
        query={query}
        failure={clientMessages.fallback.dashboard}
        isEmpty={isEmpty}
        empty={empty}
        skeleton={skeleton}
      >
        {children}
      </QueryState>
    </Card>
  );
}

function Attention({ counts }: { counts: Counts }) {
  const items = attentionItems(counts);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<CheckCircle2 className="size-6 text-emerald-600" aria-hidden="true" />}
        title="You are all caught up"
        description="Nothing needs you right now. We will let you know when something does."
      />
    );
  }
  return (
    <ul className="grid gap-2 p-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-3 hover:border-brand-600 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-lg',
                toneClasses[item.tone],
              )}
            >
              <item.icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{item.text}</span>
            <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
      {counts.tasksPendingReview > 0 || counts.documentsPending > 0 ? (
        <li className="text-xs text-slate-500 sm:col-span-2">
          Waiting on us:{' '}
          {counts.tasksPendingReview > 0 ? `${plural(counts.tasksPendingReview, 'task')} in review` : null}
          {counts.tasksPendingReview > 0 && counts.documentsPending > 0 ? ', ' : null}
          {counts.documentsPending > 0
            ? `${plural(counts.documentsPending, 'document')} pending review`
            : null}
          .
        </li>
      ) : null}
    </ul>
  );
}
