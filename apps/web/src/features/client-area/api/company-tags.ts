import type { ClientTag } from './client-api';

/** What a change to one company's record makes stale. */
export const companyTags = (id: string): Array<ClientTag | { type: ClientTag; id: string }> => [
  { type: 'Company', id },
  { type: 'CompanyDashboard', id },
  'Company',
  'Companies',
  'Dashboard',
];
