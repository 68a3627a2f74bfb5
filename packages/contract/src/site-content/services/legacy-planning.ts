import { serviceIndexEntry } from '../service-index';
import type { ServiceContent } from '../services';

/** The legacy planning service page. */
const service: ServiceContent = {
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
      detail: 'Shareholders’ agreements, buy-sell arrangements and holding structures for family companies.',
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
      detail: 'Non-resident Indians who want their Indian assets to pass without years of court proceedings.',
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
};

export default service;
