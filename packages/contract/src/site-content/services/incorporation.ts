import { serviceIndexEntry } from '../service-index';
import type { ServiceContent } from '../services';

/** The incorporation service page. */
const service: ServiceContent = {
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
      detail: 'We reserve the name and prepare the constitution and filings for your review and e-signature.',
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
};

export default service;
