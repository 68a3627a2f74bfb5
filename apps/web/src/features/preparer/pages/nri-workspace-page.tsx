import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, ListChecks, Plus, UserRound } from 'lucide-react';
import { ITR_DRAFT_STATUS_LABELS, ITR_STAGE_LABELS, type ItrDraftStatus, type NriPreparerSummary } from '@quayside/contract/nri-area';
import { preparerAreaMessages, preparerMessages } from '@quayside/contract/messages';
import { NriProfileDetails, NriProfileForm } from '../../../components/nri/nri-profile';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcknowledgeNriActionMutation } from '../api/acknowledge-nri-action';
import { useGetNriActionsQuery } from '../api/get-nri-actions';
import { useGetNriSummaryQuery } from '../api/get-nri-summary';
import { useGetNriClientTasksInfiniteQuery } from '../api/get-nri-tasks';
import { useSendNriActionMutation } from '../api/send-nri-action';
import { useUpdateNriClientProfileMutation } from '../api/update-nri-profile';
import { ActionsCard } from '../components/actions-panel';
import { CreateTaskModal } from '../components/create-task-modal';
import { NriDocumentsPanel } from '../components/nri-documents-panel';
import { NriStatusPanel } from '../components/nri-status-panel';
import { OpenTasksPanel, TaskList } from '../components/summary-panel';
import { WorkspaceTabs, type WorkspaceTab } from '../components/workspace-tabs';
import { preparerPaths } from '../lib/paths';

/** The draft's state as staff read it (the contract's labels speak to the client). */
const DRAFT_LABELS: Record<ItrDraftStatus, string> = { ...ITR_DRAFT_STATUS_LABELS, awaiting_decision: "Waiting for the client's decision" };

const TABS: WorkspaceTab[] = [
  { key: 'summary', label: 'Summary' },
  { key: 'status', label: 'ITR status' },
  { key: 'documents', label: 'Documents' },
  { key: 'actions', label: 'Actions' },
  { key: 'tasks', label: 'Tasks' },
  { key: 'profile', label: 'Profile' },
];

/**
 * /dashboard/preparer/nri/{id}: one NRI client's work: summary, the filing's ITR stage (moved with a
 * confirmation), documents (upload a draft computation, an acknowledgement or another document), actions, tasks
 * (opened for review) and the client's details with the edit toggle.
 */
export function NriWorkspacePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useGetNriSummaryQuery(id);
  const summary = query.data;
  const tab = TABS.some((t) => t.key === params.get('tab')) ? (params.get('tab') as string) : 'summary';
  useDocumentTitle(summary ? `${summary.client.fullName} · NRI workspace` : 'NRI workspace');
  return (
    <>
      <Link to={preparerPaths.companies} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Clients & companies
      </Link>
      <QueryState query={query} failure={preparerMessages.fallback.nriSummary} skeleton={<TextSkeleton lines={6} label="Loading NRI client" />}>
        {summary ? <Workspace summary={summary} tab={tab} /> : null}
      </QueryState>
    </>
  );
}

function Workspace({ summary, tab }: { summary: NriPreparerSummary; tab: string }) {
  const { client, filing } = summary;
  return (
    <>
      <PageHeader
        eyebrow="NRI client workspace"
        title={client.fullName}
        description={`${client.email}${filing ? ` · AY ${filing.assessmentYear} · ${filing.returnType}` : ''}`}
        actions={
          filing ? (
            <span className="flex flex-wrap items-center gap-2 self-center">
              <Badge tone="brand">{ITR_STAGE_LABELS[filing.itrStatus]}</Badge>
              <Badge tone={filing.itrDraftStatus === 'approved' ? 'success' : filing.itrDraftStatus === 'changes_requested' ? 'danger' : 'neutral'}>
                Draft: {DRAFT_LABELS[filing.itrDraftStatus]}
              </Badge>
            </span>
          ) : undefined
        }
      />
      <WorkspaceTabs label="NRI client workspace" tabs={TABS} current={tab} hrefOf={(t) => preparerPaths.nri(client.id, t)} />
      {tab === 'summary' ? (
        <SummaryTab summary={summary} />
      ) : tab === 'status' ? (
        <NriStatusPanel userId={client.id} />
      ) : tab === 'documents' ? (
        <NriDocumentsPanel userId={client.id} />
      ) : tab === 'actions' ? (
        <NriActionsTab userId={client.id} />
      ) : tab === 'tasks' ? (
        <NriTasksTab userId={client.id} />
      ) : (
        <NriProfileTab summary={summary} />
      )}
    </>
  );
}

function SummaryTab({ summary }: { summary: NriPreparerSummary }) {
  const { filing } = summary;
  const rows: Array<[string, string]> = [
    ['Assessment year', filing ? `${filing.assessmentYear} (${filing.returnType})` : preparerMessages.errors.nriNoFiling],
    ['ITR stage', filing ? ITR_STAGE_LABELS[filing.itrStatus] : '-'],
    ['Draft computation', filing ? DRAFT_LABELS[filing.itrDraftStatus] : '-'],
    ['Last draft decision', filing?.draftDecision ? `${filing.draftDecision.action === 'approve' ? 'Approved' : 'Changes requested'} by "${filing.draftDecision.fullName}", ${formatDateTime(filing.draftDecision.decidedAt)}${filing.draftDecision.reason ? `: ${filing.draftDecision.reason}` : ''}` : '-'],
    ['Acknowledgement number', filing?.acknowledgementNumber ?? '-'],
    ['Preparer', summary.preparer?.fullName ?? 'Not assigned'],
    ['Actions not acknowledged', String(summary.unacknowledgedActions)],
    ['Documents to verify', String(summary.pendingDocuments)],
    ['Residency status', summary.profile.residencyStatus ?? '-'],
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader title="Summary" icon={<UserRound className="size-5" aria-hidden="true" />} />
        <dl className="divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-1 gap-0.5 px-5 py-2 text-sm sm:grid-cols-2 sm:gap-3">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <OpenTasksPanel
        tasks={summary.openTasks}
        allTasksHref={preparerPaths.nri(summary.client.id, 'tasks')}
        taskHref={(t) => preparerPaths.nriTask(t.id, summary.client.id)}
      />
    </div>
  );
}

function NriActionsTab({ userId }: { userId: string }) {
  const query = useGetNriActionsQuery(userId);
  const [send, sendState] = useSendNriActionMutation();
  const [ack] = useAcknowledgeNriActionMutation();
  return (
    <ActionsCard
      query={query}
      items={query.data?.items ?? []}
      failure={preparerMessages.fallback.nriActions}
      sendState={sendState}
      onSend={(body) => send({ id: userId, ...body }).unwrap()}
      onAcknowledge={async (action) => {
        try {
          toastSuccess(await ack({ id: userId, actionId: action.id }).unwrap(), preparerMessages.success.actionAcknowledged);
        } catch (error) {
          toastFailure(error, preparerMessages.fallback.nriAcknowledgeAction);
        }
      }}
    />
  );
}

function NriTasksTab({ userId }: { userId: string }) {
  const query = useGetNriClientTasksInfiniteQuery(userId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [creating, setCreating] = useState(false);
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Tasks"
        description="Newest first; open one to see the uploads and review it"
        icon={<ListChecks className="size-5" aria-hidden="true" />}
        action={
          <Button size="sm" onClick={() => setCreating(true)} icon={<Plus className="size-4" aria-hidden="true" />}>
            New task
          </Button>
        }
      />
      <CreateTaskModal target={{ nriUserId: userId }} open={creating} onClose={() => setCreating(false)} />
      <PagedList
        query={query}
        shown={items.length}
        failure={preparerAreaMessages.fallback.tasks}
        noun={['task', 'tasks']}
        empty={<EmptyState title="No tasks yet" description="The filing's opening tasks appear here once it is paid for." />}
      >
        <TaskList tasks={items} label="Tasks" taskHref={(t) => preparerPaths.nriTask(t.id, userId)} />
      </PagedList>
    </Card>
  );
}

function NriProfileTab({ summary }: { summary: NriPreparerSummary }) {
  const { client, profile } = summary;
  const [update, state] = useUpdateNriClientProfileMutation();
  const [toggle, toggleState] = useUpdateNriClientProfileMutation();
  const [editing, setEditing] = useState(false);
  const [confirmToggle, setConfirmToggle] = useState(false);
  const next = !profile.canEditProfile;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card className="overflow-hidden lg:col-span-2">
        <CardHeader
          title="Details"
          description={`Last changed ${formatDateTime(profile.updatedAt)}`}
          icon={<UserRound className="size-5" aria-hidden="true" />}
          action={
            !editing ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit details
              </Button>
            ) : undefined
          }
        />
        {editing ? (
          <NriProfileForm
            key={profile.updatedAt}
            profile={profile}
            saving={state.isLoading}
            failure={state.isError ? errorText(state.error, preparerMessages.fallback.nriProfile) : null}
            onSave={async (body) => {
              toastSuccess(await update({ id: client.id, ...body }).unwrap(), preparerMessages.success.updated);
              setEditing(false);
            }}
            extra={
              <div className="flex justify-end">
                <Button variant="ghost" onClick={() => setEditing(false)} disabled={state.isLoading}>
                  Cancel
                </Button>
              </div>
            }
          />
        ) : (
          <NriProfileDetails profile={profile} />
        )}
      </Card>
      <Card className="self-start">
        <CardHeader title="Client's own changes" />
        <CardBody className="space-y-3">
          <p className="text-sm text-slate-700" data-testid="can-edit-profile">
            {profile.canEditProfile
              ? 'The client may change their own details.'
              : 'The client cannot change their details; they see them read-only.'}
          </p>
          <Button variant="secondary" onClick={() => setConfirmToggle(true)}>
            {profile.canEditProfile ? 'Lock the details' : 'Allow the client to edit'}
          </Button>
        </CardBody>
      </Card>
      <ConfirmDialog
        open={confirmToggle}
        tone="primary"
        title={next ? 'Allow the client to edit their details?' : 'Lock the client’s details?'}
        description={next ? 'The client can change their details until you lock them again.' : 'The client sees their details read-only.'}
        confirmLabel={next ? 'Allow editing' : 'Lock details'}
        busy={toggleState.isLoading}
        onCancel={() => setConfirmToggle(false)}
        onConfirm={() =>
          void toggle({ id: client.id, canEditProfile: next })
            .unwrap()
            .then((r) => toastSuccess(r, preparerMessages.success.updated))
            .catch((error: unknown) => toastFailure(error, preparerMessages.fallback.nriProfile))
            .finally(() => setConfirmToggle(false))
        }
      />
    </div>
  );
}
