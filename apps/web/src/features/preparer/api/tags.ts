import type { ApiTagList } from '../../../lib/api/base-api';

/**
 * The preparer area's cache tags, keyed by the company (or task) they belong to. The area reuses the app's tags:
 * one signed-in user's cache never holds another role's data (the store empties it when the session changes).
 */
export const companyTag = (id: string) => ({ type: 'Company' as const, id });
export const tasksTag = (companyId: string) => ({ type: 'Tasks' as const, id: companyId });
export const taskTag = (taskId: string) => ({ type: 'Task' as const, id: taskId });
export const documentsTag = (companyId: string) => ({ type: 'Documents' as const, id: companyId });
export const actionsTag = (companyId: string) => ({ type: 'Actions' as const, id: companyId });

/** What any change to a company's work makes stale beyond the part changed: its summary and the overview. */
export const workspaceChanged = (companyId: string): ApiTagList => [companyTag(companyId), 'Dashboard', 'Companies'];
