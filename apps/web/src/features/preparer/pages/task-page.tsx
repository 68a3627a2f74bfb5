import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FileText } from 'lucide-react';
import type { RequiredDocument, Task } from '@quayside/contract/client-area';
import { preparerMessages } from '@quayside/contract/messages';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPreparerTaskQuery } from '../api/get-task';
import { DocumentStatusBadge, PriorityBadge, PRIORITY_LABELS, TaskStatusBadge } from '../components/badges';
import { ReviewForm } from '../components/review-form';
import { TaskControls } from '../components/task-controls';
import { VerifyControls } from '../components/verify-controls';
import { preparerPaths } from '../lib/paths';

const CLOSED = ['Completed', 'Cancelled', 'AwaitingApproval'];

/** /dashboard/preparer/tasks/{id}: the task, what the client uploaded for each required document, and the review. */
export function PreparerTaskPage() {
  const { taskId = '' } = useParams();
  const query = useGetPreparerTaskQuery(taskId);
  const task = query.data?.task;
  useDocumentTitle(task ? `${task.title} · Task` : 'Task');
  return (
    <>
      <Link
        to={task?.companyId ? preparerPaths.company(task.companyId, 'tasks') : preparerPaths.companies}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {task?.companyName ?? 'Companies'}
      </Link>
      <QueryState query={query} failure={preparerMessages.fallback.taskDetails} skeleton={<TextSkeleton lines={6} label="Loading task" />}>
        {query.data ? <TaskDetail task={query.data.task} requirements={query.data.requiredDocuments} /> : null}
      </QueryState>
    </>
  );
}

function TaskDetail({ task, requirements }: { task: Task; requirements: RequiredDocument[] }) {
  const rows: Array<[string, ReactNode]> = [
    ['Company', task.companyName ?? '-'],
    ['Due', task.dueDate ? `${formatDate(task.dueDate)}${task.isOverdue ? ' (overdue)' : ''}` : 'No due date'],
    ['Priority', PRIORITY_LABELS[task.priority]],
    ['Category', task.category ?? '-'],
    ['Assigned by', task.assignedBy?.fullName ?? '-'],
    ['Created', formatDateTime(task.createdAt)],
    ['Submitted', task.submittedAt ? formatDateTime(task.submittedAt) : 'Not yet'],
    ['Client note', task.submissionMessage ?? '-'],
    ['Reviewed', task.reviewedAt ? formatDateTime(task.reviewedAt) : 'Not yet'],
    ['Review reason', task.reviewReason ?? '-'],
  ];
  const open = !CLOSED.includes(task.status);
  return (
    <>
      <PageHeader
        eyebrow="Task"
        title={task.title}
        description={task.description ?? undefined}
        actions={
          <>
            <span className="flex items-center gap-2 self-center">
              <PriorityBadge priority={task.priority} />
              <TaskStatusBadge status={task.status} />
            </span>
            {open ? <TaskControls task={task} /> : null}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-3">
          <Card className="overflow-hidden">
            <CardHeader
              title="Required documents"
              description={`${task.requirementsUploaded} of ${task.requirementsTotal} uploaded`}
              icon={<FileText className="size-5" aria-hidden="true" />}
            />
            {requirements.length === 0 ? (
              <EmptyState title="No documents asked for" description="This task asks for no uploads." />
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Required documents">
                {requirements.map((r) => (
                  <li key={r.id} className="space-y-1.5 px-5 py-3">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="break-words font-medium text-slate-900">{r.name}</p>
                        {r.description ? <p className="text-sm text-slate-600">{r.description}</p> : null}
                      </div>
                      <span className="flex gap-2">
                        {!r.isRequired ? <Badge>Optional</Badge> : null}
                        {r.uploadedDoc ? <DocumentStatusBadge status={r.uploadedDoc.status} /> : <Badge>Not uploaded</Badge>}
                      </span>
                    </div>
                    {r.uploadedDoc ? (
                      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`Files for ${r.name}`}>
                        {r.uploadedDoc.files.map((f) =>
                          f.url ? (
                            <li key={f.fileId}>
                              <a href={f.url} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-700 hover:underline">
                                {f.pageLabel ? `${f.pageLabel}: ` : ''}
                                {f.name}
                              </a>
                            </li>
                          ) : (
                            <li key={f.fileId} className="break-all text-slate-700">
                              {f.name}
                            </li>
                          ),
                        )}
                        <li className="text-slate-500">uploaded {formatDate(r.uploadedDoc.uploadedAt)}</li>
                      </ul>
                    ) : null}
                    {r.uploadedDoc ? <VerifyControls doc={r.uploadedDoc} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <CardHeader title="Details" />
            <dl className="divide-y divide-slate-100">
              {rows.map(([label, value]) => (
                <div key={label} className="grid grid-cols-1 gap-0.5 px-5 py-2 text-sm sm:grid-cols-3 sm:gap-3">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-slate-900 sm:col-span-2">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
        <div className="lg:col-span-2">
          {open ? (
            <ReviewForm task={task} />
          ) : (
            <Card>
              <CardHeader title="Review" description={task.status === 'AwaitingApproval' ? 'Approved by you; done for the client once the approver approves it.' : 'This task is closed.'} />
              {task.status === 'AwaitingApproval' && task.companyId ? (
                <CardBody>
                  <Link to={preparerPaths.company(task.companyId, 'details')} className="text-sm font-medium text-brand-700 hover:underline">
                    Send it to the approver
                  </Link>
                </CardBody>
              ) : null}
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
