import { serviceIndexEntry } from '../service-index';
import type { ServiceContent } from '../services';

/** The corporate secretary service page. */
const service: ServiceContent = {
  ...serviceIndexEntry('corporate-secretary'),
  headline: 'Corporate secretary and statutory compliance',
  intro: [
    'Company law is mostly a calendar: registers to keep current, meetings to hold, returns to file, each with its own deadline counted from your financial year end. Miss one and the penalties and director disqualifications follow.',
    'Our company secretaries track every date for you, prepare the papers before you ask, and tell you in plain language what a decision requires: a board resolution, a members’ resolution or a filing.',
  ],
  included: [
    {
      title: 'Named company secretary',
      detail:
        'A qualified secretary appointed as your company’s officer, as section 171 of Singapore’s Companies Act requires.',
    },
    {
      title: 'Statutory registers',
      detail:
        'Registers of members, directors, secretaries, auditors, registrable controllers and nominee directors, kept current.',
    },
    {
      title: 'Resolutions and minutes',
      detail:
        'Board and members’ resolutions for dividends, share allotments, transfers, bank mandates and changes of officers.',
    },
    {
      title: 'Annual general meeting',
      detail: 'AGM notices and minutes, or written resolutions in place of the meeting where the law allows.',
    },
    {
      title: 'Annual filings',
      detail:
        'Singapore annual return with ACRA; AOC-4, MGT-7 or MGT-7A and DIR-3 KYC with India’s Registrar of Companies; UAE licence renewals and UBO register.',
    },
    {
      title: 'Registered office',
      detail:
        'A registered office address in Singapore with mail scanning, and reminders for every letter that needs action.',
    },
  ],
  process: [
    {
      title: 'Take-over',
      detail:
        'We collect the minute book, registers and past filings from your previous secretary and check them against ACRA’s records.',
    },
    {
      title: 'Compliance calendar',
      detail: 'You receive a calendar of every deadline for the year, visible in your dashboard.',
    },
    {
      title: 'Papers ahead of time',
      detail:
        'We prepare AGM papers and the annual return before the deadline and send them for e-signature.',
    },
    {
      title: 'Ad hoc changes',
      detail:
        'New director, share transfer or change of address: tell us, and we prepare the resolution and file within two working days.',
    },
  ],
  forWhom: [
    {
      title: 'Owner-managed companies',
      detail: 'Directors who want compliance handled so they can run the business.',
    },
    {
      title: 'Subsidiaries of foreign groups',
      detail:
        'Group legal teams who need reliable local records and reporting on their Singapore, UAE or Indian entities.',
    },
    {
      title: 'Dormant and holding companies',
      detail: 'Companies with little activity that still carry every filing obligation.',
    },
  ],
  byCountry: [
    {
      country: 'Singapore',
      points: [
        'Company secretary appointed within six months of incorporation; AGM within six months of the financial year end, unless dispensed with.',
        'Annual return filed with ACRA within seven months of the financial year end, with XBRL financial statements where required.',
        'Register of registrable controllers lodged with ACRA and kept current.',
      ],
    },
    {
      country: 'United Arab Emirates',
      points: [
        'Annual renewal of the trade licence and lease, with the free zone’s own filings.',
        'Ultimate beneficial owner register kept and filed with the licensing authority.',
      ],
    },
    {
      country: 'India',
      points: [
        'Board meetings (at least four a year, no more than 120 days apart) and the AGM within six months of the financial year end.',
        'AOC-4 within 30 days and MGT-7 or MGT-7A within 60 days of the AGM; DIR-3 KYC for every director by 30 September.',
      ],
    },
  ],
  faqs: [
    {
      q: 'Can a director also be the company secretary?',
      a: 'In Singapore, the sole director cannot also act as the company secretary. A company with two or more directors may appoint one of them; a private company’s secretary needs no formal qualification, but the directors must be satisfied that the person has the knowledge and experience for the role, and most owners prefer a professional who tracks every deadline.',
    },
    {
      q: 'What happens if we file the annual return late?',
      a: 'ACRA charges a late lodgement penalty of S$300, or S$600 if the return is more than three months late, and persistent default can lead to prosecution and disqualification of directors. In India, late ROC filings attract an additional fee of Rs 100 a day per form.',
    },
    {
      q: 'Can you take over from our current secretary mid-year?',
      a: 'Yes. We handle the change of secretary filing and the hand-over of records, and we check what is outstanding before we sign on.',
    },
    {
      q: 'Do we still need an AGM if we are a small private company?',
      a: 'A Singapore private company need not hold an AGM if it sends its financial statements to members within five months of the year end, or if members resolve to dispense with AGMs. The annual return is still due.',
    },
  ],
  cta: {
    title: 'Hand over your compliance calendar',
    body: 'Tell us about your company and we will send a fixed annual fee with everything included.',
    primary: { label: 'Get a quote', to: '/contact' },
    secondary: {
      label: 'See the compliance calendar',
      to: '/resources/blogs/singapore-private-limited-company-annual-compliance-calendar',
    },
  },
};

export default service;
