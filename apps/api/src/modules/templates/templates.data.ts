import type { Company } from '@quayside/contract/companies';
import { templateMessages } from '@quayside/contract/messages';
import { CUSTOM_KEY, TEMPLATE_DATA_FIELDS } from '@quayside/contract/templates';
import { AppError } from '../../lib/errors';
import { resolveField } from './templates.render';

/**
 * The data a template is filled with, built from the company's records (the companies module's Company: details,
 * directors, shareholders, services), the date and the firm's details. Every key here is in TEMPLATE_DATA_FIELDS
 * (the catalogue uploads are checked against); a test keeps the two in step.
 */

/** The firm whose documents these are (letterhead, engagement letters). */
export const FIRM_DETAILS = {
  name: 'Quayside Corporate Services Pte. Ltd.',
  registrationNumber: '201934567W',
  address: '1 Raffles Place, #20-61 One Raffles Place Tower 2, Singapore 048616',
  email: 'hello@quayside.example',
  phone: '+65 6100 0000',
  website: 'https://quayside.example',
} as const;

const JURISDICTION_NAMES: Record<string, string> = {
  SG: 'Singapore',
  IN: 'India',
  AE: 'United Arab Emirates',
};

const longDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

const humanize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replaceAll('_', ' ') : s);
const grouped = (n: number) => n.toLocaleString('en-GB');

/** "12-31" as "31 December". */
const yearEnd = (mmdd: string) => {
  const [m, d] = mmdd.split('-').map(Number);
  if (!m || !d) return mmdd;
  return new Date(Date.UTC(2001, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
};

export type TemplateData = Record<string, unknown>;

export function buildTemplateData(
  company: Company,
  opts: { today?: Date; overrides?: Record<string, string> } = {},
): TemplateData {
  const today = opts.today ?? new Date();
  const iso = today.toISOString().slice(0, 10);
  const totalShares = company.shareholders.reduce((s, h) => s + h.shares, 0);
  const services = company.companyServices.filter((s) => s.status !== 'cancelled');
  const data: TemplateData = {
    company: {
      name: company.name,
      registrationNumber: company.registrationNumber ?? '',
      jurisdiction: company.jurisdiction,
      jurisdictionName: JURISDICTION_NAMES[company.jurisdiction] ?? company.jurisdiction,
      companyType: humanize(company.companyType),
      incorporationDate: longDate(company.incorporationDate),
      financialYearEnd: yearEnd(company.financialYearEnd),
      businessActivity: company.businessActivity ?? '',
      contactEmail: company.contactEmail ?? '',
      contactNumber: company.contactNumber ?? '',
      registeredAddress: company.registeredAddress ?? '',
    },
    registeredAddress: company.registeredAddress ?? '',
    directors: company.directors.map((d, i) => ({
      number: i + 1,
      fullName: d.fullName,
      nationality: d.nationality ?? '',
      idType: d.idType ? d.idType.toUpperCase() : '',
      idNumber: d.idNumber ?? '',
      dateOfBirth: longDate(d.dateOfBirth),
      address: d.address ?? '',
      email: d.email ?? '',
      isNominee: d.isNominee,
    })),
    shareholders: company.shareholders.map((h, i) => ({
      number: i + 1,
      fullName: h.fullName,
      type: humanize(h.type),
      nationality: h.nationality ?? '',
      idNumber: h.idNumber ?? '',
      address: h.address ?? '',
      shares: h.shares,
      sharesText: grouped(h.shares),
      shareClass: h.shareClass,
      percentage:
        totalShares > 0 ? `${((h.shares / totalShares) * 100).toFixed(2).replace(/\.?0+$/, '')}%` : '',
    })),
    services: services.map((s, i) => ({
      number: i + 1,
      name: s.service.name,
      status: humanize(s.status),
      startedAt: longDate(s.startedAt),
      price: `${s.currency} ${(s.priceMinor / 100).toFixed(2)}`,
    })),
    hasDirectors: company.directors.length > 0,
    hasShareholders: company.shareholders.length > 0,
    hasServices: services.length > 0,
    directorsCount: company.directors.length,
    shareholdersCount: company.shareholders.length,
    totalShares,
    totalSharesText: grouped(totalShares),
    date: { today: iso, todayLong: longDate(iso), year: String(today.getUTCFullYear()) },
    firm: { ...FIRM_DETAILS },
    preparer: { fullName: company.preparer?.fullName ?? '', email: company.preparer?.email ?? '' },
    custom: {},
  };
  applyOverrides(data, opts.overrides ?? {});
  return data;
}

/** Overrides by path: `custom.<name>` adds a value; a value field of the data (`date.todayLong`) is replaced. */
export function applyOverrides(data: TemplateData, overrides: Record<string, string>): void {
  for (const [key, value] of Object.entries(overrides)) {
    const field = CUSTOM_KEY.test(key)
      ? 'value'
      : key.includes('__')
        ? null
        : resolveField(key, [TEMPLATE_DATA_FIELDS]);
    if (field !== 'value') {
      const message = templateMessages.errors.unknownOverride(key);
      throw new AppError('VALIDATION_FAILED', message, { fields: { [`overrides.${key}`]: [message] } });
    }
    const parts = key.split('.');
    let target = data as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
    target[parts[parts.length - 1] ?? key] = value;
  }
}
