import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import type { ApiErrorInfo } from '../../../lib/api-client';

export type FormValues = Record<string, string | boolean>;
type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Text inputs give strings; the contract's schemas want null for "nothing" in nullable fields and numbers in
 * numeric ones. Converts by asking each field's own schema, so the form follows the contract without
 * restating it.
 */
export function toBody(schema: ObjectSchema, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const field = schema.shape[key] as z.ZodType | undefined;
    if (!field) continue;
    if (typeof raw === 'boolean') {
      out[key] = raw;
      continue;
    }
    const value = raw.trim();
    if (value === '') {
      if (field.safeParse(null).success) out[key] = null;
      else if (field.safeParse(undefined).success) continue;
      else out[key] = value;
    } else if (
      !field.safeParse(value).success &&
      /^-?\d+(\.\d+)?$/.test(value) &&
      field.safeParse(Number(value)).success
    ) {
      out[key] = Number(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * A small form state over a contract schema: values as strings/booleans, the first error per field, checked
 * with the same schema the server uses; the server's own field errors are shown the same way.
 */
export function useSchemaForm<S extends ObjectSchema>(schema: S, initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function set(key: string, value: string | boolean) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }

  /** The body when valid (typed by the schema), else null with the errors shown. */
  function validate(): z.output<S> | null {
    setFormError(null);
    const parsed = schema.safeParse(toBody(schema, values));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const raw = values[key];
      const blank = raw === undefined || (typeof raw === 'string' && raw.trim() === '');
      // zod's type messages ("expected number, received string") are for developers, not for people.
      const message =
        issue.code === 'invalid_type' ? (blank ? 'Required' : 'Not a valid value') : issue.message;
      if (key && !found[key]) found[key] = message;
      else if (!key) setFormError(message);
    }
    setErrors(found);
    return null;
  }

  /** Shows a failed call: field errors beside their fields, the message above the form. */
  function showServerError(error: unknown, fallback: string) {
    const info = error as Partial<ApiErrorInfo> | undefined;
    const fields = info?.fields ?? {};
    const mapped: Record<string, string> = {};
    for (const [key, messages] of Object.entries(fields)) {
      const first = messages[0];
      if (first && key in values) mapped[key] = first;
    }
    setErrors(mapped);
    setFormError(typeof info?.message === 'string' && info.message ? info.message : fallback);
  }

  const str = (key: string) => {
    const v = values[key];
    return typeof v === 'string' ? v : '';
  };

  /** A text control's value and change handler, to spread on an Input, Textarea or Select. */
  const bind = (key: string) => ({
    value: str(key),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, e.target.value),
  });

  return {
    values,
    errors,
    formError,
    set,
    str,
    bind,
    validate,
    showServerError,
    reset: (v: FormValues) => {
      setValues(v);
      setErrors({});
      setFormError(null);
    },
  };
}
