import type { Service } from '@quayside/contract/services';
import { incorporationMessages } from '@quayside/contract/messages';
import { getJson } from './public-api';

/** GET /api/services: the live, active service catalogue. */
export const fetchServiceCatalogue = () =>
  getJson<{ services: Service[] }>('/api/services', incorporationMessages.fallback.cartServices).then(
    (r) => r.services,
  );
