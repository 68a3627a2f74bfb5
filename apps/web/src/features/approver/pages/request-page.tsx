import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ClipboardCheck, FileDiff, ListChecks, MessageSquareText } from 'lucide-react';
import { returnRequestBodySchema, type ApprovalRequestDetail } from '@quayside/contract/approvals';
import { TASK_STATUS_LABELS } from '@quayside/contract/client-area';
import { approvalMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ChangeList } from '../../../components/ui/change-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/form-errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApproveRequestMutation } from '../api/approve-request';
import { useGetApprovalRequestQuery } from '../api/get-request';
import { useReturnRequestMutation } from '../api/return-request';
import { ApprovalStateBadge, approverPaths } from '../components/request-list';
import { toast } from 'sonner';

/** /dashboard/approver/requests/{id}: the preparer's note, what changes (before and after), the tasks, and the decision. */
export function ApprovalRequestPage() {
  const { id = '' } = useParams();
  const query = useGetApprovalRequestQuery(id);
  const request = query.data;
  useDocumentTitle(request ? `${request.company.name} · Review` : 'Review');
  return (
    <>
      <Link to={approverPaths.queue} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Review queue
      </Link>
      <QueryState query={query} failure={approvalMessages.fallback.request} skeleton={<TextSkeleton lines={8} label="Loading request" />}>
        {request ? <Review request={request} /> : null}
      </QueryState>
    </>
  );
}

function Review({ request }: { request: ApprovalRequestDetail }) {
  return (
    <>
      <PageHeader
        eyebrow="Review"
        title={request.company.name}
        description={`Sent by ${request.preparer?.fullName ?? 'a preparer'} ${formatDateTime(request.submittedAt)}`}
        actions={<ApprovalStateBadge state={request.state} />}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-3">
          <Card>
            <CardHeader title="The preparer's note" icon={<MessageSquareText className="size-5" aria-hidden="true" />} />
            <CardBody>
              <p className="text-sm break-words whitespace-pre-line text-slate-800">{request.note ?? 'No note.'}</p>
            </CardBody>
          </Card>
          <Card className="overflow-hidden">
            <CardHeader title="What changes" description="Each record with its fields before and after" icon={<FileDiff className="size-5" aria-hidden="true" />} />
            {request.diff.length === 0 ? <EmptyState title="No record changes" description="This request only completes tasks." /> : <ChangeList entries={request.diff} label="What changes" />}
          </Card>
          <Card className="overflow-hidden">
            <CardHeader title="Tasks to complete" description="Approved by the preparer; done for the client once you approve" icon={<ListChecks className="size-5" aria-hidden="true" />} />
            {request.tasks.length === 0 ? (
              <EmptyState title="No tasks in this request" />
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Tasks to complete">
                {request.tasks.map((t) => (
                  <li key={t.id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{t.title}</span>
                      <span className="block text-sm text-slate-600">
                        {t.dueDate ? `Due ${formatDate(t.dueDate)}` : 'No due date'} · {t.requirementsUploaded} of {t.requirementsTotal} documents
                      </span>
                    </span>
                    <Badge tone="brand" className="self-start sm:self-auto">
                      {(TASK_STATUS_LABELS as Partial<Record<string, string>>)[t.status] ?? t.status}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="lg:col-span-2">{request.state === 'pending' ? <DecisionForm request={request} /> : <Decided request={request} />}</div>
      </div>
    </>
  );
}

function Decided({ request }: { request: ApprovalRequestDetail }) {
  return (
    <Card>
      <CardHeader title="Decision" icon={<ClipboardCheck className="size-5" aria-hidden="true" />} />
      <CardBody className="space-y-1 text-sm text-slate-800">
        <p>
          <ApprovalStateBadge state={request.state} /> {request.decidedBy ? `by ${request.decidedBy.fullName}` : ''} {formatDateTime(request.decidedAt)}
        </p>
        {request.decisionReason ? <p className="break-words">Reason: {request.decisionReason}</p> : null}
        {request.decisionNote ? <p className="break-words">Note: {request.decisionNote}</p> : null}
      </CardBody>
    </Card>
  );
}

type Choice = 'approve' | 'return';

/** Approve (with an optional note; every change is applied), or return to the preparer with a reason. */
function DecisionForm({ request }: { request: ApprovalRequestDetail }) {
  const [approve, approving] = useApproveRequestMutation();
  const [sendBack, returning] = useReturnRequestMutation();
  const [choice, setChoice] = useState<Choice>('approve');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const name = useId();
  const busy = approving.isLoading || returning.isLoading;
  const failed = choice === 'approve' ? approving : returning;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      if (choice === 'approve') {
        const result = await approve({ id: request.id, note: text }).unwrap();
        toast.success(result.message || approvalMessages.success.approved);
      } else {
        const parsed = returnRequestBodySchema.safeParse({ reason: text });
        if (!parsed.success) {
          setTextError(parsed.error.issues[0]?.message);
          return;
        }
        setTextError(undefined);
        const result = await sendBack({ id: request.id, reason: parsed.data.reason }).unwrap();
        toast.success(result.message || approvalMessages.success.returned);
      }
      setText('');
    } catch {
      // Shown below.
    }
  };

  return (
    <Card>
      <CardHeader title="Decision" icon={<ClipboardCheck className="size-5" aria-hidden="true" />} />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <CardBody className="space-y-3">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Your decision</legend>
            <div className="mt-2 grid gap-2">
              {(
                [
                  ['approve', 'Approve', 'Every change is applied and the tasks are done; the client and the preparer are told.'],
                  ['return', 'Return to the preparer', 'Nothing is applied; the preparer gets the work back with your reason.'],
                ] as const
              ).map(([value, label, help]) => (
                <label
                  key={value}
                  className={cn('flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm', choice === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50')}
                >
                  <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} className="mt-0.5 size-4" />
                  <span>
                    <span className="block font-medium text-slate-900">{label}</span>
                    <span className="block text-slate-600">{help}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field label={choice === 'approve' ? 'Note (optional)' : 'Reason'} error={textError}>
            <Textarea rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          </Field>
          {failed.isError ? <FormAlert>{errorText(failed.error, choice === 'approve' ? approvalMessages.fallback.approve : approvalMessages.fallback.return)}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" variant={choice === 'return' ? 'danger' : 'primary'} loading={busy}>
              {choice === 'approve' ? 'Approve' : 'Return to preparer'}
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}
