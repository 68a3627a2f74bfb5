import { serviceIndexEntry } from '../service-index';
import type { ServiceContent } from '../services';

/** The fund administration service page. */
const service: ServiceContent = {
  ...serviceIndexEntry('fund-administration'),
  headline: 'Fund administration for VCCs and private funds',
  intro: [
    'Fund managers should spend their time on investments and investors, not on reconciliations and registers. Our fund services team runs the administration of venture capital, private equity, hedge and family office funds, most of them structured as Singapore VCCs.',
    'We work to the timetable your investors expect, with controls that your auditors and the regulators can rely on.',
  ],
  included: [
    {
      title: 'Fund set-up',
      detail:
        'Incorporation of the VCC or fund company, sub-funds, constitutional documents and service agreements, with your licensed fund manager.',
    },
    {
      title: 'NAV calculation',
      detail: 'Monthly or quarterly net asset value, management and performance fees, and equalisation.',
    },
    {
      title: 'Investor services',
      detail:
        'Investor onboarding and AML checks, the register of shareholders, subscriptions, redemptions and investor statements.',
    },
    {
      title: 'Capital calls and distributions',
      detail: 'Notices, tracking of receipts and distribution waterfalls for closed-ended funds.',
    },
    {
      title: 'Financial statements and audit',
      detail: 'Annual financial statements under IFRS or SFRS and coordination of the audit.',
    },
    {
      title: 'Regulatory reporting',
      detail:
        'FATCA and CRS registration and reporting to IRAS, and support for tax incentive declarations to MAS.',
    },
  ],
  process: [
    {
      title: 'Scoping',
      detail: 'We review the fund documents, strategy, investor base and reporting you need.',
    },
    {
      title: 'Set-up',
      detail: 'Bank, custodian and broker connections, the accounting model and investor onboarding.',
    },
    {
      title: 'First close',
      detail: 'We process the first subscriptions or capital call and issue the first statements.',
    },
    {
      title: 'Ongoing cycle',
      detail: 'A fixed calendar for NAV, reporting and year-end, with a named fund accountant.',
    },
  ],
  forWhom: [
    {
      title: 'Emerging managers',
      detail: 'Managers launching a first fund who need institutional administration at a sensible cost.',
    },
    { title: 'Family offices', detail: 'Single-family offices investing through a VCC or fund structure.' },
    {
      title: 'Managers redomiciling',
      detail: 'Managers moving funds to Singapore from other jurisdictions.',
    },
  ],
  byCountry: [
    {
      country: 'Singapore',
      points: [
        'VCCs under the Variable Capital Companies Act 2018, managed by a fund manager licensed or exempt under the Securities and Futures Act.',
        'Annual audit by a Singapore auditor; tax incentive schemes under sections 13O and 13U.',
      ],
    },
    {
      country: 'United Arab Emirates',
      points: ['Funds in the DIFC and ADGM financial free zones, regulated by the DFSA and the FSRA.'],
    },
    {
      country: 'India',
      points: [
        'Alternative Investment Funds registered with SEBI, and funds in GIFT City regulated by IFSCA.',
      ],
    },
  ],
  faqs: [
    {
      q: 'Do you act as the fund manager?',
      a: 'No. We are the administrator. The fund must be managed by a licensed or exempt fund manager; we work alongside yours, and can introduce managers if you are setting up a family office structure.',
    },
    {
      q: 'How long does it take to set up a VCC?',
      a: 'Registration with ACRA takes a few days once the documents are ready; a complete launch with bank accounts and investor onboarding usually takes six to ten weeks.',
    },
    {
      q: 'Which fund types do you administer?',
      a: 'Closed-ended private equity and venture capital funds, open-ended hedge and multi-asset funds, and family office investment vehicles.',
    },
  ],
  cta: {
    title: 'Launching or moving a fund?',
    body: 'Talk to our fund services team about structure, timeline and costs.',
    primary: { label: 'Contact fund services', to: '/contact' },
    secondary: {
      label: 'Read: when a VCC makes sense',
      to: '/resources/blogs/singapore-variable-capital-company-when-it-makes-sense',
    },
  },
};

export default service;
