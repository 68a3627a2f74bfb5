import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorInfo } from './api-client';

/**
 * Puts the server's field errors (`fields: {"body.email": [...]}` or `{"email": [...]}`) on the form's fields.
 * Returns true when at least one field took a message, so the caller can skip a duplicate form-level alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: Pick<ApiErrorInfo, 'fields'> | undefined,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const [key, messages] of Object.entries(error?.fields ?? {})) {
    const name = key.replace(/^(body|query|params)\./, '');
    const field = names.find((n) => n === name);
    const message = messages[0];
    if (field && message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
