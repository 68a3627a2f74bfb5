import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, FileCheck2, Send } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import { KYC_TASK_CATEGORY } from '@quayside/contract/kyc-aml';
import {
  TASK_AWAITING_APPROVAL,
  TASK_PENDING_REVIEW,
  type Document,
  type RequiredDocument,
  type Task,
} from '@quayside/contract/client-area';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Field, FormAlert } from '../../../components/form/field';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { Skeleton, TextSkeleton } from '../../../components/ui/skeleton';
import { useCompleteTaskMutation } from '../api/complete-task';
import { useGetAssignedTaskQuery } from '../api/get-assigned-task';
import { useSubmitTaskMutation } from '../api/submit-task';
import { DocumentItem } from '../components/document-item';
import { Textarea } from '../../../components/form/textarea';
import { FilePreviewModal, type PreviewFile } from '../components/file-preview-modal';
import { ReplaceDocumentDialog } from '../components/replace-document-dialog';
import { RequirementUploader } from '../components/requirement-uploader';
import { useCompanyLock } from '../lib/use-company-lock';
import { PriorityBadge, RequirementStatusBadge, TaskStatusBadge } from '../../../components/ui/status-badges';
import { TaskDue } from '../../../components/ui/task-due';
import { formatDateTime } from '../../../lib/format';
import { clientPaths } from '../lib/paths';
import { toastResult } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';

const CLOSED: readonly Task['status'][] = ['Completed', 'Cancelled'];

/** Required documents still missing: nothing uploaded, or the upload was rejected. */
function missingRequired(requirements: RequiredDocument[]): number {
  return requirements.filter((r) => r.isRequired && (r.status === 'Required' || r.status === 'Rejected'))
    .length;
}

/** /dashboard/client/tasks/:taskId: the task, its required documents (upload, replace, remove), complete and submit. */
export function TaskDetailPage() {
  const { taskId = '' } = useParams();
  const query = useGetAssignedTaskQuery(taskId, { skip: !taskId });
  useDocumentTitle(query.data ? `Task: ${query.data.task.title}` : 'Task');
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const [replacing, setReplacing] = useState<Document | null>(null);

  const back = (
    <Link
      to={clientPaths.tasks}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All tasks
    </Link>
  );

  if (query.isLoading) {
    return (
      <div>
        {back}
        <Skeleton className="mb-3 h-8 w-2/3" />
        <Skeleton className="mb-6 h-4 w-1/3" />
        <Card>
          <TextSkeleton lines={6} label="Loading the task" />
        </Card>
      </div>
    );
  }
  if (query.isError || !query.data) {
    const status = (query.error as { status?: number } | undefined)?.status;
    return (
      <div>
        {back}
        <Card>
          <ErrorState
            title={status === 404 ? clientMessages.errors.taskNotFound : clientMessages.fallback.taskDetails}
            message={errorText(query.error, clientMessages.fallback.taskDetails)}
            onRetry={status === 404 ? undefined : () => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }

  const { task, requiredDocuments } = query.data;
  const closed = CLOSED.includes(task.status);
  const missing = missingRequired(requiredDocuments);

  return (
    <div>
      {back}
      <div className="mb-6">
        <div className="flex flex-wrap items-center gap-2">
          <TaskStatusBadge status={task.status} />
          <PriorityBadge priority={task.priority} />
          {task.category ? <Badge>{task.category}</Badge> : null}
        </div>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
          {task.title}
        </h1>
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
          {task.category === KYC_TASK_CATEGORY && task.companyId ? (
            <Card>
              <CardHeader title="AML/KYC survey" description="Answer the survey, save a draft and come back, then submit it. The task closes when the survey is submitted." />
              <CardBody>
                <Link to={`/dashboard/client/kyc/${task.companyId}?task=${task.id}`} className={buttonClasses()}>
                  Open the survey
                </Link>
              </CardBody>
            </Card>
          ) : null}
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
              description={
                requiredDocuments.length > 0
                  ? `${requiredDocuments.filter((r) => r.status !== 'Required').length} of ${requiredDocuments.length} uploaded`
                  : undefined
              }
              icon={<FileCheck2 className="size-5" aria-hidden="true" />}
            />
            {requiredDocuments.length === 0 ? (
              <EmptyState
                title="No documents needed"
                description="This task does not ask for any documents."
              />
            ) : (
              <ul className="divide-y divide-slate-100">
                {requiredDocuments.map((req) => (
                  <li
                    key={req.id}
                    className="space-y-3 px-5 py-4"
                    data-testid="requirement"
                    data-id={req.id}
                    aria-label={req.name}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h3 className="font-medium break-words text-slate-900">
                          {req.name}
                          {!req.isRequired && req.status !== 'Required' ? (
                            <span className="ml-1.5 text-xs font-normal text-slate-500">(optional)</span>
                          ) : null}
                        </h3>
                        {req.description ? (
                          <p className="mt-0.5 text-sm text-slate-600">{req.description}</p>
                        ) : null}
                        {req.allowMultiple ? (
                          <p className="mt-0.5 text-xs text-slate-500">
                            Several files allowed (e.g. every page).
                          </p>
                        ) : null}
                      </div>
                      <span data-testid="requirement-status">
                        <RequirementStatusBadge status={req.status} optional={!req.isRequired} />
                      </span>
                    </div>
                    {req.uploadedDoc ? (
                      <DocumentItem
                        document={req.uploadedDoc}
                        onPreview={setPreview}
                        onReplace={closed ? undefined : setReplacing}
                        compact
                      />
                    ) : null}
                    {!closed && req.status !== 'Approved' ? (
                      <RequirementUploader requirement={req} taskId={task.id} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <div className="space-y-6">
          <TaskActions task={task} missing={missing} closed={closed} />
          <Card>
            <CardHeader title="History" />
            <CardBody>
              <dl className="space-y-2 text-sm">
                <Row label="Assigned">{formatDateTime(task.createdAt)}</Row>
                {task.submittedAt ? <Row label="Submitted">{formatDateTime(task.submittedAt)}</Row> : null}
                {task.completedAt ? (
                  <Row label="Marked complete">{formatDateTime(task.completedAt)}</Row>
                ) : null}
                {task.reviewedAt ? <Row label="Reviewed">{formatDateTime(task.reviewedAt)}</Row> : null}
                <Row label="Last change">{formatDateTime(task.updatedAt)}</Row>
              </dl>
              {task.submissionMessage && task.submissionMessage !== clientMessages.success.taskSubmitted ? (
                <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  <span className="font-medium">Your note:</span> {task.submissionMessage}
                </p>
              ) : null}
            </CardBody>
          </Card>
        </div>
      </div>

      <FilePreviewModal file={preview} onClose={() => setPreview(null)} />
      <ReplaceDocumentDialog document={replacing} onClose={() => setReplacing(null)} />
    </div>
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

/** Complete (to 'complete (pending review)') and submit for review (with an optional note). */
function TaskActions({ task, missing, closed }: { task: Task; missing: number; closed: boolean }) {
  const [complete, completing] = useCompleteTaskMutation();
  const frozen = useCompanyLock().locked;
  const [submit, submitting] = useSubmitTaskMutation();
  const [noteOpen, setNoteOpen] = useState(false);
  const [note, setNote] = useState('');
  const pendingReview = task.status === TASK_PENDING_REVIEW;
  // The preparer accepted it; the approver above them has not yet: nothing for the client to do meanwhile.
  const awaitingApproval = task.status === TASK_AWAITING_APPROVAL;

  async function onComplete() {
    await toastResult(() => complete(task.id).unwrap(), {
      success: clientMessages.success.taskCompleted,
      failure: clientMessages.fallback.completeTask,
    });
  }

  async function onSubmit() {
    const sent = await toastResult(() => submit({ id: task.id, message: note }).unwrap(), {
      success: clientMessages.success.taskSubmitted,
      failure: clientMessages.fallback.submitTask,
    });
    if (sent) {
      setNoteOpen(false);
      setNote('');
    }
  }

  if (closed) {
    return (
      <Card>
        <CardBody>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
            {task.status === 'Completed'
              ? 'This task is done. Nothing more is needed.'
              : 'This task was withdrawn.'}
          </p>
        </CardBody>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader title="When you are done" />
      <CardBody className="space-y-3">
        {awaitingApproval ? (
          <p className="text-sm text-slate-700">
            Your preparer accepted this task. It shows as completed once the firm&apos;s approver has signed it off.
          </p>
        ) : pendingReview ? (
          <p className="text-sm text-slate-700">
            You marked this task complete. Your preparer is reviewing it.
          </p>
        ) : missing > 0 ? (
          <p className="text-sm text-amber-800">{clientMessages.errors.taskMissingDocuments(missing)}.</p>
        ) : (
          <p className="text-sm text-slate-600">
            Mark the task complete when everything is uploaded, or send it for review with a note.
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Button
            onClick={() => void onComplete()}
            loading={completing.isLoading}
            disabled={frozen || pendingReview || awaitingApproval || missing > 0 || submitting.isLoading}
            icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
          >
            Mark complete
          </Button>
          <Button
            variant="secondary"
            onClick={() => setNoteOpen(true)}
            disabled={frozen || awaitingApproval || completing.isLoading}
            icon={<Send className="size-4" aria-hidden="true" />}
          >
            Submit for review
          </Button>
        </div>
      </CardBody>
      <Modal
        open={noteOpen}
        onClose={() => !submitting.isLoading && setNoteOpen(false)}
        title="Submit for review"
        description="Your preparer is told and looks at what you have sent."
        footer={
          <>
            <Button variant="secondary" onClick={() => setNoteOpen(false)} disabled={submitting.isLoading}>
              Cancel
            </Button>
            <Button onClick={() => void onSubmit()} loading={submitting.isLoading}>
              Submit for review
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
