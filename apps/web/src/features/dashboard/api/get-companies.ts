import { listCompaniesResponseSchema } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';

/** GET /api/companies: the companies this user may see (admin: all; approver: their preparers'; preparer: assigned). */
export const getCompanies = (pageSize: number) =>
  apiCall(
    (http) => http.get('/api/companies', { params: { pageSize } }),
    companyMessages.fallback.list,
    listCompaniesResponseSchema,
  );
