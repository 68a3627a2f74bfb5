import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { IncorporationSession } from '@quayside/contract/incorporation';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';

/** Real file bytes for upload tests. */
export async function samplePdf(text = 'Passport scan'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);
/** A Windows executable's header (MZ ... PE) padded out. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000000000000000000000000000000000000000000000000000800000000e1fba0e00b409cd21b8014ccd21546869732070726f6772616d2063616e6e6f742062652072756e20696e20444f53206d6f64652e0d0d0a2400000000000000504500004c010300', 'hex'),
  randomBytes(512),
]);

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----quayside${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The last verification code mailed to an address (the dev outbox). */
export async function lastOtp(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Your Quayside verification code:%')))
    .orderBy(desc(mailOutbox.sentAt))
    .limit(1);
  const code = /(\d{6})/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const uniqueEmail = (prefix = 'founder') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
export const uniqueName = (base = 'Harbourview Logistics') => `${base} ${randomBytes(3).toString('hex')}`;

/** A director and a shareholder with every field a complete application needs (same person). */
export function completeDetails(email: string, opts: { issuedShares?: number; shares?: number } = {}) {
  return {
    companyDetails: {
      jurisdiction: 'SG' as const,
      companyType: 'private_limited' as const,
      businessActivity: 'Freight forwarding and logistics consultancy (SSIC 52291)',
      activityCode: '52291',
      registeredAddress: '8 Marina View, #40-01 Asia Square Tower 1, Singapore 018960',
      financialYearEnd: '12-31',
      shareCapital: { currency: 'SGD', issuedShares: opts.issuedShares ?? 10000, paidUpCapitalMinor: 1_000_000 },
    },
    directorData: [
      {
        fullName: 'Mei Ling Tan',
        email,
        phone: '+65 9123 4567',
        nationality: 'Singaporean',
        // A passport holder (an NRIC holder gives the NRIC front and back instead: requiredKycFilesFor).
        idType: 'passport' as const,
        idNumber: 'K1234567A',
        dateOfBirth: '1987-05-14',
        address: '12 Orchard Boulevard, #08-02, Singapore 248646',
        isResident: true,
      },
    ],
    shareholderData: [
      {
        type: 'individual' as const,
        fullName: 'Mei Ling Tan',
        email,
        nationality: 'Singaporean',
        idNumber: 'K1234567A',
        address: '12 Orchard Boulevard, #08-02, Singapore 248646',
        shares: opts.shares ?? 10000,
      },
    ],
  };
}

type Json = Record<string, unknown>;

/** POST /start and answer the session. */
export async function startSession(t: TestApp, email = uniqueEmail()): Promise<IncorporationSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/incorporation/start',
    payload: { fullName: 'Mei Ling Tan', contactEmail: email, contactNumber: '+65 9123 4567', countryCode: '+65' },
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { session: IncorporationSession }).session;
}

export async function verifyEmail(t: TestApp, session: IncorporationSession): Promise<void> {
  const sent = await t.app.inject({ method: 'POST', url: `/api/incorporation/send-otp/${session.id}` });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.statusCode} ${sent.body}`);
  const otp = await lastOtp(t.db, session.contactEmail);
  const res = await t.app.inject({ method: 'POST', url: `/api/incorporation/verify-otp/${session.id}`, payload: { otp } });
  if (res.statusCode !== 200) throw new Error(`verify-otp failed: ${res.statusCode} ${res.body}`);
}

export async function upload(
  t: TestApp,
  sessionId: string,
  fields: { roleType: string; index: string | number; fileType: string },
  file: { filename: string; contentType: string; data: Buffer },
) {
  const body = multipart({ roleType: fields.roleType, index: String(fields.index), fileType: fields.fileType }, file);
  return t.app.inject({ method: 'POST', url: `/api/incorporation/upload-file/${sessionId}`, ...body });
}

/** A session that can be paid: started, verified, complete, KYC uploaded, with extra services selected. */
export async function createReadySession(
  t: TestApp,
  opts: { email?: string; companyName?: string; servicesSelected?: number[] } = {},
): Promise<IncorporationSession> {
  const email = opts.email ?? uniqueEmail();
  const session = await startSession(t, email);
  await verifyEmail(t, session);
  const pdf = await samplePdf();
  for (const fileType of ['passport', 'proofOfAddress']) {
    const res = await upload(t, session.id, { roleType: 'director', index: 0, fileType }, { filename: `${fileType}.pdf`, contentType: 'application/pdf', data: pdf });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  }
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/incorporation/update/${session.id}`,
    payload: {
      companyName: opts.companyName ?? `${uniqueName()} Pte. Ltd.`,
      ...completeDetails(email),
      servicesSelected: opts.servicesSelected ?? [1, 5],
      currentStep: 7,
    } satisfies Json,
  });
  if (res.statusCode !== 200) throw new Error(`update failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { session: IncorporationSession }).session;
}
