import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, FileCheck2, Send } from 'lucide-react';
import type { RequiredDocument, Task } from '@quayside/contract/client-area';
import { clientMessages, nriClientMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { PriorityBadge, RequirementStatusBadge, TaskStatusBadge } from '../../../components/ui/status-badges';
import { TaskDue } from '../../../components/ui/task-due';
import { formatDateTime } from '../../../lib/format';
import { toastResult } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetNriTaskQuery } from '../api/get-task';
import { useSubmitNriTaskMutation } from '../api/submit-task';
import { RequirementFiles } from '../components/requirement-files';
import { nriPaths } from '../lib/paths';

const CLOSED: readonly Task['status'][] = ['Completed', 'Cancelled'];
const WITH_PREPARER: readonly Task['status'][] = ['complete (pending review)', 'AwaitingApproval'];

/** Required documents with nothing (or a rejected file) uploaded yet. */
const missingOf = (reqs: RequiredDocument[]) =>
  reqs.filter((r) => r.isRequired && (r.status === 'Required' || r.status === 'Rejected')).length;

/** /dashboard/nri/tasks/:taskId: the task, a file upload per required document, deleting a file, and submitting. */
export function NriTaskDetailPage() {
  const { taskId = '' } = useParams();
  const query = useGetNriTaskQuery(taskId, { skip: !taskId });
  useDocumentTitle(query.data ? `Task: ${query.data.task.title}` : 'Task');
  return (
    <div>
      <Link to={nriPaths.tasks} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All tasks
      </Link>
      <QueryState query={query} failure={clientMessages.fallback.taskDetails} skeleton={<Card><TextSkeleton lines={6} label="Loading the task" /></Card>}>
        {query.data ? <TaskDetail task={query.data.task} requirements={query.data.requiredDocuments} /> : null}
      </QueryState>
    </div>
  );
}

function TaskDetail({ task, requirements }: { task: Task; requirements: RequiredDocument[] }) {
  const closed = CLOSED.includes(task.status);
  return (
    <>
      <div className="mb-6">
        <div className="flex flex-wrap items-center gap-2">
          <TaskStatusBadge status={task.status} />
          <PriorityBadge priority={task.priority} />
        </div>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{task.title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <TaskDue task={task} />
          {task.assignedBy ? ` · from ${task.assignedBy.fullName}` : null}
        </p>
      </div>
      {task.status === 'Rejected' && task.reviewReason ? (
        <div className="mb-6">
          <FormAlert>
            <span className="font-medium">Changes requested:</span> {task.reviewReason}
          </FormAlert>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {task.description ? (
            <Card>
              <CardHeader title="What is needed" />
              <CardBody>
                <p className="text-sm whitespace-pre-line text-slate-700">{task.description}</p>
              </CardBody>
            </Card>
          ) : null}
          <Card>
            <CardHeader
              title="Required documents"
              description={requirements.length > 0 ? `${requirements.filter((r) => r.status !== 'Required').length} of ${requirements.length} uploaded` : undefined}
              icon={<FileCheck2 className="size-5" aria-hidden="true" />}
            />
            {requirements.length === 0 ? (
              <EmptyState title="No documents needed" description="This task does not ask for any documents." />
            ) : (
              <ul className="divide-y divide-slate-100">
                {requirements.map((req) => (
                  <li key={req.id} className="space-y-3 px-5 py-4" data-testid="requirement" aria-label={req.name}>
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h3 className="font-medium break-words text-slate-900">{req.name}</h3>
                        {req.description ? <p className="mt-0.5 text-sm text-slate-600">{req.description}</p> : null}
                        {req.allowMultiple ? <p className="mt-0.5 text-xs text-slate-500">Several files allowed (e.g. every page).</p> : null}
                      </div>
                      <span data-testid="requirement-status">
                        <RequirementStatusBadge status={req.status} optional={!req.isRequired} />
                      </span>
                    </div>
                    <RequirementFiles requirement={req} taskId={task.id} closed={closed} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="space-y-6">
          <SubmitCard task={task} missing={missingOf(requirements)} closed={closed} />
          <Card>
            <CardHeader title="History" />
            <CardBody>
              <dl className="space-y-2 text-sm">
                <Row label="Assigned">{formatDateTime(task.createdAt)}</Row>
                {task.submittedAt ? <Row label="Submitted">{formatDateTime(task.submittedAt)}</Row> : null}
                {task.reviewedAt ? <Row label="Reviewed">{formatDateTime(task.reviewedAt)}</Row> : null}
                <Row label="Last change">{formatDateTime(task.updatedAt)}</Row>
              </dl>
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}

/** Submit the task to the preparer (with an optional note); its new status is the server's. */
function SubmitCard({ task, missing, closed }: { task: Task; missing: number; closed: boolean }) {
  const [submit, state] = useSubmitNriTaskMutation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const withPreparer = WITH_PREPARER.includes(task.status);
  // Submitting leaves an open task InProgress with the time it was sent (the server's answer).
  const submitted = task.status === 'InProgress' && !!task.submittedAt;

  async function onSubmit() {
    const ok = await toastResult(() => submit({ id: task.id, message: note }).unwrap(), {
      success: nriClientMessages.success.taskSubmitted,
      failure: nriClientMessages.fallback.submitForReview,
    });
    if (ok) {
      setOpen(false);
      setNote('');
    }
  }

  if (closed) {
    return (
      <Card>
        <CardBody>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
            {task.status === 'Completed' ? 'This task is done. Nothing more is needed.' : 'This task was withdrawn.'}
          </p>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader title="When you are done" />
      <CardBody className="space-y-3">
        {withPreparer ? (
          <p className="text-sm text-slate-700">Your preparer is reviewing this task.</p>
        ) : submitted && task.submittedAt ? (
          <p className="text-sm text-slate-700">
            You submitted this task on {formatDateTime(task.submittedAt)}. Your preparer is reviewing it; upload more
            and submit again if something changes.
          </p>
        ) : missing > 0 ? (
          <p className="text-sm text-amber-800">{clientMessages.errors.taskMissingDocuments(missing)}.</p>
        ) : (
          <p className="text-sm text-slate-600">Everything asked for is uploaded. Submit the task so your preparer can review it.</p>
        )}
        <Button
          className="w-full"
          onClick={() => setOpen(true)}
          disabled={withPreparer || missing > 0}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {submitted ? 'Submit again' : 'Submit task'}
        </Button>
      </CardBody>
      <Modal
        open={open}
        onClose={() => !state.isLoading && setOpen(false)}
        title="Submit this task?"
        description="Your preparer is told and reviews what you uploaded."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={state.isLoading}>
              Cancel
            </Button>
            <Button onClick={() => void onSubmit()} loading={state.isLoading}>
              Submit task
            </Button>
          </>
        }
      >
        <Field label="Note for your preparer (optional)" hint={`${note.length}/1000`}>
          <Textarea value={note} onChange={(e) => setNote(e.target.value.slice(0, 1000))} rows={4} />
        </Field>
      </Modal>
    </Card>
  );
}
