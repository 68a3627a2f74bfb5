import { PRIVACY, TERMS, type LegalDocument } from '../content/legal';
import { PageHero } from '../components/page-header';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd } from '../seo/structured-data';

export function LegalPage({ doc: which }: { doc: 'privacy' | 'terms' }) {
  const doc: LegalDocument = which === 'privacy' ? PRIVACY : TERMS;
  const path = `/${which}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: doc.title, path },
  ];
  return (
    <>
      <Seo
        title={doc.title}
        description={doc.description}
        path={path}
        jsonLd={import.meta.env.SSR ? [breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero crumbs={crumbs} eyebrow="Legal" title={doc.title} lead={`Last updated ${doc.updated}.`} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="Sections" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-slate-500 uppercase">On this page</h2>
          <ol className="mt-3 space-y-1.5 text-[15px]">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-slate-700 hover:text-brand-700">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="text-lg leading-relaxed text-slate-700">{doc.intro}</p>
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} className="mt-10 scroll-mt-28">
              <h2 className="text-xl font-bold text-brand-900">
                {i + 1}. {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 24)} className="mt-3 leading-relaxed text-slate-700">
                  {p}
                </p>
              ))}
              {s.bullets ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {s.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

export default LegalPage;
