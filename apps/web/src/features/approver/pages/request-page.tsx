import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Check, ClipboardList, FileDiff, MessageSquareText, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { returnRequestBodySchema, type ApprovalRequestDetail } from '@quayside/contract/approvals';
import { TASK_STATUS_LABELS } from '@quayside/contract/client-area';
import { approvalMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useApproveRequestMutation } from '../api/approve-request';
import { useGetApprovalRequestQuery } from '../api/get-approval-request';
import { useReturnRequestMutation } from '../api/return-request';
import { ApprovalStateBadge } from '../components/approval-badges';
import { DiffView } from '../components/diff-view';
import { requestScope } from '../components/request-list';

/**
 * /dashboard/approver/requests/{id}: one request: the preparer's note, what changes (before and after), the tasks
 * that complete with it, and the decision: approve (with an optional note) or return to the preparer with a reason.
 */
export function RequestPage() {
  const { id = '' } = useParams();
  const query = useGetApprovalRequestQuery(id);
  const request = query.data;
  useDocumentTitle(request ? `${request.company.name} · Review` : 'Review');
  return (
    <>
      <Link
        to="/dashboard/approver/queue"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Review queue
      </Link>
      <QueryState query={query} failure={approvalMessages.fallback.request}>
        {request ? <Detail request={request} /> : null}
      </QueryState>
    </>
  );
}

function Detail({ request: r }: { request: ApprovalRequestDetail }) {
  return (
    <>
      <PageHeader
        eyebrow="Review"
        title={r.company.name}
        description={
          <>
            Sent by {r.preparer?.fullName ?? 'a preparer'}
            {r.submittedAt ? ` on ${formatDateTime(r.submittedAt)}` : ''} · {requestScope(r)}
          </>
        }
        actions={<ApprovalStateBadge state={r.state} />}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card>
            <CardHeader
              title="Preparer's note"
              icon={<MessageSquareText className="size-5" aria-hidden="true" />}
            />
            <CardBody>
              <p className="text-sm break-words whitespace-pre-line text-slate-800">{r.note || 'No note.'}</p>
            </CardBody>
          </Card>
          <Card className="overflow-hidden">
            <CardHeader
              title="What changes"
              description="The client's record as it is now, and as it will be once approved"
              icon={<FileDiff className="size-5" aria-hidden="true" />}
            />
            <DiffView diff={r.diff} />
          </Card>
          <Card className="overflow-hidden">
            <CardHeader
              title="Tasks to complete"
              description="Reviewed by the preparer; they show as done to the client once approved"
              icon={<ClipboardList className="size-5" aria-hidden="true" />}
            />
            {r.tasks.length ? (
              <ul className="divide-y divide-slate-100" aria-label="Tasks to complete">
                {r.tasks.map((t) => (
                  <li key={t.id} className="px-5 py-3 text-sm">
                    <p className="font-medium break-words text-slate-900">{t.title}</p>
                    <p className="text-slate-600">
                      {TASK_STATUS_LABELS[t.status]} · {t.requirementsUploaded}/{t.requirementsTotal}{' '}
                      documents
                      {t.dueDate ? ` · due ${formatDate(t.dueDate)}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-5 py-4 text-sm text-slate-600">No tasks in this request.</p>
            )}
          </Card>
        </div>
        <div className="lg:col-span-1">
          {r.state === 'pending' ? <DecisionCard request={r} /> : <DecidedCard request={r} />}
        </div>
      </div>
    </>
  );
}

function DecidedCard({ request: r }: { request: ApprovalRequestDetail }) {
  const returned = r.state === 'returned';
  return (
    <Card>
      <CardHeader title="Decision" />
      <CardBody className="space-y-2 text-sm text-slate-700">
        {r.decidedAt ? (
          <>
            <p>
              {returned ? 'Returned to the preparer' : 'Approved'} on {formatDateTime(r.decidedAt)}
              {r.decidedBy ? ` by ${r.decidedBy.fullName}` : ''}.
            </p>
            {r.decisionReason ? <p className="break-words">Reason: {r.decisionReason}</p> : null}
            {r.decisionNote ? <p className="break-words">Note: {r.decisionNote}</p> : null}
          </>
        ) : (
          <p>This request has not been sent for approval.</p>
        )}
      </CardBody>
    </Card>
  );
}

/** Approve (optional note, confirmed) or return with a reason (required); the queue and counts refresh after. */
function DecisionCard({ request: r }: { request: ApprovalRequestDetail }) {
  const [approve, approveState] = useApproveRequestMutation();
  const [giveBack, returnState] = useReturnRequestMutation();
  const [approving, setApproving] = useState(false);
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const form = useZodForm(returnRequestBodySchema, { defaultValues: { reason: '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;

  const onApprove = async () => {
    try {
      const result = await approve({ id: r.id, note: note.trim() || undefined }).unwrap();
      toast.success(result.message || approvalMessages.success.approved);
      setApproving(false);
      setNote('');
    } catch {
      // The dialog shows the failure.
    }
  };
  const onReturn = handleSubmit(async (body) => {
    try {
      const result = await giveBack({ id: r.id, reason: body.reason }).unwrap();
      toast.success(result.message || approvalMessages.success.returned);
      setReturning(false);
      reset({ reason: '' });
    } catch (error) {
      applyFieldErrors(error, setError, ['reason']);
    }
  });
  const closeApprove = () => {
    setApproving(false);
    approveState.reset();
  };
  const closeReturn = () => {
    setReturning(false);
    returnState.reset();
  };

  return (
    <Card className="lg:sticky lg:top-4">
      <CardHeader
        title="Your decision"
        description="Approving applies every change above and completes the tasks; returning sends it all back to the preparer."
      />
      <CardBody className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <Button onClick={() => setApproving(true)} icon={<Check className="size-4" aria-hidden="true" />}>
          Approve
        </Button>
        <Button
          variant="secondary"
          onClick={() => setReturning(true)}
          icon={<Undo2 className="size-4" aria-hidden="true" />}
        >
          Return to preparer
        </Button>
      </CardBody>
      <Modal
        open={approving}
        onClose={closeApprove}
        title="Approve this request?"
        description={`The changes to ${r.company.name} are applied and ${r.taskCount === 1 ? 'its task is' : `its ${r.taskCount} tasks are`} marked done; the client and the preparer are told.`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={closeApprove} disabled={approveState.isLoading}>
              Cancel
            </Button>
            <Button onClick={() => void onApprove()} loading={approveState.isLoading}>
              Approve
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <Field label="Note for the preparer (optional)">
            <Textarea rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          {approveState.isError ? (
            <FormAlert>{errorText(approveState.error, approvalMessages.fallback.approve)}</FormAlert>
          ) : null}
        </div>
      </Modal>
      <Modal
        open={returning}
        onClose={closeReturn}
        title="Return to the preparer"
        description="Nothing is applied. The preparer gets the changes back in their draft, with your reason."
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={closeReturn} disabled={returnState.isLoading}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void onReturn()} loading={returnState.isLoading}>
              Return to preparer
            </Button>
          </>
        }
      >
        <form onSubmit={(e) => void onReturn(e)} noValidate className="space-y-3">
          <Field
            label="Reason"
            hint="The preparer reads this with the returned work."
            error={errors.reason?.message}
          >
            <Textarea rows={4} maxLength={2000} {...register('reason')} />
          </Field>
          {returnState.isError && !errors.reason ? (
            <FormAlert>{errorText(returnState.error, approvalMessages.fallback.return)}</FormAlert>
          ) : null}
        </form>
      </Modal>
    </Card>
  );
}
