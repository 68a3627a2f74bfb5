import { useLocation } from 'react-router';
import { PLink } from '../components/prefetch-link';
import { navyButton } from '../components/styles';
import { Seo } from '../seo/seo';
import { Icon } from '../components/icons';

const POPULAR = [
  {
    to: '/services',
    label: 'Our services',
    detail: 'Incorporation, company secretary, accounting, tax, legacy and funds',
  },
  {
    to: '/resources/tools',
    label: 'Tools',
    detail: 'NRI residency, incorporation cost and Singapore tax calculators',
  },
  { to: '/resources/blogs', label: 'Blogs', detail: 'Guides from our advisers' },
  { to: '/contact', label: 'Contact', detail: 'Our four offices and a message form' },
];

/** The helpful 404: what happened, where to go instead. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
        path={pathname}
        noindex
      />
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">
          We could not find that page
        </h1>
        <p className="mx-auto mt-5 max-w-xl qs-lead">
          The address may be mistyped, or the page may have moved. These pages are a good place to start, or
          write to us and we will point you in the right direction.
        </p>
        <div className="mt-8 flex justify-center">
          <PLink to="/" className={navyButton}>
            Go to the home page
            <Icon name="arrowRight" className="h-5 w-5" />
          </PLink>
        </div>
        <ul className="mt-14 grid gap-4 text-left sm:grid-cols-2">
          {POPULAR.map((p) => (
            <li key={p.to}>
              <PLink
                to={p.to}
                className="block h-full rounded-2xl border border-slate-200 p-5 transition hover:border-brand-600 hover:shadow-sm"
              >
                <span className="block font-semibold text-brand-900">{p.label}</span>
                <span className="mt-1 block text-[15px] text-slate-600">{p.detail}</span>
              </PLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default NotFoundPage;
