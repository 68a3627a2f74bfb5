import { outboxResponseSchema } from '@quayside/contract/auth';
import { adminMessages } from '@quayside/contract/messages';
import type { ApiRequest } from '../../../lib/api/base-api';

export const OUTBOX_PAGE_SIZE = 25;

export type OutboxParams = { to?: string | undefined; cursor?: string | null; limit?: number };

/** GET /api/admin/outbox: newest first, keyset-paged, optionally only the mails to one address. */
export const outboxRequest = (params: OutboxParams): ApiRequest => ({
  url: '/api/admin/outbox',
  params: {
    limit: params.limit ?? OUTBOX_PAGE_SIZE,
    ...(params.cursor ? { cursor: params.cursor } : {}),
    ...(params.to ? { to: params.to } : {}),
  },
  fallback: adminMessages.fallback.outbox,
  schema: outboxResponseSchema,
});
