import { useEffect, useMemo, useState } from 'react';
import { Building2, Pencil, Plus, Trash2, UserRound, Users } from 'lucide-react';
import { z } from 'zod';
import type { PreparerCompanyDetails, StagedChanges, StagedCompanyFields } from '@quayside/contract/approvals';
import {
  COMPANY_TYPES,
  COMPANY_TYPE_LABELS,
  updateCompanyBodySchema,
  type Company,
  type CompanyType,
  type Director,
  type DirectorBody,
  type Shareholder,
  type ShareholderBody,
} from '@quayside/contract/companies';
import { approvalMessages } from '@quayside/contract/messages';
import { JURISDICTIONS, JURISDICTION_LABELS } from '@quayside/contract/services';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ChangeList } from '../../../components/ui/change-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useGetPreparerCompanyDetailsQuery } from '../api/get-company-details';
import { useUpdatePreparerCompanyDetailsMutation, type UpdateCompanyDetailsArgs } from '../api/update-company-details';
import { toastSuccess } from '../lib/toast-result';
import { changedFields, DirectorFormModal, ShareholderFormModal } from './person-form-modal';

type PersonState = 'live' | 'created' | 'updated' | 'deleted';
type Row<T> = T & { id: string; state: PersonState };

const STATE_BADGES: Record<Exclude<PersonState, 'live'>, { label: string; tone: 'success' | 'brand' | 'danger' }> = {
  created: { label: 'New, awaiting approval', tone: 'success' },
  updated: { label: 'Changed, awaiting approval', tone: 'brand' },
  deleted: { label: 'Removal awaiting approval', tone: 'danger' },
};

/** The people as they will stand once the draft is approved: live ones with staged changes, plus the staged new ones. */
function effectivePeople<L extends { id: string }, B>(
  live: L[],
  staged: { created: Array<B & { id: string }>; updated: Array<Partial<B> & { id: string }>; deleted: string[] } | undefined,
): Array<Row<Partial<L> & Partial<B>>> {
  const updates = new Map((staged?.updated ?? []).map((u) => [u.id, u]));
  const deleted = new Set(staged?.deleted ?? []);
  const rows: Array<Row<Partial<L> & Partial<B>>> = live.map((p) => {
    const u = updates.get(p.id);
    const state: PersonState = deleted.has(p.id) ? 'deleted' : u ? 'updated' : 'live';
    return { ...p, ...(u ?? {}), id: p.id, state } as unknown as Row<Partial<L> & Partial<B>>;
  });
  for (const c of staged?.created ?? []) rows.push({ ...c, state: 'created' } as unknown as Row<Partial<L> & Partial<B>>);
  return rows;
}

/**
 * The details editor: the company's details, directors and shareholders as they will stand, with what is staged
 * for the approver (the client keeps seeing the live record until the approver approves).
 */
export function DetailsPanel({ companyId }: { companyId: string }) {
  const query = useGetPreparerCompanyDetailsQuery(companyId);
  return (
    <QueryState query={query} failure={approvalMessages.fallback.companyDetails} skeleton={<TextSkeleton lines={8} label="Loading details" />}>
      {query.data ? <Details details={query.data} /> : null}
    </QueryState>
  );
}

function Details({ details }: { details: PreparerCompanyDetails }) {
  const [update, state] = useUpdatePreparerCompanyDetailsMutation();
  const save = async (body: Omit<UpdateCompanyDetailsArgs, 'id'>) => {
    const result = await update({ id: details.company.id, ...body }).unwrap();
    toastSuccess(result, approvalMessages.success.updated);
  };
  const directors = useMemo(() => effectivePeople<Director, DirectorBody>(details.directors, details.pendingChanges?.directors), [details]);
  const shareholders = useMemo(
    () => effectivePeople<Shareholder, ShareholderBody>(details.shareholders, details.pendingChanges?.shareholders),
    [details],
  );
  return (
    <div className="space-y-4">
      <Card className="overflow-hidden">
        <CardHeader
          title="Waiting to be sent to the approver"
          description={
            details.pendingDiff.length || details.tasksAwaitingApproval.length
              ? 'Your staged changes and approved tasks. The client sees them once the approver approves.'
              : undefined
          }
        />
        {details.pendingDiff.length === 0 && details.tasksAwaitingApproval.length === 0 ? (
          <EmptyState title="Nothing staged" description="Changes you make below, and tasks you approve, wait here until you send them to the approver." />
        ) : (
          <>
            {details.pendingDiff.length ? <ChangeList entries={details.pendingDiff} label="Staged changes" /> : null}
            {details.tasksAwaitingApproval.length ? (
              <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Tasks awaiting approval">
                {details.tasksAwaitingApproval.map((t) => (
                  <li key={t.id} className="flex flex-wrap items-center gap-2 px-5 py-3 text-sm">
                    <Badge tone="success">Task approved</Badge>
                    <span className="font-medium text-slate-900">{t.title}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </Card>
      <CompanyForm company={details.company} staged={details.pendingChanges} onSave={save} busy={state.isLoading} />
      <PeopleCard
        kind="director"
        title="Directors"
        rows={directors}
        onSave={save}
        busy={state.isLoading}
        error={state.isError ? state.error : null}
        reset={state.reset}
      />
      <PeopleCard
        kind="shareholder"
        title="Shareholders"
        rows={shareholders}
        onSave={save}
        busy={state.isLoading}
        error={state.isError ? state.error : null}
        reset={state.reset}
      />
    </div>
  );
}

/* ------------------------------------------------------------------ company details */

const companyFormSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(160),
  registrationNumber: z.string().trim().max(40).regex(/^[A-Za-z0-9/-]*$/, 'Letters, digits, - and / only'),
  jurisdiction: z.enum(JURISDICTIONS),
  companyType: z.enum(COMPANY_TYPES),
  incorporationDate: z.string(),
  financialYearEnd: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'Month and day as MM-DD, e.g. 12-31'),
  registeredAddress: z.string().trim().max(400),
  businessActivity: z.string().trim().max(400),
  contactEmail: z.union([z.literal(''), z.email('Not a valid e-mail address').max(200)]),
  contactNumber: z.string().trim().max(30).regex(/^\+?[0-9 ()-]*$/, 'Digits, spaces, +, ( ) and - only'),
});
type CompanyFormValues = z.infer<typeof companyFormSchema>;
const KEYS = Object.keys(companyFormSchema.shape) as Array<keyof CompanyFormValues>;

function formValuesOf(company: Company, staged: StagedCompanyFields | null | undefined): CompanyFormValues {
  const merged = { ...company, ...(staged ?? {}) } as Record<string, unknown>;
  const out = {} as Record<string, unknown>;
  for (const k of KEYS) out[k] = merged[k] ?? '';
  return out as CompanyFormValues;
}

function CompanyForm({
  company,
  staged,
  onSave,
  busy,
}: {
  company: Company;
  staged: StagedChanges | null;
  onSave: (body: Omit<UpdateCompanyDetailsArgs, 'id'>) => Promise<void>;
  busy: boolean;
}) {
  const current = useMemo(() => formValuesOf(company, staged?.company), [company, staged]);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(companyFormSchema, { defaultValues: current });
  useEffect(() => reset(current), [current, reset]);
  const stagedKeys = new Set(Object.keys(staged?.company ?? {}).filter((k) => (staged?.company as Record<string, unknown> | null)?.[k] !== undefined));

  const onSubmit = handleSubmit(async (values) => {
    const changed: Record<string, unknown> = {};
    for (const k of KEYS) if (values[k] !== current[k]) changed[k] = values[k] === '' && k !== 'name' ? null : values[k];
    if (Object.keys(changed).length === 0) {
      setProblem('Change a field first');
      return;
    }
    const parsed = updateCompanyBodySchema.safeParse(changed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? approvalMessages.fallback.updateCompany);
      return;
    }
    setProblem(null);
    try {
      await onSave({ company: changed as StagedCompanyFields });
    } catch (error) {
      if (!applyFieldErrors(error, setError, (p) => p.startsWith('company.') && KEYS.includes(p.slice(8) as keyof CompanyFormValues))) {
        setProblem(errorText(error, approvalMessages.fallback.updateCompany));
      }
    }
  });
  const hint = (k: keyof CompanyFormValues) => (stagedKeys.has(k) ? 'Changed, awaiting approval' : undefined);

  return (
    <Card>
      <CardHeader title="Company details" icon={<Building2 className="size-5" aria-hidden="true" />} description="As they will read once approved" />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <CardBody className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Name" error={errors.name?.message} hint={hint('name')} className="sm:col-span-2">
            <Input maxLength={160} {...register('name')} />
          </Field>
          <Field label="Registration number" error={errors.registrationNumber?.message} hint={hint('registrationNumber')}>
            <Input maxLength={40} {...register('registrationNumber')} />
          </Field>
          <Field label="Jurisdiction" error={errors.jurisdiction?.message} hint={hint('jurisdiction')}>
            <Select {...register('jurisdiction')}>
              <Options values={JURISDICTIONS} labels={JURISDICTION_LABELS} />
            </Select>
          </Field>
          <Field label="Company type" error={errors.companyType?.message} hint={hint('companyType')}>
            <Select {...register('companyType')}>
              <Options values={COMPANY_TYPES} labels={COMPANY_TYPE_LABELS as Record<CompanyType, string>} />
            </Select>
          </Field>
          <Field label="Incorporation date" error={errors.incorporationDate?.message} hint={hint('incorporationDate')}>
            <Input type="date" {...register('incorporationDate')} />
          </Field>
          <Field label="Financial year end (MM-DD)" error={errors.financialYearEnd?.message} hint={hint('financialYearEnd')}>
            <Input maxLength={5} placeholder="12-31" {...register('financialYearEnd')} />
          </Field>
          <Field label="Contact e-mail" error={errors.contactEmail?.message} hint={hint('contactEmail')}>
            <Input type="email" maxLength={200} {...register('contactEmail')} />
          </Field>
          <Field label="Contact number" error={errors.contactNumber?.message} hint={hint('contactNumber')}>
            <Input type="tel" maxLength={30} {...register('contactNumber')} />
          </Field>
          <Field label="Registered address" error={errors.registeredAddress?.message} hint={hint('registeredAddress')} className="sm:col-span-2">
            <Input maxLength={400} {...register('registeredAddress')} />
          </Field>
          <Field label="Business activity" error={errors.businessActivity?.message} hint={hint('businessActivity')} className="sm:col-span-2">
            <Input maxLength={400} {...register('businessActivity')} />
          </Field>
          {problem ? (
            <div className="sm:col-span-2">
              <FormAlert>{problem}</FormAlert>
            </div>
          ) : null}
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" loading={busy}>
              Save details
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}

/* ------------------------------------------------------------------ directors and shareholders */

type PeopleCardProps =
  | {
      kind: 'director';
      title: string;
      rows: Array<Row<Partial<Director> & Partial<DirectorBody>>>;
      onSave: (body: Omit<UpdateCompanyDetailsArgs, 'id'>) => Promise<void>;
      busy: boolean;
      error: unknown;
      reset: () => void;
    }
  | {
      kind: 'shareholder';
      title: string;
      rows: Array<Row<Partial<Shareholder> & Partial<ShareholderBody>>>;
      onSave: (body: Omit<UpdateCompanyDetailsArgs, 'id'>) => Promise<void>;
      busy: boolean;
      error: unknown;
      reset: () => void;
    };

const directorBodyOf = (r: Partial<Director> & Partial<DirectorBody>): DirectorBody => ({
  fullName: r.fullName ?? '',
  email: r.email ?? null,
  phone: r.phone ?? null,
  nationality: r.nationality ?? null,
  idType: (r.idType as DirectorBody['idType']) ?? null,
  idNumber: r.idNumber ?? null,
  dateOfBirth: r.dateOfBirth ?? null,
  address: r.address ?? null,
  isNominee: r.isNominee ?? false,
});
const shareholderBodyOf = (r: Partial<Shareholder> & Partial<ShareholderBody>): ShareholderBody => ({
  type: r.type ?? 'individual',
  fullName: r.fullName ?? '',
  email: r.email ?? null,
  nationality: r.nationality ?? null,
  idNumber: r.idNumber ?? null,
  address: r.address ?? null,
  shares: r.shares ?? 1,
  shareClass: r.shareClass ?? 'Ordinary',
});

function PeopleCard(props: PeopleCardProps) {
  const { kind, title, rows, onSave, busy, error, reset } = props;
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const noun = kind === 'director' ? 'director' : 'shareholder';
  const part = kind === 'director' ? 'directors' : 'shareholders';
  const editingRow = editing?.id ? rows.find((r) => r.id === editing.id) : undefined;

  const close = () => {
    setEditing(null);
    setRemoving(null);
    reset();
  };
  const send = async (change: { created?: unknown[]; updated?: unknown[]; deleted?: string[] }) => {
    await onSave({ [part]: { created: [], updated: [], deleted: [], ...change } } as Omit<UpdateCompanyDetailsArgs, 'id'>);
  };
  const saveDirector = async (body: DirectorBody) => {
    try {
      if (editingRow) {
        const diff = changedFields(directorBodyOf(editingRow as Partial<Director> & Partial<DirectorBody>), body);
        if (Object.keys(diff).length) await send({ updated: [{ id: editingRow.id, ...diff }] });
      } else await send({ created: [body] });
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const saveShareholder = async (body: ShareholderBody) => {
    try {
      if (editingRow) {
        const diff = changedFields(shareholderBodyOf(editingRow as Partial<Shareholder> & Partial<ShareholderBody>), body);
        if (Object.keys(diff).length) await send({ updated: [{ id: editingRow.id, ...diff }] });
      } else await send({ created: [body] });
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await send({ deleted: [removing.id] });
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const modalState = { open: editing !== null, title: editingRow ? `Change ${editingRow.fullName ?? noun}` : `Add a ${noun}`, busy, error, onClose: close };

  return (
    <Card className="overflow-hidden">
      <CardHeader
        title={title}
        icon={kind === 'director' ? <UserRound className="size-5" aria-hidden="true" /> : <Users className="size-5" aria-hidden="true" />}
        action={
          <Button size="sm" variant="secondary" onClick={() => setEditing({ id: null })} icon={<Plus className="size-4" aria-hidden="true" />} aria-label={`Add ${noun}`}>
            <span className="sm:hidden">Add</span>
            <span className="hidden sm:inline">Add {noun}</span>
          </Button>
        }
      />
      {rows.length === 0 ? (
        <EmptyState title={`No ${part} yet`} />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={title}>
          {rows.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className={r.state === 'deleted' ? 'font-medium text-slate-500 line-through' : 'font-medium text-slate-900'}>{r.fullName}</p>
                <p className="text-sm break-words text-slate-600">
                  {kind === 'director'
                    ? [r.email, (r as Partial<Director>).nationality, (r as Partial<Director>).isNominee ? 'Nominee' : null].filter(Boolean).join(' · ') || 'No details'
                    : `${(r as Partial<Shareholder>).shares ?? 0} ${(r as Partial<Shareholder>).shareClass ?? ''} shares`}
                </p>
                {r.state !== 'live' ? (
                  <Badge tone={STATE_BADGES[r.state].tone} className="mt-1">
                    {STATE_BADGES[r.state].label}
                  </Badge>
                ) : null}
              </div>
              {r.state !== 'deleted' ? (
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ id: r.id })} icon={<Pencil className="size-4" aria-hidden="true" />} aria-label={`Change ${r.fullName}`}>
                    Change
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving({ id: r.id, name: r.fullName ?? noun })}
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    aria-label={`Remove ${r.fullName}`}
                  >
                    Remove
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {kind === 'director' ? (
        <DirectorFormModal
          state={modalState}
          initial={editingRow ? directorBodyOf(editingRow as Partial<Director> & Partial<DirectorBody>) : null}
          onSave={saveDirector}
        />
      ) : (
        <ShareholderFormModal
          state={modalState}
          initial={editingRow ? shareholderBodyOf(editingRow as Partial<Shareholder> & Partial<ShareholderBody>) : null}
          onSave={saveShareholder}
        />
      )}
      <Modal
        open={removing !== null}
        onClose={close}
        title={`Remove ${removing?.name ?? noun}?`}
        description="Staged for the approver: the client sees the change once it is approved."
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void remove()} loading={busy}>
              Remove {noun}
            </Button>
          </>
        }
      >
        {error ? <FormAlert>{errorText(error, approvalMessages.fallback.updateCompany)}</FormAlert> : <p className="text-sm text-slate-700">The removal waits for the approver.</p>}
      </Modal>
    </Card>
  );
}
