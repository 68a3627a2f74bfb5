import { useEffect, useId, useState, type ReactNode } from 'react';
import { Lock, LockOpen, RotateCcw, UserCog } from 'lucide-react';
import { toast } from 'sonner';
import { lockCompanyBodySchema, resetCompanyStatusBodySchema } from '@quayside/contract/admin-companies';
import type { AdminUser } from '@quayside/contract/admin-users';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS, type Company, type CompanyStatus } from '@quayside/contract/companies';
import { adminMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLockCompanyMutation } from '../api/lock-company';
import { useReassignPreparerMutation } from '../api/reassign-preparer';
import { useResetCompanyStatusMutation } from '../api/reset-company-status';

/** A confirmation before a change the client feels (a lock, a new preparer, a new status). */
function Confirm({
  open,
  title,
  description,
  confirmLabel,
  mutation,
  failure,
  onConfirm,
  onClose,
  danger,
  detail,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  /** What exactly will be sent, restated (the reason, the new preparer or status). */
  detail: ReactNode;
  confirmLabel: string;
  /** The change's mutation state: the button spins while it runs, its failure shows here, closing clears it. */
  mutation: { isLoading: boolean; isError: boolean; error?: unknown; reset: () => void };
  /** The change's fallback failure text. */
  failure: string;
  onConfirm: () => Promise<void>;
  /** Forget the pending change (the mutation state is reset too). */
  onClose: () => void;
  danger?: boolean;
}) {
  const loading = mutation.isLoading;
  const error = mutation.isError ? errorText(mutation.error, failure) : null;
  const close = () => {
    onClose();
    mutation.reset();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void onConfirm()} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {detail}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Modal>
  );
}

/* ------------------------------------------------------------------ lock */

/** Lock the client's dashboard with a reason (the client sees it), or unlock it. */
export function LockCard({ company }: { company: Company }) {
  return (
    <Card>
      <CardHeader
        title="Client dashboard"
        icon={company.dashboardLocked ? <Lock className="size-5" aria-hidden="true" /> : <LockOpen className="size-5" aria-hidden="true" />}
        description={
          company.dashboardLocked
            ? `Locked ${formatDateTime(company.dashboardLockedAt)}. The client reads everything but changes nothing; the firm works on as usual.`
            : 'Open. Locking stops the client changing anything of this company (details, people, documents, tasks, services) until you unlock it.'
        }
      />
      {company.dashboardLocked ? <UnlockForm company={company} /> : <LockForm company={company} />}
    </Card>
  );
}

function LockForm({ company }: { company: Company }) {
  const [lock, state] = useLockCompanyMutation();
  const [pending, setPending] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(lockCompanyBodySchema, { defaultValues: { locked: true, reason: '' } });

  const onConfirm = async () => {
    if (!pending) return;
    try {
      const result = await lock({ id: company.id, locked: true, reason: pending }).unwrap();
      toast.success(result.message || adminMessages.success.dashboardLocked);
      setPending(null);
      reset({ locked: true, reason: '' });
    } catch (error) {
      if (applyFieldErrors(error, setError, ['reason'])) setPending(null);
    }
  };

  return (
    <form onSubmit={handleSubmit((body) => setPending(body.reason ?? ''))} noValidate>
      <CardBody className="space-y-3">
        <Field label="Reason" hint="Shown to the client on their dashboard and in their notification." error={errors.reason?.message}>
          <Textarea rows={3} maxLength={500} {...register('reason')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="danger" icon={<Lock className="size-4" aria-hidden="true" />}>
            Lock dashboard
          </Button>
        </div>
      </CardBody>
      <Confirm
        open={pending !== null}
        title="Lock the client's dashboard?"
        description={`${company.owner?.fullName ?? 'The client'} will no longer be able to change anything of ${company.name}, and will be told why.`}
        confirmLabel="Lock dashboard"
        detail={<p className="break-words">Reason given to the client: {pending}</p>}
        danger
        mutation={state}
        failure={adminMessages.fallback.lock}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </form>
  );
}

function UnlockForm({ company }: { company: Company }) {
  const [lock, state] = useLockCompanyMutation();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const noteId = useId();

  const onConfirm = async () => {
    try {
      const reason = note.trim();
      const result = await lock({ id: company.id, locked: false, ...(reason ? { reason } : {}) }).unwrap();
      toast.success(result.message || adminMessages.success.dashboardUnlocked);
      setConfirming(false);
      setNote('');
    } catch {
      // The dialog shows the failure.
    }
  };

  return (
    <CardBody className="space-y-3">
      <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-medium">Reason given to the client</p>
        <p className="mt-0.5 break-words">{company.dashboardLockReason ?? 'None recorded'}</p>
      </div>
      <div>
        <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Note for the client (optional)
        </label>
        <Textarea id={noteId} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="flex justify-end">
        <Button onClick={() => setConfirming(true)} icon={<LockOpen className="size-4" aria-hidden="true" />}>
          Unlock dashboard
        </Button>
      </div>
      <Confirm
        open={confirming}
        title="Unlock the client's dashboard?"
        description={`${company.owner?.fullName ?? 'The client'} will be able to change ${company.name} again, and will be told.`}
        confirmLabel="Unlock dashboard"
        detail={<p className="break-words">{note.trim() ? `Note for the client: ${note.trim()}` : 'No note for the client.'}</p>}
        mutation={state}
        failure={adminMessages.fallback.unlock}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </CardBody>
  );
}

/* ------------------------------------------------------------------ preparer */

export type PreparerPicker = (props: { label: string; value: AdminUser | null; onChange: (user: AdminUser | null) => void }) => ReactNode;

/** Give the company (and its open tasks) to another preparer. The picker is the admin users' (composed in the route). */
export function PreparerCard({ company, picker }: { company: Company; picker: PreparerPicker }) {
  const [reassign, state] = useReassignPreparerMutation();
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onConfirm = async () => {
    if (!chosen) return;
    try {
      const result = await reassign({ id: company.id, newPreparerId: chosen.id }).unwrap();
      const moved = result.tasksMoved;
      toast.success(`${result.message || adminMessages.success.preparerReassigned}${moved ? ` (${moved} open task${moved === 1 ? '' : 's'} moved)` : ''}`);
      setConfirming(false);
      setChosen(null);
    } catch {
      // The dialog shows the failure.
    }
  };

  return (
    <Card>
      <CardHeader
        title="Preparer"
        icon={<UserCog className="size-5" aria-hidden="true" />}
        description={company.preparer ? `${company.preparer.fullName} (${company.preparer.email})` : 'No preparer assigned'}
      />
      <CardBody className="space-y-3">
        {picker({
          label: 'New preparer',
          value: chosen,
          onChange: (u) => {
            setChosen(u);
            setProblem(null);
          },
        })}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <p className="text-xs text-slate-500">Open tasks move with the company, and the client's preparer in the assignment tree becomes the new one.</p>
        <div className="flex justify-end">
          <Button
            onClick={() => {
              if (!chosen) return setProblem('Choose the new preparer');
              if (chosen.id === company.preparerId) return setProblem(adminMessages.errors.samePreparer);
              setConfirming(true);
            }}
          >
            Reassign preparer
          </Button>
        </div>
      </CardBody>
      <Confirm
        open={confirming}
        title="Reassign the preparer?"
        description={`${company.name} and its open tasks go to ${chosen?.fullName ?? 'the new preparer'}, who is told.`}
        confirmLabel="Reassign preparer"
        detail={
          <p>
            From {company.preparer?.fullName ?? 'no preparer'} to {chosen ? `${chosen.fullName} (${chosen.email})` : 'the new preparer'}.
          </p>
        }
        mutation={state}
        failure={adminMessages.fallback.reassign}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/* ------------------------------------------------------------------ status */

/** Reset the company's status with a reason (the client reads both). */
export function StatusCard({ company }: { company: Company }) {
  const [resetStatus, state] = useResetCompanyStatusMutation();
  const [pending, setPending] = useState<{ newStatus: CompanyStatus; reason: string } | null>(null);
  const current = (COMPANY_STATUSES as readonly string[]).includes(company.status) ? (company.status as CompanyStatus) : 'active';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(resetCompanyStatusBodySchema, { defaultValues: { newStatus: current, reason: '' } });
  useEffect(() => {
    reset({ newStatus: current, reason: '' });
  }, [current, reset]);

  const onConfirm = async () => {
    if (!pending) return;
    try {
      const result = await resetStatus({ id: company.id, ...pending }).unwrap();
      toast.success(result.message || adminMessages.success.companyStatusReset);
      setPending(null);
    } catch (error) {
      if (applyFieldErrors(error, setError, ['newStatus', 'reason'])) setPending(null);
    }
  };

  return (
    <Card>
      <CardHeader
        title="Status"
        icon={<RotateCcw className="size-5" aria-hidden="true" />}
        description={`Now ${COMPANY_STATUS_LABELS[current]}${company.statusRemarks ? `: ${company.statusRemarks}` : ''}. The client is told of a reset, with the reason.`}
      />
      <form
        noValidate
        onSubmit={handleSubmit((body) => {
          if (body.newStatus === company.status) {
            setError('newStatus', { message: adminMessages.errors.sameStatus });
            return;
          }
          setPending(body);
        })}
      >
        <CardBody className="space-y-3">
          <Field label="New status" error={errors.newStatus?.message}>
            <Select {...register('newStatus')}>
              <Options values={COMPANY_STATUSES} labels={COMPANY_STATUS_LABELS} />
            </Select>
          </Field>
          <Field label="Reason" hint="Shown to the client as the status remarks." error={errors.reason?.message}>
            <Textarea rows={2} maxLength={500} {...register('reason')} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit">Reset status</Button>
          </div>
        </CardBody>
      </form>
      <Confirm
        open={pending !== null}
        title="Reset the status?"
        description={pending ? `${company.name} becomes ${COMPANY_STATUS_LABELS[pending.newStatus]}. The client is told why.` : ''}
        confirmLabel="Reset status"
        detail={pending ? <p className="break-words">From {COMPANY_STATUS_LABELS[current]} to {COMPANY_STATUS_LABELS[pending.newStatus]}. Reason: {pending.reason}</p> : null}
        mutation={state}
        failure={adminMessages.fallback.resetStatus}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
