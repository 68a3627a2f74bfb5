import type { OfficeKey } from '@quayside/contract/public-site';
import type { Faq, Point } from './services';

/** The three jurisdiction pages (/singapore, /uae, /india) and the global overview (/services/global). */

export type JurisdictionSlug = 'singapore' | 'uae' | 'india';

export type JurisdictionContent = {
  slug: JurisdictionSlug;
  path: `/${JurisdictionSlug}`;
  name: string;
  headline: string;
  summary: string;
  intro: string[];
  keyFacts: { label: string; value: string }[];
  whyHere: Point[];
  entities: Point[];
  compliance: { when: string; what: string }[];
  services: { label: string; to: string }[];
  offices: OfficeKey[];
  faqs: Faq[];
};

export const JURISDICTIONS: JurisdictionContent[] = [
  {
    slug: 'singapore',
    path: '/singapore',
    name: 'Singapore',
    headline: 'Setting up and running a company in Singapore',
    summary:
      'Singapore company incorporation, company secretary, accounting and tax from our global headquarters: ACRA registration in days, a 17% corporate tax rate with generous exemptions, and tax treaties with around 100 jurisdictions.',
    intro: [
      'Singapore is where most of our clients put their regional holding company, and where our firm has its headquarters. Company law is clear, registration with ACRA is fully online, and the tax system rewards companies that are genuinely managed from Singapore.',
      'Our Singapore team incorporates companies, acts as company secretary, keeps the books and files every return with ACRA and IRAS.',
    ],
    keyFacts: [
      { label: 'Corporate tax', value: '17%, with partial or start-up exemptions on the first S$200,000' },
      { label: 'GST', value: '9%; registration above S$1 million of taxable turnover' },
      { label: 'Registration', value: 'ACRA via BizFile+, usually one to three working days' },
      { label: 'Minimum capital', value: 'S$1' },
      { label: 'Local director', value: 'At least one ordinarily resident director' },
      { label: 'Dividends', value: 'One-tier system: no tax on dividends paid to shareholders' },
    ],
    whyHere: [
      {
        title: 'Treaty network',
        detail: 'Singapore has tax treaties with around 100 jurisdictions, including India and the UAE.',
      },
      {
        title: 'No capital gains tax',
        detail:
          'Singapore does not tax capital gains as such, though gains from the sale of foreign assets can be taxed in some cases since 2024.',
      },
      {
        title: 'Fund and family office hub',
        detail:
          'VCCs and the 13O and 13U fund tax incentives make Singapore a base for managing investments.',
      },
      {
        title: 'Straightforward compliance',
        detail: 'One annual return, one corporate tax return, and audit exemption for small companies.',
      },
    ],
    entities: [
      {
        title: 'Private limited company (Pte. Ltd.)',
        detail: 'The usual choice: up to 50 shareholders, limited liability, its own legal personality.',
      },
      {
        title: 'Branch of a foreign company',
        detail:
          'An extension of the foreign parent; needs at least one authorised representative resident in Singapore.',
      },
      {
        title: 'Variable Capital Company',
        detail: 'A corporate fund vehicle with sub-funds, managed by a licensed or exempt fund manager.',
      },
    ],
    compliance: [
      { when: 'Within 6 months of incorporation', what: 'Appoint a company secretary' },
      { when: 'Within 3 months of year end', what: 'Estimated Chargeable Income to IRAS (unless exempt)' },
      { when: 'Within 6 months of year end', what: 'Annual general meeting, or written resolutions' },
      { when: 'Within 7 months of year end', what: 'Annual return to ACRA' },
      { when: 'By 30 November', what: 'Form C-S, C-S (Lite) or C to IRAS' },
    ],
    services: [
      { label: 'Incorporation', to: '/services/incorporation' },
      { label: 'Corporate secretary', to: '/services/corporate-secretary' },
      { label: 'Accounting and payroll', to: '/services/accounting' },
      { label: 'Corporate tax and GST', to: '/services/tax-advisory' },
      { label: 'VCC and fund administration', to: '/services/fund-administration' },
      { label: 'Wills and trusts', to: '/services/legacy-planning' },
    ],
    offices: ['singapore'],
    faqs: [
      {
        q: 'Can a foreigner own 100% of a Singapore company?',
        a: 'Yes. There is no restriction on foreign ownership of a private limited company. What the law requires is at least one director who is ordinarily resident in Singapore: a citizen, permanent resident or holder of an Employment Pass or EntrePass with a local address.',
      },
      {
        q: 'Do I need to move to Singapore?',
        a: 'No. Many owners run their Singapore company from abroad with a nominee resident director. Bear in mind that tax residence depends on where the board meets and decides; if you want the company to be Singapore tax resident, board meetings should be held in Singapore.',
      },
      {
        q: 'When must a Singapore company register for GST?',
        a: 'Within 30 days once its taxable supplies in the past 12 months exceeded S$1 million, or when it expects them to exceed S$1 million in the next 12 months. Voluntary registration is possible below the threshold.',
      },
    ],
  },
  {
    slug: 'uae',
    path: '/uae',
    name: 'United Arab Emirates',
    headline: 'Setting up and running a company in the UAE',
    summary:
      'Free zone and mainland company set-up in Dubai and across the UAE, with corporate tax registration, VAT, IFRS accounting and DIFC wills, from our Dubai office.',
    intro: [
      'The UAE combines a 9% corporate tax rate, no personal income tax and an excellent location between Asia, Europe and Africa. Since 2023 it also has a real corporate tax system, and companies that ignore it face penalties from their first year.',
      'Our Dubai team sets up free zone and mainland companies, registers them with the Federal Tax Authority and keeps their accounts and returns in order.',
    ],
    keyFacts: [
      { label: 'Corporate tax', value: '0% up to AED 375,000 of taxable income, 9% above' },
      { label: 'VAT', value: '5%; registration above AED 375,000 of taxable supplies' },
      { label: 'Personal income tax', value: 'None on salaries' },
      { label: 'Foreign ownership', value: '100% in free zones and for most mainland activities' },
      { label: 'Tax returns', value: 'Within nine months of the end of the tax period' },
      { label: 'Regulator', value: 'Federal Tax Authority, via EmaraTax' },
    ],
    whyHere: [
      {
        title: 'Low tax',
        detail:
          'A 9% corporate rate, 0% for qualifying income of qualifying free zone persons, and no tax on salaries.',
      },
      {
        title: 'Free zones',
        detail:
          'More than 40 free zones, each with its own licensing authority, fast set-up and specialised activities.',
      },
      {
        title: 'Treaties',
        detail: 'A wide tax treaty network, including a treaty with India and one with Singapore.',
      },
      {
        title: 'Residence visas',
        detail: 'Company ownership brings investor and employee visas for owners and staff.',
      },
    ],
    entities: [
      {
        title: 'Free zone company (FZE or FZ-LLC)',
        detail:
          'Set up with a free zone authority such as DMCC or IFZA; trades within the free zone and internationally.',
      },
      {
        title: 'Mainland limited liability company',
        detail: 'Licensed by the Department of Economy and Tourism in Dubai; trades anywhere in the UAE.',
      },
      {
        title: 'Branch of a foreign company',
        detail: 'An extension of the foreign parent, licensed on the mainland or in a free zone.',
      },
    ],
    compliance: [
      { when: 'By the FTA deadline for your licence', what: 'Corporate tax registration' },
      { when: 'Monthly or quarterly', what: 'VAT returns, if VAT-registered' },
      { when: 'Every year', what: 'Trade licence renewal and ultimate beneficial owner register' },
      { when: 'Within 9 months of year end', what: 'Corporate tax return and payment' },
    ],
    services: [
      { label: 'Free zone and mainland set-up', to: '/services/incorporation' },
      { label: 'Corporate tax and VAT', to: '/services/tax-advisory' },
      { label: 'Accounting and IFRS statements', to: '/services/accounting' },
      { label: 'Company secretarial and licence renewals', to: '/services/corporate-secretary' },
      { label: 'DIFC wills', to: '/services/legacy-planning' },
    ],
    offices: ['dubai'],
    faqs: [
      {
        q: 'Does a free zone company pay corporate tax?',
        a: 'A free zone company is taxable, but if it is a Qualifying Free Zone Person it pays 0% on its qualifying income and 9% on the rest. The conditions include adequate substance, audited financial statements and limits on non-qualifying revenue. Every free zone company must register and file a return.',
      },
      {
        q: 'What is small business relief?',
        a: 'A resident business with revenue of AED 3 million or less can elect to be treated as having no taxable income, for tax periods ending on or before 31 December 2026. It must still register and file a return to claim it.',
      },
      {
        q: 'Mainland or free zone?',
        a: 'A free zone suits businesses trading internationally or with other free zone companies; a mainland licence suits businesses selling directly to customers across the UAE or to government. We compare costs, activities and visas for your case.',
      },
    ],
  },
  {
    slug: 'india',
    path: '/india',
    name: 'India',
    headline: 'Doing business in India and NRI tax services',
    summary:
      'Private limited company incorporation, ROC compliance, GST, accounting and payroll, and a specialist NRI tax desk, from our corporate office in Noida and administrative office in Agra.',
    intro: [
      'India is the fastest-growing large economy and a home market for many of our clients, whether they are setting up a subsidiary or managing income and property as non-resident Indians.',
      'Our Noida office handles incorporation, ROC compliance, accounting, GST and tax returns; our Agra office runs client onboarding, documentation and records for all four offices.',
    ],
    keyFacts: [
      { label: 'Entity', value: 'Private limited company through SPICe+' },
      { label: 'Directors', value: 'At least two, one resident in India' },
      { label: 'Foreign investment', value: '100% under the automatic route in most sectors' },
      {
        label: 'GST',
        value: 'Registration mandatory above the turnover thresholds and for inter-state supplies of goods',
      },
      { label: 'Audit', value: 'Statutory audit for every company' },
      { label: 'NRI returns', value: 'Due 31 July for most individuals' },
    ],
    whyHere: [
      {
        title: 'Market and talent',
        detail: 'A large domestic market and deep pools of engineering, finance and operations talent.',
      },
      {
        title: 'Digital government',
        detail: 'Incorporation, tax and GST are filed online with electronic signatures.',
      },
      {
        title: 'Treaties',
        detail:
          'Tax treaties with Singapore and the UAE relieve double taxation of profits and investment income.',
      },
      {
        title: 'Concessional tax rates',
        detail: 'Domestic companies can opt for a 22% base corporate tax rate under section 115BAA.',
      },
    ],
    entities: [
      {
        title: 'Private limited company',
        detail: 'The usual choice for foreign investors: two to 200 members, limited liability.',
      },
      {
        title: 'Limited liability partnership',
        detail:
          'Flexible and lighter to run, with foreign investment allowed in sectors open under the automatic route.',
      },
      {
        title: 'Liaison or branch office',
        detail: 'For foreign companies testing the market; needs approval under the RBI’s rules.',
      },
    ],
    compliance: [
      {
        when: 'Within 30 days of incorporation',
        what: 'First board meeting and appointment of the first auditor',
      },
      { when: 'Within 180 days of incorporation', what: 'INC-20A declaration of commencement of business' },
      { when: 'Monthly or quarterly', what: 'GST returns and TDS deposits' },
      { when: 'Within 6 months of year end', what: 'Annual general meeting' },
      { when: 'After the AGM', what: 'AOC-4 within 30 days and MGT-7 or MGT-7A within 60 days' },
    ],
    services: [
      { label: 'Private limited company incorporation', to: '/services/incorporation' },
      { label: 'ROC compliance', to: '/services/corporate-secretary' },
      { label: 'Accounting, GST and payroll', to: '/services/accounting' },
      { label: 'NRI tax filing', to: '/services/tax-advisory' },
      { label: 'Wills for Indian assets', to: '/services/legacy-planning' },
    ],
    offices: ['noida', 'agra'],
    faqs: [
      {
        q: 'Can a foreign company own 100% of an Indian company?',
        a: 'In most sectors, yes, under the automatic route without prior approval. Some sectors have caps or need government approval, and investors from countries sharing a land border with India always need approval.',
      },
      {
        q: 'Do I need an Indian resident director?',
        a: 'Yes. Every Indian company needs at least one director who stayed in India for at least 182 days in the financial year. We can introduce qualified independent directors.',
      },
      {
        q: 'I am an NRI. Do I need to file a return in India?',
        a: 'If your Indian income is above the basic exemption limit, or you want to claim a refund of TDS, you need to file. Our NRI desk prepares and files returns for clients worldwide.',
      },
    ],
  },
];

export const jurisdictionBySlug = (slug: JurisdictionSlug): JurisdictionContent => {
  const j = JURISDICTIONS.find((x) => x.slug === slug);
  if (!j) throw new Error(`unknown jurisdiction ${slug}`);
  return j;
};

/** /services/global: how the three jurisdictions work together. */
export const GLOBAL_CONTENT = {
  headline: 'One firm across Singapore, the UAE and India',
  summary:
    'Cross-border structures that work: Singapore holding companies, UAE trading companies and Indian subsidiaries, set up and kept compliant by one team that knows the treaties between them.',
  intro: [
    'Most of our clients do business in more than one of our three jurisdictions. A technology company with a Singapore holding company and an Indian development centre; a trading group with a Dubai free zone company buying from India; a family with investments in Singapore and property in India.',
    'Each country’s rules are manageable on their own. The risk is in the gaps between them: withholding taxes, transfer pricing, residence and treaty access. We plan the structure as a whole and then run each company in it.',
  ],
  structures: [
    {
      title: 'Singapore holding, Indian subsidiary',
      detail:
        'Common for venture-backed companies with an Indian team. Dividends from India are taxed in India at the treaty rate; capital gains on shares of the Indian company acquired after 1 April 2017 are taxable in India under the amended India-Singapore treaty. Transfer pricing applies to services between the two.',
    },
    {
      title: 'UAE trading company buying from India',
      detail:
        'A free zone company can be taxed at 0% on qualifying income if it meets the conditions, but sales to the UAE mainland and some activities do not qualify. Indian exports to the UAE company must be priced at arm’s length.',
    },
    {
      title: 'Singapore company with a UAE branch or subsidiary',
      detail:
        'The Singapore-UAE tax treaty and Singapore’s foreign-sourced income exemption can relieve double taxation of UAE profits remitted to Singapore, subject to conditions.',
    },
  ],
  steps: [
    {
      title: 'Map',
      detail:
        'Where your customers, people, intellectual property and investors are, and where profits should arise.',
    },
    {
      title: 'Design',
      detail: 'Entities, ownership and inter-company agreements, with the tax in each country computed.',
    },
    { title: 'Set up', detail: 'Incorporation and registrations in each country, run as one project.' },
    {
      title: 'Run',
      detail:
        'One compliance calendar, consistent accounts and transfer pricing documentation across the group.',
    },
  ],
  faqs: [
    {
      q: 'Can you work with our existing advisers in one country?',
      a: 'Yes. Many clients keep an auditor or law firm they trust; we coordinate with them and share the calendar and documents.',
    },
    {
      q: 'Do you serve countries other than these three?',
      a: 'We advise on structures that include other countries, working with partner firms there, but we incorporate and run companies only in Singapore, the UAE and India.',
    },
  ],
};
