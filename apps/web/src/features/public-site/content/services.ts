/**
 * The six service lines in full: what the service pages and the services overview show (names, icons and
 * summaries live in service-index.ts, which the home page loads without the rest).
 * Facts are as the law stood in 2025-26; the pages say so where a figure can change.
 */

import { serviceIndexEntry, type IconKey, type ServiceSlug } from './service-index';

export type { IconKey, ServiceSlug };

export type Faq = { q: string; a: string };
export type Point = { title: string; detail: string };
export type Cta = {
  title: string;
  body: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
};

export type ServiceContent = {
  slug: ServiceSlug;
  path: `/services/${ServiceSlug}`;
  name: string;
  icon: IconKey;
  /** The page's H1. */
  headline: string;
  /** One sentence for cards and the meta description. */
  summary: string;
  intro: string[];
  included: Point[];
  process: Point[];
  forWhom: Point[];
  byCountry: { country: 'Singapore' | 'United Arab Emirates' | 'India'; points: string[] }[];
  faqs: Faq[];
  cta: Cta;
};

export const SERVICES: ServiceContent[] = [
  {
    ...serviceIndexEntry('incorporation'),
    headline: 'Company incorporation in Singapore, the UAE and India',
    intro: [
      'Choosing where and how to incorporate decides your tax position, your compliance load and how easily you can raise money later. We start with that conversation, then do the filing, the paperwork and the follow-up until your company can invoice its first customer.',
      'One team handles all three jurisdictions, so a Singapore holding company with a Dubai trading arm and an Indian development centre is set up as one project, with one timeline and one point of contact.',
    ],
    included: [
      {
        title: 'Structuring advice',
        detail:
          'Entity type, jurisdiction, share capital and shareholding, financial year end and the tax consequences of each choice.',
      },
      {
        title: 'Name approval',
        detail:
          'Name searches and reservation with ACRA, the UAE licensing authority or the MCA, including trademark conflicts.',
      },
      {
        title: 'Constitutional documents',
        detail:
          'Constitution (Singapore), memorandum and articles of association (UAE, India), drafted for your ownership and decision rules.',
      },
      {
        title: 'Registration filing',
        detail:
          'BizFile+ in Singapore, the free zone or Department of Economy and Tourism portal in the UAE, SPICe+ in India.',
      },
      {
        title: 'First resolutions and registers',
        detail:
          'First directors’ resolutions, share certificates, register of members, directors, and registrable controllers.',
      },
      {
        title: 'Bank account opening',
        detail:
          'Account-opening pack and introduction to a partner bank, with follow-up until the account is live.',
      },
    ],
    process: [
      {
        title: 'Consultation',
        detail:
          'A 30-minute call on your business, investors and plans. You receive a written recommendation and a fixed-fee quote.',
      },
      {
        title: 'Know-your-customer checks',
        detail:
          'You upload passports and proofs of address for directors, shareholders and beneficial owners through our secure portal.',
      },
      {
        title: 'Name and documents',
        detail:
          'We reserve the name and prepare the constitution and filings for your review and e-signature.',
      },
      {
        title: 'Registration',
        detail:
          'We file with the authority and track the application. A Singapore company is usually registered within one to three working days.',
      },
      {
        title: 'Hand-over',
        detail:
          'You receive the certificate, business profile, registers and share certificates, and we start the bank account and tax registrations.',
      },
    ],
    forWhom: [
      {
        title: 'Founders starting out',
        detail:
          'First-time founders who want the company set up correctly, with a shareholders’ structure that will survive a funding round.',
      },
      {
        title: 'Foreign companies expanding',
        detail: 'Groups opening a subsidiary or regional headquarters in Singapore, Dubai or India.',
      },
      {
        title: 'Holding structures',
        detail: 'Families and investors consolidating assets under a Singapore or UAE holding company.',
      },
    ],
    byCountry: [
      {
        country: 'Singapore',
        points: [
          'Private limited company (Pte. Ltd.) with at least one director ordinarily resident in Singapore; we can provide a nominee director.',
          'Minimum paid-up capital of S$1, a local registered office address and a company secretary appointed within six months.',
          'Registered with ACRA through BizFile+, usually within one to three working days.',
        ],
      },
      {
        country: 'United Arab Emirates',
        points: [
          'Free zone companies (such as DMCC, IFZA or DIFC) or mainland companies licensed by the Department of Economy and Tourism in Dubai.',
          'Most mainland activities allow 100% foreign ownership; some strategic activities still need a local partner.',
          'Registration for UAE corporate tax with the Federal Tax Authority follows the licence.',
        ],
      },
      {
        country: 'India',
        points: [
          'Private limited company through SPICe+: at least two directors and two shareholders, one director resident in India.',
          'PAN, TAN and registrations for GST, EPFO and ESIC through the linked AGILE-PRO-S form.',
          'Foreign investment reported to the RBI in form FC-GPR within 30 days of allotting shares.',
        ],
      },
    ],
    faqs: [
      {
        q: 'Do I need to be in Singapore, Dubai or India to incorporate?',
        a: 'No. Everything is done online: identity checks by video, documents signed electronically. For India and some UAE free zones, documents signed abroad need to be notarised and apostilled; we tell you exactly which ones.',
      },
      {
        q: 'How long does it take?',
        a: 'A Singapore company is usually registered within one to three working days once documents are signed. UAE free zone licences take one to three weeks. An Indian private limited company takes two to three weeks, most of it spent obtaining digital signatures and apostilles for foreign directors.',
      },
      {
        q: 'Can you provide a local director?',
        a: 'Yes, in Singapore we provide a resident nominee director under an agreement with a security deposit and indemnity. In India, where one director must be resident, we introduce qualified independent directors.',
      },
      {
        q: 'Which jurisdiction is best for my business?',
        a: 'It depends on where your customers, team and investors are, and on how you will take profits out. We compare the options in writing, including the tax treaties between the countries involved, before you commit.',
      },
    ],
    cta: {
      title: 'Ready to incorporate?',
      body: 'Start online in ten minutes: choose your jurisdiction, add directors and shareholders, and pay the fixed fee. An adviser reviews everything before we file.',
      primary: { label: 'Incorporate a company', to: '/incorporate' },
      secondary: { label: 'Talk to an adviser', to: '/contact' },
    },
  },
  {
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
        detail:
          'AGM notices and minutes, or written resolutions in place of the meeting where the law allows.',
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
  },
  {
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
  },
  {
    ...serviceIndexEntry('tax-advisory'),
    headline: 'Tax advisory and filing, including NRI tax',
    intro: [
      'Tax is where cross-border businesses and families lose the most money by accident: a treaty benefit not claimed, a withholding tax deducted twice, an exemption missed because a form was filed late.',
      'Our tax team prepares and files returns in all three countries and looks at them together, so that income taxed in one country is relieved in the other.',
    ],
    included: [
      {
        title: 'Corporate tax returns',
        detail:
          'Singapore ECI and Form C-S or C; UAE corporate tax registration and returns; Indian ITR-6 with tax audit coordination.',
      },
      {
        title: 'NRI tax filing',
        detail:
          'Residential status under section 6, ITR-2 or ITR-3, rental income, capital gains, interest on NRO accounts, and refunds.',
      },
      {
        title: 'Treaty relief',
        detail:
          'Tax residency certificates, Form 10F, foreign tax credit with Form 67, and withholding tax at treaty rates.',
      },
      {
        title: 'Property transactions',
        detail:
          'Capital gains computation, lower deduction certificates (Form 13) and remittance forms 15CA and 15CB.',
      },
      {
        title: 'GST and VAT advice',
        detail: 'Registration, place-of-supply questions on cross-border services, and reverse charge.',
      },
      {
        title: 'Transfer pricing',
        detail:
          'Local files and benchmarking for transactions between related companies above the documentation thresholds.',
      },
    ],
    process: [
      {
        title: 'Information checklist',
        detail:
          'A checklist tailored to your income: bank statements, AIS and Form 26AS for India, financial statements for companies.',
      },
      {
        title: 'Computation',
        detail:
          'We prepare the computation and explain each figure, with the options where you have a choice (for example, India’s old or new tax regime).',
      },
      {
        title: 'Review and approval',
        detail: 'You review the return in your dashboard and approve it electronically.',
      },
      {
        title: 'Filing and follow-up',
        detail: 'We file, e-verify and track refunds and any notice until the year is closed.',
      },
    ],
    forWhom: [
      {
        title: 'Non-resident Indians',
        detail:
          'NRIs in the Gulf, Singapore, the UK or the US with rent, interest, capital gains or property sales in India.',
      },
      {
        title: 'Companies',
        detail:
          'Singapore, UAE and Indian companies that want their returns prepared by people who also know their accounts.',
      },
      {
        title: 'Internationally mobile people',
        detail:
          'Executives moving between countries who need their residence and treaty position settled each year.',
      },
    ],
    byCountry: [
      {
        country: 'Singapore',
        points: [
          'Corporate tax at 17%, reduced by the partial or start-up tax exemption.',
          'ECI within three months of the year end; Form C-S or C by 30 November.',
        ],
      },
      {
        country: 'United Arab Emirates',
        points: [
          'Corporate tax at 9% on taxable income above AED 375,000; small business relief up to AED 3 million of revenue for periods ending by 31 December 2026.',
          'Returns due within nine months of the end of the tax period.',
        ],
      },
      {
        country: 'India',
        points: [
          'Individual returns due 31 July for most NRIs; belated or revised returns up to 31 December.',
          'Non-residents are taxed only on Indian income, cannot claim the section 87A rebate, and face TDS at higher rates on many payments.',
        ],
      },
    ],
    faqs: [
      {
        q: 'Do I have to file an Indian return if tax was already deducted?',
        a: 'Often yes. A non-resident must file if their Indian income exceeds the basic exemption limit, and filing is the only way to claim back TDS deducted at higher rates than the tax actually due, which is common on NRO interest and property sales.',
      },
      {
        q: 'Am I resident or non-resident in India?',
        a: 'It depends on your days in India this year and in earlier years, your citizenship and your Indian income. Our free residential status calculator applies section 6 of the Income-tax Act to your figures and explains the result.',
      },
      {
        q: 'Can you file my return if I am abroad?',
        a: 'Yes. Almost all our NRI clients are abroad. You share documents through the portal and verify the return electronically through Aadhaar OTP or net banking, or we send you the verification form.',
      },
      {
        q: 'How do I avoid being taxed twice?',
        a: 'By claiming relief under the tax treaty between India and your country of residence: usually a credit in your country of residence for Indian tax, supported by a Tax Residency Certificate and, in India, Form 67 for foreign tax credit.',
      },
    ],
    cta: {
      title: 'File your Indian tax return from anywhere',
      body: 'Answer a few questions about your income, pay a fixed fee, and our NRI desk prepares and files your return.',
      primary: { label: 'Start NRI tax filing', to: '/nri-tax-filing' },
      secondary: { label: 'Check your residential status', to: '/resources/tools#nri-residency' },
    },
  },
  {
    ...serviceIndexEntry('legacy-planning'),
    headline: 'Legacy and estate planning across borders',
    intro: [
      'Families with assets in several countries face several legal systems when someone dies. Without planning, bank accounts are frozen, probate is repeated in each country and the wishes of the deceased can be overruled by default inheritance rules.',
      'We map your assets, explain what happens to each of them today, and put in place the documents that make the transfer quick and private.',
    ],
    included: [
      {
        title: 'Asset and succession review',
        detail:
          'A map of your assets by country and by how they pass: by will, by nomination, by joint holding or by trust.',
      },
      {
        title: 'Coordinated wills',
        detail:
          'Separate wills for Singapore, the UAE (registered with the DIFC Courts or the Abu Dhabi Judicial Department) and India, drafted so that none revokes the others.',
      },
      {
        title: 'Family trusts',
        detail:
          'Design and settlement of private trusts under Singapore or Indian law, with trustee appointment and transfer of the first assets.',
      },
      {
        title: 'Lasting powers of attorney',
        detail:
          'A Singapore Lasting Power of Attorney, and powers of attorney for India, so someone can act if you cannot.',
      },
      {
        title: 'Business succession',
        detail:
          'Shareholders’ agreements, buy-sell arrangements and holding structures for family companies.',
      },
      {
        title: 'Nominations review',
        detail:
          'CPF nominations, bank and demat nominations in India, and insurance beneficiaries aligned with your will.',
      },
    ],
    process: [
      {
        title: 'Family meeting',
        detail: 'A confidential meeting, in person or by video, on your family, assets and wishes.',
      },
      {
        title: 'Written plan',
        detail: 'A plan in plain language setting out what to put in place in each country and why.',
      },
      {
        title: 'Drafting',
        detail: 'We draft with our partner law firms, and walk you through each document before signing.',
      },
      {
        title: 'Signing and registration',
        detail: 'We arrange signing with proper witnesses and register wills where that helps.',
      },
      {
        title: 'Regular review',
        detail: 'A review every three years, or sooner after a marriage, birth, move or sale of a business.',
      },
    ],
    forWhom: [
      {
        title: 'Expatriate families',
        detail: 'Families living in Singapore or the UAE with property or investments back home.',
      },
      {
        title: 'Business owners',
        detail: 'Founders who want the company to continue smoothly and fairly between heirs.',
      },
      {
        title: 'NRIs with Indian property',
        detail:
          'Non-resident Indians who want their Indian assets to pass without years of court proceedings.',
      },
    ],
    byCountry: [
      {
        country: 'Singapore',
        points: [
          'A will must be signed before two witnesses present at the same time; a gift to a witness or their spouse fails.',
          'A Lasting Power of Attorney is registered with the Office of the Public Guardian.',
        ],
      },
      {
        country: 'United Arab Emirates',
        points: [
          'Non-Muslims can register wills with the DIFC Courts Wills Service or the Abu Dhabi Judicial Department.',
          'A registered will with named guardians protects children and speeds up access to frozen accounts.',
        ],
      },
      {
        country: 'India',
        points: [
          'Wills need two attesting witnesses; registration is optional but strengthens the will.',
          'Probate is compulsory for certain wills concerning property in Mumbai, Chennai and Kolkata.',
        ],
      },
    ],
    faqs: [
      {
        q: 'Is one international will enough?',
        a: 'Rarely. Courts handle assets in their own country under their own rules, and a foreign will can take months to be recognised. Separate wills per country, each limited to the assets there and carefully worded so they do not revoke each other, are usually faster and cheaper for your family.',
      },
      {
        q: 'Do you act as executor or trustee?',
        a: 'We work with licensed trust companies and law firms who can act as professional executors and trustees, and we can prepare the accounts and tax returns of the estate or trust.',
      },
      {
        q: 'How long does it take to put a plan in place?',
        a: 'Most families have signed wills within four to six weeks of the first meeting. Trusts take longer, depending on the assets transferred.',
      },
    ],
    cta: {
      title: 'Protect the people who depend on you',
      body: 'Book a confidential conversation with our legacy planning team.',
      primary: { label: 'Book a consultation', to: '/contact' },
      secondary: {
        label: 'Read: wills across three countries',
        to: '/resources/blogs/cross-border-wills-singapore-uae-india',
      },
    },
  },
  {
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
  },
];

export const serviceBySlug = (slug: ServiceSlug): ServiceContent => {
  const s = SERVICES.find((x) => x.slug === slug);
  if (!s) throw new Error(`unknown service ${slug}`);
  return s;
};
