import type { Faq } from './services';

/** /faqs: grouped questions (also published as FAQPage structured data). */
export const FAQ_GROUPS: { id: string; title: string; faqs: Faq[] }[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    faqs: [
      {
        q: 'How do I start working with Quayside?',
        a: 'Either start online (incorporation or NRI tax filing take about ten minutes) or send us a message through the contact page. An adviser replies within one business day with questions or a fixed-fee quote.',
      },
      {
        q: 'What documents will you need from me?',
        a: 'For a company: passports and proofs of address (dated within the last three months) for every director, shareholder and beneficial owner, and details of the business. For NRI tax filing: your PAN, travel dates, bank statements and the income statements listed in your checklist.',
      },
      {
        q: 'Why do you ask for identity documents?',
        a: 'Corporate service providers in Singapore, the UAE and India must identify their clients and their beneficial owners under anti-money-laundering laws before acting. We cannot file anything for you until these checks are complete.',
      },
      {
        q: 'Can I switch to Quayside from my current provider?',
        a: 'Yes. We take over records, registers and login details from your previous secretary or accountant, file the change of secretary or auditor where needed, and check what is outstanding.',
      },
    ],
  },
  {
    id: 'incorporation',
    title: 'Incorporation',
    faqs: [
      {
        q: 'How long does incorporation take?',
        a: 'Singapore: usually one to three working days after documents are signed. UAE free zones: one to three weeks. India: two to three weeks, depending on digital signatures and apostilles for foreign directors.',
      },
      {
        q: 'What is the minimum share capital?',
        a: 'S$1 in Singapore and no minimum in India. UAE free zones set their own requirements, often AED 50,000 or less, and many do not require it to be paid in.',
      },
      {
        q: 'Do I need a local director?',
        a: 'Singapore requires at least one director ordinarily resident in Singapore, and India one director who stayed in India for 182 days in the year. Most UAE free zone and mainland companies have no residency requirement for their managers. We can help you meet both requirements.',
      },
      {
        q: 'Will you open the company’s bank account?',
        a: 'We prepare the account-opening pack and introduce you to a partner bank, and follow up until the account is live. The bank makes its own decision and may ask to meet the directors by video.',
      },
    ],
  },
  {
    id: 'nri-tax',
    title: 'NRI tax',
    faqs: [
      {
        q: 'Who counts as an NRI for tax purposes?',
        a: 'An individual who is not resident in India in a financial year under section 6 of the Income-tax Act. It depends on days spent in India this year and in earlier years, and since 2020 also on Indian income above Rs 15 lakh. Our calculator applies the rules to your figures.',
      },
      {
        q: 'Which income of an NRI is taxable in India?',
        a: 'Only income received in India or arising in India: for example rent from Indian property, interest on NRO deposits, capital gains on Indian shares or property, and salary for work done in India. Interest on NRE deposits is exempt.',
      },
      {
        q: 'What is the deadline for filing?',
        a: 'For most individuals, 31 July after the end of the financial year. A belated or revised return can be filed up to 31 December, with a late fee for belated returns.',
      },
      {
        q: 'How long does a refund take?',
        a: 'Once the return is e-verified, the Income Tax Department usually processes refunds within a few weeks to a few months. The refund is paid to a pre-validated Indian bank account in your name.',
      },
    ],
  },
  {
    id: 'fees',
    title: 'Fees and payments',
    faqs: [
      {
        q: 'How are your fees set?',
        a: 'As fixed fees for a defined scope, agreed in writing before we start. Annual services are billed yearly in advance; one-off work is paid when you place the order online or on our invoice.',
      },
      {
        q: 'Which payment methods do you accept?',
        a: 'Card payments online, bank transfer to our accounts in Singapore, the UAE or India, and UPI for payments in India.',
      },
      {
        q: 'Are government fees included?',
        a: 'Our quotes list government and registry fees separately, at cost, so you can see exactly what is paid to the authorities.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security and privacy',
    faqs: [
      {
        q: 'How do you protect my documents?',
        a: 'Uploads travel over encrypted connections, are checked, stored under random keys and opened only through short-lived links by you and the advisers assigned to you. Every staff action on your file is recorded in an audit log.',
      },
      {
        q: 'Who can see my information?',
        a: 'Only the advisers working on your matters and, where the law requires it, the authorities we file with. We never sell personal data. Our privacy policy explains your rights.',
      },
    ],
  },
];
