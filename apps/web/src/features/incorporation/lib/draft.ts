import { updateIncorporationBodySchema, type UpdateIncorporationBody } from '@quayside/contract/incorporation';

/**
 * A value as typed so far, fit for a draft save: blanks (''), unreadable numbers (NaN) and missing values are left
 * out at every depth, so the update call's lenient schemas take it. Lists keep their length (an entry's position
 * is what its uploaded files follow).
 */
export function cleanDraftValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => cleanDraftValue(v) ?? {});
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const clean = cleanDraftValue(v);
      if (clean !== undefined) out[k] = clean;
    }
    return out;
  }
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return value;
}

/**
 * The part of a draft the update call accepts: fields the contract's schema refuses as they stand (a name with a
 * restricted word, a past date, an e-mail half typed where the schema is strict) are left out of this save; they
 * are saved once they are right, and the step's own checks explain them on Continue.
 */
export function acceptableDraft(body: UpdateIncorporationBody): UpdateIncorporationBody | null {
  let candidate: Record<string, unknown> = { ...body };
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const parsed = updateIncorporationBodySchema.safeParse(candidate);
    if (parsed.success) return Object.keys(candidate).length ? (candidate as UpdateIncorporationBody) : null;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')));
    candidate = Object.fromEntries(Object.entries(candidate).filter(([k]) => !bad.has(k)));
  }
  return null;
}

/** Field names at fault in a refused save ("body.companyName" -> "companyName"). */
export function refusedFields(fields: Record<string, string[]> | undefined): string[] {
  return Object.keys(fields ?? {}).map((k) => k.replace(/^body\./, '').split('.')[0] ?? k);
}
