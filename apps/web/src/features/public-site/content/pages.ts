import type { Point } from './services';

/** Copy of the about and careers pages. */

export const ABOUT = {
  title: 'About Quayside',
  description:
    'Quayside is a corporate services firm with its global headquarters in Singapore and offices in Dubai, Noida and Agra, serving founders, groups, families and fund managers.',
  headline: 'A corporate services firm built for cross-border business',
  lead: 'We started in Singapore helping founders from India and the Gulf set up their regional companies. Today four offices serve clients who do business across Singapore, the UAE and India, with the same standards everywhere.',
  story: [
    'Our clients rarely live in one country. A founder in Bengaluru raises money through a Singapore company; a family in Dubai owns property in Delhi; a fund manager in Singapore invests in Indian companies. They need advisers who understand all of it, and who talk to each other.',
    'So we built one firm rather than a network: one client record, one compliance calendar and one team per client, whichever office they sit in. Our Singapore headquarters leads on company law, funds and regional structures; Dubai on UAE set-up and tax; Noida on Indian companies and NRI taxation; Agra runs onboarding, documentation and records for the whole firm.',
  ],
  values: [
    {
      title: 'Clarity',
      detail: 'Advice in plain language, with the reasons and the alternatives, in writing.',
    },
    {
      title: 'Reliability',
      detail:
        'Deadlines tracked by the system and owned by a person. We tell you before something is due, not after.',
    },
    {
      title: 'Confidentiality',
      detail: 'Your documents are seen only by the people working on your file, and every access is logged.',
    },
    {
      title: 'Fair, fixed fees',
      detail: 'You know the price before we start, and it does not change unless the work does.',
    },
  ] satisfies Point[],
  standards: [
    'Client due diligence and screening under the anti-money-laundering rules of Singapore, the UAE and India before we act.',
    'Qualified professionals: chartered accountants, chartered secretaries and tax practitioners lead every service line.',
    'Personal data handled under Singapore’s PDPA, the UAE’s personal data law and India’s Digital Personal Data Protection Act.',
    'Work reviewed by a second professional before anything is filed with an authority.',
  ],
};

export const CAREERS = {
  title: 'Careers at Quayside',
  description:
    'Join Quayside in Singapore, Dubai, Noida or Agra: roles in corporate secretarial, tax, accounting, fund administration and client operations.',
  headline: 'Build a career in cross-border corporate services',
  lead: 'We hire accountants, company secretaries, tax specialists and operations people who like getting things exactly right, and who want to work across three countries.',
  benefits: [
    {
      title: 'Real responsibility early',
      detail: 'You own a client portfolio within your first year, with a senior reviewer behind you.',
    },
    {
      title: 'Professional qualifications',
      detail: 'Exam fees and study leave for CA, ACCA, CS, CFA and similar qualifications.',
    },
    {
      title: 'Cross-office work',
      detail: 'Work on structures that span Singapore, the UAE and India, with secondments between offices.',
    },
    {
      title: 'Predictable hours',
      detail: 'Deadlines are planned months ahead, so late nights are the exception.',
    },
    { title: 'Health cover', detail: 'Medical insurance for you and your family in every office.' },
    {
      title: 'Hybrid working',
      detail: 'Two days a week from home once you have completed your first three months.',
    },
  ] satisfies Point[],
  hiringSteps: [
    {
      title: 'Application',
      detail: 'Send your CV through the form below. We reply to every applicant within ten business days.',
    },
    {
      title: 'First conversation',
      detail: 'A 30-minute video call with the hiring manager about your experience and the role.',
    },
    {
      title: 'Practical exercise',
      detail: 'A short, realistic exercise, such as reviewing a set of resolutions or a tax computation.',
    },
    { title: 'Final interview and offer', detail: 'Meet the team; we make a decision within a week.' },
  ] satisfies Point[],
};
