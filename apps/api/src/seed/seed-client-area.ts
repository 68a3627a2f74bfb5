import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../db/client';
import { calendarEntries, companies, notifications, tasks, users } from '../db/schema/index';
import type { Storage } from '../lib/storage';
import type { Actor, UserRow } from '../modules/auth/auth.service';
import { normalizeRole } from '@quayside/contract/roles';
import { addCalendarEntry, todayUtc } from '../modules/calendar/calendar.service';
import { syncCompanyCalendar } from '../modules/companies/companies.service';
import { addDays } from '@quayside/contract/compliance-rules';
import { createAction, acknowledgeAction } from '../modules/actions/actions.service';
import { saveInsightRecommendation } from '../modules/insights/insights.service';
import { reviewDocument, uploadFinalDocument, uploadToRequirement } from '../modules/documents/documents.service';
import { completeTask, createTask, reviewTask } from '../modules/tasks/tasks.service';
import { issueInvoice } from '../modules/invoices/invoices.service';
import { createNotification } from '../modules/notifications/notifications.service';
import { approveRequest, sendToApprover } from '../modules/approvals/approvals.service';
import { approverLinksOf } from '../modules/assignments/assignments.service';

const actorOf = (u: UserRow): Actor => ({ id: u.id, email: u.email, fullName: u.fullName, role: normalizeRole(u.role), user: u });

/** A one-page PDF that reads as a scan placeholder, so the demo's files open in a browser. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(title, { x: 50, y: 780, size: 18, font: bold, color: rgb(0.06, 0.23, 0.4) });
  lines.forEach((l, i) => page.drawText(l, { x: 50, y: 740 - i * 18, size: 11, font }));
  page.drawText('Demo document: Quayside sample data', { x: 50, y: 60, size: 9, font, color: rgb(0.5, 0.5, 0.5) });
  return Buffer.from(await pdf.save());
}

/** A small PNG (1x1), standing in for a photographed page. */
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The demo client's working dashboard (client@quayside.test, Harbourline Trading): compliance calendar with
 * past deadlines done, staff calendar entry, four tasks (one with a two-file bundle uploaded, one with a
 * rejected upload, one to do, one completed), actions to acknowledge, notifications (some unread), an insight
 * recommendation, and a paid and an unpaid invoice. Idempotent: does nothing once the company has tasks.
 * Files need the storage service; without it the uploads are left out.
 */
export async function seedDemoClientArea(
  db: Db,
  opts: { companyId: string; clientId: string; preparerId: string; storage?: Storage },
): Promise<void> {
  const [existingTask] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.companyId, opts.companyId)).limit(1);
  if (existingTask) return;
  const [company] = await db.select().from(companies).where(eq(companies.id, opts.companyId));
  const [clientRow] = await db.select().from(users).where(eq(users.id, opts.clientId));
  const [preparerRow] = await db.select().from(users).where(eq(users.id, opts.preparerId));
  if (!company || !clientRow || !preparerRow) return;
  const client = actorOf(clientRow);
  const preparer = actorOf(preparerRow);
  const today = todayUtc();
  const deps = opts.storage ? { db, storage: opts.storage } : null;

  await createNotification(db, { userId: client.id, type: 'system', title: 'Welcome to Quayside', message: 'Your dashboard shows your company, deadlines, tasks and documents in one place.', link: '/dashboard/client' });

  /* compliance calendar: what fell due before today is done; a staff entry */
  await syncCompanyCalendar(db, company, today);
  await db
    .update(calendarEntries)
    .set({ state: 'done', completedAt: new Date(), completedById: preparer.id })
    .where(and(eq(calendarEntries.companyId, company.id), lt(calendarEntries.dueDate, today)));
  await addCalendarEntry(db, company.id, { title: 'Board meeting: approve the FY2026 budget', description: 'Quarterly board meeting at the registered office; papers are sent a week before.', dueDate: addDays(today, 24), kind: 'other' }, preparer);

  /* invoices: the incorporation package (paid) and this year's company secretary (due) */
  const paid = await issueInvoice(db, { userId: client.id, companyId: company.id, currency: 'USD', paid: true, lines: [{ serviceId: 4, description: 'Company incorporation package', unitPriceMinor: 125000 }], now: new Date(`${company.incorporationDate ?? today}T09:00:00Z`) });
  await createNotification(db, { userId: client.id, type: 'payment', title: 'Payment received', message: `We received your payment for invoice ${paid.number}. Thank you.`, link: '/dashboard/client/invoices' });
  await issueInvoice(db, { userId: client.id, companyId: company.id, currency: 'USD', paid: false, lines: [{ serviceId: 5, description: 'Company secretary (Singapore), annual', unitPriceMinor: 90000 }, { serviceId: 1, description: 'Registered office address (Singapore), annual', unitPriceMinor: 30000 }] });

  /* tasks */
  const kyc = await createTask(db, preparer, {
    companyId: company.id,
    title: "KYC refresh: directors' passports",
    description: 'Our annual customer due diligence needs a current copy of each director\'s passport, every page with writing or stamps.',
    dueDate: addDays(today, 14),
    priority: 'high',
    category: 'KYC',
    requirements: [
      { name: 'Passport of Marcus Lim (all pages)', allowMultiple: true },
      { name: 'Passport of Elena Petrova (all pages)', allowMultiple: true },
    ],
  });
  await createTask(db, preparer, {
    companyId: company.id,
    title: 'Sign the FY2025 AGM minutes',
    description: 'Print, sign and upload the minutes of the annual general meeting for the year ended 31 December 2025.',
    dueDate: addDays(today, 7),
    priority: 'urgent',
    category: 'Corporate secretary',
    requirements: [{ name: 'Signed AGM minutes' }],
  });
  const bank = await createTask(db, preparer, {
    companyId: company.id,
    title: 'Bank statements for FY2025',
    description: 'We need the statements of every company bank account for January to December 2025 to prepare the accounts.',
    dueDate: addDays(today, 21),
    category: 'Accounting',
    requirements: [{ name: 'DBS current account statements, Jan to Dec 2025', allowMultiple: true }],
  });
  const address = await createTask(db, preparer, {
    companyId: company.id,
    title: 'Confirm the registered office address',
    description: 'Reply to confirm that 10 Anson Road is still where the company receives its official letters.',
    category: 'Corporate secretary',
  });
  await completeTask(db, client, address.id);
  await reviewTask(db, preparer, address.id, { action: 'approve' });
  // Four eyes: the preparer's approval waits for the approver above them (AwaitingApproval), who approves it; the
  // approver's history starts with this decision.
  const [approverLink] = await approverLinksOf(db, [preparer.id]);
  const [approverRow] = approverLink ? await db.select().from(users).where(eq(users.id, approverLink.approverId)) : [];
  if (approverRow) {
    const request = await sendToApprover(db, preparer, company.id, { note: 'The client confirmed the registered office address.' });
    await approveRequest(db, actorOf(approverRow), request.id, { note: 'Confirmed against the ACRA record.' });
  }

  if (deps) {
    const detail = await db.query.taskRequirements.findMany({ where: (r, { inArray }) => inArray(r.taskId, [kyc.id, bank.id]) });
    const marcus = detail.find((r) => r.name.startsWith('Passport of Marcus'));
    const statements = detail.find((r) => r.taskId === bank.id);
    if (marcus) {
      await uploadToRequirement(deps, client, marcus.id, {
        files: [
          { field: 'documents', filename: 'marcus-lim-passport-photo-page.pdf', mimetype: 'application/pdf', buffer: await demoPdf('Passport: photo page', ['Republic of Singapore', 'Surname: LIM', 'Given names: MARCUS', 'Passport No.: K1234567X']) },
          { field: 'documents', filename: 'marcus-lim-passport-back.png', mimetype: 'image/png', buffer: DEMO_PNG },
        ],
        pageLabels: JSON.stringify(['Photo page', 'Back cover']),
      });
    }
    if (statements) {
      const uploaded = await uploadToRequirement(deps, client, statements.id, {
        files: [{ field: 'document', filename: 'dbs-statement-2025.pdf', mimetype: 'application/pdf', buffer: await demoPdf('DBS Bank: account statement', ['Harbourline Trading Pte. Ltd.', 'Period: 1 Jan 2025 to 30 Jun 2025']) }],
      });
      await reviewDocument(deps, preparer, uploaded.document.id, { approve: false, reason: 'The statement covers January to June only. Please upload July to December 2025 as well.' });
    }
    await uploadFinalDemo(deps, client, company.id);
  }

  /* actions and notifications */
  const ack = await createAction(db, { userId: client.id, companyId: company.id, createdById: preparer.id, type: 'info', title: 'Your ECI was filed', message: 'We filed the Estimated Chargeable Income for YA 2026 with IRAS.' });
  await acknowledgeAction(db, client, ack.id);
  await createAction(db, { userId: client.id, companyId: company.id, createdById: preparer.id, type: 'request', title: 'Confirm your financial year end', message: 'Your financial year ends on 31 December. Tell us before 15 December if you want to change it.', dueDate: addDays(today, 20) });
  const [next] = await db
    .select()
    .from(calendarEntries)
    .where(and(eq(calendarEntries.companyId, company.id), eq(calendarEntries.state, 'open'), eq(calendarEntries.source, 'rule'), gte(calendarEntries.dueDate, today)))
    .orderBy(asc(calendarEntries.dueDate))
    .limit(1);
  if (next) {
    await createAction(db, { userId: client.id, companyId: company.id, createdById: preparer.id, type: 'deadline', title: `${next.title}: due on ${next.dueDate}`, message: 'Approve the drafts we sent you so that we can file on time.', dueDate: next.dueDate, link: '/dashboard/client/calendar' });
  }
  // Older notifications are read; the newest stay unread.
  const older = await db.select({ id: notifications.id, title: notifications.title }).from(notifications).where(eq(notifications.userId, client.id));
  for (const n of older) {
    if (n.title === 'Welcome to Quayside' || n.title.startsWith('Task completed') || n.title === 'Payment received' || n.title.includes('registered office')) {
      await db.update(notifications).set({ isRead: true, readAt: new Date() }).where(eq(notifications.id, n.id));
    }
  }

  await saveInsightRecommendation(db, {
    userId: client.id,
    companyId: company.id,
    createdById: preparer.id,
    content:
      'Harbourline is in its first three Years of Assessment, so the start-up tax exemption applies: 75% of the first S$100,000 of chargeable income is exempt. With revenue under S$5 million you may also file Form C-S. We recommend registering for GST voluntarily only if most of your customers are GST-registered businesses.',
  });
}

async function uploadFinalDemo(deps: { db: Db; storage: Storage }, client: Actor, companyId: string): Promise<void> {
  await uploadFinalDocument(deps, client, {
    companyId,
    name: 'Signed engagement letter 2026',
    file: { field: 'file', filename: 'engagement-letter-2026-signed.pdf', mimetype: 'application/pdf', buffer: await demoPdf('Engagement letter 2026', ['Quayside Corporate Services Pte. Ltd.', 'Client: Harbourline Trading Pte. Ltd.', 'Signed: Marcus Lim, Director']) },
  });
}
