import type { Faq, Point } from './services';

/** Copy of the home, about, resources and careers pages. */

export const HOME = {
  title: 'Quayside | Corporate services in Singapore, the UAE and India',
  description:
    'Company incorporation, corporate secretary, accounting, tax advisory, legacy planning, fund administration and NRI tax filing, from offices in Singapore, Dubai, Noida and Agra.',
  eyebrow: 'Singapore · Dubai · Noida · Agra',
  headline: 'Set up, stay compliant and grow across Singapore, the UAE and India',
  lead:
    'One firm for your company’s whole life: incorporation, company secretary, accounting, tax and fund administration, plus a dedicated desk for non-resident Indians. Fixed fees, named advisers, every deadline tracked.',
  trust: [
    { title: 'Four offices, three jurisdictions', detail: 'Singapore headquarters, Dubai, Noida and Agra, working as one team.' },
    { title: 'Fixed fees agreed up front', detail: 'A written quote before we start; no hourly surprises.' },
    { title: 'A named adviser', detail: 'The same qualified person answers your questions all year.' },
    { title: 'Reply within one business day', detail: 'Every enquiry and client message, in every office.' },
  ] satisfies Point[],
  waysToStart: [
    {
      key: 'incorporation' as const,
      title: 'Incorporate a company',
      body: 'Singapore, UAE or India. Choose your jurisdiction and services, add directors and shareholders, verify your e-mail and pay online. We file within one working day of receiving complete documents.',
      steps: ['Choose jurisdiction and services', 'Add directors and shareholders', 'Verify, pay and we file'],
      cta: 'Incorporate a company',
    },
    {
      key: 'nriTax' as const,
      title: 'NRI tax filing',
      body: 'For non-resident Indians with income in India. Tell us about your stay and income, upload your documents and pay a fixed fee. Our NRI desk determines your residential status and files your return.',
      steps: ['Residential status and income', 'Upload documents securely', 'We prepare, you approve, we file'],
      cta: 'Start NRI tax filing',
    },
  ],
  how: [
    { title: 'Tell us what you need', detail: 'Online in minutes, or in a call with an adviser.' },
    { title: 'Receive a fixed quote', detail: 'Scope, fee and timeline in writing before any work starts.' },
    { title: 'Share documents securely', detail: 'Through your client dashboard, never by e-mail attachments.' },
    { title: 'Track everything', detail: 'Tasks, deadlines, invoices and filings in one place.' },
  ] satisfies Point[],
  faqs: [
    { q: 'Which countries do you work in?', a: 'We incorporate and run companies in Singapore, the United Arab Emirates and India, from offices in Singapore, Dubai, Noida and Agra. For structures that involve other countries we work with partner firms.' },
    { q: 'How much does it cost?', a: 'Every engagement has a fixed fee agreed in writing before we start. Use our incorporation cost estimator for a first figure from our current service catalogue.' },
    { q: 'Do I need to visit your office?', a: 'No. Identity checks, signatures and payments are all done online, and you follow progress in your client dashboard. You are welcome to visit any of our offices.' },
    { q: 'Can you file my Indian tax return if I live abroad?', a: 'Yes. Our NRI desk files returns for non-resident Indians worldwide, including residential status, capital gains, rental income and treaty relief.' },
    { q: 'How do you keep my documents safe?', a: 'Documents are uploaded through your dashboard over an encrypted connection, stored under random keys and available only through short-lived links to you and the advisers assigned to you.' },
  ] satisfies Faq[],
};

export const ABOUT = {
  title: 'About Quayside',
  description:
    'Quayside is a corporate services firm with its global headquarters in Singapore and offices in Dubai, Noida and Agra, serving founders, groups, families and fund managers.',
  headline: 'A corporate services firm built for cross-border business',
  lead:
    'We started in Singapore helping founders from India and the Gulf set up their regional companies. Today four offices serve clients who do business across Singapore, the UAE and India, with the same standards everywhere.',
  story: [
    'Our clients rarely live in one country. A founder in Bengaluru raises money through a Singapore company; a family in Dubai owns property in Delhi; a fund manager in Singapore invests in Indian companies. They need advisers who understand all of it, and who talk to each other.',
    'So we built one firm rather than a network: one client record, one compliance calendar and one team per client, whichever office they sit in. Our Singapore headquarters leads on company law, funds and regional structures; Dubai on UAE set-up and tax; Noida on Indian companies and NRI taxation; Agra runs onboarding, documentation and records for the whole firm.',
  ],
  values: [
    { title: 'Clarity', detail: 'Advice in plain language, with the reasons and the alternatives, in writing.' },
    { title: 'Reliability', detail: 'Deadlines tracked by the system and owned by a person. We tell you before something is due, not after.' },
    { title: 'Confidentiality', detail: 'Your documents are seen only by the people working on your file, and every access is logged.' },
    { title: 'Fair, fixed fees', detail: 'You know the price before we start, and it does not change unless the work does.' },
  ] satisfies Point[],
  standards: [
    'Client due diligence and screening under the anti-money-laundering rules of Singapore, the UAE and India before we act.',
    'Qualified professionals: chartered accountants, chartered secretaries and tax practitioners lead every service line.',
    'Personal data handled under Singapore’s PDPA, the UAE’s personal data law and India’s Digital Personal Data Protection Act.',
    'Work reviewed by a second professional before anything is filed with an authority.',
  ],
};

export const RESOURCES = {
  title: 'Resources',
  description:
    'Free tools and guides from Quayside’s advisers: an NRI residential status calculator, an incorporation cost estimator, a Singapore corporate tax estimator, and articles on tax and compliance.',
  headline: 'Tools and guides for founders, finance teams and NRIs',
  lead: 'Practical calculators built on the rules we apply every day, and articles written by our advisers.',
  tools: [
    { id: 'nri-residency', title: 'NRI residential status calculator', detail: 'Resident, RNOR or non-resident under section 6 of India’s Income-tax Act, with the reasons.' },
    { id: 'incorporation-estimator', title: 'Incorporation cost estimator', detail: 'Pick a jurisdiction and services from our live catalogue and see the first-year cost.' },
    { id: 'sg-corporate-tax', title: 'Singapore corporate tax estimator', detail: 'Tax payable after the partial or start-up exemption and the YA 2024 or YA 2025 rebate.' },
  ],
  guides: [
    { title: 'Singapore compliance calendar', to: '/resources/blogs/singapore-private-limited-company-annual-compliance-calendar' },
    { title: 'NRI residential status explained', to: '/resources/blogs/nri-residential-status-182-day-120-day-deemed-residency' },
    { title: 'UAE corporate tax for small businesses', to: '/resources/blogs/uae-corporate-tax-small-business-relief-free-zones' },
  ],
};

export const CAREERS = {
  title: 'Careers at Quayside',
  description:
    'Join Quayside in Singapore, Dubai, Noida or Agra: roles in corporate secretarial, tax, accounting, fund administration and client operations.',
  headline: 'Build a career in cross-border corporate services',
  lead:
    'We hire accountants, company secretaries, tax specialists and operations people who like getting things exactly right, and who want to work across three countries.',
  benefits: [
    { title: 'Real responsibility early', detail: 'You own a client portfolio within your first year, with a senior reviewer behind you.' },
    { title: 'Professional qualifications', detail: 'Exam fees and study leave for CA, ACCA, CS, CFA and similar qualifications.' },
    { title: 'Cross-office work', detail: 'Work on structures that span Singapore, the UAE and India, with secondments between offices.' },
    { title: 'Predictable hours', detail: 'Deadlines are planned months ahead, so late nights are the exception.' },
    { title: 'Health cover', detail: 'Medical insurance for you and your family in every office.' },
    { title: 'Hybrid working', detail: 'Two days a week from home once you have completed your first three months.' },
  ] satisfies Point[],
  hiringSteps: [
    { title: 'Application', detail: 'Send your CV through the form below. We reply to every applicant within ten business days.' },
    { title: 'First conversation', detail: 'A 30-minute video call with the hiring manager about your experience and the role.' },
    { title: 'Practical exercise', detail: 'A short, realistic exercise, such as reviewing a set of resolutions or a tax computation.' },
    { title: 'Final interview and offer', detail: 'Meet the team; we make a decision within a week.' },
  ] satisfies Point[],
};
