import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { normalizeRole } from '@quayside/contract/roles';
import type { Db } from '../db/client';
import { nriFilings, nriTaxSessions, users } from '../db/schema/index';
import type { Storage } from '../lib/storage';
import type { Actor, UserRow } from '../modules/auth/auth.service';
import { createAction } from '../modules/actions/actions.service';
import { uploadToRequirement } from '../modules/documents/documents.service';
import { issueInvoice } from '../modules/invoices/invoices.service';
import { NRI_BASE_SERVICE_ID, NRI_CAPITAL_GAINS_SERVICE_ID } from '../modules/nri/nri.service';
import { openNriFiling } from '../modules/nri-filing/nri-filing.service';
import { createNotification } from '../modules/notifications/notifications.service';
import { getAssignedTask, listOpenUserTasks } from '../modules/tasks/tasks.service';

const actorOf = (u: UserRow): Actor => ({ id: u.id, email: u.email, fullName: u.fullName, role: normalizeRole(u.role), user: u });

async function panPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 260]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Permanent Account Number card', { x: 30, y: 220, size: 14, font });
  page.drawText('Rohan Mehta  ABCPM1234F', { x: 30, y: 190, size: 12, font });
  page.drawText('Demo document: Quayside sample data', { x: 30, y: 30, size: 8, font });
  return Buffer.from(await pdf.save());
}

/**
 * The demo NRI client's paid filing (nri@quayside.test, Rohan Mehta, assigned to the demo preparer): the paid
 * onboarding session, the invoice, the filing for this assessment year with its opening tasks (what payment
 * opens), the PAN card uploaded and an action from the preparer. Idempotent: does nothing once they have a filing.
 */
export async function seedDemoNri(db: Db, opts: { nriId: string; preparerId: string; storage?: Storage }): Promise<void> {
  const [existing] = await db.select({ id: nriFilings.id }).from(nriFilings).where(eq(nriFilings.userId, opts.nriId)).limit(1);
  if (existing) return;
  const [nriRow] = await db.select().from(users).where(eq(users.id, opts.nriId));
  const [preparerRow] = await db.select().from(users).where(eq(users.id, opts.preparerId));
  if (!nriRow || !preparerRow) return;
  const nri = actorOf(nriRow);
  const paidAt = new Date();
  const [session] = await db
    .insert(nriTaxSessions)
    .values({
      step: 9,
      fullName: nri.fullName,
      contactEmail: nri.email,
      contactNumber: '+44 7700 900123',
      countryCode: 'GB',
      residencyStatus: 'Non-resident',
      addressData: { streetAddress: '14 Elm Park Gardens', city: 'London', postalCode: 'SW10 9NY', country: 'United Kingdom' },
      identityData: { panStatus: 'have', panNumber: 'ABCPM1234F', aadhaarStatus: 'have', aadhaarNumber: '234123412346', passportNumber: 'Z1234567' },
      dob: '1986-04-12',
      gender: 'male',
      stayDurationData: { daysInIndia: 34, daysInIndia4Yrs: 140 },
      jurisdictionOfResidence: 'United Kingdom',
      taxpayerIdentificationNumber: 'AB123456C',
      incomeSources: ['Interest on NRO deposits', 'Rent from house property', 'Capital gains on shares and mutual funds'],
      deductions: ['80C: life insurance premium'],
      declarationData: { accuracy: true, authorization: true, date: paidAt.toISOString().slice(0, 10), place: 'London', signature: 'Rohan Mehta' },
      isCompleted: true,
      isPaid: true,
      paidAt,
      isEmailVerified: true,
      userId: nri.id,
    })
    .returning();
  if (!session) throw new Error('demo NRI session not created');
  await issueInvoice(db, {
    userId: nri.id,
    currency: 'USD',
    paid: true,
    lines: [
      { serviceId: NRI_BASE_SERVICE_ID, description: 'NRI income-tax return filing', unitPriceMinor: 19900 },
      { serviceId: NRI_CAPITAL_GAINS_SERVICE_ID, description: 'Capital gains computation', unitPriceMinor: 34900 },
    ],
    billTo: { name: nri.fullName, email: nri.email },
    now: paidAt,
  });
  await createNotification(db, { userId: nri.id, type: 'payment', title: 'Payment received', message: 'We received your payment for your NRI tax filing. Your invoice is in your invoices.', link: '/dashboard/nri/invoices' });
  const opened = await openNriFiling(db, { session, paidAt });
  if (opened.kind !== 'opened') return;

  await createAction(db, {
    userId: nri.id,
    createdById: opts.preparerId,
    type: 'info',
    title: 'Welcome: your AY filing has started',
    message: `I am ${preparerRow.fullName}, your preparer. Upload the documents your tasks list; I will prepare the draft computation once they are in.`,
    link: '/dashboard/nri/tasks',
  });
  if (!opts.storage) return;
  const deps = { db, storage: opts.storage };
  const [identity] = await listOpenUserTasks(db, nri.id, 5).then((list) => list.filter((t) => t.title.startsWith('Identity')));
  if (!identity) return;
  const detail = await getAssignedTask(deps, nri, identity.id);
  const pan = detail.requiredDocuments.find((r) => r.name === 'PAN card');
  if (pan) await uploadToRequirement(deps, nri, pan.id, { files: [{ field: 'file', filename: 'pan-card.pdf', mimetype: 'application/pdf', buffer: await panPdf() }] });
}
