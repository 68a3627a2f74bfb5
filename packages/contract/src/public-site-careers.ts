import type { OfficeKey } from './public-site';

/**
 * Open roles, shown on /career and used by the API to validate the `position` of an application.
 * "general" is always accepted: an open application for roles not listed.
 */
export type CareerOpening = {
  slug: string;
  title: string;
  office: OfficeKey;
  team: string;
  employment: 'Full-time' | 'Part-time' | 'Contract';
  experience: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

export const GENERAL_APPLICATION = { slug: 'general', title: 'Open application' } as const;

export const CAREER_OPENINGS: CareerOpening[] = [
  {
    slug: 'corporate-secretarial-executive-singapore',
    title: 'Corporate Secretarial Executive',
    office: 'singapore',
    team: 'Corporate secretary',
    employment: 'Full-time',
    experience: '2-4 years in a corporate secretarial firm',
    summary:
      'Look after a portfolio of around 120 Singapore private companies: their registers, resolutions, AGMs and ACRA filings, from incorporation to strike-off.',
    responsibilities: [
      'Incorporate companies on BizFile+ and prepare constitutions, first directors’ resolutions and share certificates',
      'Keep statutory registers, the register of registrable controllers and the register of nominee directors up to date',
      'Prepare AGM papers or written resolutions in lieu, and file annual returns within seven months of financial year end',
      'Handle share allotments and transfers, changes of officers, registered address and business activity',
      'Work with our accounting team on the XBRL financial statements filed with the annual return',
    ],
    requirements: [
      'Diploma or degree in business, law or a related field; ICSA or CSIS qualification is an advantage',
      'Working knowledge of the Companies Act 1967 and of BizFile+',
      'Careful with deadlines and documents; comfortable speaking with directors and shareholders',
      'Singapore citizen or permanent resident',
    ],
  },
  {
    slug: 'senior-tax-associate-nri-noida',
    title: 'Senior Tax Associate, NRI Taxation',
    office: 'noida',
    team: 'Tax advisory',
    employment: 'Full-time',
    experience: '3-6 years in Indian direct tax',
    summary:
      'Prepare and review income tax returns for non-resident Indians across the Gulf, Singapore, the UK and the US, and advise them on residential status, DTAA relief and property transactions.',
    responsibilities: [
      'Determine residential status under section 6 and prepare ITR-2 and ITR-3 returns',
      'Compute capital gains on property and securities, and apply for lower deduction certificates (Form 13)',
      'Claim foreign tax credit with Form 67 and treaty benefits with a Tax Residency Certificate and Form 10F',
      'Certify remittances with Forms 15CA and 15CB and respond to notices on the e-filing portal',
      'Review the work of two associates and keep client files audit-ready',
    ],
    requirements: [
      'Chartered Accountant, or a commerce graduate with strong NRI taxation experience',
      'Hands-on use of the income tax e-filing portal, AIS and TRACES',
      'Clear written English for client advice; Hindi is useful',
    ],
  },
  {
    slug: 'accounts-executive-uae-dubai',
    title: 'Accounts Executive (UAE VAT and Corporate Tax)',
    office: 'dubai',
    team: 'Accounting',
    employment: 'Full-time',
    experience: '2-5 years of UAE accounting',
    summary:
      'Keep the books of free zone and mainland clients, file their VAT returns on EmaraTax and prepare them for UAE corporate tax.',
    responsibilities: [
      'Monthly bookkeeping, bank reconciliations and management accounts in Xero and Zoho Books',
      'Prepare and file quarterly VAT returns and keep tax invoices compliant with the VAT law',
      'Register clients for corporate tax and prepare the figures for their annual returns, including small business relief claims',
      'Support auditors at year end and prepare IFRS financial statements for smaller clients',
    ],
    requirements: [
      'Degree in accounting; ACCA or CMA (part-qualified or qualified)',
      'Working knowledge of UAE VAT and Federal Decree-Law No. 47 of 2022 on corporate tax',
      'Based in, or able to relocate to, Dubai',
    ],
  },
  {
    slug: 'fund-accountant-singapore',
    title: 'Fund Accountant',
    office: 'singapore',
    team: 'Fund administration',
    employment: 'Full-time',
    experience: '3+ years in fund accounting',
    summary:
      'Run the monthly NAV cycle for Variable Capital Companies and limited partnership funds, from trade capture to investor statements.',
    responsibilities: [
      'Calculate monthly and quarterly NAVs, management and performance fees and equalisation',
      'Process subscriptions, redemptions, capital calls and distributions, and keep the investor register',
      'Prepare financial statements for audit and support FATCA and CRS reporting',
      'Reconcile cash and positions with custodians, brokers and fund managers',
    ],
    requirements: [
      'Degree in accounting or finance; CFA or ACCA progress is welcome',
      'Experience with private equity or hedge fund structures; VCC experience is a strong plus',
      'Confident with spreadsheets and fund accounting systems',
    ],
  },
  {
    slug: 'client-onboarding-kyc-analyst-agra',
    title: 'Client Onboarding and KYC Analyst',
    office: 'agra',
    team: 'Operations',
    employment: 'Full-time',
    experience: '1-3 years in KYC, banking operations or compliance',
    summary:
      'Be the first person our new clients work with: collect and verify their documents, screen them against sanctions lists and open their files across our four offices.',
    responsibilities: [
      'Verify identity and address documents for directors, shareholders and beneficial owners',
      'Run sanctions, PEP and adverse media screening and escalate matches',
      'Prepare customer due diligence files that meet Singapore, UAE and Indian AML requirements',
      'Keep onboarding moving: chase missing documents politely and on time',
    ],
    requirements: [
      'Graduate in any discipline; a compliance certificate is an advantage',
      'Meticulous, well organised and comfortable with confidential information',
      'Good written English and Hindi',
    ],
  },
];

/** The title of an opening (or the open application), or null for an unknown slug. */
export function openingTitle(slug: string): string | null {
  if (slug === GENERAL_APPLICATION.slug) return GENERAL_APPLICATION.title;
  return CAREER_OPENINGS.find((o) => o.slug === slug)?.title ?? null;
}
