import type { ApiTagList } from '../../../lib/api/base-api';

/**
 * The NRI preparer's calls (/api/nri-preparer/{id}/..., id the NRI client's user id): their base path and cache
 * tags, keyed by the NRI client: NriClient for the summary, status, filing and profile; NriDocuments, NriActions,
 * NriTasks for the lists; NriTask per task.
 */
export const nriBase = (id: string) => `/api/nri-preparer/${encodeURIComponent(id)}`;
export const nriClientTag = (id: string) => ({ type: 'NriClient' as const, id });
/** What any change to an NRI client's work makes stale beyond the part changed. */
export const nriChanged = (id: string): ApiTagList => [nriClientTag(id), 'Dashboard', 'Companies'];
