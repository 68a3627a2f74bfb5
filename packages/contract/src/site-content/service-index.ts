/** The six service lines' names, icons and one-line summaries: what the home page needs (details: services.ts). */
export type ServiceSlug =
  | 'incorporation'
  | 'corporate-secretary'
  | 'accounting'
  | 'tax-advisory'
  | 'legacy-planning'
  | 'fund-administration';

export type IconKey = 'building' | 'scroll' | 'calculator' | 'percent' | 'shield' | 'chart' | 'globe';

export type ServiceIndexEntry = {
  slug: ServiceSlug;
  path: `/services/${ServiceSlug}`;
  name: string;
  icon: IconKey;
  /** One sentence for cards and the meta description. */
  summary: string;
};

export const SERVICE_INDEX: ServiceIndexEntry[] = [
  {
    slug: 'incorporation',
    path: '/services/incorporation',
    name: 'Incorporation',
    icon: 'building',
    summary:
      'We register your company with ACRA, a UAE licensing authority or India’s Ministry of Corporate Affairs, and hand it over ready to trade: constitution, registers, share certificates and a bank account.',
  },
  {
    slug: 'corporate-secretary',
    path: '/services/corporate-secretary',
    name: 'Corporate secretary',
    icon: 'scroll',
    summary:
      'A named, qualified company secretary who keeps your registers, prepares every resolution and meeting, and files your annual return on time with ACRA, the UAE authorities or the Registrar of Companies.',
  },
  {
    slug: 'accounting',
    path: '/services/accounting',
    name: 'Accounting',
    icon: 'calculator',
    summary:
      'Monthly bookkeeping, management accounts, annual financial statements under SFRS, IFRS or Ind AS, payroll with CPF or provident fund, and GST or VAT returns, in the cloud software you already use.',
  },
  {
    slug: 'tax-advisory',
    path: '/services/tax-advisory',
    name: 'Tax advisory',
    icon: 'percent',
    summary:
      'Corporate tax returns in Singapore, the UAE and India, treaty planning and transfer pricing, and a dedicated desk for non-resident Indians: residential status, ITR filing, capital gains and DTAA relief.',
  },
  {
    slug: 'legacy-planning',
    path: '/services/legacy-planning',
    name: 'Legacy planning',
    icon: 'shield',
    summary:
      'Coordinated wills for Singapore, the UAE and India, family trusts, lasting powers of attorney and succession plans for family businesses, drafted with partner law firms in each country.',
  },
  {
    slug: 'fund-administration',
    path: '/services/fund-administration',
    name: 'Fund administration',
    icon: 'chart',
    summary:
      'Set-up of Singapore Variable Capital Companies, monthly NAV calculation, investor onboarding and registers, capital calls and distributions, financial statements, FATCA and CRS reporting.',
  },
];

export function serviceIndexEntry(slug: ServiceSlug): ServiceIndexEntry {
  const entry = SERVICE_INDEX.find((s) => s.slug === slug);
  if (!entry) throw new Error(`unknown service ${slug}`);
  return entry;
}
