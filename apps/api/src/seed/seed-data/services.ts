/**
 * The service catalogue: real services across the six lines and three jurisdictions, prices in USD cents.
 * Ids are fixed: id 4 is the incorporation package, the incorporation cart's fixed item.
 */
export type CatalogueEntry = {
  id: number;
  slug: string;
  name: string;
  description: string;
  line:
    | 'incorporation'
    | 'corporate-secretary'
    | 'accounting'
    | 'tax-advisory'
    | 'legacy-planning'
    | 'fund-administration'
    | 'nri-tax';
  jurisdiction: 'SG' | 'AE' | 'IN' | null;
  priceMinor: number;
  billing: 'one_off' | 'yearly';
};

export const SERVICE_CATALOGUE: CatalogueEntry[] = [
  { id: 1, slug: 'sg-registered-address', name: 'Registered office address (Singapore)', description: 'A Singapore registered office address with mail scanning and forwarding, as every Singapore company must have.', line: 'corporate-secretary', jurisdiction: 'SG', priceMinor: 30000, billing: 'yearly' },
  { id: 2, slug: 'sg-nominee-director', name: 'Local nominee director (Singapore)', description: 'A Singapore-resident nominee director to meet section 145 of the Companies Act, with a security deposit and indemnity agreement.', line: 'corporate-secretary', jurisdiction: 'SG', priceMinor: 240000, billing: 'yearly' },
  { id: 3, slug: 'bank-account-assistance', name: 'Corporate bank account opening', description: 'Preparation of the account-opening pack and introduction to a partner bank, with follow-up until the account is live.', line: 'incorporation', jurisdiction: null, priceMinor: 45000, billing: 'one_off' },
  { id: 4, slug: 'incorporation-package', name: 'Company incorporation package', description: 'Name reservation, constitution, registration with the authority, first board resolutions, share certificates and statutory registers.', line: 'incorporation', jurisdiction: null, priceMinor: 125000, billing: 'one_off' },
  { id: 5, slug: 'sg-company-secretary', name: 'Company secretary (Singapore)', description: 'A named qualified company secretary, statutory registers, annual general meeting papers and the annual return to ACRA.', line: 'corporate-secretary', jurisdiction: 'SG', priceMinor: 90000, billing: 'yearly' },
  { id: 6, slug: 'bookkeeping', name: 'Bookkeeping and monthly accounts', description: 'Monthly bookkeeping of up to 50 transactions, bank reconciliation and management accounts in your accounting software.', line: 'accounting', jurisdiction: null, priceMinor: 180000, billing: 'yearly' },
  { id: 7, slug: 'sg-financial-statements', name: 'Annual financial statements with XBRL (Singapore)', description: 'Unaudited financial statements under SFRS, directors\' statement, and the XBRL filing with the annual return.', line: 'accounting', jurisdiction: 'SG', priceMinor: 85000, billing: 'yearly' },
  { id: 8, slug: 'sg-corporate-tax', name: 'Corporate income tax filing (Singapore)', description: 'Estimated chargeable income within three months of year end and Form C-S / C-S (Lite) / C with tax computation.', line: 'tax-advisory', jurisdiction: 'SG', priceMinor: 75000, billing: 'yearly' },
  { id: 9, slug: 'sg-gst', name: 'GST registration and quarterly returns (Singapore)', description: 'GST registration with IRAS and the quarterly GST F5 returns, with a review of input tax claims.', line: 'tax-advisory', jurisdiction: 'SG', priceMinor: 120000, billing: 'yearly' },
  { id: 10, slug: 'ae-free-zone-setup', name: 'Free zone company setup (UAE)', description: 'Licence application, share capital and trade name with a UAE free zone authority, visa allocation and establishment card.', line: 'incorporation', jurisdiction: 'AE', priceMinor: 290000, billing: 'one_off' },
  { id: 11, slug: 'ae-corporate-tax-registration', name: 'Corporate tax registration (UAE)', description: 'Registration with the Federal Tax Authority for UAE corporate tax and a tax registration number on file.', line: 'tax-advisory', jurisdiction: 'AE', priceMinor: 35000, billing: 'one_off' },
  { id: 12, slug: 'ae-vat-registration', name: 'VAT registration (UAE)', description: 'Assessment of the AED 375,000 threshold and VAT registration with the Federal Tax Authority.', line: 'tax-advisory', jurisdiction: 'AE', priceMinor: 40000, billing: 'one_off' },
  { id: 13, slug: 'in-private-limited', name: 'Private limited company incorporation (India)', description: 'SPICe+ filing with the Ministry of Corporate Affairs: DIN, DSC, name approval, MOA and AOA, PAN and TAN.', line: 'incorporation', jurisdiction: 'IN', priceMinor: 65000, billing: 'one_off' },
  { id: 14, slug: 'in-roc-compliance', name: 'ROC annual compliance (India)', description: 'Board meetings, AGM, AOC-4 and MGT-7/7A filings with the Registrar of Companies, and DIR-3 KYC for directors.', line: 'corporate-secretary', jurisdiction: 'IN', priceMinor: 70000, billing: 'yearly' },
  { id: 15, slug: 'in-gst-registration', name: 'GST registration (India)', description: 'GSTIN registration with the documents and place-of-business proof the GST portal needs.', line: 'tax-advisory', jurisdiction: 'IN', priceMinor: 12000, billing: 'one_off' },
  { id: 16, slug: 'will-estate-planning', name: 'Will and estate planning', description: 'A cross-border will reviewed for Singapore, UAE (DIFC wills) and Indian assets, with a letter of wishes.', line: 'legacy-planning', jurisdiction: null, priceMinor: 150000, billing: 'one_off' },
  { id: 17, slug: 'family-trust', name: 'Family trust set-up', description: 'Design and settlement of a private trust: deed, trustee appointment, and transfer of the first assets.', line: 'legacy-planning', jurisdiction: null, priceMinor: 480000, billing: 'one_off' },
  { id: 18, slug: 'fund-nav', name: 'Fund administration: NAV and investor services', description: 'Monthly NAV calculation, investor register, subscriptions and redemptions, and capital call notices.', line: 'fund-administration', jurisdiction: null, priceMinor: 1200000, billing: 'yearly' },
  { id: 19, slug: 'sg-vcc-setup', name: 'Variable Capital Company set-up (Singapore)', description: 'Incorporation of a VCC umbrella or standalone fund with MAS-licensed fund manager appointment.', line: 'fund-administration', jurisdiction: 'SG', priceMinor: 950000, billing: 'one_off' },
  { id: 20, slug: 'transfer-pricing', name: 'Transfer pricing documentation', description: 'Local file and master file with benchmarking for related-party transactions above the thresholds.', line: 'tax-advisory', jurisdiction: null, priceMinor: 320000, billing: 'one_off' },
  { id: 21, slug: 'nri-itr-filing', name: 'NRI income tax return filing (India)', description: 'Residential status check, ITR-2 or ITR-3 preparation, DTAA relief and filing with the Income Tax Department.', line: 'nri-tax', jurisdiction: 'IN', priceMinor: 19900, billing: 'one_off' },
  { id: 22, slug: 'nri-capital-gains', name: 'NRI capital gains and property sale advisory', description: 'Capital gains computation, lower-deduction certificate (Form 13) and repatriation paperwork (Forms 15CA/15CB).', line: 'nri-tax', jurisdiction: 'IN', priceMinor: 34900, billing: 'one_off' },
  { id: 23, slug: 'payroll', name: 'Payroll processing', description: 'Monthly payroll, payslips, CPF or provident fund contributions and year-end employee income forms.', line: 'accounting', jurisdiction: null, priceMinor: 96000, billing: 'yearly' },
  // The NRI quote's further lines (NRI_SERVICE_IDS in the contract's nri-onboarding): priced by the admin like any service.
  { id: 24, slug: 'nri-business-income', name: 'NRI business or professional income (ITR-3 schedules)', description: 'Profit and loss, balance sheet and presumptive income schedules of ITR-3 for business or professional income in India.', line: 'nri-tax', jurisdiction: 'IN', priceMinor: 14900, billing: 'one_off' },
  { id: 25, slug: 'nri-foreign-assets', name: 'Foreign assets reporting (Schedule FA)', description: 'Schedule FA of foreign bank accounts, shares, property and other assets, required of residents and ordinarily residents.', line: 'nri-tax', jurisdiction: 'IN', priceMinor: 9900, billing: 'one_off' },
  { id: 26, slug: 'nri-dtaa-relief', name: 'Tax treaty (DTAA) relief claim', description: 'Form 67 and the tax residency certificate to claim relief for tax paid abroad under the double taxation avoidance agreement.', line: 'nri-tax', jurisdiction: 'IN', priceMinor: 7900, billing: 'one_off' },
  { id: 27, slug: 'nri-revised-return', name: 'Revised income tax return (section 139(5))', description: 'Correcting a return already filed: reconciliation with Form 26AS and AIS and a revised return.', line: 'nri-tax', jurisdiction: 'IN', priceMinor: 9900, billing: 'one_off' },
];
