/** The privacy policy and terms of use. Each section is a heading with paragraphs and optional bullet points. */

export type LegalSection = { id: string; heading: string; paragraphs: string[]; bullets?: string[] };
export type LegalDocument = {
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy policy',
  description:
    'How Quayside collects, uses, stores and protects personal data under Singapore’s PDPA, the UAE’s personal data law and India’s Digital Personal Data Protection Act.',
  updated: '1 September 2025',
  intro:
    'This policy explains what personal data Quayside collects when you use our website and services, why we collect it, who we share it with and the choices you have. It applies to all four of our offices.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'Quayside Corporate Services ("Quayside", "we") has its global headquarters in Singapore and offices in Dubai, Noida and Agra. The Quayside office that provides a service to you is responsible for your personal data for that service; our Singapore headquarters is responsible for this website.',
        'Our Data Protection Officer can be reached at privacy@quayside.com.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We collect only what we need for the purposes below:'],
      bullets: [
        'Contact details you give us: name, e-mail address, phone number, company and the content of your messages.',
        'Identity and due diligence data required by anti-money-laundering law: passport or national ID, proof of address, date of birth, nationality, and information on beneficial ownership and source of funds.',
        'Information needed for the services: company records, shareholdings, financial records, tax identifiers (such as PAN), income and travel information for tax returns.',
        'Job applications: your CV, contact details, the role and office you applied for and anything you tell us in your cover letter.',
        'Technical data: IP address, browser type and pages visited, and, only if analytics is enabled, anonymised usage statistics.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use it',
      paragraphs: ['We use personal data to:'],
      bullets: [
        'answer your enquiries and prepare quotes;',
        'carry out the services you engage us for, including filings with ACRA, IRAS, the UAE Federal Tax Authority, licensing authorities, the Ministry of Corporate Affairs and the Income Tax Department;',
        'meet our legal obligations, including customer due diligence, record-keeping and reporting to authorities where the law requires;',
        'consider job applications;',
        'keep our systems secure and improve our website.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Consent and legal bases',
      paragraphs: [
        'Under Singapore’s Personal Data Protection Act 2012 we rely on your consent, deemed consent where you provide data for a purpose, and the exceptions the Act allows, such as legal obligations. Under the UAE’s Federal Decree-Law No. 45 of 2021 and India’s Digital Personal Data Protection Act, 2023 we process data on the basis of your consent, the performance of our contract with you, or compliance with law.',
        'You may withdraw consent at any time by writing to us; we will explain the consequences, for example that we can no longer act for you if we cannot complete due diligence.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We share personal data only with government authorities and registries as needed for your filings; banks you ask us to introduce you to; partner law firms, auditors and trust companies working on your matter with your agreement; and service providers that host our systems or send our e-mail, under contracts that require them to protect it.',
        'We never sell personal data and do not share it for other companies’ marketing.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers between countries',
      paragraphs: [
        'Because our offices work as one team, your data may be accessed from Singapore, the UAE and India. Each transfer is made under contractual safeguards that give your data a standard of protection comparable to the PDPA.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep client records for at least five years after our relationship ends, as anti-money-laundering laws require, and tax and accounting records for the periods the tax laws set (for example seven years in the UAE). Enquiries that do not lead to an engagement are deleted after two years; unsuccessful job applications after one year.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Data travels over encrypted connections and documents are stored under random, unguessable keys, available only through short-lived links to you and the staff assigned to you. Access is limited by role and every staff action on a client file is logged. Passwords are stored only as strong one-way hashes.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Depending on where you are, you may ask us to:'],
      bullets: [
        'give you access to the personal data we hold about you and how it has been used;',
        'correct data that is inaccurate or incomplete;',
        'withdraw consent, or erase data we no longer need and are not required by law to keep;',
        'nominate another person to exercise your rights if you are unable to (India).',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and analytics',
      paragraphs: [
        'Our website uses a cookie only to keep you signed in to your dashboard. If web analytics is enabled, we use Google Analytics with IP anonymisation to count visits and understand which pages are useful; it does not identify you.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions and complaints',
      paragraphs: [
        'Write to privacy@quayside.com or to our Singapore office at 80 Robinson Road, #10-01A, Singapore 068898. We reply within 30 days. If you are not satisfied, you may complain to the Personal Data Protection Commission in Singapore, or to the data protection authority where you live.',
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  title: 'Terms of use',
  description:
    'The terms that apply to the Quayside website, its tools and the client dashboard, and how they relate to our engagement letters.',
  updated: '1 September 2025',
  intro:
    'These terms apply to your use of the Quayside website, its calculators and articles, and the client dashboard. By using the website you accept them. Our professional services are governed by the engagement letter we agree with you, which prevails over these terms.',
  sections: [
    {
      id: 'information-only',
      heading: 'Information, not advice',
      paragraphs: [
        'Articles, FAQs and tools on this website give general information about the law as it stood when they were written. They are not advice for your situation, and laws and rates change. Please do not act on them without speaking to one of our advisers.',
        'The results of our calculators (residential status, incorporation costs, corporate tax) are estimates based on the figures you enter and the rules described on the page.',
      ],
    },
    {
      id: 'engagements',
      heading: 'Engaging us',
      paragraphs: [
        'We act for you only once we have completed our due diligence and you have accepted our quote or engagement letter. Orders placed online (such as an incorporation or an NRI tax return) are accepted when we confirm them after reviewing your information; if we cannot accept an order we refund any payment in full.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: ['If you have a client account:'],
      bullets: [
        'keep your password confidential and tell us at once if you think someone else has used your account;',
        'upload only documents you are entitled to share, and make sure they are accurate and complete;',
        'do not try to access information of other clients, test the security of our systems without our written permission, or interfere with the service.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and payments',
      paragraphs: [
        'Fees are those in your quote or in our online catalogue at the time of your order. Government and registry fees are passed on at cost. Payments made online are processed by our payment providers; we do not store your card details.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Content and intellectual property',
      paragraphs: [
        'The website’s content, design and tools belong to Quayside. You may read, print and share articles for your own, non-commercial use with a link to the original. Documents we prepare for you may be used for the purpose they were prepared for.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'We take care to keep the website accurate and available but cannot guarantee that it is always complete, current or uninterrupted. To the extent the law allows, we are not liable for losses arising from use of the website’s general information or tools. Our liability for professional services is set out in the engagement letter.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      paragraphs: [
        'Links to government portals and other websites are provided for convenience. We are not responsible for their content.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Singapore, and the courts of Singapore have jurisdiction over any dispute about them. We may update these terms; the date at the top shows the latest version.',
      ],
    },
  ],
};
