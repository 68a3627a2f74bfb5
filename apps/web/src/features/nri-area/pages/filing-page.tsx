import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileCheck2, FileSignature, FileText } from 'lucide-react';
import type { Document } from '@quayside/contract/client-area';
import { ITR_STAGE_LABELS, type FilingArtifacts } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import { useAppSelector } from '../../../app/store';
import { FormAlert } from '../../../components/form/field';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../../lib/format';
import { selectUser } from '../../../lib/session/session-slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetNriFilingArtifactsQuery } from '../api/get-filing-artifacts';
import { useGetNriItrStatusQuery } from '../api/get-itr-status';
import { DraftDecisionForm } from '../components/draft-decision-form';
import { DraftStatusBadge, ItrTimeline, ReturnDates } from '../components/itr-timeline';
import { nriPaths } from '../lib/paths';

/**
 * /dashboard/nri/filing: the tax return: its stage, the draft computation (to read, then approve with a typed
 * signature or ask for changes with a reason), the decision made, and the filed acknowledgement.
 */
export function NriFilingPage() {
  useDocumentTitle('Tax return');
  const query = useGetNriFilingArtifactsQuery();
  const artifacts = query.data;
  return (
    <div>
      <PageHeader
        title="Tax return"
        description={
          artifacts?.assessmentYear
            ? `Assessment year ${artifacts.assessmentYear}: the draft computation your preparer made, your decision on it, and the filed return.`
            : 'The draft computation your preparer made, your decision on it, and the filed return.'
        }
      />
      <QueryState
        query={query}
        failure={nriClientMessages.fallback.filingArtifacts}
        skeleton={<Card><TextSkeleton lines={6} label="Loading your tax return" /></Card>}
        isEmpty={!!artifacts && !artifacts.filingId}
        empty={<Card><EmptyState title={nriClientMessages.errors.noFiling} description="Once your filing is paid for, its documents appear here." /></Card>}
      >
        {artifacts ? <Filing artifacts={artifacts} /> : null}
      </QueryState>
    </div>
  );
}

function Filing({ artifacts }: { artifacts: FilingArtifacts }) {
  const user = useAppSelector(selectUser);
  const { draftComputation: draft, draftDecision: decision, itrDraftStatus } = artifacts;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <Card data-testid="draft-computation">
          <CardHeader
            title="Draft computation"
            icon={<FileSignature className="size-5" aria-hidden="true" />}
            action={<DraftStatusBadge status={itrDraftStatus} />}
          />
          {draft ? (
            <CardBody className="space-y-4">
              <ArtifactFiles doc={draft} />
              {itrDraftStatus === 'awaiting_decision' ? (
                <>
                  <p className="text-sm text-slate-700">
                    Read the draft. If the figures are right, approve it and your preparer files your return. If not,
                    tell them what should change.
                  </p>
                  <DraftDecisionForm accountName={user?.fullName ?? ''} />
                </>
              ) : null}
              {decision ? (
                <FormAlert tone={decision.action === 'approve' ? 'success' : 'info'}>
                  <span className="block font-medium">
                    {decision.action === 'approve' ? 'You approved this draft' : 'You asked for changes'} on{' '}
                    {formatDateTime(decision.decidedAt)}, signed &ldquo;{decision.fullName}&rdquo;.
                  </span>
                  {decision.reason ? <span className="mt-1 block whitespace-pre-line">{decision.reason}</span> : null}
                  {itrDraftStatus === 'changes_requested' ? (
                    <span className="mt-1 block">Your preparer will send a new draft.</span>
                  ) : null}
                </FormAlert>
              ) : null}
            </CardBody>
          ) : (
            <EmptyState
              icon={<FileText className="size-6" aria-hidden="true" />}
              title="No draft yet"
              description="Your preparer prepares the draft computation once your documents are collected. You are told when it is ready."
              action={
                <Link to={nriPaths.tasks} className="text-sm font-medium text-brand-700 hover:underline">
                  See what documents are still needed
                </Link>
              }
            />
          )}
        </Card>
        <Card>
          <CardHeader title="Filed return" icon={<FileCheck2 className="size-5" aria-hidden="true" />} />
          {artifacts.acknowledgement ? (
            <CardBody>
              <ArtifactFiles doc={artifacts.acknowledgement} />
            </CardBody>
          ) : (
            <EmptyState title="Not filed yet" description="The acknowledgement of your filed return appears here once it is filed." />
          )}
        </Card>
      </div>
      <div className="lg:col-span-2">
        <StatusCard />
      </div>
    </div>
  );
}

function ArtifactFiles({ doc }: { doc: Document }): ReactNode {
  return (
    <div>
      <p className="font-medium break-words text-slate-900">{doc.name}</p>
      <p className="text-xs text-slate-500">Shared {formatDate(doc.uploadedAt)}</p>
      <ul className="mt-2 space-y-1" aria-label={`Files of ${doc.name}`}>
        {doc.files.map((f) => (
          <li key={f.fileId}>
            {f.url ? (
              <a href={f.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 hover:underline">
                <FileText className="size-4 shrink-0" aria-hidden="true" />
                {f.name}
              </a>
            ) : (
              <span className="text-sm break-all text-slate-700">{f.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function StatusCard() {
  const query = useGetNriItrStatusQuery();
  return (
    <Card>
      <CardHeader
        title="Progress"
        description={query.data?.itrStatus ? ITR_STAGE_LABELS[query.data.itrStatus] : undefined}
      />
      <QueryState query={query} failure={nriClientMessages.fallback.itrStatus} skeleton={<TextSkeleton lines={5} />}>
        {query.data ? (
          <CardBody>
            <ItrTimeline status={query.data} />
            <ReturnDates status={query.data} />
          </CardBody>
        ) : null}
      </QueryState>
    </Card>
  );
}
