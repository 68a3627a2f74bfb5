import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormGetValues, UseFormWatch } from 'react-hook-form';
import type { UpdateIncorporationBody } from '@quayside/contract/incorporation';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { toErrorInfo } from '../../../lib/api/base-api';
import { draftEdited, draftSaved } from '../incorporation-slice';
import { acceptableDraft, refusedFields } from './draft';
import type { Wizard } from './wizard';

/** How long typing must pause before the step's draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

/** idle: nothing typed yet; saving; saved; offline: kept on this device until the connection is back; error. */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

/**
 * Saves the step on screen as the visitor types (issue 12 item 5): once typing pauses (DRAFT_SAVE_DELAY_MS) the
 * step's values, as far as the update call accepts them, go to the server quietly (no toast, the step does not
 * advance). Each edit is first kept in the persisted wizard state, so neither a reload nor a lost connection loses
 * it; what the server has not confirmed is sent again when the connection returns or the step opens again.
 * `toBody` turns the form's values into the update call's fields.
 */
export function useDraftAutosave<T extends FieldValues>({
  form,
  wizard,
  toBody,
}: {
  form: { watch: UseFormWatch<T>; getValues: UseFormGetValues<T>; formState: { isSubmitting: boolean } };
  wizard: Wizard;
  toBody: (values: T) => UpdateIncorporationBody;
}): DraftStatus {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.incorporation.pendingDraft);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef<string | null>(null);
  const inFlight = useRef(false);
  const latest = useRef({ wizard, toBody, form, pending });
  latest.current = { wizard, toBody, form, pending };

  const send = useCallback(
    async (body: UpdateIncorporationBody, retried = false): Promise<void> => {
      const key = JSON.stringify(body);
      if (key === lastSent.current || inFlight.current) return;
      inFlight.current = true;
      setStatus('saving');
      try {
        await latest.current.wizard.save(body, { quiet: true, draft: true });
        lastSent.current = key;
        dispatch(draftSaved(body));
        setStatus('saved');
      } catch (error) {
        const info = toErrorInfo(error);
        if (info.status === 0) {
          setStatus('offline');
          return;
        }
        // A field the server refuses as it stands (a name taken, say) waits; the rest is saved now.
        const refused = new Set(refusedFields(info.fields));
        const rest = Object.fromEntries(Object.entries(body).filter(([k]) => !refused.has(k))) as UpdateIncorporationBody;
        if (!retried && refused.size > 0 && Object.keys(rest).length > 0) {
          inFlight.current = false;
          dispatch(draftEdited(rest));
          await send(rest, true);
          return;
        }
        setStatus('error');
      } finally {
        inFlight.current = false;
      }
    },
    [dispatch],
  );

  /** The form's values now, as a draft: kept locally at once, sent to the server. */
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { form: f, toBody: build } = latest.current;
    // Save and continue is saving the whole step right now.
    if (f.formState.isSubmitting) return;
    const body = acceptableDraft(build(f.getValues()));
    if (!body) return;
    dispatch(draftEdited(body));
    void send(body);
  }, [dispatch, send]);

  // Every edit (typing, a choice, an upload) restarts the wait.
  useEffect(() => {
    const subscription = form.watch((_values, info) => {
      // Only what the visitor does (the form setting its own values, e.g. on load, is not an edit).
      if (info.type !== 'change') return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, flush]);

  // Leaving the step (Back, a step link, closing the tab) keeps what was typed in the last moments too.
  useEffect(() => {
    const onHide = () => {
      if (timer.current) flush();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [flush]);

  // Edits kept while offline (or before a reload) go to the server when the step opens and when the connection
  // returns.
  useEffect(() => {
    const retry = () => {
      const waiting = latest.current.pending;
      if (waiting) void send(waiting);
    };
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [send]);

  return status;
}
