import { HOME } from '../content/home';
import { RESOURCES } from '../content/resources';
import { SERVICE_INDEX } from '../content/service-index';
import { CtaBand, FaqList, heroPattern, OfficeCard, Section, Steps } from '../components/page-parts';
import { PLink } from '../components/prefetch-link';
import { ghostLightButton, navyButton, primaryButton, textLink } from '../components/styles';
import { Seo } from '../seo/seo';
import { faqJsonLd, organizationJsonLd } from '../seo/structured-data';
import { siteConfig } from '../site-config';
import { Icon, type IconName } from '../components/icons';

const TRUST_ICONS: IconName[] = ['mapPin', 'fileText', 'userCheck', 'clock'];

export function HomePage() {
  return (
    <>
      <Seo
        title={HOME.title}
        fullTitle
        description={HOME.description}
        path="/"
        jsonLd={import.meta.env.SSR ? [organizationJsonLd(), faqJsonLd(HOME.faqs)] : undefined}
      />

      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div aria-hidden="true" className="absolute inset-0" style={heroPattern} />
        <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:px-8 lg:pt-24 lg:pb-28">
          <div>
            <p className="qs-eyebrow-gold">{HOME.eyebrow}</p>
            <h1 className="mt-4 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-6xl">
              {HOME.headline}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{HOME.lead}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <PLink to={siteConfig.startRoutes.incorporation} className={primaryButton}>
                Incorporate a company
                <Icon name="arrowRight" className="h-5 w-5" />
              </PLink>
              {siteConfig.startRoutes.nriTax ? (
                <PLink to={siteConfig.startRoutes.nriTax} className={ghostLightButton}>
                  NRI tax filing
                </PLink>
              ) : (
                <PLink to={siteConfig.nriDesk} className={ghostLightButton}>
                  Ask our NRI desk
                </PLink>
              )}
            </div>
          </div>
          <div className="rounded-3xl bg-white/[0.06] p-6 ring-1 ring-white/15 backdrop-blur sm:p-8">
            <h2 className="text-sm font-semibold tracking-[0.16em] text-accent-400 uppercase">
              Why clients choose us
            </h2>
            <ul className="mt-5 space-y-5">
              {HOME.trust.map((t, i) => {
                return (
                  <li key={t.title} className="flex gap-4">
                    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-900">
                      <Icon name={TRUST_ICONS[i] ?? 'badgeCheck'} className="h-5 w-5" />
                    </span>
                    <div>
                      <h3 className="font-semibold text-white">{t.title}</h3>
                      <p className="mt-0.5 text-[15px] leading-relaxed text-slate-300">{t.detail}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </section>

      <Section
        offscreen
        eyebrow="What we do"
        title="Six service lines, one team"
        intro="From the day your company is registered to the day it distributes its profits, and for the people and funds behind it."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_INDEX.map((s) => {
            return (
              <li key={s.slug}>
                <PLink to={s.path} className="group flex h-full flex-col qs-card-link p-7">
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={s.icon} className="h-6 w-6" />
                  </span>
                  <h3 className="mt-5 text-xl font-semibold text-brand-900">{s.name}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-600">{s.summary}</p>
                  <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700">
                    Learn more{' '}
                    <Icon
                      name="arrowRight"
                      className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </PLink>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section offscreen tone="muted" eyebrow="Two ways to start" title="Start online in about ten minutes">
        <div className="grid gap-6 lg:grid-cols-2">
          {HOME.waysToStart.map((w) => (
            <article
              key={w.key}
              className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10"
            >
              <h3 className="text-2xl font-bold text-brand-900">{w.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{w.body}</p>
              <ol className="mt-6 space-y-3">
                {w.steps.map((step, i) => (
                  <li key={step} className="flex items-center gap-3 text-slate-700">
                    <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-900">
                      {i + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
              <div className="mt-8">
                <PLink to={siteConfig.startRoutes[w.key] ?? siteConfig.nriDesk} className={navyButton}>
                  {siteConfig.startRoutes[w.key] ? w.cta : 'Ask our NRI desk'}
                  <Icon name="arrowRight" className="h-5 w-5" />
                </PLink>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section offscreen eyebrow="How we work" title="Clear steps, no surprises">
        <Steps steps={HOME.how} />
      </Section>

      {/* Rendered at once: with its contact links skipped until scrolled to, axe (Lighthouse accessibility)
          no longer sees them as links inside text and flags their 18px height. */}
      <Section
        tone="muted"
        eyebrow="Our offices"
        title="Four offices across three jurisdictions"
        intro="Global headquarters in Singapore, a UAE office in Dubai, our India corporate office in Noida and our administrative office in Agra."
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {siteConfig.offices.map((o) => (
            <OfficeCard key={o.key} office={o} />
          ))}
        </div>
        <p className="mt-8">
          <PLink to="/services/global" className={textLink}>
            How we work across borders
          </PLink>
        </p>
      </Section>

      <Section offscreen eyebrow="Free tools" title="Work it out before you call us">
        <ul className="grid gap-5 md:grid-cols-3">
          {RESOURCES.tools.map((t) => (
            <li key={t.id}>
              <PLink
                to={`/resources/tools#${t.id}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 transition hover:border-brand-600 hover:shadow-md"
              >
                <Icon name={t.icon} className="h-6 w-6 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{t.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-600">{t.detail}</p>
                <span className="mt-4 font-semibold text-brand-700">Open the tool</span>
              </PLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section offscreen tone="muted" eyebrow="Questions" title="Frequently asked questions">
        <FaqList faqs={HOME.faqs} />
        <p className="mt-8">
          <PLink to="/faqs" className={textLink}>
            See all FAQs
          </PLink>
        </p>
      </Section>

      <div className="pt-20 [content-visibility:auto] [contain-intrinsic-size:auto_500px]">
        <CtaBand
          cta={{
            title: 'Talk to an adviser',
            body: 'Tell us what you are planning. We reply within one business day with answers and a fixed-fee quote.',
            primary: { label: 'Contact us', to: '/contact' },
            secondary: { label: 'Explore our services', to: '/services' },
          }}
        />
      </div>
    </>
  );
}

export default HomePage;
