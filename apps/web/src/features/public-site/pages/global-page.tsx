import { GLOBAL_CONTENT, JURISDICTIONS } from '../content/jurisdictions';
import { CtaBand, FaqList, OfficeCard, Section, Steps } from '../components/page-parts';
import { PageHero, PointGrid } from '../components/page-header';
import { PLink } from '../components/prefetch-link';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd, faqJsonLd } from '../seo/structured-data';
import { siteConfig } from '../site-config';
import { Icon } from '../components/icons';

export function GlobalPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Global', path: '/services/global' },
  ];
  return (
    <>
      <Seo
        title="Global services across Singapore, the UAE and India"
        description={GLOBAL_CONTENT.summary}
        path="/services/global"
        jsonLd={import.meta.env.SSR ? [faqJsonLd(GLOBAL_CONTENT.faqs), breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero
        crumbs={crumbs}
        eyebrow="Global"
        title={GLOBAL_CONTENT.headline}
        lead={GLOBAL_CONTENT.summary}
      />

      <Section>
        <div className="grid gap-8 lg:grid-cols-2">
          {GLOBAL_CONTENT.intro.map((p) => (
            <p key={p.slice(0, 24)} className="text-lg leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {JURISDICTIONS.map((j) => (
            <li key={j.slug}>
              <PLink
                to={j.path}
                className="group flex h-full flex-col rounded-2xl bg-brand-800 p-7 text-white transition hover:bg-brand-900"
              >
                <h2 className="text-2xl font-bold">{j.name}</h2>
                <p className="mt-3 flex-1 leading-relaxed text-slate-200">{j.summary}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-400">
                  {j.name} in detail <Icon name="arrowRight" className="h-4 w-4" />
                </span>
              </PLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" eyebrow="Common structures" title="How clients combine the three">
        <PointGrid points={GLOBAL_CONTENT.structures} />
        <p className="mt-6 text-sm text-slate-500">
          Summaries of the law in 2025-26; every structure needs advice on its own facts.
        </p>
      </Section>

      <Section eyebrow="Our approach" title="Plan the group as a whole">
        <Steps steps={GLOBAL_CONTENT.steps} />
      </Section>

      <Section tone="muted" eyebrow="Offices" title="Where we are">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {siteConfig.offices.map((o) => (
            <OfficeCard key={o.key} office={o} />
          ))}
        </div>
      </Section>

      <Section eyebrow="FAQs" title="Working across borders">
        <FaqList faqs={GLOBAL_CONTENT.faqs} />
      </Section>

      <CtaBand
        cta={{
          title: 'Design your cross-border structure',
          body: 'A written recommendation covering entities, ownership and tax in each country.',
          primary: { label: 'Book a consultation', to: '/contact' },
        }}
      />
    </>
  );
}

export default GlobalPage;
