import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_CSV_COLUMNS,
  adminDashboardResponseSchema,
  adminMetricsResponseSchema,
  adminSummaryResponseSchema,
  auditLogFiltersSchema,
  auditLogsQuerySchema,
  auditLogsResponseSchema,
} from '@quayside/contract/admin-platform';
import { apiErrorSchema } from '@quayside/contract/errors';
import { attachment, csvStream } from '../../lib/csv';
import { auditLogRecords, listAuditLogs } from '../audit/audit.service';
import { getAdminDashboard, getAdminSummary, SUMMARY_CSV_COLUMNS, summaryRecords } from './admin-platform.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const today = () => new Date().toISOString().slice(0, 10);

/** Compares a presented token with the configured one in constant time. */
function sameToken(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The admin console's platform calls (part 2 section 7 Admin): dashboard, summary and its export, metrics, the
 * audit log and its export; and the operators' Prometheus scrape at /metrics. Admin only (the scrape also takes
 * METRICS_TOKEN).
 */
export const adminPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const preHandler = app.requireAuth(['admin']);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/admin/dashboard',
    { preHandler, schema: { tags, security, summary: 'Counts that matter to the firm, from the records', response: { 200: adminDashboardResponseSchema, ...errors } } },
    async () => getAdminDashboard(db),
  );

  app.get(
    '/api/admin/summary',
    { preHandler, schema: { tags, security, summary: 'The dashboard counts and the series of the summary charts', response: { 200: adminSummaryResponseSchema, ...errors } } },
    async () => getAdminSummary(db),
  );

  app.get(
    '/api/admin/summary/export',
    { preHandler, schema: { tags, security, summary: 'The system summary as a CSV download (section, metric, key, value, currency)' } },
    async (request, reply) => {
      const summary = await getAdminSummary(db);
      const body = csvStream(SUMMARY_CSV_COLUMNS, summaryRecords(summary), (err) => request.log.error({ err }, 'summary export failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`quayside-summary-${today()}.csv`))
        .send(body);
    },
  );

  app.get(
    '/api/admin/metrics',
    { preHandler, schema: { tags, security, summary: "This instance's requests, error rate, latency, job queue and database size", response: { 200: adminMetricsResponseSchema, ...errors } } },
    async () => ({ generatedAt: new Date().toISOString(), ...(await app.metrics.snapshot()) }),
  );

  app.get(
    '/api/admin/audit-logs',
    { preHandler, schema: { tags, security, summary: 'The audit log: filters actor, action, target, date range; keyset paged, newest first', querystring: auditLogsQuerySchema, response: { 200: auditLogsResponseSchema, ...errors } } },
    async (request) => listAuditLogs(db, request.query),
  );

  app.get(
    '/api/admin/audit-logs/export',
    { preHandler, schema: { tags, security, summary: "The audit log as a CSV download, with the list's filters (streamed, any size)", querystring: auditLogFiltersSchema } },
    async (request, reply) => {
      const body = csvStream(AUDIT_CSV_COLUMNS, auditLogRecords(db, request.query), (err) => request.log.error({ err }, 'audit export failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`quayside-audit-logs-${today()}.csv`))
        .send(body);
    },
  );

  // Prometheus text for operators: METRICS_TOKEN as a bearer token, or an admin's session.
  const adminOnly = app.requireAuth(['admin']);
  const scrapeAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = config.METRICS_TOKEN;
    const header = request.headers.authorization;
    if (token && header?.startsWith('Bearer ') && sameToken(header.slice(7), token)) return;
    await adminOnly.call(app, request, reply);
  };
  app.get('/metrics', { onRequest: scrapeAuth, schema: { hide: true } }, async (_request, reply) => {
    const text = await app.metrics.text();
    return reply.header('content-type', app.metrics.contentType).header('cache-control', 'no-store').send(text);
  });
};
