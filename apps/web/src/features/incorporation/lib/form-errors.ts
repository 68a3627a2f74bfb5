import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Puts the server's 400 `fields` (dotted paths such as "body.directorData.0.email") on the form's fields of the
 * same path (without the "body." the server puts first). The step forms keep the API's shape so the paths line
 * up. Returns true when at least one was placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: (path: string) => boolean = () => true,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fields) return false;
  let placed = false;
  for (const [rawPath, messages] of Object.entries(error.fields)) {
    const path = rawPath.replace(/^(body|params|querystring)\./, '');
    const message = messages[0];
    if (!message || !known(path)) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The text to show for a failed call. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.message;
  return error instanceof Error && error.message ? error.message : fallback;
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
