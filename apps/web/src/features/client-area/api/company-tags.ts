import type { ApiTagList } from '../../../lib/api/base-api';

/** What a change to one company's record makes stale. */
export const companyTags = (id: string): ApiTagList => [
  { type: 'Company', id },
  { type: 'CompanyDashboard', id },
  'Company',
  'Companies',
  'Dashboard',
];
