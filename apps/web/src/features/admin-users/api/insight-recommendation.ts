import { insightHistoryResponseSchema, insightUpdatedResponseSchema, type InsightHistoryResponse } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { useState } from 'react';
import type { z } from 'zod';
import { useAppDispatch } from '../../../app/store';
import { baseApi } from '../../../lib/api/base-api';
import { apiCall } from '../../../lib/api-client';

type Updated = z.infer<typeof insightUpdatedResponseSchema>;
export type SaveInsightArgs = { userId: string; content: string; keepFileIds: string[]; files: File[] };

/** GET /api/admin/insight-recommendation/{userId}/history: every version, newest first. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInsightHistory: build.query<InsightHistoryResponse, string>({
      query: (userId) => ({
        url: `/api/admin/insight-recommendation/${encodeURIComponent(userId)}/history`,
        fallback: adminMessages.fallback.insightHistory,
        schema: insightHistoryResponseSchema,
      }),
      providesTags: (_r, _e, userId) => [{ type: 'InsightHistory', id: userId }],
    }),
  }),
});

export const { useGetInsightHistoryQuery } = api;

/** PUT /api/admin/insight-recommendation/{userId} (multipart: content, keepFileIds, files): a new version. */
export const saveInsightRecommendation = (args: SaveInsightArgs) => {
  const form = new FormData();
  form.append('content', args.content);
  if (args.keepFileIds.length > 0) form.append('keepFileIds', args.keepFileIds.join(','));
  for (const f of args.files) form.append('files', f, f.name);
  return apiCall(
    (http) => http.put(`/api/admin/insight-recommendation/${encodeURIComponent(args.userId)}`, form),
    adminMessages.fallback.insight,
    insightUpdatedResponseSchema,
  );
};

/** Saves a version and refreshes the history (the upload's files are not kept in the store). */
export function useSaveInsightRecommendation() {
  const dispatch = useAppDispatch();
  const [isSaving, setSaving] = useState(false);
  const save = async (args: SaveInsightArgs): Promise<Updated> => {
    setSaving(true);
    try {
      const result = await saveInsightRecommendation(args);
      dispatch(baseApi.util.invalidateTags([{ type: 'InsightHistory', id: args.userId }]));
      return result;
    } finally {
      setSaving(false);
    }
  };
  return { save, isSaving };
}
