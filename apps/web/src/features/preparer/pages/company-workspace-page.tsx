import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { CompanyPreparerSummary } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import { JURISDICTION_LABELS, type Jurisdiction } from '@quayside/contract/services';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPreparerCompanySummaryQuery } from '../api/get-company-summary';
import { ActionsPanel } from '../components/actions-panel';
import { CompanyStatusBadge } from '../components/badges';
import { CalendarPanel } from '../components/calendar-panel';
import { DetailsPanel } from '../components/details-panel';
import { DocumentsPanel } from '../components/documents-panel';
import { KycPanel } from '../components/kyc-panel';
import { NotifyClientButton } from '../components/notify-client';
import { RecommendationPanel } from '../components/recommendation-panel';
import { SendToApproverButton } from '../components/send-to-approver';
import { VerifyControls } from '../components/verify-controls';
import { StatusPanel } from '../components/status-panel';
import { OpenTasksPanel, SummaryPanel } from '../components/summary-panel';
import { TasksPanel } from '../components/tasks-panel';
import { WorkspaceTabs, type WorkspaceTab } from '../components/workspace-tabs';
import { preparerPaths } from '../lib/paths';

const TABS: WorkspaceTab[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'tasks', label: 'Tasks' },
  { key: 'documents', label: 'Documents' },
  { key: 'actions', label: 'Actions' },
  { key: 'details', label: 'Details & people' },
  { key: 'kyc', label: 'KYC' },
  { key: 'kyc-aml', label: 'AML/KYC survey' },
  { key: 'calendar', label: 'Calendar' },
  { key: 'insight', label: 'Recommendation' },
];
/** The tab the route adds when it hands in the generated documents panel (features/templates). */
const GENERATED_TAB: WorkspaceTab = { key: 'generated', label: 'Generate document' };

/**
 * /dashboard/preparer/companies/{id}: one company's work. A header with the company and its client, then the
 * sections: overview (summary, status, open tasks), tasks (create, review), documents (upload, verify), actions
 * (send), details and people (staged for the approver), KYC, calendar, the client's recommendation; "Notify client"
 * and "Send to approver".
 */
/** `kycAmlPanel`: the AML/KYC tab (features/kyc-aml); `generatedPanel`: the generate-document tab (features/templates); both composed by the route. */
export function CompanyWorkspacePage({
  kycAmlPanel,
  generatedPanel,
}: { kycAmlPanel?: (companyId: string) => ReactNode; generatedPanel?: (companyId: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useGetPreparerCompanySummaryQuery(id);
  const summary = query.data;
  const tabs = generatedPanel ? [...TABS, GENERATED_TAB] : TABS;
  const tab = tabs.some((t) => t.key === params.get('tab')) ? (params.get('tab') as string) : 'overview';
  useDocumentTitle(summary ? `${summary.company.name} · Workspace` : 'Company workspace');
  return (
    <>
      <Link to={preparerPaths.companies} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Clients & companies
      </Link>
      <QueryState query={query} failure={preparerAreaMessages.fallback.summary} skeleton={<TextSkeleton lines={6} label="Loading company" />}>
        {summary ? <Workspace summary={summary} tab={tab} tabs={tabs} kycAmlPanel={kycAmlPanel} generatedPanel={generatedPanel} /> : null}
      </QueryState>
    </>
  );
}

function Workspace({
  summary,
  tab,
  tabs,
  kycAmlPanel,
  generatedPanel,
}: {
  summary: CompanyPreparerSummary;
  tab: string;
  tabs: WorkspaceTab[];
  kycAmlPanel?: ((companyId: string) => ReactNode) | undefined;
  generatedPanel?: ((companyId: string) => ReactNode) | undefined;
}) {
  const { company, owner } = summary;
  return (
    <>
      <PageHeader
        eyebrow="Company workspace"
        title={company.name}
        description={`${owner ? owner.fullName : 'No client'} · ${JURISDICTION_LABELS[company.jurisdiction as Jurisdiction] ?? company.jurisdiction}${company.registrationNumber ? ` · ${company.registrationNumber}` : ''}`}
        actions={
          <>
            <span className="flex items-center gap-2 self-center">
              {company.dashboardLocked ? <Badge tone="warning">Client dashboard locked</Badge> : null}
              <CompanyStatusBadge status={company.status} />
            </span>
            {owner ? <NotifyClientButton client={owner} /> : null}
            <SendToApproverButton companyId={company.id} />
          </>
        }
      />
      <WorkspaceTabs tabs={tabs} current={tab} hrefOf={(t) => preparerPaths.company(company.id, t)} />
      {tab === 'overview' ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <SummaryPanel summary={summary} />
          <StatusPanel companyId={company.id} />
          <div className="lg:col-span-2">
            <OpenTasksPanel tasks={summary.openTasks} allTasksHref={preparerPaths.company(company.id, 'tasks')} />
          </div>
        </div>
      ) : tab === 'tasks' ? (
        <TasksPanel companyId={company.id} />
      ) : tab === 'documents' ? (
        <DocumentsPanel companyId={company.id} renderActions={(doc) => <VerifyControls doc={doc} />} />
      ) : tab === 'actions' ? (
        <ActionsPanel companyId={company.id} />
      ) : tab === 'details' ? (
        <DetailsPanel companyId={company.id} />
      ) : tab === 'kyc' ? (
        <KycPanel company={company} />
      ) : tab === 'kyc-aml' ? (
        (kycAmlPanel?.(company.id) ?? null)
      ) : tab === 'calendar' ? (
        <CalendarPanel companyId={company.id} companyName={company.name} />
      ) : tab === 'generated' && generatedPanel ? (
        generatedPanel(company.id)
      ) : owner ? (
        <RecommendationPanel client={owner} />
      ) : (
        <EmptyState title="No client" description="This company has no client to write a recommendation to." />
      )}
    </>
  );
}
