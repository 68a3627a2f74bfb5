import { serviceIndexEntry } from '../service-index';
import type { ServiceContent } from '../services';

/** The tax advisory service page. */
const service: ServiceContent = {
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
    // The web app swaps this for "Ask our NRI desk" while the online NRI onboarding is switched off (site-config).
    primary: { label: 'Start NRI tax filing', to: '/nri-tax' },
    secondary: { label: 'Check your residential status', to: '/resources/tools#nri-residency' },
  },
};

export default service;
