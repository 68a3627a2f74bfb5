import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import type { RequiredDocument, Task } from '@quayside/contract/client-area';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate, formatDateTime } from '../../../lib/format';
import { DocumentStatusBadge, PriorityBadge, PRIORITY_LABELS, TaskStatusBadge } from './badges';
import { VerifyControls } from './verify-controls';

/**
 * A task as the preparer reviews it: its details, what the client uploaded for each required document (with
 * the verify controls), and the review column. Shared by a company's task and an NRI client's.
 */
export function TaskDetailView({
  task,
  requirements,
  controls,
  review,
  subjectLabel = 'Company',
  subject,
}: {
  task: Task;
  requirements: RequiredDocument[];
  /** Edit and withdraw, while the task is open. */
  controls?: ReactNode;
  /** The review column: the form while open, else what happened. */
  review: ReactNode;
  subjectLabel?: string;
  subject?: string;
}) {
  const rows: Array<[string, ReactNode]> = [
    [subjectLabel, subject ?? task.companyName ?? '-'],
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
            {controls}
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
        <div className="lg:col-span-2">{review}</div>
      </div>
    </>
  );
}
