import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Archive, ShieldAlert, ShieldCheck, ShieldQuestion, XCircle } from 'lucide-react';
import { kycMessages } from '@quayside/contract/messages';
import { KYC_REQUEST_STATUS_LABELS, type KycAmlSurvey, type KycRiskLevel } from '@quayside/contract/kyc-aml';
import { Field } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { selectRole } from '../../../lib/session/session-slice';
import { toastResult } from '../../../lib/toast-result';
import {
  useArchiveKycAmlSurveyMutation,
  useCancelKycAmlRequestMutation,
  useCreateKycAmlRequestMutation,
  useGetKycAmlStatusQuery,
  useGetKycAmlSurveysQuery,
  useSignOffKycAmlSurveyMutation,
} from '../api/kyc-aml';

const f = kycMessages.fallback;
const s = kycMessages.success;
const RISK_TONE: Record<KycRiskLevel, BadgeTone> = { low: 'success', medium: 'warning', high: 'danger' };

export function RiskBadge({ rating }: { rating: KycRiskLevel }) {
  return <Badge tone={RISK_TONE[rating]}>Risk: {rating}</Badge>;
}

function SignOffForm({ companyId, survey }: { companyId: string; survey: KycAmlSurvey }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signOff, { isLoading }] = useSignOffKycAmlSurveyMutation();
  return (
    <form
      noValidate
      aria-label="Sign off the survey"
      className="mt-3 grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (note.trim().length < 3) return setError('Write why you sign off (at least 3 characters)');
        setError(null);
        void toastResult(() => signOff({ companyId, surveyId: survey.id, note: note.trim() }).unwrap(), { success: s.signedOff, failure: f.signOff });
      }}
    >
      <Field label="Sign-off note" hint="The enhanced due diligence done and why the firm accepts the risk" error={error ?? undefined}>
        <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} invalid={!!error} />
      </Field>
      <div>
        <Button type="submit" loading={isLoading}>
          <ShieldCheck className="size-4" aria-hidden="true" /> Sign off
        </Button>
      </div>
    </form>
  );
}

function SurveyItem({ companyId, survey, canManage, canSignOff }: { companyId: string; survey: KycAmlSurvey; canManage: boolean; canSignOff: boolean }) {
  const [archive, { isLoading }] = useArchiveKycAmlSurveyMutation();
  const [confirm, setConfirm] = useState(false);
  const identity = (survey.answers.identity ?? {}) as { fullName?: string };
  return (
    <li className="px-5 py-4" aria-label={`Survey ${survey.status}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={survey.status === 'submitted' ? 'brand' : 'neutral'}>{survey.status === 'draft' ? 'Draft' : survey.status === 'submitted' ? 'Submitted' : 'Archived'}</Badge>
        {survey.risk ? <RiskBadge rating={survey.risk.rating} /> : null}
        {survey.signOff?.required ? (
          <Badge tone={survey.signOff.signedOffAt ? 'success' : 'warning'}>{survey.signOff.signedOffAt ? 'Signed off' : 'Sign-off needed'}</Badge>
        ) : null}
      </div>
      <p className="mt-2 text-sm break-words text-slate-700">
        {identity.fullName ? <span className="font-medium text-slate-900">{identity.fullName}</span> : 'No name yet'}
        {survey.submittedAt ? ` · submitted ${formatDateTime(survey.submittedAt)}${survey.submittedBy ? ` by ${survey.submittedBy.fullName}` : ''}` : ` · last saved ${formatDateTime(survey.updatedAt)}${survey.savedBy ? ` by ${survey.savedBy.fullName}` : ''}`}
      </p>
      {survey.risk ? (
        <div className="mt-2">
          <p className="text-sm text-slate-600">Score {survey.risk.score}.{survey.risk.reasons.length ? ' Why:' : ' No risk factors found.'}</p>
          {survey.risk.reasons.length ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700" aria-label="Risk reasons">
              {survey.risk.reasons.map((r, i) => (
                <li key={`${r.code}-${i}`}>
                  {r.text} {r.decisive ? <span className="font-medium text-red-700">(high on its own)</span> : <span className="text-slate-500">(+{r.points})</span>}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {survey.signOff?.signedOffAt ? (
        <p className="mt-2 text-sm break-words text-emerald-800">
          Signed off by {survey.signOff.signedOffBy?.fullName ?? 'an approver'} on {formatDateTime(survey.signOff.signedOffAt)}: {survey.signOff.note}
        </p>
      ) : survey.signOff?.required && survey.status === 'submitted' ? (
        canSignOff ? (
          <SignOffForm companyId={companyId} survey={survey} />
        ) : (
          <p className="mt-2 text-sm text-amber-800">Waiting for the sign-off of the approver above the company's preparer (or an admin).</p>
        )
      ) : null}
      {canManage && survey.status !== 'archived' ? (
        <div className="mt-3">
          <Button variant="ghost" size="sm" onClick={() => setConfirm(true)}>
            <Archive className="size-4" aria-hidden="true" /> Archive
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title="Archive this survey?"
        description="It stays on record, marked archived. A draft's place is freed for a new one."
        confirmLabel="Archive"
        busy={isLoading}
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          void toastResult(() => archive({ companyId, surveyId: survey.id }).unwrap(), { success: s.surveyArchived, failure: f.deleteSurvey }).then(() => setConfirm(false));
        }}
      />
    </li>
  );
}

/**
 * The KYC/AML tab of a company for staff: the request (make one, cancel it), its status, the surveys with their risk
 * rating and reasons, and the sign-off of a high rating (approver above the preparer, or admin).
 */
export function StaffKycAmlPanel({ companyId }: { companyId: string }) {
  const role = useSelector(selectRole);
  const canManage = role === 'preparer' || role === 'admin';
  const canSignOff = role === 'approver' || role === 'admin';
  const status = useGetKycAmlStatusQuery(companyId);
  const surveys = useGetKycAmlSurveysQuery(companyId);
  const [create, { isLoading: creating }] = useCreateKycAmlRequestMutation();
  const [cancel, { isLoading: cancelling }] = useCancelKycAmlRequestMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const request = status.data?.request ?? null;
  const live = request && (request.status === 'open' || request.status === 'awaiting_sign_off');
  const list = surveys.data?.surveys ?? [];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader
          title="AML/KYC request"
          icon={<ShieldQuestion className="size-5" aria-hidden="true" />}
          description="The client and the directors and shareholders with an account get a task with the survey. A high risk rating needs an approver's sign-off."
        />
        <CardBody>
          <QueryState query={status} failure={f.requestStatus}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm text-slate-700">
                {request ? (
                  <>
                    <p>
                      <span className="font-medium text-slate-900">Status: </span>
                      <span data-testid="kyc-request-status">{KYC_REQUEST_STATUS_LABELS[request.status]}</span>
                    </p>
                    <p className="mt-1 break-words">
                      Requested {formatDateTime(request.createdAt)}
                      {request.requestedBy ? ` by ${request.requestedBy.fullName}` : ''}
                      {request.recipients.length ? ` · asked: ${request.recipients.map((r) => r.fullName).join(', ')}` : ''}
                    </p>
                  </>
                ) : (
                  <p data-testid="kyc-request-status">No request yet.</p>
                )}
              </div>
              {canManage ? (
                live ? (
                  <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
                    <XCircle className="size-4" aria-hidden="true" /> Cancel request
                  </Button>
                ) : (
                  <Button loading={creating} onClick={() => void toastResult(() => create({ companyId, body: {} }).unwrap(), { success: s.requestCreated, failure: f.createRequest })}>
                    <ShieldAlert className="size-4" aria-hidden="true" /> Request AML/KYC survey
                  </Button>
                )
              ) : null}
            </div>
          </QueryState>
        </CardBody>
      </Card>
      <Card className="overflow-hidden">
        <CardHeader title="Surveys" description="Newest first. The risk rating follows documented rules: FATF lists, PEPs, complex ownership, cash-intensive business." />
        <QueryState query={surveys} failure={f.surveys} isEmpty={list.length === 0} empty={<EmptyState title="No surveys yet" description="A survey appears here once the client saves a draft." />}>
          <ul className="divide-y divide-slate-100" aria-label="Surveys">
            {list.map((survey) => (
              <SurveyItem key={survey.id} companyId={companyId} survey={survey} canManage={canManage} canSignOff={canSignOff} />
            ))}
          </ul>
        </QueryState>
      </Card>
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel the AML/KYC request?"
        description="The survey tasks are withdrawn and an unsubmitted draft is archived."
        confirmLabel="Cancel request"
        tone="danger"
        busy={cancelling}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          if (!request) return;
          void toastResult(() => cancel({ companyId, requestId: request.id }).unwrap(), { success: s.requestCancelled, failure: f.cancelRequest }).then(() => setConfirmCancel(false));
        }}
      />
    </div>
  );
}
