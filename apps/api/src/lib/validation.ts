import type { z } from 'zod';
import { AppError } from './errors';

/** Field errors keyed by dotted path, as the 400 answer carries them. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationMessage(fields: Record<string, string[]>): string {
  const [first] = Object.entries(fields);
  if (!first) return 'Bad Request';
  const [key, msgs] = first;
  return key === '_' ? (msgs[0] ?? 'Bad Request') : `${key}: ${msgs[0] ?? 'is invalid'}`;
}

/** Validates data that did not go through a route schema (multipart fields, webhook bodies). */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const fields = fieldErrors(result.error.issues);
    throw new AppError('VALIDATION_FAILED', validationMessage(fields), { fields });
  }
  return result.data;
}
