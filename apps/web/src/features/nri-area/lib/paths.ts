/** The NRI client area's paths (children of /dashboard/nri). */
export const NRI_BASE = '/dashboard/nri';
export const nriPaths = {
  overview: NRI_BASE,
  tasks: `${NRI_BASE}/tasks`,
  task: (id: string) => `${NRI_BASE}/tasks/${encodeURIComponent(id)}`,
  documents: `${NRI_BASE}/documents`,
  actions: `${NRI_BASE}/actions`,
  invoices: `${NRI_BASE}/invoices`,
  filing: `${NRI_BASE}/filing`,
  profile: `${NRI_BASE}/profile`,
} as const;
