import { FileSignature } from 'lucide-react';
import type { Document } from '@quayside/contract/client-area';
import { ITR_STAGE_LABELS } from '@quayside/contract/nri-area';
import { preparerMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useGetNriFilingQuery } from '../api/get-nri-filing';

/** The current filing's artifacts: the draft computation (and the client's decision) and the acknowledgement. */
export function NriFilingCard({ userId }: { userId: string }) {
  const query = useGetNriFilingQuery(userId);
  const data = query.data;
  const filing = data?.filing;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Current filing"
        description={filing ? `AY ${filing.assessmentYear} · ${ITR_STAGE_LABELS[filing.itrStatus]}` : undefined}
        icon={<FileSignature className="size-5" aria-hidden="true" />}
      />
      <QueryState
        query={query}
        failure={preparerMessages.fallback.nriFiling}
        skeleton={<TextSkeleton lines={3} label="Loading the filing" />}
        isEmpty={!!data && !filing}
        empty={<p className="px-5 py-4 text-sm text-slate-600">{preparerMessages.errors.nriNoFiling}.</p>}
      >
        {data && filing ? (
          <dl className="divide-y divide-slate-100 text-sm" aria-label="Current filing">
            <Artifact label="Draft computation" doc={data.draftComputation} />
            <div className="px-5 py-2.5">
              <dt className="text-slate-600">Client&apos;s decision</dt>
              <dd className="break-words text-slate-900">
                {filing.draftDecision
                  ? `${filing.draftDecision.action === 'approve' ? 'Approved' : 'Changes requested'} by "${filing.draftDecision.fullName}", ${formatDateTime(filing.draftDecision.decidedAt)}${filing.draftDecision.reason ? `: ${filing.draftDecision.reason}` : ''}`
                  : data.draftComputation
                    ? 'Not decided yet'
                    : '-'}
              </dd>
            </div>
            <Artifact label="Filed acknowledgement" doc={data.acknowledgement} />
            {filing.acknowledgementNumber ? (
              <div className="px-5 py-2.5">
                <dt className="text-slate-600">Acknowledgement number</dt>
                <dd className="text-slate-900">{filing.acknowledgementNumber}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </QueryState>
    </Card>
  );
}

function Artifact({ label, doc }: { label: string; doc: Document | null }) {
  return (
    <div className="px-5 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900">
        {doc ? (
          <>
            {doc.files.map((f) =>
              f.url ? (
                <a key={f.fileId} href={f.url} target="_blank" rel="noreferrer" className="block break-all font-medium text-brand-700 hover:underline">
                  {f.name}
                </a>
              ) : (
                <span key={f.fileId} className="block break-all">
                  {f.name}
                </span>
              ),
            )}
            <span className="text-xs text-slate-500">uploaded {formatDate(doc.uploadedAt)}</span>
          </>
        ) : (
          'Not uploaded yet'
        )}
      </dd>
    </div>
  );
}
