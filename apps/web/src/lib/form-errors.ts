import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The text to show for a failed call: the server's message (already chosen by the HTTP client), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * Puts the server's 400 `fields` on the form's fields: `{"body.email": [...]}` or dotted paths such as
 * "body.directorData.0.email" (the "body." the server puts first is dropped, so forms that keep the API's shape
 * line up). `known` limits it to the form's own fields. The first field placed takes the focus. Returns true
 * when at least one field took a message, so the caller can skip a duplicate form-level alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[] | ((path: string) => boolean) = () => true,
): boolean {
  const fields =
    error && typeof error === 'object' ? (error as { fields?: Record<string, string[]> }).fields : undefined;
  const isKnown = typeof known === 'function' ? known : (path: string) => known.some((k) => k === path);
  let placed = false;
  for (const [rawPath, messages] of Object.entries(fields ?? {})) {
    const path = rawPath.replace(/^(body|query|querystring|params)\./, '');
    const message = messages[0];
    if (!message || !isKnown(path)) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * The error of a list field as a whole (e.g. "Add at least one director"): react-hook-form keeps it on the
 * list's `root`, or on the list itself.
 */
export function listErrorOf(
  list: { message?: string | undefined; root?: { message?: string | undefined } } | undefined,
): string | undefined {
  return list?.root?.message ?? list?.message;
}
