import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { ZodType } from 'zod';
import { apiCall, toApiError } from '../api-client';
import { isApiErrorInfo, type ApiErrorInfo } from './api-error';

/**
 * One request as an endpoint describes it. `fallback` is the call's own text from the contract's catalogue
 * (shown when the server answers without a message); `schema` is the contract's response schema, which the
 * answer must match.
 */
export type ApiRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, unknown>;
  fallback: string;
  schema?: ZodType;
  config?: Pick<AxiosRequestConfig, 'withCredentials' | 'authRedirect'>;
};

/**
 * Every endpoint goes through the app's one HTTP client (token, refresh, retries); a failure becomes the
 * serialisable ApiErrorInfo with the server's message, else the call's fallback.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiErrorInfo> = async (
  { url, method = 'GET', body, params, fallback, schema, config },
  { signal },
) => {
  try {
    const send = () => ({ url, method, data: body, params, signal, ...config });
    const data = schema
      ? await apiCall((http) => http.request(send()), fallback, schema)
      : await apiCall((http) => http.request(send()), fallback);
    return { data };
  } catch (error) {
    return { error: toApiError(error, fallback).toJSON() };
  }
};

/** The cache tags of every feature's data; a feature's endpoints provide and invalidate these. */
export const API_TAGS = [
  'NriStagingSessions',
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
  'Outbox',
  'AdminUsers',
  'AdminUser',
  'AssignmentTree',
  'ReviewQueue',
  'Incorporations',
  'StagingSessions',
  'AdminCompanies',
  'CompanyActivity',
  'CompanyPreview',
  'AdminNotifications',
  'Chats',
  // The signed-in user's own conversations and unread counts (features/chat).
  'ChatConversations',
  'ChatUnread',
  'CalendarActions',
  'InsightHistory',
  'Inbox',
  'Approvals',
  'ApprovalRequest',
  // The NRI client's own area (features/nri-area) and the preparer's NRI workspace.
  'NriStatus',
  'NriTasks',
  'NriTask',
  'NriDocuments',
  'NriActions',
  'NriInvoices',
  'NriArtifacts',
  'NriProfile',
  'NriClient',
  // The law as data (features/admin-rules).
  'RuleExtensions',
  'GovernmentFees',
  // The chatbot (features/chatbot): the user's session, the staff handover queue and a session in the console.
  'ChatbotSession',
  'ChatbotQueue',
  'ChatbotAgentSession',
  // Writing the blog (features/admin-articles).
  'ArticleDrafts',
  'ArticlesPublished',
  'Article',
  // Baseline documents (features/admin-baseline) and KYC/AML requests and surveys (features/kyc-aml).
  'BaselineDocs',
  'KycAml',
  // The client-book import (features/admin-import).
  'ImportJobs',
  // Document templates and the documents generated from them (features/templates).
  'Templates',
  'GeneratedDocuments',
] as const;
export type ApiTag = (typeof API_TAGS)[number];
export type ApiTagList = Array<ApiTag | { type: ApiTag; id: string }>;

/**
 * The app's one RTK Query api. It starts empty: each feature adds its operations, one per file under its
 * `api/` folder, with `baseApi.injectEndpoints`, so an endpoint's code and schemas load with the feature.
 * The store empties it whenever the session changes hands.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: API_TAGS,
  // Data changes through other people's work too: look again when the window regains focus or reconnects.
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Drops undefined, null and empty-string values so that query strings carry only what was chosen. */
export function cleanParams<T extends Record<string, unknown>>(params: T | undefined | void): Partial<T> {
  const out: Partial<T> = {};
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/**
 * The ApiErrorInfo of a failed call, whatever carried it: an endpoint's `unwrap()` rejects with it as is; a
 * thrown ApiRequestError or axios error is converted (the fallback when the server gave no text).
 */
export function toErrorInfo(error: unknown, fallback?: string): ApiErrorInfo {
  return isApiErrorInfo(error) ? error : toApiError(error, fallback).toJSON();
}

/**
 * Did RTK Query cancel this call? It does so for every call in flight when the cache is emptied, which the
 * store does whenever the session changes hands (api/base-api's users: lib/session).
 */
export function isAbortError(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}
