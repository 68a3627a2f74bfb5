import { useState } from 'react';
import type { z } from 'zod';
import type { Action } from '@quayside/contract/client-area';
import { Megaphone, Send } from 'lucide-react';
import { SENDABLE_ACTION_TYPES } from '@quayside/contract/company-preparer';
import { sendActionFormSchema } from '../lib/form-schemas';
import { preparerAreaMessages, preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormModal } from '../../../components/ui/form-modal';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { blankToNull, useZodForm } from '../../../lib/use-zod-form';
import { useGetPreparerCompanyActionsQuery } from '../api/get-company-actions';
import { useSendPreparerActionMutation } from '../api/send-action';
import { toastSuccess } from '../lib/toast-result';

type SendableType = (typeof SENDABLE_ACTION_TYPES)[number];
export const ACTION_TYPE_LABELS: Record<SendableType | 'task', string> = {
  info: 'Information',
  request: 'Request',
  reminder: 'Reminder',
  deadline: 'Deadline',
  document: 'Document',
  payment: 'Payment',
  task: 'Task',
};

/** The actions sent to the company's client (unacknowledged first) and "Send action". */
export function ActionsPanel({ companyId }: { companyId: string }) {
  const query = useGetPreparerCompanyActionsQuery(companyId);
  const [send, state] = useSendPreparerActionMutation();
  return (
    <ActionsCard
      query={query}
      items={query.data ?? []}
      failure={preparerAreaMessages.fallback.actions}
      sendState={state}
      onSend={(body) => send({ companyId, ...body }).unwrap()}
    />
  );
}

type SendBody = z.infer<typeof sendActionFormSchema>;
type CallState = { isLoading: boolean; isError: boolean; error?: unknown; reset: () => void };

/**
 * The actions sent to a client (unacknowledged first) with "Send action", and Acknowledge on each when the
 * preparer may record it (`onAcknowledge`): shared by the company and the NRI client workspaces.
 */
export function ActionsCard({
  query,
  items,
  failure,
  onSend,
  sendState,
  onAcknowledge,
}: {
  query: QueryLike;
  items: Action[];
  failure: string;
  onSend: (body: SendBody) => Promise<{ message?: string }>;
  sendState: CallState;
  onAcknowledge?: (action: Action) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Actions"
        description="Unacknowledged first"
        icon={<Megaphone className="size-5" aria-hidden="true" />}
        action={
          <Button size="sm" onClick={() => setOpen(true)} icon={<Send className="size-4" aria-hidden="true" />}>
            Send action
          </Button>
        }
      />
      <QueryState
        query={query}
        failure={failure}
        isEmpty={items.length === 0}
        empty={<EmptyState title="No actions sent yet" description="Send an action to ask the client to read, sign, pay or provide something." />}
      >
        <ul className="divide-y divide-slate-100" aria-label="Actions">
          {items.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{a.title}</p>
                <p className="text-sm break-words whitespace-pre-line text-slate-700">{a.message}</p>
                <p className="mt-0.5 text-xs text-slate-500">
                  {ACTION_TYPE_LABELS[a.type as SendableType] ?? a.type} · sent {formatDateTime(a.createdAt)}
                  {a.createdBy ? ` by ${a.createdBy.fullName}` : ''}
                  {a.dueDate ? ` · due ${formatDate(a.dueDate)}` : ''}
                </p>
              </div>
              {a.clientAck ? (
                <Badge tone="success" className="self-start">Acknowledged {a.ackAt ? formatDate(a.ackAt) : ''}</Badge>
              ) : onAcknowledge ? (
                <AckButton action={a} onAcknowledge={onAcknowledge} />
              ) : (
                <Badge tone="warning" className="self-start">Not acknowledged</Badge>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
      <SendActionModal open={open} onClose={() => setOpen(false)} onSend={onSend} state={sendState} />
    </Card>
  );
}

function AckButton({ action, onAcknowledge }: { action: Action; onAcknowledge: (action: Action) => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-2 self-start">
      <Badge tone="warning">Not acknowledged</Badge>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        aria-label={`Mark ${action.title} acknowledged`}
        className="whitespace-nowrap"
        onClick={() => {
          setBusy(true);
          void onAcknowledge(action).finally(() => setBusy(false));
        }}
      >
        Mark acknowledged
      </Button>
    </span>
  );
}

function SendActionModal({
  open,
  onClose,
  onSend,
  state,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (body: SendBody) => Promise<{ message?: string }>;
  state: CallState;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(sendActionFormSchema, { defaultValues: { title: '', message: '', type: 'info', dueDate: null } });
  const close = () => {
    onClose();
    state.reset();
    reset();
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await onSend(body);
      toastSuccess(result, preparerMessages.success.actionSent);
      close();
    } catch (error) {
      applyFieldErrors(error, setError, ['title', 'message', 'type', 'dueDate']);
    }
  });
  return (
    <FormModal
      open={open}
      onClose={close}
      title="Send an action"
      description="The client is notified and asked to acknowledge it."
      submitLabel="Send action" submitIcon={<Send className="size-4" aria-hidden="true" />}
      busy={state.isLoading}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Field label="Title" error={errors.title?.message}>
        <Input maxLength={200} {...register('title')} />
      </Field>
      <Field label="Message" error={errors.message?.message}>
        <Textarea rows={4} maxLength={2000} {...register('message')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Kind" error={errors.type?.message}>
          <Select {...register('type')}>
            <Options values={SENDABLE_ACTION_TYPES} labels={ACTION_TYPE_LABELS} />
          </Select>
        </Field>
        <Field label="Due date (optional)" error={errors.dueDate?.message}>
          <Input type="date" {...register('dueDate', { setValueAs: blankToNull })} />
        </Field>
      </div>
      {state.isError ? <FormAlert>{errorText(state.error, preparerAreaMessages.fallback.sendAction)}</FormAlert> : null}
    </FormModal>
  );
}
