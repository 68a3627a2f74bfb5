import type { OfficeKey } from '@quayside/contract/public-site';

/**
 * The one site configuration: brand, contact channels, social profiles and offices. Every page, the footer,
 * the WhatsApp button and the structured data read from here; change a number or an address in one place.
 */

export type Office = {
  key: OfficeKey;
  city: string;
  country: string;
  role: string;
  /** The address as printed, postal code included, without the country. */
  addressLines: string[];
  postalCode: string;
  countryCode: 'SG' | 'AE' | 'IN';
  phone: string;
  email: string;
  hours: string;
  /** What this office handles for clients. */
  focus: string;
};

export const siteConfig = {
  brandName: 'Quayside',
  legalName: 'Quayside Corporate Services',
  tagline: 'Corporate services across Singapore, the UAE and India',
  description:
    'Quayside incorporates companies and keeps them compliant in Singapore, the UAE and India: company secretary, accounting, tax advisory, legacy planning, fund administration and NRI tax filing.',
  email: 'hello@quayside.com',
  careersEmail: 'careers@quayside.com',
  privacyEmail: 'privacy@quayside.com',
  /** The WhatsApp business number, digits only with country code (wa.me format). */
  whatsappNumber: '6589507100',
  whatsappDisplay: '+65 8950 7100',
  whatsappGreeting:
    'Hello Quayside, I would like to know more about your services (company incorporation, compliance, accounting or NRI tax filing).',
  /**
   * Where the two ways to start lead. (nriTax may be null to hide every "Start NRI tax filing" link and offer
   * the NRI desk instead, should the onboarding ever be taken offline.)
   */
  startRoutes: {
    incorporation: '/incorporate',
    nriTax: '/nri-tax',
  } as { incorporation: string; nriTax: string | null },
  /** The contact form with the NRI tax topic chosen: "Ask our NRI desk". */
  nriDesk: '/contact?topic=nri-tax',
  social: [
    {
      name: 'LinkedIn',
      icon: 'linkedin',
      href: 'https://www.linkedin.com/company/quayside-corporate-services',
    },
    { name: 'X', icon: 'x', href: 'https://x.com/quaysidecorp' },
    { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/quaysidecorporate' },
    { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/quaysidecorporate' },
    { name: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/@quaysidecorporate' },
  ],
  copyrightYear: 2025,
  offices: [
    {
      key: 'singapore',
      city: 'Singapore',
      country: 'Singapore',
      role: 'Global headquarters',
      addressLines: ['80 Robinson Road, #10-01A', 'Singapore 068898'],
      postalCode: '068898',
      countryCode: 'SG',
      phone: '+65 6950 7100',
      email: 'singapore@quayside.com',
      hours: 'Monday to Friday, 9:00 to 18:00 SGT',
      focus:
        'Singapore incorporation, company secretary, accounting and tax, fund administration, legacy planning',
    },
    {
      key: 'dubai',
      city: 'Dubai',
      country: 'United Arab Emirates',
      role: 'UAE office',
      addressLines: ['Office 2204, Churchill Executive Tower', 'Business Bay, Dubai'],
      postalCode: '',
      countryCode: 'AE',
      phone: '+971 4 570 7100',
      email: 'dubai@quayside.com',
      hours: 'Monday to Friday, 9:00 to 18:00 GST',
      focus: 'Mainland and free zone set-up, UAE corporate tax and VAT, accounting, DIFC wills',
    },
    {
      key: 'noida',
      city: 'Noida',
      country: 'India',
      role: 'India corporate office',
      addressLines: ['Tower A, 9th Floor, Stellar IT Park', 'Sector 62, Noida, Uttar Pradesh 201309'],
      postalCode: '201309',
      countryCode: 'IN',
      phone: '+91 120 450 7100',
      email: 'india@quayside.com',
      hours: 'Monday to Saturday, 9:30 to 18:30 IST',
      focus: 'Indian incorporation and ROC compliance, NRI tax filing, GST, accounting and payroll',
    },
    {
      key: 'agra',
      city: 'Agra',
      country: 'India',
      role: 'Administrative office',
      addressLines: ['2nd Floor, Padam Deep Tower, Sanjay Place', 'Agra, Uttar Pradesh 282002'],
      postalCode: '282002',
      countryCode: 'IN',
      phone: '+91 562 400 7100',
      email: 'operations@quayside.com',
      hours: 'Monday to Saturday, 9:30 to 18:30 IST',
      focus: 'Client onboarding and KYC, document processing, billing and records',
    },
  ] satisfies Office[],
} as const;

export const whatsappHref = () =>
  `https://wa.me/${siteConfig.whatsappNumber}?text=${encodeURIComponent(siteConfig.whatsappGreeting)}`;

export const officeByKey = (key: OfficeKey): Office => {
  const office = siteConfig.offices.find((o) => o.key === key);
  if (!office) throw new Error(`unknown office ${key}`);
  return office;
};

export type NavLink = { to: string; label: string; description?: string };
export type NavEntry = NavLink & { children?: NavLink[] };

/** The navigation bar (part 1 section 2): Services, Resources and Global open dropdowns. */
export const mainNav: NavEntry[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  {
    to: '/services',
    label: 'Services',
    children: [
      {
        to: '/services/incorporation',
        label: 'Incorporation',
        description: 'New companies in Singapore, the UAE and India',
      },
      {
        to: '/services/corporate-secretary',
        label: 'Corporate secretary',
        description: 'Registers, resolutions, AGMs and annual filings',
      },
      {
        to: '/services/accounting',
        label: 'Accounting',
        description: 'Bookkeeping, financial statements, payroll and GST/VAT',
      },
      {
        to: '/services/tax-advisory',
        label: 'Tax advisory',
        description: 'Corporate tax, treaties and NRI tax filing',
      },
      {
        to: '/services/legacy-planning',
        label: 'Legacy planning',
        description: 'Wills, trusts and succession across borders',
      },
      {
        to: '/services/fund-administration',
        label: 'Fund administration',
        description: 'VCC set-up, NAV, investor services and reporting',
      },
    ],
  },
  {
    to: '/resources',
    label: 'Resources',
    children: [
      { to: '/resources/tools', label: 'Tools', description: 'Residency, cost and tax calculators' },
      { to: '/resources/blogs', label: 'Blogs', description: 'Guides from our advisers' },
    ],
  },
  {
    to: '/services/global',
    label: 'Global',
    children: [
      { to: '/singapore', label: 'Singapore', description: 'Global headquarters' },
      { to: '/uae', label: 'UAE', description: 'Dubai office' },
      { to: '/india', label: 'India', description: 'Noida and Agra offices' },
    ],
  },
  { to: '/career', label: 'Career' },
  { to: '/contact', label: 'Contact' },
];

/** Footer columns (part 1 section 2 lists every link). */
export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Services',
    links: [
      { to: '/services', label: 'All services' },
      { to: '/services/incorporation', label: 'Incorporation' },
      { to: '/services/corporate-secretary', label: 'Corporate secretary' },
      { to: '/services/accounting', label: 'Accounting' },
      { to: '/services/tax-advisory', label: 'Tax advisory' },
      { to: '/services/legacy-planning', label: 'Legacy planning' },
      { to: '/services/fund-administration', label: 'Fund administration' },
    ],
  },
  {
    title: 'Firm',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/career', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
      { to: '/faqs', label: 'FAQs' },
    ],
  },
  {
    title: 'Global',
    links: [
      { to: '/services/global', label: 'Global services' },
      { to: '/singapore', label: 'Singapore' },
      { to: '/uae', label: 'United Arab Emirates' },
      { to: '/india', label: 'India' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/resources', label: 'Resources' },
      { to: '/resources/tools', label: 'Tools and calculators' },
      { to: '/resources/blogs', label: 'Blogs' },
    ],
  },
];
