import { jurisdictionBySlug, type JurisdictionSlug } from '../content/jurisdictions';
import { CtaBand, FaqList, OfficeCard, Section } from '../components/page-parts';
import { PageHero, PointGrid } from '../components/page-header';
import { PLink } from '../components/prefetch-link';
import { primaryButton } from '../components/styles';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd, faqJsonLd } from '../seo/structured-data';
import { officeByKey } from '../site-config';
import { Icon } from '../components/icons';

export function JurisdictionPage({ slug }: { slug: JurisdictionSlug }) {
  const j = jurisdictionBySlug(slug);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Global', path: '/services/global' },
    { name: j.name, path: j.path },
  ];
  return (
    <>
      <Seo
        title={j.headline}
        description={j.summary}
        path={j.path}
        jsonLd={import.meta.env.SSR ? [faqJsonLd(j.faqs), breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero crumbs={crumbs} eyebrow={j.name} title={j.headline} lead={j.summary}>
        <PLink to="/contact" className={primaryButton}>
          Talk to our {j.offices.map((k) => officeByKey(k).city).join(' and ')} team
          <Icon name="arrowRight" className="h-5 w-5" />
        </PLink>
      </PageHero>

      <Section>
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="space-y-5">
            {j.intro.map((p) => (
              <p key={p.slice(0, 24)} className="text-lg leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </div>
          <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h2 className="text-lg font-semibold text-brand-900">Key facts</h2>
            <dl className="mt-4 divide-y divide-brand-100">
              {j.keyFacts.map((f) => (
                <div key={f.label} className="grid grid-cols-[8.5rem_1fr] gap-3 py-3">
                  <dt className="text-sm font-semibold text-brand-800">{f.label}</dt>
                  <dd className="text-[15px] text-slate-700">{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section tone="muted" eyebrow={`Why ${j.name}`} title="What the jurisdiction offers">
        <PointGrid points={j.whyHere} columns={4} />
      </Section>

      <Section eyebrow="Business structures" title="Which entity to use">
        <PointGrid points={j.entities} />
      </Section>

      <Section tone="muted" eyebrow="Compliance" title="The main deadlines">
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Main compliance deadlines in {j.name}</caption>
            <thead className="bg-slate-50 text-sm text-slate-600">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  When
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  What
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {j.compliance.map((c) => (
                <tr key={c.what}>
                  <td className="px-5 py-4 align-top font-medium text-brand-900">{c.when}</td>
                  <td className="px-5 py-4 text-slate-700">{c.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section eyebrow="Our services" title={`What we do in ${j.name}`}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {j.services.map((s) => (
            <li key={s.label}>
              <PLink
                to={s.to}
                className="flex items-center justify-between rounded-xl border border-slate-200 px-5 py-4 font-semibold text-brand-900 transition hover:border-brand-600"
              >
                {s.label}
                <Icon name="arrowRight" className="h-4 w-4 text-brand-600" />
              </PLink>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-5 md:grid-cols-2">
          {j.offices.map((k) => (
            <OfficeCard key={k} office={officeByKey(k)} />
          ))}
        </div>
      </Section>

      <Section tone="muted" eyebrow="FAQs" title={`${j.name}: common questions`}>
        <FaqList faqs={j.faqs} />
      </Section>

      <div className="pt-20">
        <CtaBand
          cta={{
            title: `Planning a company in ${j.name}?`,
            body: 'Get a written recommendation and a fixed-fee quote within one business day.',
            primary: { label: 'Incorporate a company', to: '/incorporate' },
            secondary: { label: 'Talk to an adviser', to: '/contact' },
          }}
        />
      </div>
    </>
  );
}

export default JurisdictionPage;
