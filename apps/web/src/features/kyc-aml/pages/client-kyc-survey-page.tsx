import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Plus, Save, Send, Trash2 } from 'lucide-react';
import { kycMessages } from '@quayside/contract/messages';
import {
  KYC_OWNER_KIND_LABELS,
  KYC_OWNER_KINDS,
  UBO_THRESHOLD_PERCENT,
  kycSurveyAnswersSchema,
  type KycSurveyDraft,
} from '@quayside/contract/kyc-aml';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/form-errors';
import { toastFailure, toastSuccess } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetKycAmlStatusQuery, useGetKycAmlSurveysQuery, useSaveKycAmlDraftMutation, useSubmitKycAmlSurveyMutation } from '../api/kyc-aml';

const f = kycMessages.fallback;
const s = kycMessages.success;

type Owner = NonNullable<NonNullable<KycSurveyDraft['ownership']>['owners']>[number];
type Errors = Record<string, string>;

const emptyOwner = (): Owner => ({ name: '', kind: 'individual', country: '', layer: 1, via: '', percent: 0, isPep: false });

/** Strips what the person left blank, so the draft keeps only answers (and the submit check names what is missing). */
function cleaned(d: KycSurveyDraft): KycSurveyDraft {
  const strip = <T extends Record<string, unknown>>(o: T | undefined): T | undefined => {
    if (!o) return undefined;
    const out = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined)) as T;
    return Object.keys(out).length ? out : undefined;
  };
  return {
    identity: strip(d.identity),
    pep: strip(d.pep),
    funds: strip(d.funds),
    business: strip(d.business),
    ownership: d.ownership ? { ...d.ownership, owners: d.ownership.owners?.map((o) => strip(o) ?? {}) } : undefined,
    declaration: strip(d.declaration),
  };
}

/**
 * The draft with every question present (blank where unanswered), so that the submit check names each missing
 * answer beside its field in the schema's own words rather than a whole section at once.
 */
function withBlanks(d: KycSurveyDraft) {
  return {
    identity: { fullName: '', dateOfBirth: '', nationality: '', countryOfResidence: '', idNumber: '', ...d.identity },
    pep: { isPep: false, isPepRelated: false, ...d.pep },
    funds: { sourceOfFunds: '', sourceOfWealth: '', expectedAnnualTurnover: '', ...d.funds },
    business: { activity: '', cashIntensive: false, countriesOfOperation: [], ...d.business },
    ownership: { owners: [], noUboOver25: false, ...d.ownership },
    declaration: { accurate: false, signature: '', ...d.declaration },
  };
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <legend className="mb-1 text-base font-semibold text-slate-900 sm:col-span-2">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">{description}</p> : null}
      {children}
    </fieldset>
  );
}

function Check({ label, checked, onChange, error }: { label: string; checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

/**
 * /dashboard/client/kyc/{companyId}: the AML/KYC survey the firm asked for (from the client's task). Saved as a
 * draft (one per company, shared with the directors asked) and resumed; submitted once every answer passes the
 * same checks the server makes, with each problem named beside its field.
 */
export function ClientKycSurveyPage() {
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const taskId = params.get('task');
  useDocumentTitle('AML/KYC survey');
  const status = useGetKycAmlStatusQuery(companyId, { skip: !companyId });
  const surveys = useGetKycAmlSurveysQuery(companyId, { skip: !companyId });
  const [draft, setDraft] = useState<KycSurveyDraft>({});
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveKycAmlDraftMutation();
  const [submit, { isLoading: submitting }] = useSubmitKycAmlSurveyMutation();
  const active = surveys.data?.activeDraft ?? null;

  // Resume: the saved draft fills the form once.
  useEffect(() => {
    if (active && active.id !== loadedId) {
      setDraft(active.answers as KycSurveyDraft);
      setLoadedId(active.id);
    }
  }, [active, loadedId]);

  const set = <K extends keyof KycSurveyDraft>(part: K, patch: Partial<NonNullable<KycSurveyDraft[K]>>) =>
    setDraft((d) => ({ ...d, [part]: { ...(d[part] ?? {}), ...patch } }));
  const owners = draft.ownership?.owners ?? [];
  const setOwner = (i: number, patch: Partial<Owner>) => set('ownership', { owners: owners.map((o, n) => (n === i ? { ...o, ...patch } : o)) });
  const err = (path: string) => errors[path];

  const saveDraft = async () => {
    try {
      const res = await save({ companyId, draft: cleaned(draft) }).unwrap();
      setLoadedId(res.survey.id);
      return res;
    } catch (e) {
      toastFailure(e, f.saveDraft);
      return null;
    }
  };

  const onSave = async () => {
    const res = await saveDraft();
    if (res) toastSuccess(res, s.draftSaved);
  };

  const onSubmit = async () => {
    const parsed = kycSurveyAnswersSchema.safeParse(withBlanks(cleaned(draft)));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      setSummary(`${Object.keys(next).length} answer${Object.keys(next).length === 1 ? '' : 's'} to fix before you submit. Your draft can be saved as it is.`);
      return;
    }
    setErrors({});
    setSummary(null);
    const saved = await saveDraft();
    if (!saved) return;
    try {
      const res = await submit({ companyId, surveyId: saved.survey.id, answers: parsed.data }).unwrap();
      toastSuccess(res, s.surveySubmitted);
    } catch (e) {
      setSummary(errorText(e, f.submit));
      toastFailure(e, f.submit);
    }
  };

  const back = (
    <Link to={taskId ? `/dashboard/client/tasks/${taskId}` : '/dashboard/client/tasks'} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to the task
    </Link>
  );
  const open = status.data?.status === 'open';
  const latest = status.data?.latestSubmitted ?? null;

  return (
    <div className="mx-auto max-w-3xl">
      {back}
      <PageHeader title="AML/KYC survey" description="The law asks us to know who we work for: who you are, whether you hold a public office, where the money comes from and who owns the company. Save a draft at any time and come back to it." />
      <QueryState query={status} failure={f.requestStatus}>
        {!open ? (
          <Card>
            <CardBody>
              <p className="text-sm text-slate-700" role="status">
                {latest ? `Thank you: the survey was submitted on ${formatDateTime(latest.submittedAt ?? latest.updatedAt)}. There is nothing more to do.` : 'There is no AML/KYC survey to answer for this company now.'}
              </p>
            </CardBody>
          </Card>
        ) : (
          <Card>
            <CardHeader
              title="Your answers"
              description={active ? `Draft last saved ${formatDateTime(active.updatedAt)}${active.savedBy ? ` by ${active.savedBy.fullName}` : ''}.` : 'Not saved yet.'}
            />
            <CardBody>
              <form noValidate aria-label="AML/KYC survey" className="grid gap-6" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
                {summary ? <FormAlert>{summary}</FormAlert> : null}
                <Section title="1. Identity" description="As in your passport or national ID.">
                  <Field label="Full name" error={err('identity.fullName')}>
                    <Input value={draft.identity?.fullName ?? ''} onChange={(e) => set('identity', { fullName: e.target.value })} invalid={!!err('identity.fullName')} />
                  </Field>
                  <Field label="Date of birth" error={err('identity.dateOfBirth')}>
                    <Input type="date" value={draft.identity?.dateOfBirth ?? ''} onChange={(e) => set('identity', { dateOfBirth: e.target.value })} invalid={!!err('identity.dateOfBirth')} />
                  </Field>
                  <Field label="Nationality" hint="Two-letter country code, e.g. SG, IN, AE" error={err('identity.nationality')}>
                    <Input value={draft.identity?.nationality ?? ''} maxLength={2} onChange={(e) => set('identity', { nationality: e.target.value.toUpperCase() })} invalid={!!err('identity.nationality')} />
                  </Field>
                  <Field label="Country of residence" hint="Two-letter country code" error={err('identity.countryOfResidence')}>
                    <Input value={draft.identity?.countryOfResidence ?? ''} maxLength={2} onChange={(e) => set('identity', { countryOfResidence: e.target.value.toUpperCase() })} invalid={!!err('identity.countryOfResidence')} />
                  </Field>
                  <Field label="Identity document" error={err('identity.idType')}>
                    <Select value={draft.identity?.idType ?? ''} onChange={(e) => set('identity', { idType: (e.target.value || undefined) as 'passport' | 'national_id' | undefined })}>
                      <option value="">Choose…</option>
                      <option value="passport">Passport</option>
                      <option value="national_id">National ID</option>
                    </Select>
                  </Field>
                  <Field label="Document number" error={err('identity.idNumber')}>
                    <Input value={draft.identity?.idNumber ?? ''} onChange={(e) => set('identity', { idNumber: e.target.value })} invalid={!!err('identity.idNumber')} />
                  </Field>
                  <Field label="Your role in the company" error={err('identity.role')}>
                    <Select value={draft.identity?.role ?? ''} onChange={(e) => set('identity', { role: (e.target.value || undefined) as NonNullable<KycSurveyDraft['identity']>['role'] })}>
                      <option value="">Choose…</option>
                      <option value="director">Director</option>
                      <option value="shareholder">Shareholder</option>
                      <option value="director_and_shareholder">Director and shareholder</option>
                      <option value="authorised_representative">Authorised representative</option>
                    </Select>
                  </Field>
                </Section>

                <Section title="2. Public functions (PEP)" description="A politically exposed person holds, or held in the last 12 months, a prominent public function: head of state, minister, member of parliament, senior judge, senior officer of a state company or the armed forces.">
                  <Check label="I am a politically exposed person" checked={!!draft.pep?.isPep} onChange={(v) => set('pep', { isPep: v })} />
                  <Check label="A family member or close associate of mine is one" checked={!!draft.pep?.isPepRelated} onChange={(v) => set('pep', { isPepRelated: v })} />
                  <Field className="sm:col-span-2" label="Details" hint="If either is ticked: the function, the country and the dates" error={err('pep.details')}>
                    <Textarea rows={2} value={draft.pep?.details ?? ''} onChange={(e) => set('pep', { details: e.target.value })} invalid={!!err('pep.details')} />
                  </Field>
                </Section>

                <Section title="3. Source of funds and wealth">
                  <Field className="sm:col-span-2" label="Source of funds" hint="Where the money for this company comes from (capital, first funding)" error={err('funds.sourceOfFunds')}>
                    <Textarea rows={2} value={draft.funds?.sourceOfFunds ?? ''} onChange={(e) => set('funds', { sourceOfFunds: e.target.value })} invalid={!!err('funds.sourceOfFunds')} />
                  </Field>
                  <Field className="sm:col-span-2" label="Source of wealth" hint="How you came by your wealth overall (salary, business, inheritance, investments)" error={err('funds.sourceOfWealth')}>
                    <Textarea rows={2} value={draft.funds?.sourceOfWealth ?? ''} onChange={(e) => set('funds', { sourceOfWealth: e.target.value })} invalid={!!err('funds.sourceOfWealth')} />
                  </Field>
                  <Field label="Expected annual turnover" error={err('funds.expectedAnnualTurnover')}>
                    <Input value={draft.funds?.expectedAnnualTurnover ?? ''} onChange={(e) => set('funds', { expectedAnnualTurnover: e.target.value })} invalid={!!err('funds.expectedAnnualTurnover')} />
                  </Field>
                </Section>

                <Section title="4. The business">
                  <Field className="sm:col-span-2" label="Business activity" error={err('business.activity')}>
                    <Input value={draft.business?.activity ?? ''} onChange={(e) => set('business', { activity: e.target.value })} invalid={!!err('business.activity')} />
                  </Field>
                  <Field className="sm:col-span-2" label="Countries of operation" hint="Two-letter codes separated by commas, e.g. SG, MY" error={err('business.countriesOfOperation')}>
                    <Input
                      value={(draft.business?.countriesOfOperation ?? []).join(', ')}
                      onChange={(e) => set('business', { countriesOfOperation: e.target.value.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean) })}
                      invalid={!!err('business.countriesOfOperation')}
                    />
                  </Field>
                  <Check label="The business handles much cash (retail, restaurants, money services, precious metals, car dealing)" checked={!!draft.business?.cashIntensive} onChange={(v) => set('business', { cashIntensive: v })} />
                </Section>

                <Section title="5. Ownership" description={`Everyone who owns the company, up the chain: layer 1 holds shares in the company; layer 2 owns a layer-1 company or trust; and so on, up to the people who hold more than ${UBO_THRESHOLD_PERCENT}%.`}>
                  {err('ownership.owners') ? <p className="text-sm text-red-700 sm:col-span-2">{err('ownership.owners')}</p> : null}
                  <ol className="grid gap-4 sm:col-span-2" aria-label="Owners">
                    {owners.map((o, i) => (
                      <li key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3" aria-label={`Owner ${i + 1}`}>
                        <Field label={`Owner ${i + 1}: name`} error={err(`ownership.owners.${i}.name`)}>
                          <Input value={o.name ?? ''} onChange={(e) => setOwner(i, { name: e.target.value })} invalid={!!err(`ownership.owners.${i}.name`)} />
                        </Field>
                        <Field label="Kind" error={err(`ownership.owners.${i}.kind`)}>
                          <Select value={o.kind ?? 'individual'} onChange={(e) => setOwner(i, { kind: e.target.value as Owner['kind'] })}>
                            {KYC_OWNER_KINDS.map((k) => (
                              <option key={k} value={k}>
                                {KYC_OWNER_KIND_LABELS[k]}
                              </option>
                            ))}
                          </Select>
                        </Field>
                        <Field label="Country" hint="e.g. SG" error={err(`ownership.owners.${i}.country`)}>
                          <Input value={o.country ?? ''} maxLength={2} onChange={(e) => setOwner(i, { country: e.target.value.toUpperCase() })} invalid={!!err(`ownership.owners.${i}.country`)} />
                        </Field>
                        <Field label="Share held (%)" error={err(`ownership.owners.${i}.percent`)}>
                          <Input type="number" min={0} max={100} value={o.percent ?? 0} onChange={(e) => setOwner(i, { percent: Number(e.target.value) })} invalid={!!err(`ownership.owners.${i}.percent`)} />
                        </Field>
                        <Field label="Layer" error={err(`ownership.owners.${i}.layer`)}>
                          <Input type="number" min={1} max={10} value={o.layer ?? 1} onChange={(e) => setOwner(i, { layer: Number(e.target.value) })} invalid={!!err(`ownership.owners.${i}.layer`)} />
                        </Field>
                        <Field label="Held through" hint="The owner one layer up (empty on layer 1)" error={err(`ownership.owners.${i}.via`)}>
                          <Input value={o.via ?? ''} onChange={(e) => setOwner(i, { via: e.target.value })} invalid={!!err(`ownership.owners.${i}.via`)} />
                        </Field>
                        <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-3">
                          <label className="flex items-center gap-2 text-sm text-slate-800">
                            <input type="checkbox" className="size-4 rounded border-slate-300" checked={!!o.isPep} onChange={(e) => setOwner(i, { isPep: e.target.checked })} />
                            A politically exposed person
                          </label>
                          <Button type="button" variant="ghost" size="sm" onClick={() => set('ownership', { owners: owners.filter((_, n) => n !== i) })}>
                            <Trash2 className="size-4" aria-hidden="true" /> Remove owner {i + 1}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ol>
                  <div className="sm:col-span-2">
                    <Button type="button" variant="secondary" size="sm" onClick={() => set('ownership', { owners: [...owners, emptyOwner()] })}>
                      <Plus className="size-4" aria-hidden="true" /> Add an owner
                    </Button>
                  </div>
                  <Check label={`No one holds more than ${UBO_THRESHOLD_PERCENT}%`} checked={!!draft.ownership?.noUboOver25} onChange={(v) => set('ownership', { noUboOver25: v })} error={err('ownership.noUboOver25')} />
                  {draft.ownership?.noUboOver25 ? (
                    <Field label="Senior managing official" hint="Who controls the company day to day" error={err('ownership.seniorManagingOfficial')}>
                      <Input value={draft.ownership.seniorManagingOfficial ?? ''} onChange={(e) => set('ownership', { seniorManagingOfficial: e.target.value })} />
                    </Field>
                  ) : null}
                </Section>

                <Section title="6. Declaration">
                  <Check label="The answers are true and complete, and I will tell the firm of any change" checked={!!draft.declaration?.accurate} onChange={(v) => set('declaration', { accurate: v })} error={err('declaration.accurate')} />
                  <Field label="Signature (your full name)" error={err('declaration.signature')}>
                    <Input value={draft.declaration?.signature ?? ''} onChange={(e) => set('declaration', { signature: e.target.value })} invalid={!!err('declaration.signature')} />
                  </Field>
                </Section>

                <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row">
                  <Button type="button" variant="secondary" loading={saving && !submitting} onClick={() => void onSave()}>
                    <Save className="size-4" aria-hidden="true" /> Save draft
                  </Button>
                  <Button type="submit" loading={submitting}>
                    <Send className="size-4" aria-hidden="true" /> Submit the survey
                  </Button>
                </div>
              </form>
            </CardBody>
          </Card>
        )}
      </QueryState>
    </div>
  );
}
