import { FAQ_GROUPS } from '../content/faqs';
import { CtaBand, FaqList, Section } from '../components/page-parts';
import { PageHero } from '../components/page-header';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd, faqJsonLd } from '../seo/structured-data';

export function FaqsPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'FAQs', path: '/faqs' },
  ];
  return (
    <>
      <Seo
        title="Frequently asked questions"
        description="Answers on getting started, incorporation in Singapore, the UAE and India, NRI tax filing, fees and how Quayside protects your data."
        path="/faqs"
        jsonLd={
          import.meta.env.SSR
            ? [faqJsonLd(FAQ_GROUPS.flatMap((g) => g.faqs)), breadcrumbJsonLd(crumbs)]
            : undefined
        }
      />
      <PageHero
        crumbs={crumbs}
        eyebrow="FAQs"
        title="Frequently asked questions"
        lead="Short answers to the questions clients ask us most."
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="FAQ topics" className="lg:sticky lg:top-28 lg:self-start">
            <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {FAQ_GROUPS.map((g) => (
                <li key={g.id}>
                  <a
                    href={`#${g.id}`}
                    className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {g.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-14">
            {FAQ_GROUPS.map((g) => (
              <section key={g.id} id={g.id} aria-labelledby={`${g.id}-title`} className="scroll-mt-28">
                <h2 id={`${g.id}-title`} className="mb-5 text-2xl font-bold text-brand-900">
                  {g.title}
                </h2>
                <FaqList faqs={g.faqs} />
              </section>
            ))}
          </div>
        </div>
      </Section>
      <CtaBand
        cta={{
          title: 'Still have a question?',
          body: 'Write to us and an adviser will answer within one business day.',
          primary: { label: 'Contact us', to: '/contact' },
        }}
      />
    </>
  );
}

export default FaqsPage;
