/**
 * The articles every fresh installation starts with (seeded when the articles table is empty, and by seedDemo).
 * Written by the firm's advisers; figures are as the law stood on the publication date.
 */
export type SeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  authorName: string;
  authorRole: string;
  publishedAt: string;
  contentHtml: string;
};

export const SEED_ARTICLES: SeedArticle[] = [
  {
    slug: 'singapore-corporate-tax-partial-exemption-start-up-exemption-ya-2025-rebate',
    title: 'Singapore corporate tax: the partial exemption, the start-up exemption and the YA 2025 rebate',
    excerpt:
      'Singapore taxes company profits at 17%, but few small companies pay anything close to that. Here is how the two exemption schemes and the YA 2025 rebate work, with a worked example.',
    category: 'Singapore',
    tags: ['Corporate income tax', 'IRAS', 'Start-ups'],
    authorName: 'Mei Lin Koh',
    authorRole: 'Tax Director, Singapore',
    publishedAt: '2025-03-18T02:00:00Z',
    contentHtml: `
<p>Singapore's headline corporate income tax rate is 17%, one of the lowest flat rates in Asia. What many founders miss is that the rate applies only after two generous exemptions, and that for Year of Assessment (YA) 2025 the government also gives a rebate on the tax that is left. For a small company the effective rate is often well under 10%.</p>
<h2>The partial tax exemption</h2>
<p>Every company that is taxable in Singapore gets the partial tax exemption automatically. Since YA 2020 it exempts:</p>
<ul>
<li>75% of the first S$10,000 of chargeable income, and</li>
<li>50% of the next S$190,000.</li>
</ul>
<p>The most a company can save is therefore S$102,500 of exempt income, which is S$17,425 of tax.</p>
<h2>The start-up tax exemption</h2>
<p>A new company can instead claim the start-up tax exemption for its first three Years of Assessment. It exempts 75% of the first S$100,000 and 50% of the next S$100,000, up to S$125,000 of exempt income. To qualify, the company must:</p>
<ul>
<li>be incorporated in Singapore and be tax resident in Singapore for that YA;</li>
<li>have no more than 20 shareholders throughout the basis period, all of them individuals holding shares in their own names, or with at least one individual holding at least 10% of the ordinary shares;</li>
<li>not be an investment holding company or a company that develops property for sale, investment or both.</li>
</ul>
<p>Tax residence depends on where the company is controlled and managed, which in practice means where the board meets and takes its strategic decisions. A company whose directors all meet abroad may not be resident, and then loses both the start-up exemption and access to Singapore's tax treaties.</p>
<h2>The YA 2025 corporate income tax rebate</h2>
<p>Budget 2025 granted a rebate of 50% of the tax payable for YA 2025, capped at S$40,000 per company. Companies that employed at least one local employee (a Singapore citizen or permanent resident receiving CPF contributions, other than a shareholder who is also a director) in 2024 receive a minimum benefit of S$2,000 as a cash grant. The cash grant and the rebate together are capped at S$40,000, so the rebate set against the tax is what remains after the cash grant. IRAS grants both automatically; there is nothing to apply for.</p>
<h2>A worked example</h2>
<p>Harbourline Pte. Ltd. has chargeable income of S$300,000 for YA 2025. It has been trading for six years, so only the partial exemption applies, and it employed two Singaporeans in 2024.</p>
<table>
<thead><tr><th>Step</th><th>Amount (S$)</th></tr></thead>
<tbody>
<tr><td>Chargeable income</td><td>300,000.00</td></tr>
<tr><td>Exempt: 75% of the first 10,000</td><td>7,500.00</td></tr>
<tr><td>Exempt: 50% of the next 190,000</td><td>95,000.00</td></tr>
<tr><td>Income taxed at 17%</td><td>197,500.00</td></tr>
<tr><td>Tax at 17%</td><td>33,575.00</td></tr>
<tr><td>Rebate: 50%, less the 2,000 cash grant</td><td>14,787.50</td></tr>
<tr><td>Tax payable</td><td>18,787.50</td></tr>
</tbody>
</table>
<p>With the S$2,000 cash grant received separately, the company's total benefit is S$16,787.50 and its effective rate on chargeable income is about 6.3%.</p>
<h2>Deadlines that go with it</h2>
<ul>
<li><strong>Estimated Chargeable Income (ECI):</strong> within three months of the financial year end. A company with revenue of S$5 million or less and an ECI of nil need not file.</li>
<li><strong>Form C-S, C-S (Lite) or C:</strong> by 30 November of the YA. Form C-S is for companies with revenue of S$5 million or less; C-S (Lite) for revenue of S$200,000 or less.</li>
</ul>
<p>Our <a href="/resources/tools">Singapore corporate tax estimator</a> applies these rules to your own figures. If you would like us to prepare your ECI and Form C-S, <a href="/contact">get in touch</a>.</p>`,
  },
  {
    slug: 'nri-residential-status-182-day-120-day-deemed-residency',
    title: 'Residential status for NRIs: the 182-day, 120-day and deemed-residency rules',
    excerpt:
      'Your residential status decides which of your income India can tax. Section 6 of the Income-tax Act has more tests than the familiar 182 days; here is how they fit together.',
    category: 'NRI tax',
    tags: ['Residential status', 'Section 6', 'NRI'],
    authorName: 'Ankit Verma',
    authorRole: 'Partner, NRI Taxation, Noida',
    publishedAt: '2025-06-10T04:30:00Z',
    contentHtml: `
<p>Before anyone can tell you how much tax you owe in India, they need to know your residential status for the financial year. It is decided afresh every year under section 6 of the Income-tax Act, 1961, and it depends on how many days you spent in India, your citizenship and, since 2020, on how much you earn from Indian sources. The Income-tax Act, 2025, which applies from tax year 2026-27, carries the same tests forward.</p>
<h2>Step 1: are you resident?</h2>
<p>An individual is resident in India for a financial year if either test is met:</p>
<ol>
<li>in India for <strong>182 days or more</strong> in the year (section 6(1)(a)); or</li>
<li>in India for <strong>60 days or more</strong> in the year <em>and</em> 365 days or more in the four preceding years (section 6(1)(c)).</li>
</ol>
<p>The 60 days are replaced for some people:</p>
<ul>
<li>An Indian citizen who <strong>leaves India during the year for employment abroad</strong>, or as crew of an Indian ship, uses 182 days instead of 60.</li>
<li>An Indian citizen or person of Indian origin who lives abroad and <strong>comes to India on a visit</strong> also uses 182 days, unless their total income other than income from foreign sources exceeds Rs 15 lakh. Then the figure is <strong>120 days</strong>.</li>
</ul>
<h2>Step 2: deemed residency</h2>
<p>Since financial year 2020-21, an Indian citizen whose income other than from foreign sources exceeds Rs 15 lakh, and who is not liable to tax in any other country by reason of domicile or residence, is deemed resident in India (section 6(1A)), however few days they spent here. This rule was aimed at people who arrange their travel so that no country treats them as resident.</p>
<h2>Step 3: ordinarily resident or not?</h2>
<p>A resident is "not ordinarily resident" (RNOR) if any of these apply (section 6(6)):</p>
<ul>
<li>non-resident in 9 of the 10 preceding years;</li>
<li>in India for 729 days or fewer in the 7 preceding years;</li>
<li>resident only because of the 120-day rule;</li>
<li>resident only because of deemed residency.</li>
</ul>
<h2>Why the label matters</h2>
<table>
<thead><tr><th>Status</th><th>What India taxes</th></tr></thead>
<tbody>
<tr><td>Resident and ordinarily resident</td><td>Worldwide income, with relief for foreign tax under the treaty</td></tr>
<tr><td>Resident but not ordinarily resident</td><td>Indian income, plus foreign income from a business controlled in or profession set up in India</td></tr>
<tr><td>Non-resident</td><td>Income received, accruing or arising in India only</td></tr>
</tbody>
</table>
<h2>Three examples</h2>
<p><strong>Priya</strong> works in Dubai and spent 150 days in India visiting family. Over the previous four years she spent 400 days here. Her Indian income (rent and bank interest) is Rs 6 lakh. Her threshold is 182 days, so she is <strong>non-resident</strong>.</p>
<p><strong>Rahul</strong> has the same travel pattern but also sold shares, taking his Indian income to Rs 22 lakh. The 120-day rule applies and he meets it with 150 days and 400 days, so he is <strong>resident but not ordinarily resident</strong>. His Dubai salary stays outside the Indian tax net.</p>
<p><strong>Sanjay</strong>, an Indian citizen, spent only 40 days in India but moves between countries without being resident anywhere. His Indian income is Rs 18 lakh. He is <strong>deemed resident</strong> and therefore RNOR.</p>
<h2>Practical points</h2>
<ul>
<li>Keep your passport and travel records: the day count is the first thing a tax officer asks for.</li>
<li>If you claim treaty benefits as a resident of another country, you need its Tax Residency Certificate and Form 10F filed on the e-filing portal.</li>
<li>Non-residents cannot claim the section 87A rebate, so a non-resident with modest Indian income may still owe tax that a resident would not.</li>
</ul>
<p>Check your own status with our <a href="/resources/tools">NRI residential status calculator</a>, or <a href="/services/tax-advisory">let our NRI desk prepare your return</a>.</p>`,
  },
  {
    slug: 'uae-corporate-tax-small-business-relief-free-zones',
    title:
      'UAE corporate tax for small businesses: the AED 375,000 band, small business relief and free zones',
    excerpt:
      'The UAE taxes business profits at 9% above AED 375,000. Most small companies pay less, or nothing, but only if they register, keep records and file on time.',
    category: 'UAE',
    tags: ['Corporate tax', 'Federal Tax Authority', 'Free zones'],
    authorName: 'Omar Haddad',
    authorRole: 'Head of Tax, Dubai',
    publishedAt: '2025-08-04T06:00:00Z',
    contentHtml: `
<p>Federal Decree-Law No. 47 of 2022 introduced corporate tax in the UAE for financial years starting on or after 1 June 2023. Two years in, many owners of small companies still assume it does not concern them. In most cases it does: registration and filing are required even when no tax is due.</p>
<h2>The rates</h2>
<ul>
<li><strong>0%</strong> on taxable income up to AED 375,000;</li>
<li><strong>9%</strong> on taxable income above AED 375,000;</li>
<li>0% on the qualifying income of a Qualifying Free Zone Person, and 9% on its other income.</li>
</ul>
<p>A company with taxable income of AED 1,000,000 pays 9% of AED 625,000, which is AED 56,250.</p>
<p>Individuals are within scope only for business they carry on: a natural person's business becomes taxable once its turnover exceeds AED 1 million in a calendar year. Salary, personal investment income and private real estate income are outside corporate tax.</p>
<h2>Small business relief</h2>
<p>A resident person whose revenue is AED 3 million or less, in the current tax period and in each earlier one, can elect to be treated as having no taxable income. The relief is available for tax periods that end on or before 31 December 2026. It is an election made in the tax return, so the business must still register and file. It is not available to Qualifying Free Zone Persons or to members of large multinational groups.</p>
<h2>Free zone companies</h2>
<p>A free zone company is a Qualifying Free Zone Person only if it keeps adequate substance in the free zone, earns qualifying income, meets the de minimis test for other income (no more than 5% of total revenue or AED 5 million, whichever is lower), prepares audited financial statements and does not elect to be taxed at the standard rate. Failing one condition takes the company out of the 0% regime for that period and the next four.</p>
<h2>What every company must do</h2>
<ol>
<li><strong>Register</strong> with the Federal Tax Authority on EmaraTax and obtain a tax registration number. The FTA set deadlines by licence issue date; late registration carries an AED 10,000 penalty.</li>
<li><strong>Keep records</strong> for seven years after the end of the tax period.</li>
<li><strong>Prepare financial statements</strong> under IFRS (IFRS for SMEs is allowed for revenue under AED 50 million). Audited statements are required above AED 50 million of revenue and for every Qualifying Free Zone Person.</li>
<li><strong>File and pay</strong> within nine months of the end of the tax period. A company with a calendar financial year files by 30 September of the following year.</li>
</ol>
<h2>VAT is separate</h2>
<p>VAT at 5% has its own registration threshold: mandatory once taxable supplies exceed AED 375,000 over twelve months, voluntary from AED 187,500. The two regimes share EmaraTax but nothing else; being VAT-registered does not register you for corporate tax.</p>
<p>Our Dubai team registers companies, prepares their IFRS accounts and files their returns. <a href="/uae">Read about setting up in the UAE</a> or <a href="/contact">ask us a question</a>.</p>`,
  },
  {
    slug: 'singapore-private-limited-company-annual-compliance-calendar',
    title: 'The annual compliance calendar of a Singapore private limited company',
    excerpt:
      'AGM, annual return, ECI, Form C-S, GST and CPF: the dates a Singapore Pte. Ltd. has to meet every year, counted from its financial year end.',
    category: 'Compliance',
    tags: ['ACRA', 'IRAS', 'Annual return', 'AGM'],
    authorName: 'Mei Lin Koh',
    authorRole: 'Tax Director, Singapore',
    publishedAt: '2025-10-02T02:00:00Z',
    contentHtml: `
<p>Almost every statutory deadline of a Singapore company is counted from its financial year end (FYE). Choose the FYE deliberately at incorporation: it sets the rhythm of the whole year, and a first financial period of up to 18 months can defer the first filings.</p>
<h2>Once, after incorporation</h2>
<ul>
<li><strong>Company secretary:</strong> appointed within six months of incorporation (section 171 of the Companies Act 1967).</li>
<li><strong>Register of registrable controllers:</strong> set up within 30 days of incorporation and lodged with ACRA, then kept current.</li>
<li><strong>Register of nominee directors and nominee shareholders:</strong> kept where applicable.</li>
</ul>
<h2>Every year</h2>
<table>
<thead><tr><th>When</th><th>What</th><th>Authority</th></tr></thead>
<tbody>
<tr><td>By the 14th of each month</td><td>CPF contributions for the previous month's wages</td><td>CPF Board</td></tr>
<tr><td>Within 1 month after each GST quarter</td><td>GST F5 return and payment (if GST-registered)</td><td>IRAS</td></tr>
<tr><td>By 1 March</td><td>Employees' Form IR8A through the Auto-Inclusion Scheme</td><td>IRAS</td></tr>
<tr><td>Within 3 months of FYE</td><td>Estimated Chargeable Income (unless exempt)</td><td>IRAS</td></tr>
<tr><td>Within 6 months of FYE</td><td>Annual general meeting, or written resolutions in its place</td><td>Members</td></tr>
<tr><td>Within 7 months of FYE</td><td>Annual return with financial statements (XBRL where required)</td><td>ACRA</td></tr>
<tr><td>By 30 November</td><td>Form C-S, C-S (Lite) or C</td><td>IRAS</td></tr>
</tbody>
</table>
<h2>Dispensing with the AGM</h2>
<p>A private company does not have to hold an AGM if it sends its financial statements to members within five months of the FYE, or if members pass a resolution to dispense with AGMs. Any member can still ask for one. Dispensing with the meeting does not remove the annual return.</p>
<h2>Audit exemption</h2>
<p>A company is a small company, and exempt from audit, if it is a private company that meets at least two of three criteria in each of its two latest financial years: total annual revenue of no more than S$10 million, total assets of no more than S$10 million, and no more than 50 employees. Group tests apply to subsidiaries.</p>
<h2>GST registration</h2>
<p>Registration is compulsory within 30 days once taxable supplies in the past 12 months exceeded S$1 million, or when they are expected to exceed S$1 million in the next 12 months. The standard rate has been 9% since 1 January 2024.</p>
<h2>What late filing costs</h2>
<p>ACRA charges a late lodgement penalty on annual returns: S$300 if filed within three months after the due date, S$600 after that. Repeated defaults can lead to composition fines, summonses and disqualification of directors. IRAS can issue estimated assessments and penalties for late Form C-S.</p>
<p>Our <a href="/services/corporate-secretary">corporate secretary service</a> tracks every one of these dates for you.</p>`,
  },
  {
    slug: 'selling-property-in-india-as-an-nri-tds-capital-gains-repatriation',
    title: 'Selling property in India as an NRI: TDS, capital gains and repatriation',
    excerpt:
      'When a non-resident sells Indian property, the buyer must deduct tax on the whole gain, rates changed in July 2024, and getting the money out needs Forms 15CA and 15CB. A step-by-step guide.',
    category: 'NRI tax',
    tags: ['Capital gains', 'TDS', 'Property', 'FEMA'],
    authorName: 'Ankit Verma',
    authorRole: 'Partner, NRI Taxation, Noida',
    publishedAt: '2025-11-12T05:00:00Z',
    contentHtml: `
<p>Selling a flat in Pune from Singapore or a plot in Lucknow from Dubai is one of the most common reasons NRIs come to us. The sale itself is simple; the tax around it is not, because the law asks the buyer to collect the tax up front.</p>
<h2>1. How the gain is taxed</h2>
<ul>
<li><strong>Long-term</strong> (held for more than 24 months): for transfers on or after 23 July 2024, taxed at 12.5% without indexation, plus surcharge and 4% cess. The option to use 20% with indexation for property bought before that date is open only to resident individuals and HUFs, not to non-residents.</li>
<li><strong>Short-term</strong> (24 months or less): added to your other Indian income and taxed at slab rates.</li>
</ul>
<h2>2. TDS by the buyer</h2>
<p>A buyer paying a resident seller deducts 1% under section 194-IA. A buyer paying a <strong>non-resident</strong> seller must instead deduct tax under section 195 at the rate that applies to the gain, and in practice on the full sale price unless the seller produces a lower deduction certificate. The buyer needs a TAN, must deposit the tax and file Form 27Q, and issues Form 16A.</p>
<p>Because TDS on the full price can be several times the actual tax, most sellers apply on the income tax portal for a <strong>lower deduction certificate (Form 13)</strong> before the sale. The assessing officer issues a certificate that limits TDS to the tax on the estimated gain. Allow four to six weeks.</p>
<h2>3. Exemptions that can reduce the tax</h2>
<ul>
<li><strong>Section 54:</strong> invest the long-term gain from a residential house in another residential house in India, bought within one year before or two years after the sale, or built within three years. The exemption is capped at Rs 10 crore.</li>
<li><strong>Section 54EC:</strong> invest up to Rs 50 lakh of the gain within six months in specified bonds (for example NHAI, REC, PFC or IRFC), locked in for five years.</li>
</ul>
<h2>4. Filing the return</h2>
<p>File ITR-2 for the year of sale, report the gain and the TDS shown in Form 26AS and the AIS, and claim a refund of any excess. If you are resident abroad and paying tax there on the same gain, claim treaty relief in that country; India generally keeps the right to tax gains on immovable property situated in India.</p>
<h2>5. Taking the money abroad</h2>
<p>Sale proceeds go to your NRO account. Under FEMA you can remit up to USD 1 million per financial year from NRO balances, including property sale proceeds, with:</p>
<ul>
<li><strong>Form 15CB:</strong> a chartered accountant's certificate that the tax on the money has been paid;</li>
<li><strong>Form 15CA:</strong> your declaration filed online, which the bank needs before remitting.</li>
</ul>
<h2>A checklist before you sign</h2>
<ol>
<li>Confirm your residential status for the year of sale.</li>
<li>Gather the purchase deed, payment proofs and improvement bills to support the cost.</li>
<li>Apply for the lower deduction certificate.</li>
<li>Agree with the buyer, in the sale agreement, the TDS they will deduct.</li>
<li>Plan any section 54 or 54EC reinvestment.</li>
</ol>
<p>Our NRI desk handles all five steps and the return. <a href="/services/tax-advisory">See our NRI tax filing service</a>.</p>`,
  },
  {
    slug: 'incorporating-a-private-limited-company-in-india-spice-plus',
    title: 'Incorporating a private limited company in India with SPICe+: a guide for foreign founders',
    excerpt:
      'India incorporates companies through one integrated web form. What foreign founders need to prepare, who must be resident, and what comes after the certificate of incorporation.',
    category: 'India',
    tags: ['MCA', 'SPICe+', 'FDI'],
    authorName: 'Neha Agarwal',
    authorRole: 'Company Secretary, Noida',
    publishedAt: '2026-02-16T04:00:00Z',
    contentHtml: `
<p>India's Ministry of Corporate Affairs incorporates companies through SPICe+ (form INC-32) on its MCA V3 portal. One filing reserves the name, incorporates the company, allots DINs to new directors and issues the company's PAN and TAN. For most foreign-owned businesses it is the right route into India.</p>
<h2>The basic requirements</h2>
<ul>
<li>At least <strong>two directors</strong> and <strong>two shareholders</strong> (a private company may have up to 200 members). A foreign company can be a shareholder.</li>
<li>At least one director who stayed in India for 182 days or more in the financial year (section 149(3) of the Companies Act, 2013).</li>
<li>A registered office in India, which can be confirmed at incorporation or within 30 days after.</li>
<li>No minimum share capital.</li>
</ul>
<h2>What foreign directors and shareholders need</h2>
<ul>
<li>Passport and proof of address, notarised and apostilled (or consularised where the country is not party to the Apostille Convention).</li>
<li>A Class 3 digital signature certificate (DSC), issued after video verification.</li>
<li>For a corporate shareholder: its certificate of incorporation, a board resolution and the authorised signatory's documents, similarly legalised.</li>
</ul>
<h2>The filing, step by step</h2>
<ol>
<li><strong>Name:</strong> Part A of SPICe+ reserves up to two proposed names. Names must not resemble existing companies or trademarks.</li>
<li><strong>Incorporation:</strong> Part B carries the capital structure, directors and subscribers, with the e-MOA (INC-33) and e-AOA (INC-34), signed digitally.</li>
<li><strong>AGILE-PRO-S:</strong> the linked form registers the company for GST (optional), EPFO, ESIC and professional tax where the state levies it, and opens a bank account.</li>
<li><strong>Certificate:</strong> the Registrar issues the certificate of incorporation with the CIN, PAN and TAN. With documents in order this takes about two to three weeks end to end, most of it spent on apostilles and DSCs.</li>
</ol>
<h2>Foreign investment rules</h2>
<p>Most sectors allow 100% foreign ownership under the automatic route, with no prior approval. Some sectors have caps or need government approval, and investment from a country that shares a land border with India always needs approval. The company must report the share allotment to the RBI in form FC-GPR on the FIRMS portal within 30 days, with a valuation certificate and the bank's foreign inward remittance certificate.</p>
<h2>After incorporation</h2>
<ul>
<li>First board meeting within 30 days, and appointment of the first auditor within 30 days.</li>
<li>INC-20A, the declaration that subscribers have paid for their shares, within 180 days. The company cannot start business or borrow until it is filed.</li>
<li>Share certificates within 60 days.</li>
<li>Annual compliance: board meetings, AGM, AOC-4 and MGT-7A or MGT-7, DIR-3 KYC for every director, and the statutory audit.</li>
</ul>
<p>Our Noida office incorporates companies for founders in Singapore, the UAE and beyond. <a href="/india">Read about doing business in India</a>.</p>`,
  },
  {
    slug: 'cross-border-wills-singapore-uae-india',
    title: 'Writing a will when your assets span Singapore, the UAE and India',
    excerpt:
      'One will rarely works well in three legal systems. How families with assets in Singapore, Dubai and India structure their wills, and the mistakes that make probate slow.',
    category: 'Wealth and legacy',
    tags: ['Wills', 'Succession', 'DIFC'],
    authorName: 'Sarah Lim',
    authorRole: 'Head of Legacy Planning, Singapore',
    publishedAt: '2026-05-07T03:00:00Z',
    contentHtml: `
<p>Many of our clients live in one country, run a business in a second and own property in a third. When they die, each country's courts deal with the assets within their reach, under their own rules. A will written for one system can be slow, expensive or even ineffective in another.</p>
<h2>Singapore</h2>
<ul>
<li>Under the Wills Act 1838, the testator must be at least 21, and the will must be signed in the presence of two witnesses present at the same time.</li>
<li>A gift to a witness, or to a witness's spouse, fails, so never ask a beneficiary to witness.</li>
<li>Without a will, the Intestate Succession Act decides who inherits. Muslims' estates follow the Administration of Muslim Law Act.</li>
<li>Pair the will with a Lasting Power of Attorney under the Mental Capacity Act, so that someone can act if you lose capacity.</li>
</ul>
<h2>The UAE</h2>
<ul>
<li>Non-Muslims can register a will with the DIFC Courts Wills Service or, in Abu Dhabi, with the Abu Dhabi Judicial Department's non-Muslim wills registry.</li>
<li>Federal Decree-Law No. 41 of 2022 on civil personal status gives non-Muslims default rules when there is no will: broadly, half to the surviving spouse and half shared equally among the children.</li>
<li>Bank accounts in the deceased's sole name are usually frozen until the court appoints someone to deal with them. A registered will with a named executor and guardian shortens that period considerably.</li>
</ul>
<h2>India</h2>
<ul>
<li>Under the Indian Succession Act, 1925 a will must be signed and attested by two witnesses. Registration is optional but makes the will harder to challenge.</li>
<li>Probate is compulsory for wills made by Hindus, Buddhists, Sikhs and Jains that concern immovable property in the former presidency towns of Mumbai, Chennai and Kolkata. Elsewhere, banks and registrars often still ask for it.</li>
<li>NRIs and OCI cardholders may inherit any immovable property in India, including agricultural land, which they could not buy.</li>
</ul>
<h2>One will or three?</h2>
<p>For most families we recommend a separate will for each country, each limited to the assets in that country, written in the local form and language of the courts that will use it. Two drafting points matter more than anything:</p>
<ol>
<li><strong>Revocation clauses:</strong> a standard "I revoke all previous wills" in the newest will can destroy the others. Each will must revoke only earlier wills dealing with the same assets.</li>
<li><strong>Consistency:</strong> the same executors and the same guardians for minor children in every will, and a letter of wishes that ties them together.</li>
</ol>
<h2>Beyond the will</h2>
<p>Joint accounts, nominations on Indian bank accounts and demat holdings, CPF nominations in Singapore and life policies pass outside the will. Review them together: a nomination that contradicts the will creates disputes.</p>
<p>Our <a href="/services/legacy-planning">legacy planning team</a> drafts coordinated wills with partner law firms in each country.</p>`,
  },
  {
    slug: 'singapore-variable-capital-company-when-it-makes-sense',
    title: 'The Singapore Variable Capital Company: when it makes sense for your fund',
    excerpt:
      'Since 2020 Singapore has offered a corporate fund vehicle with sub-funds, private registers and flexible capital. What a VCC needs, what it costs to run, and who it suits.',
    category: 'Funds',
    tags: ['VCC', 'MAS', 'Fund administration'],
    authorName: 'Daniel Ong',
    authorRole: 'Director, Fund Services, Singapore',
    publishedAt: '2026-09-15T02:00:00Z',
    contentHtml: `
<p>The Variable Capital Companies Act 2018 came into force on 14 January 2020 and gave Singapore a corporate fund structure built for investment funds. ACRA registers VCCs; the Monetary Authority of Singapore supervises their anti-money-laundering controls. Hundreds of fund managers now use them for private equity, venture capital, hedge and family office funds.</p>
<h2>What makes a VCC different from a company</h2>
<ul>
<li><strong>Variable capital:</strong> shares are issued and redeemed at net asset value, and dividends can be paid out of capital.</li>
<li><strong>Sub-funds:</strong> an umbrella VCC can hold several sub-funds whose assets and liabilities are legally segregated, sharing one board and one set of service providers.</li>
<li><strong>Privacy:</strong> the register of shareholders is not public, and the financial statements go to investors without having to be made public.</li>
<li><strong>One tax entity:</strong> the VCC is treated as a single company for tax, can obtain a certificate of residence for treaty purposes, and can apply for the section 13O or 13U fund tax incentives.</li>
</ul>
<h2>What a VCC must have</h2>
<ul>
<li>A fund manager that is licensed or regulated by MAS, or exempt, under the Securities and Futures Act.</li>
<li>At least one director ordinarily resident in Singapore, and at least one director who is also a director of the fund manager.</li>
<li>A qualified company secretary and a registered office in Singapore.</li>
<li>A Singapore auditor: every VCC is audited each year.</li>
<li>AML/CFT checks on investors performed by the fund manager or an eligible financial institution.</li>
</ul>
<h2>When it makes sense</h2>
<p>A VCC works best when the manager is, or will be, in Singapore, when investors value a familiar corporate structure, and when more than one strategy will run side by side. For a single small fund with a handful of investors, a Singapore private company or a limited partnership can be cheaper to run.</p>
<h2>Running costs to plan for</h2>
<ul>
<li>Fund administration: NAV calculation, investor register, capital calls and distributions;</li>
<li>Annual audit and tax filings, including the annual 13O or 13U declarations to MAS;</li>
<li>FATCA and CRS registration and annual reporting to IRAS;</li>
<li>Company secretary, directors' fees and the registered office.</li>
</ul>
<p>Our <a href="/services/fund-administration">fund administration team</a> sets up VCCs with your fund manager and runs them from the first capital call.</p>`,
  },
];
