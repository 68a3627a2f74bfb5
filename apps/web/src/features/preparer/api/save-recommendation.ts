import { useCallback, useState } from 'react';
import { preparerRecommendationResponseSchema } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';

export type SaveRecommendationArgs = { userId: string; content: string; files: File[] };

/**
 * PUT /api/preparer/recommendations/{id} (multipart: content, files): a new version of the client's recommendation,
 * shown to them under Insights ("Insight recommendation updated"). Outside RTK Query: Files are not state.
 */
export const saveRecommendation = ({ userId, content, files }: SaveRecommendationArgs) => {
  const form = new FormData();
  form.append('content', content);
  for (const f of files) form.append('files', f, f.name);
  return apiCall(
    (http) => http.put(`/api/preparer/recommendations/${encodeURIComponent(userId)}`, form),
    preparerMessages.fallback.recommendation,
    preparerRecommendationResponseSchema,
  );
};

export function useSaveRecommendation() {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (args: SaveRecommendationArgs): Promise<z.infer<typeof preparerRecommendationResponseSchema>> => {
    setSaving(true);
    try {
      return await saveRecommendation(args);
    } finally {
      setSaving(false);
    }
  }, []);
  return { save, saving };
}
