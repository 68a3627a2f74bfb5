import type { RouteObject } from 'react-router';
import type { Role } from '@quayside/contract/roles';
import { PageSpinner } from '../../components/ui/spinner';
import { clientAreaRoutes } from '../../features/client-area/routes';
import { nriAreaRoutes } from '../../features/nri-area/routes';

/**
 * The signed-in area, /dashboard/*, outside the public shell (no navigation bar, footer or chat button).
 * Everything here loads lazily. /dashboard/<role> is guarded by role: another role gets "You do not have
 * access" and none of the area's screens (or data requests).
 *
 * Each role's pages are listed below; a feature adds its page with one line in its role's list.
 */

// The chatbot (features/chatbot): the staff agent console (the assistant itself is pinned first in Messages).
const handoversRoute: RouteObject = {
  path: 'handovers',
  lazy: async () => ({ Component: (await import('../../features/chatbot/pages/agent-console-page')).AgentConsolePage }),
};
/**
 * /dashboard/<area>/messages: the chat (features/chat), in every role's area. Its first conversation is pinned:
 * the assistant (features/chatbot) for clients and NRI clients, the assistant's handover queue for preparers
 * and admins.
 */
const messagesRouteFor = (pin: 'assistant' | 'handovers' | null): RouteObject => ({
  path: 'messages',
  lazy: async () => {
    const [{ ChatPage }, { assistantPin, handoversPin }] = await Promise.all([
      import('../../features/chat/pages/chat-page'),
      import('../../features/chatbot/pinned'),
    ]);
    const pinned = pin === 'assistant' ? assistantPin : pin === 'handovers' ? handoversPin : null;
    return { element: <ChatPage {...(pinned ? { pinned } : {})} /> };
  },
});

// The AML/KYC survey a client's task opens (features/kyc-aml).
const clientKycRoute: RouteObject = {
  path: 'kyc/:companyId',
  lazy: async () => ({ Component: (await import('../../features/kyc-aml/pages/client-kyc-survey-page')).ClientKycSurveyPage }),
};

// Document templates and generated documents (features/templates): admins keep the templates; the company's
// preparer (or an admin) generates and withdraws; approvers read. Each role's own paths.
const templateRoutesFor = (area: 'admin' | 'preparer' | 'approver'): RouteObject[] => [
  {
    path: 'templates',
    lazy: async () => {
      const { TemplatesPage } = await import('../../features/templates/pages/templates-page');
      return { element: <TemplatesPage canManage={area === 'admin'} generatedHref={`/dashboard/${area}/generated-documents`} /> };
    },
  },
  {
    path: 'generated-documents',
    lazy: async () => {
      const { GeneratedDocumentsPage } = await import('../../features/templates/pages/generated-documents-page');
      return { element: <GeneratedDocumentsPage canDelete={area !== 'approver'} canPurge={area === 'admin'} templatesHref={`/dashboard/${area}/templates`} /> };
    },
  },
];

const roleArea = (role: Role) => async () => {
  const { RoleArea } = await import('../../features/dashboard/components/role-area');
  return { element: <RoleArea role={role} /> };
};

const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const [{ AdminHome }, { LatestMailsCard }, { PlatformCountsCard }] = await Promise.all([
        import('../../features/dashboard/pages/staff-homes'),
        import('../../features/outbox/components/latest-mails-card'),
        import('../../features/admin-platform/components/platform-counts-card'),
      ]);
      return {
        element: (
          <AdminHome>
            <PlatformCountsCard />
            <LatestMailsCard />
          </AdminHome>
        ),
      };
    },
  },
  {
    path: 'outbox',
    lazy: async () => ({ Component: (await import('../../features/outbox/pages/outbox-page')).OutboxPage }),
  },
  {
    path: 'users',
    lazy: async () => ({ Component: (await import('../../features/admin-users/pages/users-page')).UsersPage }),
  },
  {
    path: 'users/:id',
    lazy: async () => ({ Component: (await import('../../features/admin-users/pages/user-detail-page')).UserDetailPage }),
  },
  {
    path: 'assignments',
    lazy: async () => ({ Component: (await import('../../features/admin-users/pages/assignments-page')).AssignmentsPage }),
  },
  // Document review and incorporations (features/admin-review).
  {
    path: 'documents',
    lazy: async () => ({ Component: (await import('../../features/admin-review/pages/document-review-page')).DocumentReviewPage }),
  },
  {
    path: 'incorporations',
    lazy: async () => ({ Component: (await import('../../features/admin-review/pages/incorporations-page')).IncorporationsPage }),
  },
  {
    path: 'incorporations/:id',
    lazy: async () => ({
      Component: (await import('../../features/admin-review/pages/incorporation-detail-page')).IncorporationDetailPage,
    }),
  },
  // Companies: list, detail with the admin's controls (features/admin-companies; the preparer picker is admin-users').
  {
    path: 'companies',
    lazy: async () => ({ Component: (await import('../../features/admin-companies/pages/companies-page')).CompaniesPage }),
  },
  {
    path: 'companies/:id',
    lazy: async () => {
      const [{ CompanyDetailPage }, { UserPicker }, { StaffKycAmlPanel }, { GenerateDocumentPanel }] = await Promise.all([
        import('../../features/admin-companies/pages/company-detail-page'),
        import('../../features/admin-users/components/user-picker'),
        import('../../features/kyc-aml/components/staff-kyc-aml-panel'),
        import('../../features/templates/components/generate-document-panel'),
      ]);
      return {
        element: (
          <CompanyDetailPage
            preparerPicker={(p) => <UserPicker kind="company" role="preparer" {...p} />}
            kycAmlPanel={(companyId) => <StaffKycAmlPanel companyId={companyId} />}
            documentsPanel={(companyId) => <GenerateDocumentPanel companyId={companyId} canPurge />}
          />
        ),
      };
    },
  },
  {
    path: 'staging',
    lazy: async () => ({ Component: (await import('../../features/admin-review/pages/staging-sessions-page')).StagingSessionsPage }),
  },
  // Summary, metrics and the audit log (features/admin-platform).
  {
    path: 'summary',
    lazy: async () => ({ Component: (await import('../../features/admin-platform/pages/summary-page')).SummaryPage }),
  },
  {
    path: 'audit-logs',
    lazy: async () => ({ Component: (await import('../../features/admin-platform/pages/audit-log-page')).AuditLogPage }),
  },
  {
    path: 'staging/nri',
    lazy: async () => ({ Component: (await import('../../features/admin-review/pages/nri-staging-sessions-page')).NriStagingSessionsPage }),
  },
  {
    path: 'staging/nri/:id',
    lazy: async () => ({ Component: (await import('../../features/admin-review/pages/nri-staging-session-page')).NriStagingSessionPage }),
  },
  {
    path: 'staging/:id',
    lazy: async () => ({ Component: (await import('../../features/admin-review/pages/staging-session-page')).StagingSessionPage }),
  },
  // Communication: notify-all, own notifications, chats, calendar actions, the inbox (features/admin-comms).
  {
    path: 'notify',
    lazy: async () => ({ Component: (await import('../../features/admin-comms/pages/notify-page')).NotifyPage }),
  },
  {
    path: 'notifications',
    lazy: async () => ({ Component: (await import('../../features/admin-comms/pages/admin-notifications-page')).AdminNotificationsPage }),
  },
  {
    path: 'chats',
    lazy: async () => ({ Component: (await import('../../features/admin-comms/pages/chats-page')).ChatsPage }),
  },
  {
    path: 'calendar',
    lazy: async () => ({ Component: (await import('../../features/admin-comms/pages/calendar-actions-page')).CalendarActionsPage }),
  },
  {
    path: 'contact-messages',
    lazy: async () => ({ Component: (await import('../../features/admin-comms/pages/contact-messages-page')).ContactMessagesPage }),
  },
  handoversRoute,
  {
    path: 'job-applications',
    lazy: async () => ({ Component: (await import('../../features/admin-comms/pages/job-applications-page')).JobApplicationsPage }),
  },
  // The law as data: due-date extensions and government fees (features/admin-rules).
  {
    path: 'rules',
    lazy: async () => ({ Component: (await import('../../features/admin-rules/pages/admin-rules-page')).AdminRulesPage }),
  },  // Writing the blog (features/admin-articles).
  {
    path: 'articles',
    lazy: async () => ({ Component: (await import('../../features/admin-articles/pages/admin-articles-page')).AdminArticlesPage }),
  },
  {
    path: 'articles/:id',
    lazy: async () => ({ Component: (await import('../../features/admin-articles/pages/article-editor-page')).ArticleEditorPage }),
  },
  // Baseline documents: the standard documents every client provides (features/admin-baseline).
  {
    path: 'baseline-docs',
    lazy: async () => ({ Component: (await import('../../features/admin-baseline/pages/baseline-docs-page')).BaselineDocsPage }),
  },
  // The client-book import (features/admin-import).
  {
    path: 'import',
    lazy: async () => ({ Component: (await import('../../features/admin-import/pages/admin-import-page')).AdminImportPage }),
  },
  ...templateRoutesFor('admin'),
];

// The approver's reviews (features/approver): the overview, the queue, one request, decisions, preparers' load.
const approverRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const [{ ApproverHome }, { ApproverPanels }] = await Promise.all([
        import('../../features/dashboard/pages/staff-homes'),
        import('../../features/approver/components/approver-panels'),
      ]);
      return {
        element: (
          <ApproverHome>
            <ApproverPanels />
          </ApproverHome>
        ),
      };
    },
  },
  {
    path: 'queue',
    lazy: async () => ({ Component: (await import('../../features/approver/pages/queue-page')).QueuePage }),
  },
  {
    path: 'requests/:id',
    lazy: async () => ({ Component: (await import('../../features/approver/pages/request-page')).RequestPage }),
  },
  {
    path: 'history',
    lazy: async () => ({ Component: (await import('../../features/approver/pages/history-page')).HistoryPage }),
  },
  {
    path: 'preparers',
    lazy: async () => ({ Component: (await import('../../features/approver/pages/preparers-page')).PreparersPage }),
  },
  // A company's AML/KYC, where the approver signs off a high rating (features/kyc-aml).
  {
    path: 'companies/:id/kyc-aml',
    lazy: async () => ({ Component: (await import('../../features/kyc-aml/pages/staff-kyc-aml-page')).StaffKycAmlPage }),
  },
  ...templateRoutesFor('approver'),
];

const preparerRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const [{ PreparerHome }, { PreparerOverviewPanels }] = await Promise.all([
        import('../../features/dashboard/pages/staff-homes'),
        import('../../features/preparer/pages/preparer-home-page'),
      ]);
      return {
        element: (
          <PreparerHome>
            <PreparerOverviewPanels />
          </PreparerHome>
        ),
      };
    },
  },
  // The preparer's work area (features/preparer): companies, one company's workspace, a task's review.
  {
    path: 'companies',
    lazy: async () => ({ Component: (await import('../../features/preparer/pages/companies-page')).PreparerCompaniesPage }),
  },
  {
    path: 'companies/:id',
    lazy: async () => {
      const [{ CompanyWorkspacePage }, { StaffKycAmlPanel }, { GenerateDocumentPanel }] = await Promise.all([
        import('../../features/preparer/pages/company-workspace-page'),
        import('../../features/kyc-aml/components/staff-kyc-aml-panel'),
        import('../../features/templates/components/generate-document-panel'),
      ]);
      return {
        element: (
          <CompanyWorkspacePage
            kycAmlPanel={(companyId) => <StaffKycAmlPanel companyId={companyId} />}
            generatedPanel={(companyId) => <GenerateDocumentPanel companyId={companyId} />}
          />
        ),
      };
    },
  },
  {
    path: 'tasks/:taskId',
    lazy: async () => ({ Component: (await import('../../features/preparer/pages/task-page')).PreparerTaskPage }),
  },
  // One NRI client's workspace and an NRI client's task (features/preparer).
  {
    path: 'nri/:id',
    lazy: async () => ({ Component: (await import('../../features/preparer/pages/nri-workspace-page')).NriWorkspacePage }),
  },
  {
    path: 'nri-tasks/:taskId',
    lazy: async () => ({ Component: (await import('../../features/preparer/pages/nri-task-page')).NriTaskPage }),
  },
  handoversRoute,
  ...templateRoutesFor('preparer'),
];

// The NRI client's area (features/nri-area): overview with the ITR timeline, tax return, tasks, documents, ...
const nriRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const [{ RoleHome }, { NriOverviewPanels }] = await Promise.all([
        import('../../features/dashboard/pages/role-home'),
        import('../../features/nri-area/pages/overview-page'),
      ]);
      return {
        element: (
          <RoleHome>
            <NriOverviewPanels />
          </RoleHome>
        ),
      };
    },
  },
  ...nriAreaRoutes,
];

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    HydrateFallback: PageSpinner,
    lazy: async () => {
      // The client's side navigation (lucide icons) loads with the dashboard, not with the public pages.
      const [{ DashboardRoot }, { clientNavItems }, { defaultNavByRole }, { withChatNav }] = await Promise.all([
        import('../../features/dashboard/components/dashboard-root'),
        import('../../features/client-area/nav'),
        import('../../features/dashboard/nav'),
        import('../../features/chat/nav'),
      ]);
      const navByRole = {
        admin: withChatNav('admin', defaultNavByRole.admin),
        approver: withChatNav('approver', defaultNavByRole.approver),
        preparer: withChatNav('preparer', defaultNavByRole.preparer),
        client: withChatNav('client', clientNavItems),
        nri_client: withChatNav('nri_client', defaultNavByRole.nri_client),
      };
      return { element: <DashboardRoot navByRole={navByRole} /> };
    },
    children: [
      { path: 'admin', lazy: roleArea('admin'), children: [...adminRoutes, messagesRouteFor('handovers')] },
      { path: 'approver', lazy: roleArea('approver'), children: [...approverRoutes, messagesRouteFor(null)] },
      { path: 'preparer', lazy: roleArea('preparer'), children: [...preparerRoutes, messagesRouteFor('handovers')] },
      { path: 'client', lazy: roleArea('client'), children: [...clientAreaRoutes, messagesRouteFor('assistant'), clientKycRoute] },
      { path: 'nri', lazy: roleArea('nri_client'), children: [...nriRoutes, messagesRouteFor('assistant')] },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../../features/dashboard/pages/dashboard-not-found')).DashboardNotFound,
        }),
      },
    ],
  },
];
