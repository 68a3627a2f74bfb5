import { SERVICES } from '../content/services';
import { CtaBand, Section } from '../components/page-parts';
import { PageHero } from '../components/page-header';
import { PLink } from '../components/prefetch-link';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { Icon } from '../components/icons';

const DESCRIPTION =
  'Incorporation, corporate secretary, accounting, tax advisory, legacy planning and fund administration in Singapore, the UAE and India, with fixed fees and a named adviser.';

export function ServicesPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
  ];
  return (
    <>
      <Seo
        title="Services"
        description={DESCRIPTION}
        path="/services"
        jsonLd={import.meta.env.SSR ? [breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero
        crumbs={crumbs}
        eyebrow="Services"
        title="Everything a company needs, from incorporation to fund administration"
        lead="Six service lines delivered by one team in Singapore, Dubai, Noida and Agra. Take one service or hand us the whole calendar."
      />
      <Section>
        <ul className="space-y-6">
          {SERVICES.map((s) => {
            return (
              <li
                key={s.slug}
                className="grid gap-6 rounded-3xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:grid-cols-[1fr_1.2fr] lg:gap-10"
              >
                <div>
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={s.icon} className="h-6 w-6" />
                  </span>
                  <h2 className="mt-4 text-2xl font-bold text-brand-900">{s.name}</h2>
                  <p className="mt-3 leading-relaxed text-slate-600">{s.summary}</p>
                  <PLink
                    to={s.path}
                    className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                  >
                    {s.name}: what is included <Icon name="arrowRight" className="h-4 w-4" />
                  </PLink>
                </div>
                <ul className="grid content-start gap-3 sm:grid-cols-2">
                  {s.included.map((i) => (
                    <li key={i.title} className="flex gap-2.5 text-slate-700">
                      <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                      <span>{i.title}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBand
        cta={{
          title: 'Not sure which service you need?',
          body: 'Describe your situation and an adviser will recommend the right mix, with a fixed fee.',
          primary: { label: 'Ask an adviser', to: '/contact' },
          secondary: {
            label: 'Estimate incorporation costs',
            to: '/resources/tools#incorporation-estimator',
          },
        }}
      />
    </>
  );
}

export default ServicesPage;
