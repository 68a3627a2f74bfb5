import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiErrorInfo } from '../../../lib/api-client';

/**
 * The client area's RTK Query api. Each operation lives in its own file under `api/` and injects its endpoint
 * here (`clientApi.injectEndpoints`), next to the plain request function it wraps. Every request goes through
 * the app's one HTTP client (`apiCall`), which validates the answer with the contract schema and turns a failure
 * into the server's message or the call's fallback text from the catalogue.
 */
export const CLIENT_TAGS = [
  'Dashboard',
  'Company',
  'Companies',
  'CompanyDashboard',
  'StatusSummary',
  'Documents',
  'Notifications',
  'Actions',
  'Invoices',
  'Calendar',
  'Insights',
  'ChatAgents',
  'Tasks',
  'Task',
] as const;
export type ClientTag = (typeof CLIENT_TAGS)[number];

export const clientApi = createApi({
  reducerPath: 'clientApi',
  baseQuery: fakeBaseQuery<ApiErrorInfo>(),
  tagTypes: CLIENT_TAGS,
  // Client data changes through staff work too: look again when the window regains focus or reconnects.
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Runs one request for a queryFn: its data, or the error text to show (server message, else the fallback). */
export async function run<T>(request: () => Promise<T>): Promise<{ data: T } | { error: ApiErrorInfo }> {
  try {
    return { data: await request() };
  } catch (error) {
    return { error: toApiError(error).toJSON() };
  }
}

/** Drops undefined and empty-string values so that query strings carry only what was chosen. */
export function cleanParams<T extends Record<string, unknown>>(params: T | undefined | void): Partial<T> {
  const out: Partial<T> = {};
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
