/** What an approver's decision makes stale: the queue and history, the dashboards, the company and its tasks. */
export const decisionChanged = ['ReviewQueue', 'Dashboard', 'Companies', 'Company', 'Tasks', 'Task'] as const;
