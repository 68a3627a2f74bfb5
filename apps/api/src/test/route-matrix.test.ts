import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quayside/contract/messages';
import { ROLES, type Role } from '@quayside/contract/roles';
import { seedDemo } from '../seed/seed';
import {
  actions,
  companies,
  companyServices,
  directors,
  documentFiles,
  documents,
  invoices,
  notifications,
  nriFilings,
  nriProfiles,
  shareholders,
  tasks,
} from '../db/schema/index';
import { createUser } from './factories';
import { createTestApp, type TestApp } from './test-app';
import {
  demoIdentities,
  describeRequest,
  errorShapeProblem,
  fillPath,
  identityOf,
  listRoutes,
  multipartBody,
  openApiOperations,
  ownedRecords,
  OWNED_ROUTES,
  paramsFor,
  queryFor,
  routeKey,
  sampleOf,
  seededRng,
  TINY_PDF,
  UPLOAD_ROUTES,
  type Identity,
  type Operation,
  type Owned,
  type RouteEntry,
  type Sent,
} from './route-table';

/**
 * The route x role matrix (ARCHITECTURE: "a test matrix that covers every route x role"). Every route the app
 * registers must have a reviewed access rule in RULES below; a route added without one fails here until someone
 * decides who may call it. Then every route is called as nobody, as each demo role and with bad credentials, and
 * must: never answer 5xx; answer 401 without a valid token when protected; answer the route-level 403 to roles
 * its rule leaves out; and, on /api paths, fail with a JSON {message, code}.
 */

type Rule =
  | { access: 'public'; why: string }
  | { access: 'signed-in' }
  | { access: 'roles'; roles: readonly Role[] };

const PUBLIC = (why: string): Rule => ({ access: 'public', why });
const SIGNED_IN: Rule = { access: 'signed-in' };
const ADMIN: Rule = { access: 'roles', roles: ['admin'] };
const CLIENT: Rule = { access: 'roles', roles: ['client'] };
/** Company records: every role but the NRI client (its area is separate); the service decides per record. */
const COMPANY_ROLES: Rule = { access: 'roles', roles: ['admin', 'approver', 'preparer', 'client'] };

/** Staff work on a company: reads for the staff who reach it, writes for its preparer and the admin. */
const STAFF_READ: Rule = { access: 'roles', roles: ['preparer', 'approver', 'admin'] };
const STAFF_WRITE: Rule = { access: 'roles', roles: ['preparer', 'admin'] };
/** The NRI client's own area. */
const NRI_CLIENT: Rule = { access: 'roles', roles: ['nri_client'] };
/** The preparer's own calls (the admin's same calls apply without approval). */
const PREPARER: Rule = { access: 'roles', roles: ['preparer', 'admin'] };
/** The approver's calls: the approver (requests of the preparers under them) and the admin (all). */
const APPROVER: Rule = { access: 'roles', roles: ['approver', 'admin'] };

/** The chatbot's own side: a signed-in client or NRI client (visitors have the public site's WhatsApp button). */
const CHATBOT_USERS: Rule = { access: 'roles', roles: ['client', 'nri_client'] };

/** The reviewed access rule of every route. Keep it in step with the routes: the first test compares them. */
const RULES: Record<string, Rule> = {
  // Operations and documentation.
  'GET /healthz': PUBLIC('liveness probe'),
  'GET /readyz': PUBLIC('readiness probe'),
  'GET /robots.txt': PUBLIC('crawlers'),
  'GET /sitemap.xml': PUBLIC('crawlers'),
  'GET /api/openapi.json': PUBLIC('the API description'),
  'GET /api/docs': PUBLIC('the API documentation UI'),
  'GET /api/docs*': PUBLIC('the API documentation UI assets'),
  'GET /api/docs/json': PUBLIC('the API documentation UI'),
  'GET /api/docs/yaml': PUBLIC('the API documentation UI'),
  'GET /api/docs/static/index.html': PUBLIC('the API documentation UI'),
  'GET /api/docs/static/swagger-initializer.js': PUBLIC('the API documentation UI'),
  'GET /api/files/signed': PUBLIC('the signature and expiry in the link are the credential'),

  // Public catalogue and blog.
  'GET /api/services': PUBLIC('the public service catalogue'),
  'GET /api/article/published': PUBLIC('the blog'),
  'GET /api/article/published/:id': PUBLIC('the blog'),
  'GET /api/article/published/title/:slugOrId': PUBLIC('the blog'),
  'GET /api/article/images/:id': PUBLIC('article images appear on the public blog'),
  'GET /resources/blogs/feed.xml': PUBLIC('the blog RSS feed'),
  // Writing the blog: admins only (README, "Who writes articles").
  'GET /api/article/drafts': ADMIN,
  'GET /api/article/:id': ADMIN,
  'POST /api/article': ADMIN,
  'PUT /api/article/:id': ADMIN,
  'PUT /api/article/:id/publish': ADMIN,
  'DELETE /api/article/:id': ADMIN,
  'POST /api/article/images': ADMIN,

  // Sign-in and account recovery: callers are not signed in yet.
  'POST /api/auth/login': PUBLIC('sign-in'),
  'POST /api/auth/logout': PUBLIC('works with the refresh cookie alone'),
  'POST /api/auth/refresh-token': PUBLIC('the refresh cookie is the credential'),
  'POST /api/auth/request-reset': PUBLIC('account recovery'),
  'POST /api/auth/reset-password': PUBLIC('the reset token is the credential'),
  'POST /api/auth/send-otp': PUBLIC('e-mail verification before sign-in'),
  'POST /api/auth/verify-otp': PUBLIC('e-mail verification before sign-in'),
  'GET /api/auth/profile': SIGNED_IN,
  'POST /api/auth/change-password': SIGNED_IN,

  // Public forms; their admin lists.
  'POST /api/contact': PUBLIC('the contact form'),
  'GET /api/contact/messages': ADMIN,
  'POST /api/careers/applications': PUBLIC('the careers form'),
  'GET /api/careers/applications': ADMIN,
  'GET /api/careers/applications/:id/cv': ADMIN,

  // Incorporation onboarding: the visitor has no account; a session is reached only by its random id.
  'POST /api/incorporation/check-name': PUBLIC('onboarding'),
  'POST /api/incorporation/start': PUBLIC('onboarding'),
  'GET /api/incorporation/service-details': PUBLIC('onboarding cart'),
  'PUT /api/incorporation/update/:id': PUBLIC('onboarding (session id is the capability)'),
  'POST /api/incorporation/upload-file/:id': PUBLIC('onboarding (session id is the capability)'),
  'POST /api/incorporation/send-otp/:id': PUBLIC('onboarding (session id is the capability)'),
  'POST /api/incorporation/verify-otp/:id': PUBLIC('onboarding (session id is the capability)'),
  'POST /api/incorporation/complete': PUBLIC('onboarding (session id is the capability)'),
  'GET /api/incorporation/resume/:id': PUBLIC('onboarding (session id is the capability)'),
  'GET /api/incorporation/admin/staging': ADMIN,
  'GET /api/incorporation/admin/staging/:id': ADMIN,
  'PUT /api/incorporation/admin/staging/:id': ADMIN,
  'DELETE /api/incorporation/delete/:id': ADMIN,
  // NRI tax onboarding (nri module).
  'POST /api/staging-nri/start': PUBLIC('onboarding'),
  'PUT /api/staging-nri/update/:sessionId': PUBLIC('onboarding (session id is the capability)'),
  'GET /api/staging-nri/resume/:sessionId': PUBLIC('onboarding (session id is the capability)'),
  'POST /api/staging-nri/send-otp/:id': PUBLIC('onboarding (session id is the capability)'),
  'POST /api/staging-nri/verify-otp/:id': PUBLIC('onboarding (session id is the capability)'),
  'POST /api/staging-nri/resume-link/:id': PUBLIC('onboarding (mails the link to the session\'s own address)'),
  'POST /api/staging-nri/complete/:id': PUBLIC('onboarding (session id is the capability)'),
  'GET /api/staging-nri/quote': PUBLIC('onboarding (session id is the capability)'),
  'GET /api/staging-nri/checkout-snapshot': PUBLIC('onboarding (session id is the capability)'),
  'GET /api/staging-nri/admin/staging': ADMIN,
  'GET /api/staging-nri/admin/staging/:id': ADMIN,
  'PUT /api/staging-nri/admin/staging/:id': ADMIN,
  'DELETE /api/staging-nri/delete/:id': ADMIN,

  // Payments: onboarding orders and the provider's calls are public; invoice payments need the owner.
  'POST /api/payment/create-incorporation-order': PUBLIC('onboarding checkout'),
  'POST /api/payment/create-nri-order': PUBLIC('onboarding checkout'),
  'GET /api/payment/status/:id': PUBLIC('checkout return page (payment id is the capability)'),
  'POST /api/payment/webhook': PUBLIC('provider webhook, signature checked over the raw body'),
  'GET /api/payment/test-checkout/:orderId': PUBLIC("the test provider's hosted checkout"),
  'POST /api/payment/test-checkout/:orderId': PUBLIC("the test provider's hosted checkout"),
  'GET /api/payment/razorpay-checkout/:paymentId': PUBLIC('opens the provider checkout'),
  'POST /api/payment/razorpay-callback/:paymentId': PUBLIC('provider redirect; the webhook settles'),
  'POST /api/payment/create-invoice-order': SIGNED_IN,
  'GET /api/payment/list': SIGNED_IN,

  // Invoices: the owner and staff who reach the company (decided in the service).
  'GET /api/invoices/:id': SIGNED_IN,
  'GET /api/invoices/:id/pdf': SIGNED_IN,

  // Admin tools.
  'GET /api/admin/outbox': ADMIN,
  // Admin console: users and assignments.
  'GET /api/admin/users/company': ADMIN,
  'GET /api/admin/users/clients': ADMIN,
  'GET /api/admin/user/:id/dashboard': ADMIN,
  'POST /api/admin/users': ADMIN,
  'PUT /api/admin/users/:id': ADMIN,
  'PUT /api/admin/users/:id/role': ADMIN,
  'PUT /api/admin/users/:id/block': ADMIN,
  'DELETE /api/admin/users/:id': ADMIN,
  'PUT /api/admin/users/:id/suspend': ADMIN,
  'PUT /api/admin/users/:id/unsuspend': ADMIN,
  'POST /api/admin/assign-approver': ADMIN,
  'POST /api/admin/assign-preparer': ADMIN,
  'POST /api/admin/assign-preparer/nri': ADMIN,
  'GET /api/admin/assignment-tree': ADMIN,
  'GET /api/admin/assignment-defaults/nri-preparer': ADMIN,
  'PUT /api/admin/assignment-defaults/nri-preparer': ADMIN,
  'DELETE /api/admin/role-assignment/:id': ADMIN,
  // Admin review: documents and incorporations (admin-review module).
  'GET /api/admin/documents/signed': ADMIN,
  'GET /api/admin/documents': ADMIN,
  'GET /api/admin/files': ADMIN,
  'POST /api/admin/documents/:id/approve': ADMIN,
  'POST /api/admin/documents/:id/reject': ADMIN,
  'GET /api/admin/incorporations': ADMIN,
  'GET /api/admin/incorporation/:id': ADMIN,
  'PUT /api/admin/incorporation/:id/status': ADMIN,
  'POST /api/admin/incorporation/:id/generate-invoice': ADMIN,
  // Admin companies: list, activity, lock, preview, reassign, reset (admin-companies module).
  'GET /api/admin/companies': ADMIN,
  'GET /api/admin/company/:id/activity': ADMIN,
  'PUT /api/admin/company/:id/lock': ADMIN,
  'GET /api/admin/company/:id/preview': ADMIN,
  'PUT /api/admin/company/:id/reassign-preparer': ADMIN,
  'PUT /api/admin/company/:id/reset-status': ADMIN,
  // Admin platform: dashboard, summary, metrics, audit log (admin-platform module); the operators' scrape.
  'GET /api/admin/dashboard': ADMIN,
  'GET /api/admin/summary': ADMIN,
  'GET /api/admin/summary/export': ADMIN,
  'GET /api/admin/metrics': ADMIN,
  'GET /api/admin/audit-logs': ADMIN,
  'GET /api/admin/audit-logs/export': ADMIN,
  // Admins, or a scraper with METRICS_TOKEN (admin-platform.routes.test.ts covers the token).
  'GET /metrics': ADMIN,
  // Admin communication (admin-comms module; the inbox in contact and careers).
  'POST /api/admin/notify-all': ADMIN,
  'GET /api/admin/notify-all/recipients': ADMIN,
  'GET /api/admin/notifications': ADMIN,
  'PUT /api/admin/notifications/:id/read': ADMIN,
  'GET /api/admin/chats': ADMIN,

  // Chat: every signed-in role; the chat service decides who talks with whom (403) and who reads a conversation (404).
  'GET /api/chat/messages': SIGNED_IN,
  'POST /api/chat/messages': SIGNED_IN,
  'POST /api/chat/upload-file': SIGNED_IN,
  'GET /api/chat/conversations': SIGNED_IN,
  'GET /api/chat/unread': SIGNED_IN,
  'POST /api/chat/conversations/:userId/read': SIGNED_IN,
  'GET /api/admin/calendar-actions': ADMIN,
  'GET /api/admin/calendar-actions/today': ADMIN,
  'PUT /api/admin/calendar-actions/:id': ADMIN,
  'PUT /api/admin/insight-recommendation/:userId': ADMIN,
  'GET /api/admin/insight-recommendation/:userId/history': ADMIN,
  'GET /api/admin/contact-messages': ADMIN,
  'GET /api/admin/contact-messages/:id': ADMIN,
  'PUT /api/admin/contact-messages/:id/handled': ADMIN,
  'GET /api/admin/job-applications': ADMIN,
  'GET /api/admin/job-applications/:id': ADMIN,
  'PUT /api/admin/job-applications/:id/handled': ADMIN,
  'GET /api/admin/job-applications/:id/cv': ADMIN,

  // The law as data (rules module): extensions and government fees; the fees are public for the estimator.
  'GET /api/admin/rules/extensions': ADMIN,
  'POST /api/admin/rules/extensions': ADMIN,
  'PUT /api/admin/rules/extensions/:id': ADMIN,
  'DELETE /api/admin/rules/extensions/:id': ADMIN,
  'GET /api/government-fees': PUBLIC('government fees shown by the public incorporation estimator'),
  'POST /api/admin/rules/government-fees': ADMIN,
  'PUT /api/admin/rules/government-fees/:id': ADMIN,
  'DELETE /api/admin/rules/government-fees/:id': ADMIN,

  // Baseline documents: every staff member reads the list; only the admin changes it.
  'GET /api/baseline-docs': STAFF_READ,
  'GET /api/baseline-docs/export': STAFF_READ,
  'GET /api/baseline-docs/:slug': STAFF_READ,
  'POST /api/baseline-docs': ADMIN,
  'PUT /api/baseline-docs/:slug': ADMIN,
  'DELETE /api/baseline-docs/:slug': ADMIN,
  'PUT /api/baseline-docs/:slug/restore': ADMIN,
  'PUT /api/baseline-docs/reorder': ADMIN,
  'POST /api/baseline-docs/import': ADMIN,

  // KYC/AML: the preparer and the admin request, cancel, archive; the company's people fill the survey; staff who
  // reach the company (and the people asked) read; the approver above the preparer or the admin signs off.
  'POST /api/kyc-aml/company/:id/request': STAFF_WRITE,
  'GET /api/kyc-aml/company/:id/request/status': COMPANY_ROLES,
  'GET /api/kyc-aml/company/:id/surveys': COMPANY_ROLES,
  'POST /api/kyc-aml/company/:id/survey/draft': CLIENT,
  'POST /api/kyc-aml/survey/:id/submit': CLIENT,
  'POST /api/kyc-aml/survey/:id/sign-off': APPROVER,
  'DELETE /api/kyc-aml/survey/:id': STAFF_WRITE,
  'DELETE /api/kyc-aml/request/:id': STAFF_WRITE,

  // Bulk import of the client book (rcn-import): the platform's data, admins only.
  'POST /api/rcn/import': ADMIN,
  'GET /api/rcn/import-jobs': ADMIN,
  'GET /api/rcn/import-jobs/:id': ADMIN,
  'GET /api/rcn/import-jobs/:id/errors.csv': ADMIN,
  'POST /api/rcn/import-jobs/:id/start': ADMIN,
  'GET /api/rcn/import-jobs/:id/staged-rows': ADMIN,
  'POST /api/rcn/import-jobs/:id/promote': ADMIN,

  // Document templates (admins keep them; staff read and preview) and generated documents (the company's preparer
  // or an admin generates and deletes; removing for good and purging are the admin's, decided by the service).
  'GET /api/documents/templates': STAFF_READ,
  'POST /api/documents/templates': ADMIN,
  'GET /api/documents/templates/versions': STAFF_READ,
  'POST /api/documents/templates/:id/versions': ADMIN,
  'POST /api/documents/templates/preview': STAFF_READ,
  'POST /api/documents/generate/company': STAFF_WRITE,
  'GET /api/documents/generated': STAFF_READ,
  'DELETE /api/documents/generated': STAFF_WRITE,

  // Company records.
  'GET /api/companies': COMPANY_ROLES,
  'POST /api/companies': COMPANY_ROLES,
  'GET /api/companies/:id': COMPANY_ROLES,
  'PUT /api/companies/:id': COMPANY_ROLES,
  'DELETE /api/companies/:id': COMPANY_ROLES,
  'GET /api/companies/:id/dashboard': COMPANY_ROLES,
  'POST /api/companies/:id/directors': COMPANY_ROLES,
  'PUT /api/companies/:id/directors/:directorId': COMPANY_ROLES,
  'DELETE /api/companies/:id/directors/:directorId': COMPANY_ROLES,
  'POST /api/companies/:id/shareholders': COMPANY_ROLES,
  'PUT /api/companies/:id/shareholders/:shareholderId': COMPANY_ROLES,
  'DELETE /api/companies/:id/shareholders/:shareholderId': COMPANY_ROLES,
  'POST /api/companies/:id/services/:serviceId': COMPANY_ROLES,
  'DELETE /api/companies/:id/services/:serviceId': COMPANY_ROLES,
  'GET /api/companies/:id/services/:serviceId/quote': COMPANY_ROLES,
  // A cancellation request is the owner's; staff cancel through DELETE.
  'POST /api/companies/:id/services/:serviceId/cancellation': CLIENT,
  'PUT /api/companies/:id/edit-flags': COMPANY_ROLES,

  // The client area: clients only, except notifications (every signed-in user's own).
  'GET /api/client/dashboard': CLIENT,
  'GET /api/client/company': CLIENT,
  'GET /api/client/status/summary': CLIENT,
  'GET /api/client/calendar': CLIENT,
  'GET /api/client/insights': CLIENT,
  'GET /api/client/chat-agents': CLIENT,
  'GET /api/client/notifications': SIGNED_IN,
  'PUT /api/client/notification/:id/read': SIGNED_IN,
  'PUT /api/client/notifications/read-all': SIGNED_IN,
  'GET /api/client/actions': CLIENT,
  'POST /api/client/actions/:id/ack': CLIENT,
  'GET /api/client/invoices': CLIENT,
  'GET /api/client/invoices/:id': CLIENT,
  'GET /api/client/invoices/:id/pdf': CLIENT,
  'GET /api/client/tasks/assigned': CLIENT,
  'GET /api/client/tasks/assigned/:id': CLIENT,
  'POST /api/client/tasks/assigned/:id/complete': CLIENT,
  'POST /api/client/tasks/assigned/:id/submit': CLIENT,
  'GET /api/client/documents': CLIENT,
  'POST /api/client/tasks/requirements/:id/upload': CLIENT,
  'POST /api/client/upload-final-doc': CLIENT,
  'PUT /api/client/replace-document/:id': CLIENT,
  'DELETE /api/client/document/:id': CLIENT,
  'DELETE /api/client/documents/:docId/files/:fileId': CLIENT,
  'GET /api/client/documents/:docId/files/:fileId/url': CLIENT,

  // The company preparer (part 2 section 7): staff who reach the company read; its preparer and the admin write
  // (an approver reads only). The service answers 404 for a company or task out of the caller's reach.
  'GET /api/company-preparer/:id/summary': STAFF_READ,
  'GET /api/company-preparer/:id/status': STAFF_READ,
  'GET /api/company-preparer/:id/calendar': STAFF_READ,
  'POST /api/company-preparer/:id/status': STAFF_WRITE,
  'GET /api/company-preparer/:id/documents': STAFF_READ,
  'POST /api/company-preparer/:id/documents': STAFF_WRITE,
  'GET /api/company-preparer/:id/actions': STAFF_READ,
  'POST /api/company-preparer/:id/actions': STAFF_WRITE,
  'POST /api/company-preparer/:id/actions/:actionId/ack': STAFF_WRITE,
  'GET /api/company-preparer/:id/tasks': STAFF_READ,
  'POST /api/company-preparer/:id/tasks': STAFF_WRITE,
  'GET /api/company-preparer/tasks/:id': STAFF_READ,
  'POST /api/company-preparer/tasks/:id/review': STAFF_WRITE,

  // The four-eyes approval (approvals module): the preparer stages company changes and sends them; the approver
  // above them decides. The service answers 404 for a company or request out of the caller's reach.
  'GET /api/preparer/company/:id': STAFF_READ,
  'PUT /api/preparer/company/:id': PREPARER,
  'PUT /api/preparer/status/:id': PREPARER,
  'PUT /api/preparer/send-to-approver/:id': PREPARER,
  'GET /api/approver/dashboard': APPROVER,
  'GET /api/approver/queue': APPROVER,
  'GET /api/approver/requests/:id': APPROVER,
  'POST /api/approver/requests/:id/approve': APPROVER,
  'POST /api/approver/requests/:id/return': APPROVER,
  'GET /api/approver/history': APPROVER,
  'GET /api/approver/preparers': APPROVER,

  // The preparer (part 2 section 7, preparer module): reads for the staff (an approver: the work of the preparers
  // under them; an admin: the platform), writes for preparers and the admin. Records out of reach answer 404.
  'GET /api/preparer/dashboard': STAFF_READ,
  'GET /api/preparer/assigned-users': STAFF_READ,
  'GET /api/preparer/kyc/:id': STAFF_READ,
  'POST /api/preparer/kyc/:id': STAFF_WRITE,
  'PUT /api/preparer/recommendations/:id': STAFF_WRITE,
  'POST /api/preparer/notify/:id': STAFF_WRITE,
  'PUT /api/preparer/calendar/:id': STAFF_WRITE,
  'PUT /api/preparer/verify-document/:id': STAFF_WRITE,
  'POST /api/preparer/assign-task': STAFF_WRITE,
  'GET /api/preparer/assigned-tasks': STAFF_READ,
  'PUT /api/preparer/task/:id': STAFF_WRITE,
  'DELETE /api/preparer/task/:id': STAFF_WRITE,
  'GET /api/preparer/tasks/user/:id': STAFF_READ,

  // The NRI client's own area (part 2 section 7, nri-filing module): their own records only (404 otherwise).
  'GET /api/nri-client/tasks': NRI_CLIENT,
  'GET /api/nri-client/tasks/:id': NRI_CLIENT,
  'GET /api/nri-client/itr/status': NRI_CLIENT,
  'POST /api/nri-client/tasks/:id/requirements/:reqDocId/upload': NRI_CLIENT,
  'POST /api/nri-client/tasks/:id/submit': NRI_CLIENT,
  'DELETE /api/nri-client/tasks/:id/requirements/:reqDocId/files/:fileId': NRI_CLIENT,
  'GET /api/nri-client/actions': NRI_CLIENT,
  'POST /api/nri-client/actions/:id/ack': NRI_CLIENT,
  'GET /api/nri-client/details': NRI_CLIENT,
  'PUT /api/nri-client/update': NRI_CLIENT,
  'GET /api/nri-client/documents': NRI_CLIENT,
  'GET /api/nri-client/invoices': NRI_CLIENT,
  'GET /api/nri-client/filing-artifacts': NRI_CLIENT,
  'POST /api/nri-client/filing-artifacts/draft/decide': NRI_CLIENT,

  // The NRI preparer (part 2 section 7, nri-filing module): the assigned preparer (preparer_nri), the approver
  // above them (reads) and the admin; the service answers 404 for an NRI client out of reach.
  'GET /api/nri-preparer/:id/summary': STAFF_READ,
  'GET /api/nri-preparer/:id/status': STAFF_READ,
  'POST /api/nri-preparer/:id/status': STAFF_WRITE,
  'GET /api/nri-preparer/:id/documents': STAFF_READ,
  'POST /api/nri-preparer/:id/documents': STAFF_WRITE,
  'GET /api/nri-preparer/:id/actions': STAFF_READ,
  'POST /api/nri-preparer/:id/actions': STAFF_WRITE,
  'POST /api/nri-preparer/:id/tasks': STAFF_WRITE,
  'PATCH /api/nri-preparer/:id/actions/:actionId/ack': STAFF_WRITE,
  'GET /api/nri-preparer/:id/filing/current': STAFF_READ,
  'POST /api/nri-preparer/:id/profile': STAFF_WRITE,
  'GET /api/nri-preparer/tasks/:id/details': STAFF_READ,
  'PUT /api/nri-preparer/tasks/:id/review': STAFF_WRITE,

  // The chatbot (chatbot module): clients and NRI clients talk to the bot in their own session (no id: it is
  // always the caller's); preparers (their clients' sessions) and admins (all) take handovers.
  'GET /api/chatbot/session': CHATBOT_USERS,
  'POST /api/chatbot/message': CHATBOT_USERS,
  'POST /api/chatbot/handover': CHATBOT_USERS,
  'POST /api/chatbot/clear': CHATBOT_USERS,
  'GET /api/chatbot/agent/queue': PREPARER,
  'GET /api/chatbot/agent/sessions/:id': PREPARER,
  'POST /api/chatbot/agent/sessions/:id/take': PREPARER,
  'POST /api/chatbot/agent/sessions/:id/reply': PREPARER,
  'POST /api/chatbot/agent/sessions/:id/close': PREPARER,
};

/**
 * The rule of a route: its RULES entry; the web app's pages (GET outside /api, registered when apps/web/dist is
 * built) are public HTML whose data comes through the /api routes above.
 */
function ruleOf(route: RouteEntry): Rule | undefined {
  return RULES[routeKey(route)] ?? (route.method === 'GET' && !route.url.startsWith('/api') ? PUBLIC('a page of the web app') : undefined);
}

/** Path conventions the table itself must respect, so a route cannot be waved through by a wrong entry. */
function conventionProblems(key: string, rule: Rule): string | null {
  const url = key.split(' ')[1] ?? '';
  if (/^\/api\/(?:[\w-]+\/)?admin\//.test(url) && !(rule.access === 'roles' && rule.roles.join() === 'admin')) {
    return `${key} is an admin path but its rule is not admin-only`;
  }
  if (url.startsWith('/api/client/') && rule.access === 'public') return `${key} is in the client area but public`;
  if (url.startsWith('/api/companies') && rule.access === 'public') return `${key} is a company record but public`;
  return null;
}

let t: TestApp;
let routes: RouteEntry[];
let ops: Map<string, Operation>;
let roles: Record<Role, Identity>;
let badCredentials: Identity[];
let owned: Owned;
let strangers: Identity[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.deps.storage });
  const secret = t.deps.config.jwtSecret;
  routes = listRoutes(t.app);
  ops = await openApiOperations(t.app);
  roles = await demoIdentities(t.db, secret);
  const admin = await createUser(t.db, { role: 'admin' });
  const blocked = await createUser(t.db, { role: 'admin', isBlocked: true });
  const deleted = await createUser(t.db, { role: 'admin', isDeleted: true });
  badCredentials = [
    { name: 'garbage token', role: null, headers: { authorization: 'Bearer not-a-token' } },
    { name: 'no bearer scheme', role: null, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
    { ...(await identityOf('expired token', admin, secret, -60)), role: null },
    { ...(await identityOf('forged token (other secret)', admin, 'another-secret-that-is-long-enough-1234567890')), role: null },
    { ...(await identityOf('stale token version', { ...admin, tokenVersion: admin.tokenVersion + 1 }, secret)), role: null },
    { ...(await identityOf('blocked account', blocked, secret)), role: null },
    { ...(await identityOf('deleted account', deleted, secret)), role: null },
  ];
  owned = await ownedRecords(t.db);
  strangers = [
    await identityOf('another client', await createUser(t.db, { role: 'client' }), secret),
    await identityOf('an unassigned preparer', await createUser(t.db, { role: 'preparer' }), secret),
    await identityOf('an approver over no preparer', await createUser(t.db, { role: 'approver' }), secret),
    { ...roles.nri_client, name: 'the NRI client' },
    await identityOf('another NRI client', await createUser(t.db, { role: 'nri_client' }), secret),
  ];
});

afterAll(async () => {
  await t.close();
});

/** A well-formed request for one of the demo client's records. */
function ownedRequest(route: RouteEntry, seed: number): InjectOptions | null {
  const pick = OWNED_ROUTES[route.url];
  if (!pick) return null;
  const { params = {}, query = {} } = pick(owned);
  const { wellFormed } = requestsFor(route, seed);
  const rng = seededRng(seed);
  const op = ops.get(routeKey(route));
  const request: InjectOptions = {
    ...wellFormed,
    url: fillPath(route.url, { ...paramsFor(route, op, rng), ...params }),
    query: { ...(wellFormed.query as Record<string, string>), ...query },
  };
  const upload = UPLOAD_ROUTES[routeKey(route)];
  if (upload) {
    const mp = multipartBody({ ...upload.fields, ...(route.url.endsWith('upload-final-doc') ? { companyId: owned.company } : {}) }, [
      { field: upload.file, filename: 'scan.pdf', type: 'application/pdf', data: TINY_PDF },
    ]);
    request.payload = mp.payload;
    request.headers = mp.headers;
  }
  return request;
}

/** A well-formed request for the route (random ids, a valid sample body and query) and a bare one (empty body). */
function requestsFor(route: RouteEntry, seed: number): { wellFormed: InjectOptions; bare: InjectOptions } {
  const rng = seededRng(seed);
  const op = ops.get(routeKey(route));
  const upload = UPLOAD_ROUTES[routeKey(route)];
  const url = fillPath(route.url, paramsFor(route, op, rng));
  const method = route.method as InjectOptions['method'];
  const fullQuery = queryFor(op, rng, 'full');
  const wellFormed: InjectOptions = { method, url, query: fullQuery };
  const bare: InjectOptions = { method, url, query: queryFor(op, rng, 'required') };
  if (op?.body) {
    wellFormed.payload = sampleOf(op.body, rng, 'full') as InjectOptions['payload'];
    bare.payload = {};
  } else if (upload) {
    const mp = multipartBody(upload.fields, [{ field: upload.file, filename: 'scan.pdf', type: 'application/pdf', data: TINY_PDF }]);
    wellFormed.payload = mp.payload;
    wellFormed.headers = mp.headers;
  }
  return { wellFormed, bare };
}

async function send(route: RouteEntry, who: Identity | null, request: InjectOptions): Promise<Sent> {
  const res = await t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(who?.headers ?? {}) } });
  return {
    route,
    who: who?.name ?? 'nobody',
    request,
    status: res.statusCode,
    body: res.body,
    contentType: String(res.headers['content-type'] ?? ''),
  };
}

/**
 * The well-formed request was refused by the route's own schema: the sample generator made something the schema
 * does not take, so the sweep would not reach the route's logic. (A 400 from the service's rules is fine.)
 */
function schemaRefused(answer: Sent): boolean {
  if (answer.status !== 400) return false;
  const body = JSON.parse(answer.body) as { message?: string; fields?: Record<string, unknown> };
  // The schema's answer reads "<part>.<field>: <text>" (app.ts error handler); a service names fields but not so.
  const [first] = Object.keys(body.fields ?? {});
  return !!first && /^(body|querystring|params)\b/.test(first) && !!body.message?.startsWith(`${first}:`);
}

const codeOf = (sent: Sent): string | undefined => {
  try {
    return (JSON.parse(sent.body) as { code?: string }).code;
  } catch {
    return undefined;
  }
};

describe('the route table', () => {
  it('gives every registered route a reviewed access rule, and lists no route that is gone', () => {
    const registered = routes.map(routeKey);
    expect(registered.length).toBeGreaterThan(90);
    expect(routes.filter((r) => !ruleOf(r)).map(routeKey), 'routes without an access rule in RULES').toEqual([]);
    expect(Object.keys(RULES).filter((k) => !registered.includes(k)), 'rules for routes that no longer exist').toEqual([]);
  });

  it('keeps admin paths admin-only and the client area and company records behind sign-in', () => {
    expect(Object.entries(RULES).map(([k, r]) => conventionProblems(k, r)).filter(Boolean)).toEqual([]);
  });

  it('marks in the OpenAPI document exactly the routes that need a bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const mismatched: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const rule = RULES[key];
        if (rule && (rule.access !== 'public') !== !!op.security?.length) mismatched.push(key);
      }
    }
    expect(mismatched, 'routes whose OpenAPI security does not match their rule').toEqual([]);
  });
});

describe('every route x every caller', { timeout: 120_000 }, () => {
  it("sends well-formed requests that pass every route's schema, so the sweep reaches the route's logic", async () => {
    const refused: string[] = [];
    for (const [i, route] of routes.entries()) {
      const rule = ruleOf(route);
      if (!rule) continue;
      const who = rule.access === 'public' ? null : rule.access === 'signed-in' ? roles.admin : roles[rule.roles[0] ?? 'admin'];
      const answer = await send(route, who, requestsFor(route, 1000 + i).wellFormed);
      if (schemaRefused(answer)) refused.push(`${answer.body.slice(0, 160)} <- ${describeRequest(answer)}`);
    }
    expect(refused).toEqual([]);
  });

  it('never answers 5xx, and keeps the JSON error contract on /api paths', async () => {
    const failures: string[] = [];
    const callers: (Identity | null)[] = [null, ...ROLES.map((r) => roles[r]), ...badCredentials];
    let sent = 0;
    for (const [i, route] of routes.entries()) {
      const { wellFormed, bare } = requestsFor(route, 1000 + i);
      for (const who of callers) {
        for (const request of [wellFormed, bare]) {
          const answer = await send(route, who, request);
          sent += 1;
          if (answer.status >= 500) failures.push(`${answer.status} <- ${describeRequest(answer)} :: ${answer.body.slice(0, 200)}`);
          const shape = errorShapeProblem(answer);
          if (shape) failures.push(`${shape} <- ${describeRequest(answer)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * callers.length);
    expect(failures).toEqual([]);
  });

  it('answers 401 to a protected route called without a token or with bad credentials', async () => {
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      const rule = ruleOf(route);
      if (!rule || rule.access === 'public') continue;
      const { wellFormed, bare } = requestsFor(route, 2000 + i);
      for (const who of [null, ...badCredentials]) {
        const answer = await send(route, who, wellFormed);
        // A blocked or deleted account is known but barred: 403 with its own code.
        const barred = who?.name === 'blocked account' || who?.name === 'deleted account';
        const expected = barred ? [403] : [401];
        if (!expected.includes(answer.status)) {
          failures.push(`expected ${expected.join('/')}, got ${answer.status} <- ${describeRequest(answer)}`);
        } else if (barred && !/^ACCOUNT_/.test(codeOf(answer) ?? '')) {
          failures.push(`barred account answered ${codeOf(answer)} <- ${describeRequest(answer)}`);
        }
      }
      // Authentication comes before validation: an anonymous caller with an empty (or malformed) body learns
      // nothing about the route's fields, only that it must sign in.
      const bareAnswer = await send(route, null, bare);
      if (bareAnswer.status !== 401) failures.push(`anonymous with an empty body: expected 401, got ${bareAnswer.status} <- ${describeRequest(bareAnswer)}`);
      const garbled = await send(route, null, { ...bare, payload: '{"truncated', headers: { 'content-type': 'application/json' } });
      if (garbled.status !== 401) failures.push(`anonymous with a malformed body: expected 401, got ${garbled.status} <- ${describeRequest(garbled)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers the route-level 403 to every role the rule leaves out, and lets the others past the role check', async () => {
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      const rule = ruleOf(route);
      if (!rule || rule.access !== 'roles') continue;
      const { wellFormed } = requestsFor(route, 3000 + i);
      for (const role of ROLES) {
        const answer = await send(route, roles[role], wellFormed);
        if (!rule.roles.includes(role)) {
          const body = answer.status === 403 ? (JSON.parse(answer.body) as { message?: string; code?: string }) : null;
          if (answer.status !== 403 || body?.code !== 'FORBIDDEN' || body.message !== authMessages.errors.forbidden) {
            failures.push(`${role} should get the route-level 403, got ${answer.status} ${answer.body.slice(0, 120)} <- ${describeRequest(answer)}`);
          }
          // The role is checked before the body is read: an empty body gets the same 403, not the schema's 400.
          const empty = await send(route, roles[role], { ...wellFormed, payload: {} });
          if (empty.status !== 403) failures.push(`${role} with an empty body should get the route-level 403, got ${empty.status} <- ${describeRequest(empty)}`);
        } else if (answer.status === 401 || (route.method === 'GET' && answer.status === 403) || schemaRefused(answer)) {
          failures.push(`${role} is allowed but got ${answer.status} ${answer.body.slice(0, 120)} <- ${describeRequest(answer)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets every role call the routes any signed-in user may call', async () => {
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      const rule = ruleOf(route);
      if (rule?.access !== 'signed-in') continue;
      const { wellFormed } = requestsFor(route, 4000 + i);
      for (const role of ROLES) {
        const answer = await send(route, roles[role], wellFormed);
        if (answer.status === 401 || (answer.status === 403 && codeOf(answer) === 'FORBIDDEN' && route.method === 'GET')) {
          failures.push(`${role} got ${answer.status} <- ${describeRequest(answer)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Routes that name one of the firm's own records, which every staff member may read: no client's record. */
const FIRM_RECORDS: Record<string, string> = {
  'GET /api/baseline-docs/:slug': 'the baseline list is the firm\'s, read by all staff (baseline-docs.routes.test.ts covers it)',
};

/** The NRI line's routes name the demo NRI client's records (Owned.nri*), not the demo client's. */
const isNriRoute = (route: RouteEntry) => route.url.startsWith('/api/nri-');

/** Every row of the demo client's records the routes could change, as they stand. */
async function snapshotOf(o: Owned) {
  return {
    company: await t.db.select().from(companies).where(eq(companies.id, o.company)),
    directors: await t.db.select().from(directors).where(eq(directors.companyId, o.company)).orderBy(directors.id),
    shareholders: await t.db.select().from(shareholders).where(eq(shareholders.companyId, o.company)).orderBy(shareholders.id),
    services: await t.db.select().from(companyServices).where(eq(companyServices.companyId, o.company)).orderBy(companyServices.id),
    tasks: await t.db.select().from(tasks).where(eq(tasks.companyId, o.company)).orderBy(tasks.id),
    documents: await t.db.select().from(documents).where(eq(documents.ownerId, o.clientId)).orderBy(documents.id),
    files: await t.db.select().from(documentFiles).where(eq(documentFiles.documentId, o.document)).orderBy(documentFiles.id),
    actions: await t.db.select().from(actions).where(eq(actions.userId, o.clientId)).orderBy(actions.id),
    notifications: await t.db.select().from(notifications).where(eq(notifications.userId, o.clientId)).orderBy(notifications.id),
    invoices: await t.db.select().from(invoices).where(eq(invoices.userId, o.clientId)).orderBy(invoices.id),
    nriTasks: await t.db.select().from(tasks).where(eq(tasks.userId, o.nriUserId)).orderBy(tasks.id),
    nriDocuments: await t.db.select().from(documents).where(eq(documents.ownerId, o.nriUserId)).orderBy(documents.id),
    nriFiles: await t.db.select().from(documentFiles).where(eq(documentFiles.documentId, o.nriDocument)).orderBy(documentFiles.id),
    nriActions: await t.db.select().from(actions).where(eq(actions.userId, o.nriUserId)).orderBy(actions.id),
    nriFilings: await t.db.select().from(nriFilings).where(eq(nriFilings.userId, o.nriUserId)).orderBy(nriFilings.id),
    nriProfiles: await t.db.select().from(nriProfiles).where(eq(nriProfiles.userId, o.nriUserId)),
  };
}

describe("another user's records", () => {
  it('covers every route that takes a record id or a companyId', () => {
    const missing = routes
      // Public routes reach records by capability ids; admin-only routes reach everything by design.
      .filter((r) => {
        const rule = ruleOf(r);
        return rule?.access === 'signed-in' || (rule?.access === 'roles' && rule.roles.some((role) => role !== 'admin'));
      })
      .filter((r) => /:\w/.test(r.url) || 'companyId' in (ops.get(routeKey(r))?.query ?? {}))
      .filter((r) => !(r.url in OWNED_ROUTES))
      .filter((r) => !(routeKey(r) in FIRM_RECORDS))
      .map(routeKey);
    expect(missing, 'protected routes naming a record that the ownership sweep does not reach').toEqual([]);
  });

  it("answers 403 or 404 to strangers on every route that names the demo client's records, and changes nothing", async () => {
    const failures: string[] = [];
    let checked = 0;
    const before = await snapshotOf(owned);
    for (const [i, route] of routes.entries()) {
      const request = ownedRequest(route, 5000 + i);
      if (!request) continue;
      for (const who of strangers) {
        // The demo NRI client owns the records the NRI routes name: a stranger to everything else.
        if (who.name === 'the NRI client' && isNriRoute(route)) continue;
        const answer = await send(route, who, request);
        checked += 1;
        if (answer.status !== 403 && answer.status !== 404) {
          failures.push(`${answer.status} ${answer.body.slice(0, 120)} <- ${describeRequest(answer)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(OWNED_ROUTES).length * strangers.length);
    expect(failures).toEqual([]);
    // Nothing the strangers tried took effect.
    expect(await ownedRecords(t.db)).toEqual(owned);
    expect(await snapshotOf(owned)).toEqual(before);
  });

  it('lets the owner (and the staff who reach the company) read the same records', async () => {
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      if (route.method !== 'GET') continue;
      const request = ownedRequest(route, 6000 + i);
      if (!request) continue;
      // Every role the route's rule lets in reaches the demo client's records (the demo preparer prepares the company,
      // the demo approver sits above them); routes any signed-in user may call: the owner and the admin.
      const rule = ruleOf(route);
      const readers: Identity[] =
        rule?.access === 'roles'
          ? rule.roles.filter((r) => r !== 'nri_client' || isNriRoute(route)).map((r) => roles[r])
          : [roles.client, roles.admin];
      for (const who of readers) {
        const answer = await send(route, who, request);
        if (answer.status !== 200) failures.push(`${answer.status} ${answer.body.slice(0, 120)} <- ${describeRequest(answer)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("the demo client's company with its dashboard locked by the admin", () => {
  /** Client writes that a lock does not reach, and why. Every other write naming the company's records must be refused. */
  const NOT_LOCKED: Record<string, string> = {
    'PUT /api/client/notification/:id/read': 'a notification is the user\'s own, not a record of the company',
    'POST /api/chat/messages': 'a message is between two people, not a record of the company: a locked client still talks with their team',
    'POST /api/chat/conversations/:userId/read': 'reading one\'s own messages is not a change to the company',
  };
  /** Refused for another reason first (the sample body or the route is staff-only): still a 403. */
  const STAFF_ONLY_FIRST: Record<string, string> = {
    'PUT /api/companies/:id/edit-flags': 'edit flags are staff work',
  };

  /** The sample body of a company edit carries staff-only fields (refused for that first): send what a client edits. */
  const CLIENT_BODY: Record<string, Record<string, unknown>> = {
    'PUT /api/companies/:id': { businessActivity: 'Edited while locked' },
  };

  it('refuses every client write on its records with the locked text, changes nothing, and keeps every read', async () => {
    const lock = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/company/${owned.company}/lock`,
      headers: roles.admin.headers,
      payload: { locked: true, reason: 'Route matrix lock sweep' },
    });
    expect(lock.statusCode).toBe(200);
    const before = await snapshotOf(owned);
    const failures: string[] = [];
    let writes = 0;
    try {
      for (const [i, route] of routes.entries()) {
        const request = ownedRequest(route, 7000 + i);
        if (!request) continue;
        const key = routeKey(route);
        const rule = ruleOf(route);
        if (rule?.access === 'roles' && !rule.roles.includes('client')) {
          // Staff routes: the lock binds only the client, so the company's preparer still reads (and works).
          if (route.method === 'GET') {
            const staff = await send(route, roles[rule.roles.includes('preparer') ? 'preparer' : (rule.roles[0] ?? 'admin')], request);
            if (staff.status !== 200) failures.push(`staff read ${staff.status} ${staff.body.slice(0, 120)} <- ${describeRequest(staff)}`);
          }
          continue;
        }
        const answer = await send(route, roles.client, key in CLIENT_BODY ? { ...request, payload: CLIENT_BODY[key] } : request);
        if (route.method === 'GET') {
          if (answer.status !== 200) failures.push(`read ${answer.status} ${answer.body.slice(0, 120)} <- ${describeRequest(answer)}`);
          continue;
        }
        if (key in NOT_LOCKED) continue;
        writes += 1;
        const code = codeOf(answer);
        const ok = answer.status === 403 && (code === 'EDIT_LOCKED' || (key in STAFF_ONLY_FIRST && code === 'FORBIDDEN'));
        if (!ok) failures.push(`write ${answer.status} ${answer.body.slice(0, 120)} <- ${describeRequest(answer)}`);
      }
    } finally {
      const unlock = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/company/${owned.company}/lock`,
        headers: roles.admin.headers,
        payload: { locked: false },
      });
      expect(unlock.statusCode).toBe(200);
    }
    expect(writes).toBeGreaterThan(15);
    expect(failures).toEqual([]);
    const after = await snapshotOf(owned);
    // Only the lock itself (and its undoing) touched the company row; nothing else of the client's changed.
    expect({ ...after, company: [], notifications: [] }).toEqual({ ...before, company: [], notifications: [] });
  });
});
