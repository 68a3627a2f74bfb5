import type { ApiTagList } from '../../../lib/api/base-api';

/** What a change to a company by the admin makes stale: the lists, the record, its log and its preview. */
export const companyChanged = (id: string): ApiTagList => [
  'AdminCompanies',
  'Companies',
  'Incorporations',
  { type: 'Company', id },
  { type: 'CompanyActivity', id },
  { type: 'CompanyPreview', id },
  { type: 'Incorporations', id },
  'AdminUser',
  'AssignmentTree',
];
