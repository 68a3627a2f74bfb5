import { serviceIndexEntry } from '../service-index';
import type { ServiceContent } from '../services';

/** The accounting service page. */
const service: ServiceContent = {
  ...serviceIndexEntry('accounting'),
  headline: 'Accounting, financial statements and payroll',
  intro: [
    'Good books are the foundation of everything else we do: the tax return, the annual filing and the conversation with your bank or investors all start from them.',
    'We work in Xero, QuickBooks or Zoho Books, close your books every month, and send you management accounts you can read in five minutes, with the three numbers that changed and why.',
  ],
  included: [
    {
      title: 'Bookkeeping',
      detail:
        'Monthly processing of sales, purchases and expenses, bank and card reconciliations, and document capture from e-mail and mobile.',
    },
    {
      title: 'Management accounts',
      detail: 'Monthly profit and loss, balance sheet and cash flow, with a short commentary.',
    },
    {
      title: 'Annual financial statements',
      detail:
        'Statements under SFRS or SFRS for Small Entities (Singapore), IFRS (UAE) or Indian Accounting Standards, with the directors’ statement.',
    },
    {
      title: 'XBRL and audit support',
      detail:
        'XBRL filing with the Singapore annual return, and the audit file your auditors need if an audit applies.',
    },
    {
      title: 'Payroll',
      detail:
        'Monthly payroll, payslips, CPF or EPF and ESIC contributions, and year-end forms such as IR8A or Form 16.',
    },
    {
      title: 'GST and VAT returns',
      detail:
        'Singapore GST F5, UAE VAT and Indian GSTR-1 and GSTR-3B returns, with review of input tax claims.',
    },
  ],
  process: [
    {
      title: 'Onboarding',
      detail:
        'We connect bank feeds and set up your chart of accounts, or take over your existing file and clean it up.',
    },
    {
      title: 'Monthly close',
      detail: 'By the tenth working day of each month your books are closed and reconciled.',
    },
    {
      title: 'Review call',
      detail: 'A short monthly or quarterly call on the numbers, cash and anything unusual.',
    },
    {
      title: 'Year end',
      detail:
        'We prepare the financial statements and hand them to our tax and company secretary teams for the returns.',
    },
  ],
  forWhom: [
    {
      title: 'Growing companies',
      detail: 'Businesses without a full-time finance team that need reliable monthly numbers.',
    },
    {
      title: 'Foreign subsidiaries',
      detail: 'Local entities reporting to a parent in another currency and under another standard.',
    },
    {
      title: 'Free zone companies',
      detail:
        'UAE companies that must keep IFRS accounts for corporate tax and, for qualifying free zone persons, have them audited.',
    },
  ],
  byCountry: [
    {
      country: 'Singapore',
      points: [
        'A small company (two of: revenue up to S$10 million, assets up to S$10 million, 50 employees or fewer) is exempt from audit.',
        'GST registration is required once taxable turnover exceeds S$1 million in 12 months; the rate is 9%.',
        'CPF contributions are due by the 14th of the following month.',
      ],
    },
    {
      country: 'United Arab Emirates',
      points: [
        'Corporate tax requires IFRS financial statements; IFRS for SMEs is allowed below AED 50 million of revenue.',
        'VAT at 5%, with mandatory registration above AED 375,000 of taxable supplies.',
        'Records must be kept for seven years.',
      ],
    },
    {
      country: 'India',
      points: [
        'Every company is audited; a tax audit also applies above the turnover thresholds of section 44AB.',
        'GST returns monthly or quarterly under QRMP, and quarterly TDS returns.',
      ],
    },
  ],
  faqs: [
    {
      q: 'Which accounting software do you use?',
      a: 'We work in Xero, QuickBooks Online and Zoho Books, and in Tally for Indian clients. If you have no system yet, we recommend one and set it up.',
    },
    {
      q: 'Do you audit our accounts?',
      a: 'No. Independence rules prevent the firm that keeps your books from auditing them. We prepare the audit file and work with your auditors, or introduce audit firms we know.',
    },
    {
      q: 'How do you price bookkeeping?',
      a: 'By the monthly volume of transactions and the number of bank accounts, as a fixed monthly fee. If your volume changes materially we agree a new fee before the next quarter.',
    },
    {
      q: 'Can you handle payroll for employees in several countries?',
      a: 'Yes, for Singapore, the UAE and India, including CPF, the UAE Wage Protection System and Indian provident fund and professional tax.',
    },
  ],
  cta: {
    title: 'Monthly numbers you can trust',
    body: 'Send us your last three months of bank statements and we will quote a fixed monthly fee.',
    primary: { label: 'Talk to our accountants', to: '/contact' },
  },
};

export default service;
