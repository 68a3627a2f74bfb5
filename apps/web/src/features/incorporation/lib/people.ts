import { z } from 'zod';
import {
  INCORPORATION_FILE_TYPE_LABELS,
  MAX_DIRECTORS,
  directorEntrySchema,
  missingShareholderFiles,
  requiredKycFilesFor,
  shareAllocationError,
  opcMemberError,
  shareholdersStepSchema,
  type DirectorIdType,
  type PersonFiles,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { CompanyType } from '@quayside/contract/companies';
import type { Jurisdiction } from '@quayside/contract/services';

const MSG = incorporationMessages.errors;

/**
 * The directors step's form: the contract's director entries and nominee flag, plus the rules the server checks
 * before payment (checkIncorporationReady), shown here where they can be fixed: each director's required KYC
 * files, and Singapore's resident director (or the nominee service).
 */
export function directorsStepSchema(jurisdiction: Jurisdiction | undefined) {
  return z
    .object({
      directorData: z
        .array(directorEntrySchema)
        .min(1, { error: MSG.directorsRequired })
        .max(MAX_DIRECTORS, { error: `At most ${MAX_DIRECTORS} directors` }),
      useNomineeDirector: z.boolean().default(false),
    })
    .superRefine(
      (v, ctx) => {
        // Runs even when other fields are wrong (when: always), so the value may be partly invalid.
        const list: ReadonlyArray<{ files?: PersonFiles; isResident?: boolean; idType?: DirectorIdType }> =
          Array.isArray(v.directorData) ? v.directorData : [];
        list.forEach((d, i) => {
          // The files that fit the director's identity document and residency (the server's rule).
          for (const fileType of requiredKycFilesFor(d ?? {})) {
            if (!d?.files?.[fileType]) {
              ctx.addIssue({
                code: 'custom',
                path: ['directorData', i, 'files', fileType],
                message: MSG.missingFile('director', i + 1, INCORPORATION_FILE_TYPE_LABELS[fileType]),
              });
            }
          }
        });
        if (
          jurisdiction === 'SG' &&
          list.length > 0 &&
          v.useNomineeDirector !== true &&
          !list.some((d) => d?.isResident === true)
        ) {
          ctx.addIssue({ code: 'custom', path: ['directorData'], message: MSG.residentDirectorRequired });
        }
      },
      { when: () => true },
    );
}

/** The director who is the same person as a shareholder (same e-mail; the server's rule), whose files cover theirs. */
export function coveringDirector<D extends { email?: string | undefined }>(
  email: string | undefined,
  directors: readonly D[],
): D | undefined {
  const key = email?.trim().toLowerCase();
  if (!key) return undefined;
  return directors.find((d) => d.email?.trim().toLowerCase() === key);
}

/**
 * The shareholders step's form: the contract's step schema (entries, at least one, shares adding up to the
 * shares issued) plus the KYC files the server asks for before payment.
 */
export function shareholdersFormSchema(
  directors: ReadonlyArray<{
    email?: string | undefined;
    files?: PersonFiles | undefined;
    idType?: DirectorIdType | undefined;
    isResident?: boolean | undefined;
  }>,
  companyType?: CompanyType | undefined,
) {
  return shareholdersStepSchema.superRefine(
    (v, ctx) => {
      // Runs even when other fields are wrong (when: always), so the value may be partly invalid.
      const list: ReadonlyArray<{
        type?: 'individual' | 'corporate';
        idType?: DirectorIdType;
        email?: string;
        files?: PersonFiles;
      }> = Array.isArray(v.shareholderData) ? v.shareholderData : [];
      // A one person company: one shareholder, an individual (the server checks it again when paying).
      const opc = opcMemberError(companyType, list);
      if (opc) ctx.addIssue({ code: 'custom', path: ['shareholderData'], message: opc });
      list.forEach((s, i) => {
        const entry = { ...s, email: typeof s?.email === 'string' ? s.email : undefined };
        for (const fileType of missingShareholderFiles(entry, directors)) {
          ctx.addIssue({
            code: 'custom',
            path: ['shareholderData', i, 'files', fileType],
            message: MSG.missingFile('shareholder', i + 1, INCORPORATION_FILE_TYPE_LABELS[fileType]),
          });
        }
      });
    },
    { when: () => true },
  );
}

/** Shares allocated so far (entries still being typed count as 0). */
export function allocatedShares(shareholders: ReadonlyArray<{ shares?: number | undefined }>): number {
  return shareholders.reduce(
    (sum, s) => sum + (typeof s.shares === 'number' && Number.isFinite(s.shares) ? s.shares : 0),
    0,
  );
}

/** The allocation message for the running total, or null when it adds up. */
export function allocationMessage(
  shareholders: ReadonlyArray<{ shares?: number | undefined }>,
  issued: number | undefined,
): string | null {
  const clean = shareholders.map((s) => ({
    shares: typeof s.shares === 'number' && Number.isFinite(s.shares) ? s.shares : 0,
  }));
  return shareAllocationError(clean, issued && Number.isFinite(issued) ? issued : undefined);
}

/**
 * An entry as typed so far, for a draft save (the update call's lenient schema): blank and unreadable fields are
 * left out. Files stay, so the server moves each upload with its person.
 */
export function toDraft<T extends Record<string, unknown>>(entry: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(entry).filter(
      ([, v]) => v !== '' && v !== undefined && v !== null && !(typeof v === 'number' && !Number.isFinite(v)),
    ),
  ) as Partial<T>;
}
