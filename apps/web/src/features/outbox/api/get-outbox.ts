import { outboxResponseSchema, type OutboxResponse } from '@quayside/contract/auth';
import { adminMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 25;

export type GetOutboxParams = { to?: string; cursor?: string | null; limit?: number };

/** GET /api/admin/outbox: newest first, keyset-paged, optionally only the mails to one address. */
export function getOutbox(params: GetOutboxParams): Promise<OutboxResponse> {
  return apiCall(
    (http) =>
      http.get('/api/admin/outbox', {
        params: {
          limit: params.limit ?? OUTBOX_PAGE_SIZE,
          ...(params.cursor ? { cursor: params.cursor } : {}),
          ...(params.to ? { to: params.to } : {}),
        },
      }),
    adminMessages.fallback.outbox,
    outboxResponseSchema,
  );
}
