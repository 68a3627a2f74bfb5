/**
 * Statutory compliance deadlines by jurisdiction, as pure functions over YYYY-MM-DD dates (UTC, no clock reads
 * unless the caller passes one). The API stores what these produce as calendar entries (source 'rule') and
 * recalculates them when a company's jurisdiction, type, incorporation date or financial year end changes.
 *
 * These are planning dates for the firm's clients; each rule cites its source. Where a rule has an exemption
 * the calendar cannot know about (e.g. a Singapore ECI waiver), the entry still appears and its description
 * says when it does not apply: the preparer marks it "not applicable".
 */

export const CALENDAR_KINDS = [
  'agm',
  'annual_return',
  'financial_statements',
  'estimated_income',
  'tax_return',
  'tax_registration',
  'director_kyc',
  'other',
] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export type ComplianceJurisdiction = 'SG' | 'IN' | 'AE';

export type ComplianceProfile = {
  jurisdiction: ComplianceJurisdiction;
  /** private_limited, public_limited, llp, free_zone, mainland_llc, branch */
  companyType: string;
  /** YYYY-MM-DD, or null while the company is not yet incorporated (no deadlines then). */
  incorporationDate: string | null;
  /** MM-DD. India ignores it: every Indian company's financial year ends on 31 March. */
  financialYearEnd: string;
};

export type ComplianceItem = {
  /** Stable code of the rule; with periodEnd it identifies the obligation (recalculation upserts on it). */
  ruleCode: string;
  kind: CalendarKind;
  title: string;
  description: string;
  /** The law or authority's rule the date comes from. */
  reference: string;
  /** The financial year (tax period) end the obligation belongs to; null for one-off obligations. */
  periodEnd: string | null;
  dueDate: string;
};

/* ------------------------------------------------------------------ date helpers (UTC, YYYY-MM-DD) */

function parts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isMonthEnd(date: string): boolean {
  const [y, m, d] = parts(date);
  return d === daysInMonth(y, m);
}

/**
 * Adds calendar months the way statutes count "within N months after": a month-end date lands on the target
 * month's end (31 Dec + 6 months = 30 Jun), other days keep their day, clamped to the month's length.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  const last = daysInMonth(ty, tm);
  return formatDate(ty, tm, isMonthEnd(date) ? last : Math.min(d, last));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000);
}

/** The date of a MM-DD in a year; 02-29 falls back to 02-28 in common years. */
export function dateInYear(year: number, monthDay: string): string {
  const [m, d] = monthDay.split('-').map(Number);
  if (!m || !d) throw new Error(`Not a MM-DD value: ${monthDay}`);
  return formatDate(year, m, Math.min(d, daysInMonth(year, m)));
}

/** The first financial year end strictly after the incorporation date. */
export function firstFinancialYearEnd(incorporationDate: string, financialYearEnd: string): string {
  const [y] = parts(incorporationDate);
  const sameYear = dateInYear(y, financialYearEnd);
  return sameYear > incorporationDate ? sameYear : dateInYear(y + 1, financialYearEnd);
}

/* ------------------------------------------------------------------ Singapore */

/**
 * Singapore private company, for the financial year ending fyEnd:
 * - AGM within 6 months after FYE: Companies Act 1967 s175(1) (as amended from 31 Aug 2018). A private company
 *   may dispense with AGMs under s175A.
 * - Annual return within 7 months after FYE: Companies Act s197(1) (private company with share capital).
 * - Estimated Chargeable Income within 3 months after FYE: Income Tax Act 1947 s63 / IRAS filing rule; waived
 *   when annual revenue is S$5m or below and the ECI is nil.
 * - Form C-S / C-S (Lite) / C by 30 November of the Year of Assessment (YA = the calendar year after the FY
 *   ends): IRAS corporate income tax filing due date.
 */
export function singaporeDeadlines(fyEnd: string): ComplianceItem[] {
  const [fyYear] = parts(fyEnd);
  const ya = fyYear + 1;
  const label = `FY ending ${fyEnd}`;
  return [
    {
      ruleCode: 'SG_ECI',
      kind: 'estimated_income',
      title: `File Estimated Chargeable Income (YA ${ya})`,
      description: `ECI for the ${label} is due within 3 months of the financial year end. Not required when revenue is S$5 million or less and the ECI is nil.`,
      reference: 'Income Tax Act 1947 s63; IRAS: ECI within 3 months after FYE',
      periodEnd: fyEnd,
      dueDate: addMonths(fyEnd, 3),
    },
    {
      ruleCode: 'SG_AGM',
      kind: 'agm',
      title: `Hold the annual general meeting (${label})`,
      description: `The AGM must be held within 6 months after the financial year end, with the audited or unaudited financial statements laid before it.`,
      reference: 'Companies Act 1967 s175(1)',
      periodEnd: fyEnd,
      dueDate: addMonths(fyEnd, 6),
    },
    {
      ruleCode: 'SG_ANNUAL_RETURN',
      kind: 'annual_return',
      title: `File the annual return with ACRA (${label})`,
      description: `The annual return is due within 7 months after the financial year end.`,
      reference: 'Companies Act 1967 s197(1)',
      periodEnd: fyEnd,
      dueDate: addMonths(fyEnd, 7),
    },
    {
      ruleCode: 'SG_FORM_C',
      kind: 'tax_return',
      title: `File Form C-S / C with IRAS (YA ${ya})`,
      description: `The corporate income tax return for the ${label} (Year of Assessment ${ya}) is due on 30 November ${ya}.`,
      reference: 'IRAS: Form C-S/C-S (Lite)/C due 30 November of the Year of Assessment',
      periodEnd: fyEnd,
      dueDate: formatDate(ya, 11, 30),
    },
  ];
}

/* ------------------------------------------------------------------ India */

/**
 * Indian company, for the financial year ending fyEnd (always 31 March: Companies Act 2013 s2(41)).
 * - AGM within 6 months of the FY's end, i.e. by 30 September; the first AGM within 9 months of the end of the
 *   first financial year: s96(1). Filing dates below count from the last permitted AGM date.
 * - AOC-4 (financial statements) within 30 days of the AGM: s137(1).
 * - MGT-7 / MGT-7A (annual return) within 60 days of the AGM: s92(4).
 * - ITR-6 by 31 October of the assessment year for a company (companies are audited): Income-tax Act 1961
 *   s139(1) Explanation 2; 30 November when a transfer-pricing report (Form 3CEB) is required.
 * - DIN KYC: DIR-3 KYC by 30 September each year for DINs held on 31 March (Rule 12A, 2018) up to FY 2024-25.
 *   The Companies (Appointment and Qualification of Directors) Amendment Rules, 2025 (G.S.R. 943(E), in force
 *   31 March 2026) replace it with DIR-3 KYC-Web once every three financial years, by 30 June; the next periodic
 *   filing after the last annual one (30 Sep 2025) therefore falls by 30 June 2028.
 */
export function indiaDeadlines(fyEnd: string, opts: { firstFinancialYear?: boolean } = {}): ComplianceItem[] {
  const [fyYear] = parts(fyEnd);
  const fyLabel = `FY ${fyYear - 1}-${String(fyYear).slice(2)}`;
  const agm = opts.firstFinancialYear ? addMonths(fyEnd, 9) : addMonths(fyEnd, 6);
  const items: ComplianceItem[] = [
    {
      ruleCode: 'IN_AGM',
      kind: 'agm',
      title: `Hold the annual general meeting (${fyLabel})`,
      description: opts.firstFinancialYear
        ? 'The first AGM must be held within 9 months of the end of the first financial year.'
        : 'The AGM must be held within 6 months of the end of the financial year.',
      reference: 'Companies Act 2013 s96(1)',
      periodEnd: fyEnd,
      dueDate: agm,
    },
    {
      ruleCode: 'IN_AOC4',
      kind: 'financial_statements',
      title: `File AOC-4 financial statements (${fyLabel})`,
      description: 'Form AOC-4 is due within 30 days of the AGM; the date shown assumes the AGM on its last permitted day.',
      reference: 'Companies Act 2013 s137(1)',
      periodEnd: fyEnd,
      dueDate: addDays(agm, 30),
    },
    {
      ruleCode: 'IN_MGT7',
      kind: 'annual_return',
      title: `File MGT-7 annual return (${fyLabel})`,
      description: 'Form MGT-7 (MGT-7A for a small or one-person company) is due within 60 days of the AGM.',
      reference: 'Companies Act 2013 s92(4)',
      periodEnd: fyEnd,
      dueDate: addDays(agm, 60),
    },
    {
      ruleCode: 'IN_ITR6',
      kind: 'tax_return',
      title: `File ITR-6 income-tax return (AY ${fyYear}-${String(fyYear + 1).slice(2)})`,
      description: 'A company files its return by 31 October of the assessment year (30 November if a transfer-pricing report is required).',
      reference: 'Income-tax Act 1961 s139(1), Explanation 2',
      periodEnd: fyEnd,
      dueDate: formatDate(fyYear, 10, 31),
    },
  ];
  if (fyYear <= 2025) {
    items.push({
      ruleCode: 'IN_DIR3_KYC',
      kind: 'director_kyc',
      title: `Directors' DIR-3 KYC (${fyLabel})`,
      description: 'Every director holding a DIN on 31 March files DIR-3 KYC by 30 September.',
      reference: 'Companies (Appointment and Qualification of Directors) Rules 2014, Rule 12A',
      periodEnd: fyEnd,
      dueDate: formatDate(fyYear, 9, 30),
    });
  } else if (fyYear >= 2028 && (fyYear - 2028) % 3 === 0) {
    items.push(indiaTriennialKyc(fyEnd, fyLabel));
  }
  return items;
}

function indiaTriennialKyc(fyEnd: string, fyLabel: string): ComplianceItem {
  const [fyYear] = parts(fyEnd);
  return {
    ruleCode: 'IN_DIR3_KYC',
    kind: 'director_kyc',
    title: `Directors' DIR-3 KYC-Web (triennial, ${fyLabel})`,
    description:
      'Every director holding a DIN confirms KYC through DIR-3 KYC-Web once every three financial years, by 30 June; a change of mobile, e-mail or address must be filed within 30 days.',
    reference: 'Rule 12A as substituted by the Companies (Appointment and Qualification of Directors) Amendment Rules, 2025',
    periodEnd: fyEnd,
    dueDate: formatDate(fyYear, 6, 30),
  };
}

/* ------------------------------------------------------------------ United Arab Emirates */

/** UAE corporate tax applies to tax periods starting on or after 1 June 2023 (Federal Decree-Law 47 of 2022 Art. 69). */
export const UAE_CT_START = '2023-06-01';

/**
 * The corporate tax registration deadline of a resident juridical person (FTA Decision No. 3 of 2024, in force
 * 1 March 2024). Incorporated before 1 March 2024: by the month of licence issuance, whatever its year
 * (Jan-Feb 31 May 2024; Mar-Apr 30 Jun; May 31 Jul; Jun 31 Aug; Jul 30 Sep; Aug-Sep 31 Oct; Oct-Nov 30 Nov;
 * Dec 31 Dec 2024). On or after 1 March 2024: within 3 months of incorporation. The incorporation date stands in
 * for the licence issue date.
 */
export function uaeRegistrationDeadline(incorporationDate: string): string {
  if (incorporationDate >= '2024-03-01') return addMonths(incorporationDate, 3);
  const [, month] = parts(incorporationDate);
  const byMonth: Record<number, string> = {
    1: '2024-05-31',
    2: '2024-05-31',
    3: '2024-06-30',
    4: '2024-06-30',
    5: '2024-07-31',
    6: '2024-08-31',
    7: '2024-09-30',
    8: '2024-10-31',
    9: '2024-10-31',
    10: '2024-11-30',
    11: '2024-11-30',
    12: '2024-12-31',
  };
  return byMonth[month] ?? '2024-05-31';
}

export function uaeRegistrationItem(incorporationDate: string): ComplianceItem {
  return {
    ruleCode: 'AE_CT_REGISTRATION',
    kind: 'tax_registration',
    title: 'Register for UAE corporate tax',
    description:
      incorporationDate >= '2024-03-01'
        ? 'A company incorporated on or after 1 March 2024 registers with the FTA within 3 months of incorporation.'
        : 'A company incorporated before 1 March 2024 registers by the deadline set for its licence-issue month.',
    reference: 'FTA Decision No. 3 of 2024, Articles 3 and 4',
    periodEnd: null,
    dueDate: uaeRegistrationDeadline(incorporationDate),
  };
}

/**
 * The corporate tax return (and payment) for the tax period ending periodEnd is due within 9 months of its end:
 * Federal Decree-Law 47 of 2022 Art. 53(1) (return) and Art. 48(3) (payment).
 */
export function uaeDeadlines(periodEnd: string): ComplianceItem[] {
  return [
    {
      ruleCode: 'AE_CT_RETURN',
      kind: 'tax_return',
      title: `File the corporate tax return and pay (period ending ${periodEnd})`,
      description:
        'The corporate tax return is filed, and the tax paid, within 9 months of the end of the tax period.',
      reference: 'Federal Decree-Law No. 47 of 2022, Articles 48(3) and 53(1)',
      periodEnd,
      dueDate: addMonths(periodEnd, 9),
    },
  ];
}

/* ------------------------------------------------------------------ the schedule of one company */

export type ScheduleWindow = {
  /** Today, YYYY-MM-DD. */
  asOf: string;
  /** Financial years that ended up to this many months before asOf are included (still open obligations). */
  monthsBack?: number;
  /** ...and those ending up to this many months after asOf. */
  monthsAhead?: number;
};

/**
 * Every statutory deadline of a company for the financial years ending within the window, plus one-off
 * obligations (UAE registration). Nothing before the company is incorporated.
 */
export function complianceSchedule(profile: ComplianceProfile, window: ScheduleWindow): ComplianceItem[] {
  if (!profile.incorporationDate) return [];
  const from = addMonths(window.asOf, -(window.monthsBack ?? 15));
  const to = addMonths(window.asOf, window.monthsAhead ?? 12);
  const fye = profile.jurisdiction === 'IN' ? '03-31' : profile.financialYearEnd;
  const first = firstFinancialYearEnd(profile.incorporationDate, fye);
  const items: ComplianceItem[] = [];
  if (profile.jurisdiction === 'AE') items.push(uaeRegistrationItem(profile.incorporationDate));
  const [startYear] = parts(from);
  const [endYear] = parts(to);
  for (let year = startYear; year <= endYear; year += 1) {
    const periodEnd = dateInYear(year, fye);
    if (periodEnd < first || periodEnd < from || periodEnd > to) continue;
    if (profile.jurisdiction === 'SG') items.push(...singaporeDeadlines(periodEnd));
    if (profile.jurisdiction === 'IN') items.push(...indiaDeadlines(periodEnd, { firstFinancialYear: periodEnd === first }));
    if (profile.jurisdiction === 'AE') {
      // Only tax periods that start on or after 1 June 2023 are within corporate tax.
      const start = periodEnd === first ? profile.incorporationDate : addDays(addMonths(periodEnd, -12), 1);
      if (start >= UAE_CT_START) items.push(...uaeDeadlines(periodEnd));
    }
  }
  return items.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.ruleCode.localeCompare(b.ruleCode)));
}

/* ------------------------------------------------------------------ display status */

export const CALENDAR_STATUSES = ['upcoming', 'due_soon', 'overdue', 'done', 'not_applicable'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];
export const CALENDAR_STATUS_LABELS: Record<CalendarStatus, string> = {
  upcoming: 'Upcoming',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  done: 'Done',
  not_applicable: 'Not applicable',
};
/** An open entry is "due soon" within this many days of its due date. */
export const DUE_SOON_DAYS = 30;

/** What an entry shows: done / not applicable as recorded, else by its due date against today. */
export function calendarStatus(
  entry: { dueDate: string; state: 'open' | 'done' | 'not_applicable' },
  today: string,
): CalendarStatus {
  if (entry.state !== 'open') return entry.state;
  const days = daysBetween(today, entry.dueDate);
  if (days < 0) return 'overdue';
  if (days <= DUE_SOON_DAYS) return 'due_soon';
  return 'upcoming';
}
