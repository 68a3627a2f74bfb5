import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, ListChecks } from 'lucide-react';
import type { TaskSummary } from '@quayside/contract/client-area';
import { COMPANY_TYPE_LABELS, INCORPORATION_STATUS_LABELS, type CompanyType, type IncorporationStatus } from '@quayside/contract/companies';
import type { CompanyPreparerSummary } from '@quayside/contract/company-preparer';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { formatDate, plural } from '../../../lib/format';
import { preparerPaths } from '../lib/paths';
import { PriorityBadge, TaskStatusBadge } from './badges';

/** The company's facts as the preparer needs them at a glance. */
export function SummaryPanel({ summary }: { summary: CompanyPreparerSummary }) {
  const { company, owner } = summary;
  const rows: Array<[string, ReactNode]> = [
    ['Client', owner ? `${owner.fullName} (${owner.email})` : 'No client'],
    ['Registration number', company.registrationNumber ?? 'Not yet'],
    ['Type', COMPANY_TYPE_LABELS[company.companyType as CompanyType] ?? company.companyType],
    ['Incorporation', INCORPORATION_STATUS_LABELS[company.incorporationStatus as IncorporationStatus] ?? company.incorporationStatus],
    ['Incorporated on', formatDate(company.incorporationDate, 'Not yet')],
    ['Financial year ends', company.financialYearEnd],
    ['Contact', [company.contactEmail, company.contactNumber].filter(Boolean).join(' · ') || '-'],
    ['People', `${plural(company.directors.length, 'director')}, ${plural(company.shareholders.length, 'shareholder')}`],
    ['Unacknowledged actions', String(summary.unacknowledgedActions)],
  ];
  return (
    <Card>
      <CardHeader title="Summary" icon={<Building2 className="size-5" aria-hidden="true" />} />
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-0.5 px-5 py-2 text-sm sm:grid-cols-3 sm:gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The company's most urgent open tasks (due date first), each opening the task. */
export function OpenTasksPanel({
  tasks,
  allTasksHref,
  taskHref,
}: {
  tasks: TaskSummary[];
  allTasksHref: string;
  /** A task's review page (a company task's by default). */
  taskHref?: (task: TaskSummary) => string;
}) {
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Open tasks"
        description="The most urgent first"
        icon={<ListChecks className="size-5" aria-hidden="true" />}
        action={
          <Link to={allTasksHref} className="text-sm font-medium text-brand-700 hover:underline">
            All tasks
          </Link>
        }
      />
      {tasks.length === 0 ? (
        <EmptyState title="No open tasks" description="Create a task to ask the client for documents or information." />
      ) : (
        <TaskList tasks={tasks} label="Open tasks" taskHref={taskHref} />
      )}
    </Card>
  );
}

/** A list of tasks, each a link to the task's review page. */
export function TaskList({
  tasks,
  label,
  showCompany,
  taskHref = (t) => preparerPaths.task(t.id),
}: {
  tasks: TaskSummary[];
  label: string;
  showCompany?: boolean;
  taskHref?: ((task: TaskSummary) => string) | undefined;
}) {
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {tasks.map((t) => (
        <li key={t.id}>
          <Link
            to={taskHref(t)}
            className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block font-medium break-words text-slate-900">{t.title}</span>
              <span className="block text-sm text-slate-600">
                {showCompany && t.companyName ? `${t.companyName} · ` : ''}
                <span className={cn(t.isOverdue && 'font-medium text-red-700')}>
                  {t.dueDate ? `${t.isOverdue ? 'Overdue, was due' : 'Due'} ${formatDate(t.dueDate)}` : 'No due date'}
                </span>
                {t.requirementsTotal > 0 ? ` · ${t.requirementsUploaded} of ${plural(t.requirementsTotal, 'document')} uploaded` : ''}
              </span>
            </span>
            <span className="flex shrink-0 flex-wrap items-center gap-2">
              <PriorityBadge priority={t.priority} />
              <TaskStatusBadge status={t.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
