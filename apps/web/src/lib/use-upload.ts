import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AxiosProgressEvent } from 'axios';
import { toApiError } from './api-client';
import type { ApiErrorInfo } from './api/api-error';
import { baseApi, type ApiTagList } from './api/base-api';

export type UploadOptions = {
  onUploadProgress: (event: AxiosProgressEvent) => void;
  signal: AbortSignal;
};

export type UploadState = {
  /** 0-100 while sending; null when idle. */
  progress: number | null;
  uploading: boolean;
  error: ApiErrorInfo | null;
};

/**
 * Runs a multipart upload with a progress bar and a cancel button, then refreshes what the upload changed.
 * Uploads go through the same HTTP client as the endpoints but stay outside RTK Query's mutation cache on
 * purpose: File objects and progress callbacks are not serialisable state. `upload` resolves with the answer, or rejects with ApiErrorInfo (text already chosen); a cancelled
 * upload rejects with status 0 and code 'CANCELLED' and sets no error.
 */
export function useUpload<A, R>(
  request: (args: A, options: UploadOptions) => Promise<R>,
  tags: ApiTagList | ((result: R, args: A) => ApiTagList),
) {
  const dispatch = useDispatch();
  const [state, setState] = useState<UploadState>({ progress: null, uploading: false, error: null });
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const upload = useCallback(
    async (args: A): Promise<R> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ progress: 0, uploading: true, error: null });
      try {
        const result = await request(args, {
          signal: abort.signal,
          onUploadProgress: (event) => {
            const total = event.total;
            if (!mounted.current || !total) return;
            // Hold at 99 until the server has answered: the bytes are sent but not yet stored.
            setState((s) => ({ ...s, progress: Math.min(99, Math.round((event.loaded / total) * 100)) }));
          },
        });
        dispatch(baseApi.util.invalidateTags(typeof tags === 'function' ? tags(result, args) : tags));
        if (mounted.current) setState({ progress: null, uploading: false, error: null });
        return result;
      } catch (error) {
        const info = toApiError(error).toJSON();
        if (abort.signal.aborted) {
          if (mounted.current) setState({ progress: null, uploading: false, error: null });
          throw { ...info, code: 'CANCELLED' } satisfies ApiErrorInfo;
        }
        if (mounted.current) setState({ progress: null, uploading: false, error: info });
        throw info;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [dispatch, request, tags],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ progress: null, uploading: false, error: null }), []);

  return { ...state, upload, cancel, reset };
}

export function isCancelled(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'CANCELLED';
}
