import type { Faq, Point } from './services';

/** Copy of the home page. */
export const HOME = {
  title: 'Quayside | Corporate services in Singapore, the UAE and India',
  description:
    'Company incorporation, corporate secretary, accounting, tax advisory, legacy planning, fund administration and NRI tax filing, from offices in Singapore, Dubai, Noida and Agra.',
  eyebrow: 'Singapore · Dubai · Noida · Agra',
  headline: 'Set up, stay compliant and grow across Singapore, the UAE and India',
  lead: 'One firm for your company’s whole life: incorporation, company secretary, accounting, tax and fund administration, plus a dedicated desk for non-resident Indians. Fixed fees, named advisers, every deadline tracked.',
  trust: [
    {
      title: 'Four offices, three jurisdictions',
      detail: 'Singapore headquarters, Dubai, Noida and Agra, working as one team.',
    },
    { title: 'Fixed fees agreed up front', detail: 'A written quote before we start; no hourly surprises.' },
    { title: 'A named adviser', detail: 'The same qualified person answers your questions all year.' },
    { title: 'Reply within one business day', detail: 'Every enquiry and client message, in every office.' },
  ] satisfies Point[],
  waysToStart: [
    {
      key: 'incorporation' as const,
      title: 'Incorporate a company',
      body: 'Singapore, UAE or India. Choose your jurisdiction and services, add directors and shareholders, verify your e-mail and pay online. We file within one working day of receiving complete documents.',
      steps: [
        'Choose jurisdiction and services',
        'Add directors and shareholders',
        'Verify, pay and we file',
      ],
      cta: 'Incorporate a company',
    },
    {
      key: 'nriTax' as const,
      title: 'NRI tax filing',
      body: 'For non-resident Indians with income in India. Tell us about your stay and your Indian income; our NRI desk confirms your residential status, sends a fixed-fee quote, collects your documents securely and files your return.',
      steps: [
        'Tell us about your stay and income',
        'Receive a fixed-fee quote',
        'We prepare, you approve, we file',
      ],
      cta: 'Start NRI tax filing',
    },
  ],
  how: [
    { title: 'Tell us what you need', detail: 'Online in minutes, or in a call with an adviser.' },
    { title: 'Receive a fixed quote', detail: 'Scope, fee and timeline in writing before any work starts.' },
    {
      title: 'Share documents securely',
      detail: 'Through your client dashboard, never by e-mail attachments.',
    },
    { title: 'Track everything', detail: 'Tasks, deadlines, invoices and filings in one place.' },
  ] satisfies Point[],
  faqs: [
    {
      q: 'Which countries do you work in?',
      a: 'We incorporate and run companies in Singapore, the United Arab Emirates and India, from offices in Singapore, Dubai, Noida and Agra. For structures that involve other countries we work with partner firms.',
    },
    {
      q: 'How much does it cost?',
      a: 'Every engagement has a fixed fee agreed in writing before we start. Use our incorporation cost estimator for a first figure from our current service catalogue.',
    },
    {
      q: 'Do I need to visit your office?',
      a: 'No. Identity checks, signatures and payments are all done online, and you follow progress in your client dashboard. You are welcome to visit any of our offices.',
    },
    {
      q: 'Can you file my Indian tax return if I live abroad?',
      a: 'Yes. Our NRI desk files returns for non-resident Indians worldwide, including residential status, capital gains, rental income and treaty relief.',
    },
    {
      q: 'How do you keep my documents safe?',
      a: 'Documents are uploaded through your dashboard over an encrypted connection, stored under random keys and available only through short-lived links to you and the advisers assigned to you.',
    },
  ] satisfies Faq[],
};
