import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articlesRoutes } from './articles/articles.routes';
import { contactRoutes } from './contact/contact.routes';
import { careersRoutes } from './careers/careers.routes';
import { servicesRoutes } from './services/services.routes';
import { authRoutes } from './auth/auth.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { companiesRoutes } from './companies/companies.routes';
import { clientRoutes } from './client/client.routes';
import { incorporationRoutes } from './incorporation/incorporation.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { adminUsersRoutes } from './admin/admin.users.routes';
import { adminAssignmentsRoutes } from './admin/admin.assignments.routes';
import { adminReviewRoutes } from './admin-review/admin-review.routes';
import { adminCompaniesRoutes } from './admin-companies/admin-companies.routes';
import { adminPlatformRoutes } from './admin-platform/admin-platform.routes';
import { adminCommsRoutes } from './admin-comms/admin-comms.routes';
import { companyPreparerRoutes } from './company-preparer/company-preparer.routes';
import { approvalsRoutes } from './approvals/approvals.routes';
import { preparerRoutes } from './preparer/preparer.routes';
import { nriRoutes } from './nri/nri.routes';
import { nriFilingRoutes } from './nri-filing/nri-filing.routes';
import { chatRoutes } from './chat/chat.routes';
import { chatbotRoutes } from './chatbot/chatbot.routes';

/** Every domain module's routes, registered in this order. Add yours here (one line each). */
export const routeModules: FastifyPluginAsyncZod[] = [servicesRoutes, authRoutes, outboxRoutes, companiesRoutes, clientRoutes, articlesRoutes, contactRoutes, careersRoutes, incorporationRoutes, paymentsRoutes, invoicesRoutes, notificationsRoutes, adminUsersRoutes, adminAssignmentsRoutes, adminReviewRoutes, adminCompaniesRoutes, adminPlatformRoutes, adminCommsRoutes, companyPreparerRoutes, approvalsRoutes, preparerRoutes, nriRoutes, nriFilingRoutes, chatRoutes, chatbotRoutes];
