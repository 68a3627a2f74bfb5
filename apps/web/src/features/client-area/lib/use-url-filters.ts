import { useSearchParams } from 'react-router';

/**
 * A list page's filters, kept in the URL so that a reload or a shared link shows the same list. Changes
 * replace the history entry: filtering is not a step Back should undo one at a time.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();

  /** Sets the given keys; an empty value (or null) takes the key away. */
  function update(changes: Record<string, string | null | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  return {
    params,
    update,
    setParam: (key: string, value: string | null | undefined) => update({ [key]: value }),
    /** Takes every filter away. */
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
