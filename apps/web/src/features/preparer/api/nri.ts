import {
  nriActionResponseSchema,
  nriCurrentFilingResponseSchema,
  nriDocumentsResponseSchema,
  nriPreparerActionsResponseSchema,
  nriPreparerStatusResponseSchema,
  nriPreparerSummaryResponseSchema,
  nriProfileMutationResponseSchema,
  nriStatusMutationResponseSchema,
  nriTaskMutationResponseSchema,
  type NriPreparerSummary,
  type PreparerUpdateNriProfileBody,
  type SendNriActionBody,
  type UpdateNriStatusBody,
} from '@quayside/contract/nri-area';
import { taskDetailResponseSchema, type TaskDetailResponse } from '@quayside/contract/client-area';
import type { ReviewTaskQuery } from '@quayside/contract/company-preparer';
import { userTasksResponseSchema, type UserTasksResponse } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, type ApiTagList } from '../../../lib/api/base-api';

/**
 * The NRI preparer's calls (/api/nri-preparer/{id}/..., id the NRI client's user id) and the NRI client's tasks
 * (/api/preparer/tasks/user/{id}). Cache tags are keyed by the NRI client: NriClient for the summary, status,
 * filing and profile; NriDocuments, NriActions, NriTasks for the lists; NriTask per task.
 */
const base = (id: string) => `/api/nri-preparer/${encodeURIComponent(id)}`;
export const nriClientTag = (id: string) => ({ type: 'NriClient' as const, id });
/** What any change to an NRI client's work makes stale beyond the part changed. */
export const nriChanged = (id: string): ApiTagList => [nriClientTag(id), 'Dashboard', 'Companies'];

export type NriCurrentFiling = z.infer<typeof nriCurrentFilingResponseSchema>;
export type NriPreparerStatus = z.infer<typeof nriPreparerStatusResponseSchema>;

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/nri-preparer/{id}/summary */
    getNriSummary: build.query<NriPreparerSummary, string>({
      query: (id) => ({ url: `${base(id)}/summary`, fallback: preparerMessages.fallback.nriSummary, schema: nriPreparerSummaryResponseSchema }),
      transformResponse: (r: { summary: NriPreparerSummary }) => r.summary,
      providesTags: (_r, _e, id) => [nriClientTag(id)],
    }),
    /** GET /api/nri-preparer/{id}/status */
    getNriStatus: build.query<NriPreparerStatus, string>({
      query: (id) => ({ url: `${base(id)}/status`, fallback: preparerMessages.fallback.nriStatus, schema: nriPreparerStatusResponseSchema }),
      providesTags: (_r, _e, id) => [nriClientTag(id)],
    }),
    /** POST /api/nri-preparer/{id}/status ("Status updated"): move the filing to a stage. */
    updateNriStatus: build.mutation<z.infer<typeof nriStatusMutationResponseSchema>, UpdateNriStatusBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `${base(id)}/status`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.nriUpdateStatus,
        schema: nriStatusMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => nriChanged(id),
    }),
    /** GET /api/nri-preparer/{id}/filing/current: the filing and its artifacts. */
    getNriFiling: build.query<NriCurrentFiling, string>({
      query: (id) => ({ url: `${base(id)}/filing/current`, fallback: preparerMessages.fallback.nriFiling, schema: nriCurrentFilingResponseSchema }),
      providesTags: (_r, _e, id) => [nriClientTag(id)],
    }),
    /** GET /api/nri-preparer/{id}/documents, newest first, a page at a time. */
    getNriDocuments: build.infiniteQuery<z.infer<typeof nriDocumentsResponseSchema>, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor ?? undefined },
      query: ({ queryArg, pageParam }) => ({
        url: `${base(queryArg)}/documents`,
        params: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: preparerMessages.fallback.nriDocuments,
        schema: nriDocumentsResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriDocuments', id }],
    }),
    /** GET /api/nri-preparer/{id}/actions: unacknowledged first. */
    getNriActions: build.query<z.infer<typeof nriPreparerActionsResponseSchema>, string>({
      query: (id) => ({ url: `${base(id)}/actions`, fallback: preparerMessages.fallback.nriActions, schema: nriPreparerActionsResponseSchema }),
      providesTags: (_r, _e, id) => [{ type: 'NriActions', id }],
    }),
    /** POST /api/nri-preparer/{id}/actions ("Action sent") */
    sendNriAction: build.mutation<z.infer<typeof nriActionResponseSchema>, SendNriActionBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `${base(id)}/actions`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.nriSendAction,
        schema: nriActionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'NriActions', id }, ...nriChanged(id)],
    }),
    /** PATCH /api/nri-preparer/{id}/actions/{actionId}/ack ("Action acknowledged") */
    acknowledgeNriAction: build.mutation<z.infer<typeof nriActionResponseSchema>, { id: string; actionId: string }>({
      query: ({ id, actionId }) => ({
        url: `${base(id)}/actions/${encodeURIComponent(actionId)}/ack`,
        method: 'PATCH',
        fallback: preparerMessages.fallback.nriAcknowledgeAction,
        schema: nriActionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'NriActions', id }, ...nriChanged(id)],
    }),
    /** POST /api/nri-preparer/{id}/profile: details and/or the canEditProfile toggle ("Updated successfully"). */
    updateNriClientProfile: build.mutation<z.infer<typeof nriProfileMutationResponseSchema>, PreparerUpdateNriProfileBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `${base(id)}/profile`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.nriProfile,
        schema: nriProfileMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => nriChanged(id),
    }),
    /** GET /api/preparer/tasks/user/{id}: the NRI client's tasks, newest first. */
    getNriClientTasks: build.infiniteQuery<UserTasksResponse, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor ?? undefined },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/preparer/tasks/user/${encodeURIComponent(queryArg)}`,
        params: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: preparerMessages.fallback.userTasks,
        schema: userTasksResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriTasks', id }],
    }),
    /** GET /api/nri-preparer/tasks/{id}/details */
    getNriTaskDetails: build.query<TaskDetailResponse, string>({
      query: (id) => ({
        url: `/api/nri-preparer/tasks/${encodeURIComponent(id)}/details`,
        fallback: preparerMessages.fallback.taskDetails,
        schema: taskDetailResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'NriTask', id }],
    }),
    /** PUT /api/nri-preparer/tasks/{id}/review?action=&reason= ("Task reviewed") */
    reviewNriTask: build.mutation<z.infer<typeof nriTaskMutationResponseSchema>, ReviewTaskQuery & { id: string; userId: string | null }>({
      query: ({ id, action, reason }) => ({
        url: `/api/nri-preparer/tasks/${encodeURIComponent(id)}/review`,
        method: 'PUT',
        params: { action, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
        fallback: preparerMessages.fallback.reviewTask,
        schema: nriTaskMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id, userId }) => [
        { type: 'NriTask', id },
        ...(userId ? [{ type: 'NriTasks' as const, id: userId }, ...nriChanged(userId)] : ['Dashboard' as const]),
      ],
    }),
  }),
});

export const {
  useGetNriSummaryQuery,
  useGetNriStatusQuery,
  useUpdateNriStatusMutation,
  useGetNriFilingQuery,
  useGetNriDocumentsInfiniteQuery,
  useGetNriActionsQuery,
  useSendNriActionMutation,
  useAcknowledgeNriActionMutation,
  useUpdateNriClientProfileMutation,
  useGetNriClientTasksInfiniteQuery,
  useGetNriTaskDetailsQuery,
  useReviewNriTaskMutation,
} = api;
