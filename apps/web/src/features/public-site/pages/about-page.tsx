import { ABOUT } from '../content/pages';
import { CtaBand, OfficeCard, Section } from '../components/page-parts';
import { CheckList, PageHero, PointGrid } from '../components/page-header';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd, organizationJsonLd } from '../seo/structured-data';
import { siteConfig } from '../site-config';

export function AboutPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'About', path: '/about' },
  ];
  return (
    <>
      <Seo
        title={ABOUT.title}
        description={ABOUT.description}
        path="/about"
        jsonLd={import.meta.env.SSR ? [organizationJsonLd(), breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero crumbs={crumbs} eyebrow="About Quayside" title={ABOUT.headline} lead={ABOUT.lead} />

      <Section eyebrow="Our story" title="One firm, not a network">
        <div className="grid gap-8 lg:grid-cols-2">
          {ABOUT.story.map((p) => (
            <p key={p.slice(0, 24)} className="text-lg leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
        </div>
      </Section>

      <Section
        tone="muted"
        eyebrow="Our offices"
        title="Singapore, Dubai, Noida and Agra"
        intro="Our global headquarters is in Singapore. The UAE office in Dubai, the India corporate office in Noida and the administrative office in Agra work from the same client records and calendar."
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {siteConfig.offices.map((o) => (
            <OfficeCard key={o.key} office={o} />
          ))}
        </div>
      </Section>

      <Section eyebrow="What we stand for" title="Our values">
        <PointGrid points={ABOUT.values} columns={4} />
      </Section>

      <Section tone="muted" eyebrow="Standards" title="How we protect you and your company">
        <div className="max-w-3xl">
          <CheckList items={ABOUT.standards} />
        </div>
      </Section>

      <div className="pt-20">
        <CtaBand
          cta={{
            title: 'Work with us',
            body: 'Whether you are a founder, a finance team, a family or a fund manager, we would like to hear about your plans.',
            primary: { label: 'Contact us', to: '/contact' },
            secondary: { label: 'Join our team', to: '/career' },
          }}
        />
      </div>
    </>
  );
}

export default AboutPage;
