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
  /** private_limited, public_limited, opc, llp, free_zone, mainland_llc, branch */
  companyType: string;
  /** YYYY-MM-DD, or null while the company is not yet incorporated (no deadlines then). */
  incorporationDate: string | null;
  /** MM-DD. India ignores it: every Indian company's financial year ends on 31 March. */
  financialYearEnd: string;
  /**
   * YYYY-MM-DD: the end of the first financial year when it is not the first `financialYearEnd` after
   * incorporation (Singapore: up to 18 months; UAE: a first tax period of 6 to 18 months). Null: the default.
   */
  firstFinancialYearEnd?: string | null;
  /** Listed on an approved exchange (Singapore: AGM within 4 months, annual return within 5). */
  listed?: boolean;
  /** Registered for GST (Singapore) or VAT (UAE): the periodic returns follow. */
  gstVatRegistered?: boolean;
  /** India: international or specified domestic transactions, so a Form 3CEB report is due. */
  transferPricing?: boolean;
  /** India: accounts required to be audited (tax audit under s44AB / s63, or an LLP over the LLP Act limits). */
  auditRequired?: boolean;
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
  /** Set when an extension moved the date: the date the statute gives. */
  statutoryDueDate?: string;
  /** Set when an extension moved the date: the circular or notification that moved it. */
  extensionReference?: string;
};

/**
 * A due-date extension published by a regulator (CBDT and MCA circulars, IRAS or FTA announcements): the rule,
 * the period it is for and the new date. Kept as data (the API's table, edited by admins) and applied on top of
 * the statutory date.
 */
export type DueDateExtension = {
  ruleCode: string;
  /** The period end the extension is for (YYYY-MM-DD); null for one-off obligations. */
  periodEnd: string | null;
  newDueDate: string;
  /** e.g. "CBDT Circular No. 15/2025 dated 29 October 2025". */
  reference: string;
};

/** The items with every matching extension applied: the new date, and the statutory one kept beside it. */
export function applyExtensions(items: ComplianceItem[], extensions: readonly DueDateExtension[]): ComplianceItem[] {
  const byKey = new Map(extensions.map((e) => [`${e.ruleCode}|${e.periodEnd ?? ''}`, e]));
  return items.map((item) => {
    const ext = byKey.get(`${item.ruleCode}|${item.periodEnd ?? ''}`);
    if (!ext || ext.newDueDate === item.dueDate) return item;
    return {
      ...item,
      dueDate: ext.newDueDate,
      statutoryDueDate: item.dueDate,
      extensionReference: ext.reference,
      description: `${item.description} Extended from ${item.dueDate} to ${ext.newDueDate} by ${ext.reference}.`,
      reference: `${item.reference}; extended by ${ext.reference}`,
    };
  });
}

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

export type SingaporeOptions = { listed?: boolean };

/**
 * Singapore company, for the financial year ending fyEnd:
 * - AGM within 6 months after FYE, 4 months for a listed company: Companies Act 1967 s175(1) (as amended from
 *   31 Aug 2018). A private company may dispense with AGMs under s175A.
 * - Annual return within 7 months after FYE, 5 months for a listed company: Companies Act s197(1).
 * - Estimated Chargeable Income within 3 months after FYE: Income Tax Act 1947 s63 / IRAS filing rule; waived
 *   when annual revenue is S$5m or below and the ECI is nil.
 * - Form C-S / C-S (Lite) / C by 30 November of the Year of Assessment (YA = the calendar year after the FY
 *   ends): IRAS corporate income tax filing due date.
 */
export function singaporeDeadlines(fyEnd: string, opts: SingaporeOptions = {}): ComplianceItem[] {
  const [fyYear] = parts(fyEnd);
  const ya = fyYear + 1;
  const label = `FY ending ${fyEnd}`;
  const agmMonths = opts.listed ? 4 : 6;
  const arMonths = opts.listed ? 5 : 7;
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
      description: opts.listed
        ? 'A listed company holds its AGM within 4 months after the financial year end.'
        : 'The AGM must be held within 6 months after the financial year end, with the audited or unaudited financial statements laid before it.',
      reference: opts.listed ? 'Companies Act 1967 s175(1)(a) (listed company)' : 'Companies Act 1967 s175(1)(b)',
      periodEnd: fyEnd,
      dueDate: addMonths(fyEnd, agmMonths),
    },
    {
      ruleCode: 'SG_ANNUAL_RETURN',
      kind: 'annual_return',
      title: `File the annual return with ACRA (${label})`,
      description: opts.listed
        ? 'A listed company files its annual return within 5 months after the financial year end.'
        : 'The annual return is due within 7 months after the financial year end.',
      reference: opts.listed ? 'Companies Act 1967 s197(1)(a) (listed company)' : 'Companies Act 1967 s197(1)(b)',
      periodEnd: fyEnd,
      dueDate: addMonths(fyEnd, arMonths),
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

/**
 * Singapore branch of a foreign company, for the foreign company's financial year ending fyEnd. A branch holds no
 * AGM of its own and files no annual return under s197: the foreign company lodges its own financial statements
 * and the branch's audited accounts with ACRA under Companies Act 1967 s373 - within 2 months after the head
 * office's AGM where its home law requires one (s373(1)), otherwise within 7 months after the financial year end
 * (s373(4); ACRA "Annual filing for foreign companies"). The calendar plans on the 7-month date, which is also the
 * last day ACRA takes an extension application on. For tax, the branch is part of a non-resident company: it
 * files ECI within 3 months and Form C (Form C-S is only for companies incorporated in Singapore) by 30 November
 * of the YA.
 */
export function singaporeBranchDeadlines(fyEnd: string): ComplianceItem[] {
  const [fyYear] = parts(fyEnd);
  const ya = fyYear + 1;
  const company = singaporeDeadlines(fyEnd).filter((i) => i.ruleCode === 'SG_ECI' || i.ruleCode === 'SG_FORM_C');
  return [
    ...company.map((i) =>
      i.ruleCode === 'SG_FORM_C'
        ? {
            ...i,
            title: `File Form C with IRAS (YA ${ya})`,
            description: `The branch's income for the FY ending ${fyEnd} is returned on Form C (a company incorporated outside Singapore cannot use Form C-S), due on 30 November ${ya}.`,
            reference: 'IRAS: Form C due 30 November of the Year of Assessment; Form C-S only for companies incorporated in Singapore',
          }
        : i,
    ),
    {
      ruleCode: 'SG_BRANCH_ACCOUNTS',
      kind: 'annual_return',
      title: `Lodge the foreign company's and the branch's accounts with ACRA (FY ending ${fyEnd})`,
      description:
        "The foreign company lodges its financial statements and the Singapore branch's audited accounts: within 2 months after the head office's AGM where its home law requires one, otherwise within 7 months after the financial year end (the date shown).",
      reference: 'Companies Act 1967 s373(1), (4) and (5); ACRA: annual filing for foreign companies',
      periodEnd: fyEnd,
      dueDate: addMonths(fyEnd, 7),
    },
  ];
}

/**
 * Singapore LLP, for the financial year ending fyEnd: no AGM, no annual return under s197, no ECI and no Form C.
 * The LLP's income is taxed in its partners' hands; the precedent partner files the partnership return, Form P,
 * by 15 April of the YA on paper or 18 April by e-filing (IRAS "Partnerships: filing Form P"; Income Tax Act
 * 1947 s62). The annual declaration follows the registration date: see singaporeLlpDeclarations.
 */
export function singaporeLlpDeadlines(fyEnd: string): ComplianceItem[] {
  const [fyYear] = parts(fyEnd);
  const ya = fyYear + 1;
  return [
    {
      ruleCode: 'SG_LLP_FORM_P',
      kind: 'tax_return',
      title: `File the partnership return, Form P (YA ${ya})`,
      description: `The LLP is not taxed itself: its partners are, on their shares of the income for the FY ending ${fyEnd}. The precedent partner e-files Form P by 18 April ${ya}; each partner reports their share in their own return.`,
      reference: 'Income Tax Act 1947 s62; IRAS: Form P due 15 April (paper) / 18 April (e-filing) of the YA',
      periodEnd: fyEnd,
      dueDate: formatDate(ya, 4, 18),
    },
  ];
}

/**
 * The annual declaration of a Singapore LLP: "not later than 15 months after registration of the limited
 * liability partnership and subsequently, once in every calendar year at intervals of not more than 15 months"
 * (Limited Liability Partnerships Act 2005 s24(4); ACRA's page on late lodgement of the annual declaration).
 * The planning dates: the first 15 months after registration, then 12 months after each previous one (filed on
 * its date, which keeps one a calendar year and every interval within 15 months). Keyed by calendar year.
 */
export function singaporeLlpDeclarations(registrationDate: string, fromYear: number, toYear: number): ComplianceItem[] {
  const items: ComplianceItem[] = [];
  let due = addMonths(registrationDate, 15);
  for (let i = 0; i < 200; i += 1) {
    const [year] = parts(due);
    if (year > toYear) break;
    if (year >= fromYear) {
      items.push({
        ruleCode: 'SG_LLP_DECLARATION',
        kind: 'annual_return',
        title: `Lodge the LLP annual declaration (${year})`,
        description:
          i === 0
            ? `The first annual declaration is due 15 months after the LLP's registration on ${registrationDate}.`
            : 'An LLP lodges an annual declaration once every calendar year, at intervals of not more than 15 months.',
        reference: 'Limited Liability Partnerships Act 2005 s24(4)',
        periodEnd: formatDate(year, 12, 31),
        dueDate: due,
      });
    }
    due = addMonths(due, 12);
  }
  return items;
}

/**
 * GST F5 returns of a GST-registered business: one for each accounting period (quarterly, the periods IRAS
 * assigns; the calendar takes quarters ending on the financial year end), due one month after the period ends
 * (Goods and Services Tax Act 1993 s41; GST (General) Regulations reg 55; IRAS: "GST F5 ... within one month
 * from the end of each accounting period").
 */
export function singaporeGstReturns(quarterEnd: string): ComplianceItem {
  return {
    ruleCode: 'SG_GST_F5',
    kind: 'tax_return',
    title: `File GST F5 (quarter ending ${quarterEnd})`,
    description: 'The GST return and payment for the quarter are due one month after the quarter ends.',
    reference: 'Goods and Services Tax Act 1993 s41; IRAS: GST F5 within one month after the accounting period',
    periodEnd: quarterEnd,
    dueDate: addMonths(quarterEnd, 1),
  };
}

/** ACRA: a company's first financial year may run up to 18 months from incorporation. */
export const SG_FIRST_FY_MAX_MONTHS = 18;

/* ------------------------------------------------------------------ India: the law by year */

/**
 * Which Income-tax Act governs a year, as data keyed by the year's end (31 March). The Income-tax Act, 2025
 * governs tax year 2026-27 (1 April 2026 - 31 March 2027) onwards; FY 2025-26 (AY 2026-27) and before stay under
 * the Income-tax Act, 1961 by the 2025 Act's repeal-and-savings section. Section numbers of the 2025 Act: return of
 * income s263 (1961: s139; the Finance Act 2026 amends s263(1)(c)), tax audit s63 (1961: s44AB), transfer-pricing
 * report s172 (1961: s92E), as published commentaries on the enacted text give them; residence s6 (1961: s6).
 */
export type IndiaIncomeTaxLaw = {
  act: 'Income-tax Act, 1961' | 'Income-tax Act, 2025';
  /** "AY 2026-27" under the 1961 Act; "tax year 2026-27" under the 2025 Act. */
  yearLabel: string;
  returnSection: string;
  residenceSection: string;
  taxAuditSection: string;
  transferPricingSection: string;
  advanceTaxSection: string;
};

export const INDIA_INCOME_TAX_ACT_2025_FIRST_YEAR_END = '2027-03-31';

export function indiaIncomeTaxLawFor(yearEnd: string): IndiaIncomeTaxLaw {
  const [y] = parts(yearEnd);
  if (yearEnd >= INDIA_INCOME_TAX_ACT_2025_FIRST_YEAR_END) {
    return {
      act: 'Income-tax Act, 2025',
      yearLabel: `tax year ${y - 1}-${String(y).slice(2)}`,
      returnSection: 's263(1)',
      residenceSection: 's6',
      taxAuditSection: 's63',
      transferPricingSection: 's172',
      // The 2025 Act's advance-tax section number was not verified here; the Act is named without it.
      advanceTaxSection: '(advance tax instalments)',
    };
  }
  return {
    act: 'Income-tax Act, 1961',
    yearLabel: `AY ${y}-${String(y + 1).slice(2)}`,
    returnSection: 's139(1), Explanation 2',
    residenceSection: 's6',
    taxAuditSection: 's44AB',
    transferPricingSection: 's92E',
    advanceTaxSection: 's211',
  };
}

/**
 * Finance Act 2026: from AY 2026-27 (the 1961 Act, amended from 1 March 2026) and tax year 2026-27 (the 2025 Act)
 * a business or profession whose accounts are not audited (and a partner of such a firm) files by 31 August,
 * not 31 July; ITR-1 and ITR-2 filers stay at 31 July. From tax year 2026-27 the revised return may be filed up to
 * 12 months after the year (31 March, with a fee after 31 December); the belated return stays 31 December.
 */
export const FINANCE_ACT_2026_FIRST_YEAR_END = '2026-03-31';

export const INDIVIDUAL_RETURN_FORMS = ['ITR-1', 'ITR-2', 'ITR-3', 'ITR-4', 'ITR-5', 'ITR-6'] as const;
export type IndividualReturnForm = (typeof INDIVIDUAL_RETURN_FORMS)[number];

export type ReturnDueDates = {
  form: IndividualReturnForm;
  dueDate: string;
  belatedBy: string;
  revisedBy: string;
  /** After this date a revised return carries a fee (tax year 2026-27 onwards); null before. */
  revisedFeeAfter: string | null;
  law: IndiaIncomeTaxLaw;
  reference: string;
};

/**
 * The return dates for the year ending yearEnd (31 March), by form and audit status:
 * - transfer-pricing report required: 30 November; audited accounts (or a company): 31 October;
 * - business or profession without audit (ITR-3, ITR-4, an unaudited LLP's ITR-5): 31 August from AY 2026-27,
 *   31 July before; ITR-1 and ITR-2: 31 July.
 * - belated: 31 December after the year (1961 s139(4) / 2025 s263(4));
 * - revised: 31 December (9 months) up to AY 2026-27; 31 March (12 months, fee after 31 December) from tax year
 *   2026-27 (Finance Act 2026, s263(5)).
 */
export function returnDueDates(input: {
  yearEnd: string;
  form: IndividualReturnForm;
  audited?: boolean;
  transferPricing?: boolean;
}): ReturnDueDates {
  const [y] = parts(input.yearEnd);
  const law = indiaIncomeTaxLawFor(input.yearEnd);
  const fa2026 = input.yearEnd >= FINANCE_ACT_2026_FIRST_YEAR_END;
  let dueDate: string;
  let basis: string;
  if (input.transferPricing) {
    dueDate = formatDate(y, 11, 30);
    basis = 'a transfer-pricing report is required';
  } else if (input.audited || input.form === 'ITR-6') {
    dueDate = formatDate(y, 10, 31);
    basis = input.form === 'ITR-6' ? 'a company' : 'accounts audited';
  } else if (input.form === 'ITR-1' || input.form === 'ITR-2') {
    dueDate = formatDate(y, 7, 31);
    basis = 'ITR-1 / ITR-2';
  } else {
    dueDate = fa2026 ? formatDate(y, 8, 31) : formatDate(y, 7, 31);
    basis = fa2026 ? 'business without audit (Finance Act 2026)' : 'business without audit';
  }
  const newRevised = input.yearEnd >= INDIA_INCOME_TAX_ACT_2025_FIRST_YEAR_END;
  return {
    form: input.form,
    dueDate,
    belatedBy: formatDate(y, 12, 31),
    revisedBy: newRevised ? formatDate(y + 1, 3, 31) : formatDate(y, 12, 31),
    revisedFeeAfter: newRevised ? formatDate(y, 12, 31) : null,
    law,
    reference: `${law.act} ${law.returnSection} (${basis})`,
  };
}

/* ------------------------------------------------------------------ India */

export type IndiaOptions = {
  /** The first financial year (first AGM within 9 months of its end). */
  firstFinancialYear?: boolean;
  /** opc: no AGM, AOC-4 within 180 days of the year end. */
  companyType?: string;
  transferPricing?: boolean;
  auditRequired?: boolean;
  /** Company-law items for this period (false when the company's first financial year runs past it). */
  companyLaw?: boolean;
  /** Income-tax items for this period. */
  incomeTax?: boolean;
  /** Index of the financial year since incorporation (0 = the first), for the auditor's five-year term. */
  yearIndex?: number;
};

const fyLabelOf = (fyEnd: string) => {
  const [fyYear] = parts(fyEnd);
  return `FY ${fyYear - 1}-${String(fyYear).slice(2)}`;
};

/**
 * Income-tax items of a company or LLP for the year ending fyEnd:
 * - the return (ITR-6 / ITR-5) by returnDueDates;
 * - the tax audit report one month before the return date (30 September; 31 October with transfer pricing):
 *   1961 s44AB with its Explanation (ii) / 2025 s63;
 * - Form 3CEB by 31 October, one month before the 30 November return: 1961 s92E / 2025 s172;
 * - advance tax by 15 June (15%), 15 September (45%), 15 December (75%) and 15 March (100%) of the year:
 *   1961 s211 / 2025 Act.
 */
export function indiaIncomeTaxItems(
  fyEnd: string,
  opts: { form: 'ITR-5' | 'ITR-6'; audited: boolean; transferPricing: boolean },
): ComplianceItem[] {
  const law = indiaIncomeTaxLawFor(fyEnd);
  const [fyYear] = parts(fyEnd);
  const ret = returnDueDates({ yearEnd: fyEnd, form: opts.form, audited: opts.audited, transferPricing: opts.transferPricing });
  const items: ComplianceItem[] = [
    {
      ruleCode: opts.form === 'ITR-6' ? 'IN_ITR6' : 'IN_LLP_ITR5',
      kind: 'tax_return',
      title: `File ${opts.form} income-tax return (${law.yearLabel})`,
      description:
        opts.form === 'ITR-6'
          ? `A company files its return by 31 October (30 November if a transfer-pricing report is required). Governed by the ${law.act}.`
          : `An LLP files ITR-5 by ${opts.transferPricing ? '30 November (transfer-pricing report required)' : opts.audited ? '31 October (accounts audited)' : fyEnd >= FINANCE_ACT_2026_FIRST_YEAR_END ? '31 August (accounts not audited; Finance Act 2026)' : '31 July (accounts not audited)'}. Governed by the ${law.act}.`,
      reference: ret.reference,
      periodEnd: fyEnd,
      dueDate: ret.dueDate,
    },
  ];
  if (opts.audited || opts.transferPricing) {
    items.push({
      ruleCode: 'IN_TAX_AUDIT',
      kind: 'financial_statements',
      title: `Furnish the tax audit report, Form 3CA/3CB-3CD (${law.yearLabel})`,
      description: 'The tax audit report is due one month before the return date.',
      reference: `${law.act} ${law.taxAuditSection}`,
      periodEnd: fyEnd,
      dueDate: addMonths(ret.dueDate, -1),
    });
  }
  if (opts.transferPricing) {
    items.push({
      ruleCode: 'IN_3CEB',
      kind: 'tax_return',
      title: `Furnish the transfer-pricing report, Form 3CEB (${law.yearLabel})`,
      description: 'The accountant\'s report on international and specified domestic transactions is due one month before the return (31 October).',
      reference: `${law.act} ${law.transferPricingSection}`,
      periodEnd: fyEnd,
      dueDate: formatDate(fyYear, 10, 31),
    });
  }
  const instalments: [number, number, number, string][] = [
    [fyYear - 1, 6, 15, '15%'],
    [fyYear - 1, 9, 15, '45%'],
    [fyYear - 1, 12, 15, '75%'],
    [fyYear, 3, 15, '100%'],
  ];
  instalments.forEach(([y, m, d, share], i) => {
    items.push({
      ruleCode: `IN_ADVANCE_TAX_${i + 1}`,
      kind: 'other',
      title: `Pay advance tax instalment ${i + 1} (${fyLabelOf(fyEnd)}): ${share} of the year's tax`,
      description: `By ${formatDate(y, m, d)}, at least ${share} of the estimated tax for the year must have been paid.`,
      reference: `${law.act} ${law.advanceTaxSection}`,
      periodEnd: fyEnd,
      dueDate: formatDate(y, m, d),
    });
  });
  return items;
}

/**
 * Indian company, for the financial year ending fyEnd (always 31 March: Companies Act 2013 s2(41)).
 * - AGM within 6 months of the FY's end, i.e. by 30 September; the first AGM within 9 months of the end of the
 *   first financial year: s96(1). A one person company holds none (s96(1)). Filing dates below count from the
 *   last permitted AGM date.
 * - AOC-4 (financial statements) within 30 days of the AGM; an OPC within 180 days of the year end: s137(1) and
 *   its proviso.
 * - MGT-7 / MGT-7A (annual return) within 60 days of the AGM (an OPC: of the day it would have been held): s92(4).
 * - ADT-1 within 15 days of the AGM that appoints the auditor for five years (the first AGM, then every fifth):
 *   s139(1), Companies (Audit and Auditors) Rules 2014 r4(2).
 * - DPT-3 return of deposits as at 31 March by 30 June: Companies (Acceptance of Deposits) Rules 2014 r16.
 * - MSME-1 half-yearly (31 October for April-September, 30 April for October-March) when payments to micro or
 *   small enterprises are outstanding beyond 45 days: s405, Specified Companies (Furnishing of information about
 *   payment to micro and small enterprise suppliers) Order 2019.
 * - Income tax: indiaIncomeTaxItems (ITR-6 by 31 October, 30 November with transfer pricing).
 * - DIN KYC: DIR-3 KYC by 30 September each year for DINs held on 31 March (Rule 12A, 2018) up to FY 2024-25.
 *   The Companies (Appointment and Qualification of Directors) Amendment Rules, 2025 (G.S.R. 943(E), in force
 *   31 March 2026) replace it with DIR-3 KYC-Web once every three financial years, by 30 June; the next periodic
 *   filing after the last annual one (30 Sep 2025) therefore falls by 30 June 2028.
 */
export function indiaDeadlines(fyEnd: string, opts: IndiaOptions = {}): ComplianceItem[] {
  const [fyYear] = parts(fyEnd);
  const fyLabel = fyLabelOf(fyEnd);
  const opc = opts.companyType === 'opc';
  const items: ComplianceItem[] = [];
  if (opts.companyLaw !== false) {
    const agm = opts.firstFinancialYear ? addMonths(fyEnd, 9) : addMonths(fyEnd, 6);
    if (!opc) {
      items.push(
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
      );
      if ((opts.yearIndex ?? 0) % 5 === 0) {
        items.push({
          ruleCode: 'IN_ADT1',
          kind: 'other',
          title: `File ADT-1 auditor appointment (${fyLabel})`,
          description:
            'The AGM appoints the auditor for a term of five years; ADT-1 is filed within 15 days of that meeting (the date assumes the AGM on its last permitted day).',
          reference: 'Companies Act 2013 s139(1); Companies (Audit and Auditors) Rules 2014 r4(2)',
          periodEnd: fyEnd,
          dueDate: addDays(agm, 15),
        });
      }
    } else {
      items.push({
        ruleCode: 'IN_AOC4',
        kind: 'financial_statements',
        title: `File AOC-4 financial statements (${fyLabel})`,
        description: 'A one person company holds no AGM; it files AOC-4 within 180 days of the end of the financial year.',
        reference: 'Companies Act 2013 s137(1), first proviso; s96(1)',
        periodEnd: fyEnd,
        dueDate: addDays(fyEnd, 180),
      });
    }
    items.push(
      {
        ruleCode: 'IN_MGT7',
        kind: 'annual_return',
        title: `File ${opc ? 'MGT-7A' : 'MGT-7'} annual return (${fyLabel})`,
        description: opc
          ? 'A one person company files MGT-7A within 60 days of the date by which its AGM would have been held.'
          : 'Form MGT-7 (MGT-7A for a small company) is due within 60 days of the AGM.',
        reference: 'Companies Act 2013 s92(4)',
        periodEnd: fyEnd,
        dueDate: addDays(agm, 60),
      },
      {
        ruleCode: 'IN_DPT3',
        kind: 'other',
        title: `File DPT-3 return of deposits (as at 31 March ${fyYear})`,
        description: 'Every company other than a government company files its return of deposits and outstanding loans as at 31 March by 30 June.',
        reference: 'Companies (Acceptance of Deposits) Rules 2014 r16',
        periodEnd: fyEnd,
        dueDate: formatDate(fyYear, 6, 30),
      },
      {
        ruleCode: 'IN_MSME1_H1',
        kind: 'other',
        title: `File MSME-1 (April-September ${fyYear - 1})`,
        description: 'Only when payments to micro or small enterprises were outstanding for more than 45 days in the half-year.',
        reference: 'Companies Act 2013 s405; MSME-1 Order 2019',
        periodEnd: fyEnd,
        dueDate: formatDate(fyYear - 1, 10, 31),
      },
      {
        ruleCode: 'IN_MSME1_H2',
        kind: 'other',
        title: `File MSME-1 (October ${fyYear - 1}-March ${fyYear})`,
        description: 'Only when payments to micro or small enterprises were outstanding for more than 45 days in the half-year.',
        reference: 'Companies Act 2013 s405; MSME-1 Order 2019',
        periodEnd: fyEnd,
        dueDate: formatDate(fyYear, 4, 30),
      },
    );
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
  }
  if (opts.incomeTax !== false) {
    items.push(
      ...indiaIncomeTaxItems(fyEnd, { form: 'ITR-6', audited: opts.auditRequired ?? false, transferPricing: opts.transferPricing ?? false }),
    );
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

/**
 * Indian LLP, for the financial year ending fyEnd: no AGM, AOC-4, MGT-7 or ITR-6.
 * - Form 11 (annual return) within 60 days of the year end: 30 May (LLP Act 2008 s35; LLP Rules 2009 r25).
 * - Form 8 (statement of account and solvency) within 30 days from the end of six months of the year: 30 October
 *   (LLP Act 2008 s34; LLP Rules 2009 r24).
 * - ITR-5: 31 July, 31 August from AY 2026-27 when not audited (Finance Act 2026), 31 October when audited,
 *   30 November with transfer pricing; a tax audit report and advance tax as for a company.
 */
export function indiaLlpDeadlines(fyEnd: string, opts: { auditRequired?: boolean; transferPricing?: boolean; companyLaw?: boolean; incomeTax?: boolean } = {}): ComplianceItem[] {
  const [fyYear] = parts(fyEnd);
  const fyLabel = fyLabelOf(fyEnd);
  const items: ComplianceItem[] = [];
  if (opts.companyLaw !== false) {
    items.push(
      {
        ruleCode: 'IN_LLP_FORM11',
        kind: 'annual_return',
        title: `File LLP Form 11 annual return (${fyLabel})`,
        description: 'The LLP\'s annual return is due within 60 days of the end of the financial year.',
        reference: 'Limited Liability Partnership Act 2008 s35; LLP Rules 2009 r25',
        periodEnd: fyEnd,
        dueDate: formatDate(fyYear, 5, 30),
      },
      {
        ruleCode: 'IN_LLP_FORM8',
        kind: 'financial_statements',
        title: `File LLP Form 8 statement of account and solvency (${fyLabel})`,
        description: 'Form 8 is due within 30 days from the end of six months of the financial year.',
        reference: 'Limited Liability Partnership Act 2008 s34; LLP Rules 2009 r24',
        periodEnd: fyEnd,
        dueDate: formatDate(fyYear, 10, 30),
      },
    );
  }
  if (opts.incomeTax !== false) {
    items.push(
      ...indiaIncomeTaxItems(fyEnd, { form: 'ITR-5', audited: opts.auditRequired ?? false, transferPricing: opts.transferPricing ?? false }),
    );
  }
  return items;
}

/**
 * INC-20A, the declaration for commencement of business, within 180 days of incorporation, for a company with
 * share capital incorporated after 2 November 2018: Companies Act 2013 s10A(1)(a).
 */
export function indiaCommencementItem(incorporationDate: string): ComplianceItem {
  return {
    ruleCode: 'IN_INC20A',
    kind: 'other',
    title: 'File INC-20A declaration for commencement of business',
    description: 'A company with share capital files INC-20A within 180 days of incorporation, once its subscribers have paid for their shares.',
    reference: 'Companies Act 2013 s10A(1)(a)',
    periodEnd: null,
    dueDate: addDays(incorporationDate, 180),
  };
}

/**
 * The end of an Indian company's first financial year: Companies Act 2013 s2(41) - "where a company ... is
 * incorporated on or after the 1st day of January of a year, the financial year shall end on the 31st day of
 * March of the following year". The income-tax previous year still ends on the first 31 March (1961 s3 /
 * 2025 s3).
 */
export function indiaFirstFinancialYearEnd(incorporationDate: string): string {
  // Incorporated 1 April-31 December: the next 31 March anyway; 1 January-31 March: not that 31 March but the next.
  const [y] = parts(incorporationDate);
  return formatDate(y + 1, 3, 31);
}

/** The first income-tax year end: the first 31 March on or after incorporation. */
export function indiaFirstTaxYearEnd(incorporationDate: string): string {
  const [y] = parts(incorporationDate);
  const same = formatDate(y, 3, 31);
  return incorporationDate <= same ? same : formatDate(y + 1, 3, 31);
}

/** The first financial year end of an Indian LLP: LLP Act 2008 s2(1)(l) - registered after 30 September, it may end on 31 March of the following year. */
export function indiaLlpFirstFinancialYearEnd(incorporationDate: string): string {
  const [y, m] = parts(incorporationDate);
  if (m >= 10) return formatDate(y + 2, 3, 31);
  return indiaFirstTaxYearEnd(incorporationDate);
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
 * A foreign company's UAE branch is a non-resident person with a permanent establishment: it registers for
 * corporate tax within 6 months of the permanent establishment coming into existence (FTA Decision No. 3 of
 * 2024, Article 5(1)). The branch's registration (start) date stands in for that date.
 */
export function uaeBranchRegistrationItem(establishedOn: string): ComplianceItem {
  return {
    ruleCode: 'AE_CT_REGISTRATION',
    kind: 'tax_registration',
    title: 'Register the branch (permanent establishment) for UAE corporate tax',
    description: 'A non-resident person with a permanent establishment in the UAE registers within 6 months of its coming into existence.',
    reference: 'FTA Decision No. 3 of 2024, Article 5(1)',
    periodEnd: null,
    dueDate: addMonths(establishedOn, 6),
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

/**
 * VAT return of a VAT-registered business, due within 28 days after the end of the tax period (quarterly by
 * default; the calendar takes quarters ending on the financial year end): Federal Decree-Law No. 8 of 2017 on VAT,
 * Art. 64; Cabinet Decision 52 of 2017 (Executive Regulation) Art. 59(4).
 */
export function uaeVatReturn(quarterEnd: string): ComplianceItem {
  return {
    ruleCode: 'AE_VAT_RETURN',
    kind: 'tax_return',
    title: `File the VAT return and pay (quarter ending ${quarterEnd})`,
    description: 'The VAT return is filed, and the tax paid, within 28 days after the end of the tax period.',
    reference: 'Federal Decree-Law No. 8 of 2017, Article 64; Executive Regulation Article 59(4)',
    periodEnd: quarterEnd,
    dueDate: addDays(quarterEnd, 28),
  };
}

/**
 * The first tax period follows the company's first financial year, which may run 6 to 18 months (Federal
 * Decree-Law 47 of 2022 Art. 57-58; FTA guide on tax periods: a new company needs no application for its first
 * period; an application is needed only to change an existing period).
 */
export const AE_FIRST_PERIOD_MIN_MONTHS = 6;
export const AE_FIRST_PERIOD_MAX_MONTHS = 18;

/**
 * Without a recorded first year end: the first financial year end after incorporation, or the one after it when
 * that would make a first period shorter than 6 months (which then runs 12 to 18 months). Incorporated 1 Sep 2025
 * with a 31 Dec year end: the first tax period ends 31 Dec 2026 (16 months), not 31 Dec 2025 (4 months).
 */
export function uaeDefaultFirstPeriodEnd(incorporationDate: string, financialYearEnd: string): string {
  const first = firstFinancialYearEnd(incorporationDate, financialYearEnd);
  return first < addDays(addMonths(incorporationDate, AE_FIRST_PERIOD_MIN_MONTHS), -1) ? addMonths(first, 12) : first;
}

/* ------------------------------------------------------------------ first financial year */

export type FirstYearCheck = { ok: true } | { ok: false; message: string };

/** Whether a stored first financial year end is lawful for the jurisdiction (SG up to 18 months; UAE 6 to 18). */
export function checkFirstFinancialYearEnd(jurisdiction: ComplianceJurisdiction, incorporationDate: string, firstEnd: string): FirstYearCheck {
  if (firstEnd <= incorporationDate) return { ok: false, message: 'The first financial year must end after incorporation' };
  if (jurisdiction === 'SG' && firstEnd > addMonths(incorporationDate, SG_FIRST_FY_MAX_MONTHS)) {
    return { ok: false, message: 'A Singapore company\'s first financial year may not exceed 18 months' };
  }
  if (jurisdiction === 'AE') {
    if (firstEnd > addMonths(incorporationDate, AE_FIRST_PERIOD_MAX_MONTHS)) {
      return { ok: false, message: 'The first tax period may not exceed 18 months' };
    }
    if (firstEnd < addDays(addMonths(incorporationDate, AE_FIRST_PERIOD_MIN_MONTHS), -1)) {
      return { ok: false, message: 'The first tax period must be at least 6 months' };
    }
  }
  if (jurisdiction === 'IN') return { ok: false, message: 'An Indian company\'s first financial year is fixed by law (s2(41))' };
  return { ok: true };
}

/* ------------------------------------------------------------------ the schedule of one company */

export type ScheduleWindow = {
  /** Today, YYYY-MM-DD. */
  asOf: string;
  /** Financial years that ended up to this many months before asOf are included (still open obligations). */
  monthsBack?: number;
  /** ...and those ending up to this many months after asOf. */
  monthsAhead?: number;
  /** Extensions to apply on top of the statutory dates. */
  extensions?: readonly DueDateExtension[];
};

const byDue = (a: ComplianceItem, b: ComplianceItem) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.ruleCode.localeCompare(b.ruleCode) || (a.periodEnd ?? '').localeCompare(b.periodEnd ?? '');

/** The financial year ends of a company from its first, every 12 months. */
function yearEnds(first: string, fye: string, fromYear: number, toYear: number): string[] {
  const [fy] = parts(first);
  const out: string[] = [];
  if (fy >= fromYear && fy <= toYear) out.push(first);
  for (let y = Math.max(fy + 1, fromYear); y <= toYear; y += 1) out.push(dateInYear(y, fye));
  return out.filter((d) => d >= first);
}

/**
 * Every statutory deadline of a company for the financial years ending within the window, plus one-off
 * obligations (UAE registration, India INC-20A), by the company's type, listing and registrations, with the
 * extensions applied. Nothing before the company is incorporated.
 */
export function complianceSchedule(profile: ComplianceProfile, window: ScheduleWindow): ComplianceItem[] {
  const inc = profile.incorporationDate;
  if (!inc) return [];
  const from = addMonths(window.asOf, -(window.monthsBack ?? 15));
  const to = addMonths(window.asOf, window.monthsAhead ?? 12);
  const [startYear] = parts(from);
  const [endYear] = parts(to);
  const inWindow = (d: string) => d >= from && d <= to;
  const items: ComplianceItem[] = [];
  const type = profile.companyType;

  if (profile.jurisdiction === 'SG') {
    const first = profile.firstFinancialYearEnd ?? firstFinancialYearEnd(inc, profile.financialYearEnd);
    const ends = yearEnds(first, profile.financialYearEnd, startYear - 1, endYear + 1);
    for (const periodEnd of ends.filter(inWindow)) {
      items.push(
        ...(type === 'llp'
          ? singaporeLlpDeadlines(periodEnd)
          : type === 'branch'
            ? singaporeBranchDeadlines(periodEnd)
            : singaporeDeadlines(periodEnd, { listed: profile.listed ?? false })),
      );
    }
    if (type === 'llp') items.push(...singaporeLlpDeclarations(inc, startYear, endYear + 1).filter((i) => inWindow(i.dueDate) || inWindow(i.periodEnd ?? '')));
    if (profile.gstVatRegistered) items.push(...quarters(ends, inc).filter(inWindow).map(singaporeGstReturns));
  }

  if (profile.jurisdiction === 'IN') {
    const taxFirst = indiaFirstTaxYearEnd(inc);
    const lawFirst = type === 'llp' ? indiaLlpFirstFinancialYearEnd(inc) : indiaFirstFinancialYearEnd(inc);
    for (let year = startYear; year <= endYear; year += 1) {
      const periodEnd = formatDate(year, 3, 31);
      if (!inWindow(periodEnd) || periodEnd < taxFirst) continue;
      const companyLaw = periodEnd >= lawFirst;
      const [lawFirstYear] = parts(lawFirst);
      const yearIndex = year - lawFirstYear;
      if (type === 'llp') {
        items.push(...indiaLlpDeadlines(periodEnd, { auditRequired: profile.auditRequired, transferPricing: profile.transferPricing, companyLaw }));
      } else {
        items.push(
          ...indiaDeadlines(periodEnd, {
            firstFinancialYear: periodEnd === lawFirst,
            companyType: type,
            transferPricing: profile.transferPricing,
            auditRequired: profile.auditRequired,
            companyLaw,
            yearIndex,
          }),
        );
      }
    }
    // s10A applies to companies incorporated after the Companies (Amendment) Ordinance of 2 November 2018.
    if (type !== 'llp' && inc > '2018-11-02' && inWindow(addDays(inc, 180))) items.push(indiaCommencementItem(inc));
  }

  if (profile.jurisdiction === 'AE') {
    items.push(type === 'branch' ? uaeBranchRegistrationItem(inc) : uaeRegistrationItem(inc));
    const first = profile.firstFinancialYearEnd ?? uaeDefaultFirstPeriodEnd(inc, profile.financialYearEnd);
    const ends = yearEnds(first, profile.financialYearEnd, startYear - 1, endYear + 1);
    for (const periodEnd of ends.filter(inWindow)) {
      // Only tax periods that start on or after 1 June 2023 are within corporate tax.
      const start = periodEnd === first ? inc : addDays(addMonths(periodEnd, -12), 1);
      if (start >= UAE_CT_START) items.push(...uaeDeadlines(periodEnd));
    }
    if (profile.gstVatRegistered) items.push(...quarters(ends, inc).filter(inWindow).map(uaeVatReturn));
  }

  return applyExtensions(items, window.extensions ?? []).sort(byDue);
}

/** Quarter ends aligned to the financial year ends, after incorporation. */
function quarters(yearEndsList: string[], incorporationDate: string): string[] {
  const out = new Set<string>();
  for (const end of yearEndsList) {
    for (const back of [9, 6, 3, 0]) {
      const q = addMonths(end, -back);
      if (q > incorporationDate) out.add(q);
    }
  }
  return [...out].sort();
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
