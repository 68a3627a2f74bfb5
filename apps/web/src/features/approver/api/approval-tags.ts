import type { ApiTagList } from '../../../lib/api/base-api';

/**
 * What a decision makes stale: the approver's lists and counts, the request itself, and the company's record and
 * tasks (an approval applies the staged changes and completes the tasks).
 */
export const approvalDecided = (requestId: string): ApiTagList => [
  'Approvals',
  { type: 'ApprovalRequest', id: requestId },
  'Company',
  'Companies',
  'Tasks',
  'Task',
];
