import { RESOURCES } from '../content/resources';
import { Section } from '../components/page-parts';
import { PageHero } from '../components/page-header';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { IncorporationEstimator } from '../tools/incorporation-estimator';
import { NriResidencyTool } from '../tools/nri-residency-tool';
import { SgTaxTool } from '../tools/sg-tax-tool';

export function ToolsPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: 'Tools', path: '/resources/tools' },
  ];
  return (
    <>
      <Seo
        title="Tools: NRI residency, incorporation cost and Singapore tax calculators"
        description="Free calculators: your Indian residential status under section 6, the cost of incorporating in Singapore, the UAE or India from our live catalogue, and Singapore corporate tax after exemptions."
        path="/resources/tools"
        jsonLd={import.meta.env.SSR ? [breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero
        crumbs={crumbs}
        eyebrow="Tools"
        title="Calculators built on the rules we apply every day"
        lead="Three free tools. Your figures stay in your browser; nothing you enter here is sent to us."
      >
        <nav aria-label="Tools on this page" className="flex flex-wrap gap-2">
          {RESOURCES.tools.map((t) => (
            <a
              key={t.id}
              href={`#${t.id}`}
              className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20 hover:bg-white/20"
            >
              {t.title}
            </a>
          ))}
        </nav>
      </PageHero>
      <Section
        id="nri-residency"
        eyebrow="India"
        title="NRI residential status calculator"
        intro="Are you resident, resident but not ordinarily resident (RNOR) or non-resident in India this financial year? Enter your days in India and a few facts; the calculator applies section 6 of the Income-tax Act and explains each step."
      >
        <NriResidencyTool />
      </Section>
      <Section
        id="incorporation-estimator"
        tone="muted"
        eyebrow="Singapore · UAE · India"
        title="Incorporation cost estimator"
        intro="Choose where to incorporate and the services you need. Prices come live from our service catalogue, the same prices you pay at checkout."
      >
        <IncorporationEstimator />
      </Section>
      <Section
        id="sg-corporate-tax"
        eyebrow="Singapore"
        title="Singapore corporate tax estimator"
        intro="Corporate income tax payable after the partial or start-up tax exemption and the YA 2024 or YA 2025 rebate."
      >
        <SgTaxTool />
      </Section>
    </>
  );
}

export default ToolsPage;
