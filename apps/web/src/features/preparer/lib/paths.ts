/** The preparer area's addresses. */
export const preparerPaths = {
  home: '/dashboard/preparer',
  companies: '/dashboard/preparer/companies',
  company: (id: string, tab?: string) => `/dashboard/preparer/companies/${id}${tab && tab !== 'overview' ? `?tab=${tab}` : ''}`,
  task: (id: string) => `/dashboard/preparer/tasks/${id}`,
  nri: (id: string, tab?: string) => `/dashboard/preparer/nri/${id}${tab && tab !== 'summary' ? `?tab=${tab}` : ''}`,
  /** An NRI client's task; the client (user id) for the way back and the lists to refresh. */
  nriTask: (id: string, clientId?: string) => `/dashboard/preparer/nri-tasks/${id}${clientId ? `?client=${clientId}` : ''}`,
};
