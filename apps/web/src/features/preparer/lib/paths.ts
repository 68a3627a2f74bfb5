/** The preparer area's addresses. */
export const preparerPaths = {
  home: '/dashboard/preparer',
  companies: '/dashboard/preparer/companies',
  company: (id: string, tab?: string) => `/dashboard/preparer/companies/${id}${tab && tab !== 'overview' ? `?tab=${tab}` : ''}`,
  task: (id: string) => `/dashboard/preparer/tasks/${id}`,
};
