import type { ServiceContent } from '../content/services';
import { CtaBand, FaqList, Section, Steps } from '../components/page-parts';
import { CheckList, PageHero, PointGrid } from '../components/page-header';
import { PLink } from '../components/prefetch-link';
import { ghostLightButton, primaryButton } from '../components/styles';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../seo/structured-data';
import { Icon } from '../components/icons';

/** One service line's page: what is included, the process, who it is for, by country, FAQs and a call to action. */
export function ServicePage({ service: s }: { service: ServiceContent }) {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: s.name, path: s.path },
  ];
  return (
    <>
      <Seo
        title={s.headline}
        description={s.summary}
        path={s.path}
        jsonLd={
          import.meta.env.SSR
            ? [
                serviceJsonLd({ name: s.name, description: s.summary, path: s.path }),
                faqJsonLd(s.faqs),
                breadcrumbJsonLd(crumbs),
              ]
            : undefined
        }
      />
      <PageHero crumbs={crumbs} eyebrow={s.name} title={s.headline} lead={s.summary}>
        <PLink to={s.cta.primary.to} className={primaryButton}>
          {s.cta.primary.label}
          <Icon name="arrowRight" className="h-5 w-5" />
        </PLink>
        {s.cta.secondary ? (
          <PLink to={s.cta.secondary.to} className={ghostLightButton}>
            {s.cta.secondary.label}
          </PLink>
        ) : null}
      </PageHero>

      <Section>
        <div className="grid gap-8 lg:grid-cols-2">
          {s.intro.map((p) => (
            <p key={p.slice(0, 24)} className="text-lg leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
        </div>
      </Section>

      <Section tone="muted" eyebrow="What is included" title={`Our ${s.name.toLowerCase()} service`}>
        <PointGrid points={s.included} />
      </Section>

      <Section eyebrow="The process" title="How it works, step by step">
        <Steps steps={s.process} />
      </Section>

      <Section tone="muted" eyebrow="Who it is for" title="Built for">
        <PointGrid points={s.forWhom} />
      </Section>

      <Section eyebrow="By country" title="What the law requires where you operate">
        <div className="grid gap-6 lg:grid-cols-3">
          {s.byCountry.map((c) => (
            <div key={c.country} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{c.country}</h3>
              <div className="mt-4">
                <CheckList items={c.points} />
              </div>
            </div>
          ))}
        </div>
      </Section>

      <Section tone="muted" eyebrow="FAQs" title={`${s.name}: common questions`}>
        <FaqList faqs={s.faqs} />
      </Section>

      <div className="pt-20">
        <CtaBand cta={s.cta} />
      </div>
    </>
  );
}
