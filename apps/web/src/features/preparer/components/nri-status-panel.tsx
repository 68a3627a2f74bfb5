import { useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { ITR_STAGES, ITR_STAGE_LABELS, type ItrStage, type UpdateNriStatusBody } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { StatusTimeline } from '../../../components/ui/status-timeline';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast-result';
import { useGetNriStatusQuery, type NriPreparerStatus } from '../api/get-nri-status';
import { useUpdateNriStatusMutation } from '../api/update-nri-status';

/**
 * The filing's ITR stage as the client sees it (the timeline) and the move to another stage, with remarks and,
 * once filed, the acknowledgement number; confirmed first, since the client is told ("Status updated").
 */
export function NriStatusPanel({ userId }: { userId: string }) {
  const query = useGetNriStatusQuery(userId);
  return (
    <Card>
      <CardHeader
        title="ITR status"
        icon={<Flag className="size-5" aria-hidden="true" />}
        description={query.data?.updatedAt ? `Last changed ${formatDateTime(query.data.updatedAt)}` : undefined}
      />
      <QueryState query={query} failure={preparerMessages.fallback.nriStatus} skeleton={<TextSkeleton lines={6} label="Loading ITR status" />}>
        {query.data ? <StatusBody userId={userId} data={query.data} /> : null}
      </QueryState>
    </Card>
  );
}

function StatusBody({ userId, data }: { userId: string; data: NriPreparerStatus }) {
  const { status } = data;
  const [stage, setStage] = useState<ItrStage>(status.itrStatus ?? ITR_STAGES[0]);
  const [remarks, setRemarks] = useState(status.statusRemarks ?? '');
  const [ackNumber, setAckNumber] = useState('');
  const [confirming, setConfirming] = useState<UpdateNriStatusBody | null>(null);
  const [same, setSame] = useState(false);
  const [update, state] = useUpdateNriStatusMutation();
  const filedOrLater = ITR_STAGES.indexOf(stage) >= ITR_STAGES.indexOf('filed');

  if (!status.filingId) {
    return (
      <CardBody>
        <p className="text-sm text-slate-600">{preparerMessages.errors.nriNoFiling}.</p>
      </CardBody>
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (stage === status.itrStatus && remarks.trim() === (status.statusRemarks ?? '') && !ackNumber.trim()) {
      setSame(true);
      return;
    }
    setSame(false);
    state.reset();
    setConfirming({
      itrStatus: stage,
      statusRemarks: remarks.trim() || null,
      ...(filedOrLater && ackNumber.trim() ? { acknowledgementNumber: ackNumber.trim() } : {}),
    });
  }

  async function onConfirm() {
    if (!confirming) return;
    try {
      const result = await update({ id: userId, ...confirming }).unwrap();
      toastSuccess(result, preparerMessages.success.statusUpdated);
      setConfirming(null);
      setAckNumber('');
    } catch {
      setConfirming(null);
    }
  }

  return (
    <CardBody className="space-y-5">
      <StatusTimeline
        label="ITR stages"
        currentLabel="Current stage"
        steps={status.statusMap.map((s) => ({
          key: s.key,
          label: s.label,
          state: s.current ? 'current' : s.reached ? 'done' : 'upcoming',
          date: s.reached ? s.reachedAt : null,
          description: s.current ? status.statusRemarks : null,
        }))}
      />
      <form noValidate onSubmit={onSubmit} className="space-y-3 border-t border-slate-100 pt-4" aria-label="Move the filing">
        <Field label="Stage">
          <Select value={stage} onChange={(e) => setStage(e.target.value as ItrStage)}>
            <Options values={ITR_STAGES} labels={ITR_STAGE_LABELS} />
          </Select>
        </Field>
        {filedOrLater ? (
          <Field label="Acknowledgement number (optional)" hint="The e-filing acknowledgement number, once filed">
            <Input value={ackNumber} maxLength={50} onChange={(e) => setAckNumber(e.target.value)} />
          </Field>
        ) : null}
        <Field label="Remarks (optional)" hint="The client reads these with the stage.">
          <Textarea rows={2} maxLength={2000} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </Field>
        {same ? <FormAlert>{preparerMessages.errors.nriSameStage}</FormAlert> : null}
        {state.isError ? <FormAlert>{errorText(state.error, preparerMessages.fallback.nriUpdateStatus)}</FormAlert> : null}
        <div className="flex justify-end">
          <Button type="submit">Update status</Button>
        </div>
      </form>
      <ConfirmDialog
        open={!!confirming}
        tone="primary"
        title={confirming ? `Move the filing to "${ITR_STAGE_LABELS[confirming.itrStatus]}"?` : ''}
        description="The client sees the new stage on their timeline and is told."
        confirmLabel="Move the filing"
        busy={state.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      />
    </CardBody>
  );
}
