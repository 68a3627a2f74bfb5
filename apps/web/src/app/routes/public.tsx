import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PublicHandle } from '../../features/public-site/components/site-layout';
import type { ServiceSlug } from '../../features/public-site/content/services';
import type { JurisdictionSlug } from '../../features/public-site/content/jurisdictions';

/**
 * The public site's routes (owned by the public-site feature). Every page is its own lazily loaded chunk, so a
 * visitor downloads only the page they open (links prefetch the next page's chunk as they near the viewport).
 * `handle.public` marks pages that are server-rendered and need no store (see site-layout.tsx).
 */
const handle: PublicHandle = { public: true };

/** Each service page is its own chunk with only that service's content. */
const service = (slug: ServiceSlug, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path: `services/${slug}`,
  handle,
  lazy: async () => ({ Component: (await load()).default }),
});

const jurisdiction = (slug: JurisdictionSlug): RouteObject => ({
  path: slug,
  handle,
  lazy: async () => {
    const { JurisdictionPage } = await import('../../features/public-site/pages/jurisdiction-page');
    return { element: <JurisdictionPage slug={slug} /> };
  },
});

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle,
    lazy: async () => ({ Component: (await import('../../features/public-site/pages/home-page')).HomePage }),
  },
  {
    path: 'about',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/about-page')).AboutPage,
    }),
  },
  {
    path: 'services',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/services-page')).ServicesPage,
    }),
  },
  service('incorporation', () => import('../../features/public-site/pages/services/incorporation-page')),
  service(
    'corporate-secretary',
    () => import('../../features/public-site/pages/services/corporate-secretary-page'),
  ),
  service('accounting', () => import('../../features/public-site/pages/services/accounting-page')),
  service('tax-advisory', () => import('../../features/public-site/pages/services/tax-advisory-page')),
  service('legacy-planning', () => import('../../features/public-site/pages/services/legacy-planning-page')),
  service(
    'fund-administration',
    () => import('../../features/public-site/pages/services/fund-administration-page'),
  ),
  {
    path: 'services/global',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/global-page')).GlobalPage,
    }),
  },
  jurisdiction('singapore'),
  jurisdiction('uae'),
  jurisdiction('india'),
  {
    path: 'resources',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/resources-page')).ResourcesPage,
    }),
  },
  {
    path: 'resources/tools',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/tools-page')).ToolsPage,
    }),
  },
  {
    path: 'resources/blogs',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/blogs-page')).BlogsPage,
    }),
  },
  {
    path: 'resources/blogs/:slug',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/article-page')).ArticlePage,
    }),
  },
  {
    path: 'career',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/career-page')).CareerPage,
    }),
  },
  {
    path: 'contact',
    handle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/contact-page')).ContactPage,
    }),
  },
  {
    path: 'faqs',
    handle,
    lazy: async () => ({ Component: (await import('../../features/public-site/pages/faqs-page')).FaqsPage }),
  },
  {
    path: 'privacy',
    handle,
    lazy: async () => {
      const { LegalPage } = await import('../../features/public-site/pages/legal-page');
      return { element: <LegalPage doc="privacy" /> };
    },
  },
  {
    path: 'terms',
    handle,
    lazy: async () => {
      const { LegalPage } = await import('../../features/public-site/pages/legal-page');
      return { element: <LegalPage doc="terms" /> };
    },
  },
  {
    path: '*',
    handle: { public: true, notFound: true } satisfies PublicHandle,
    lazy: async () => ({
      Component: (await import('../../features/public-site/pages/not-found-page')).NotFoundPage,
    }),
  },
];

/** Paths of the statically prerendered public pages (the blog is rendered per request from the database). */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/services',
  '/services/incorporation',
  '/services/corporate-secretary',
  '/services/accounting',
  '/services/tax-advisory',
  '/services/legacy-planning',
  '/services/fund-administration',
  '/services/global',
  '/singapore',
  '/uae',
  '/india',
  '/resources',
  '/resources/tools',
  '/career',
  '/contact',
  '/faqs',
  '/privacy',
  '/terms',
];

/**
 * The source module of each public page, so the build can list the chunks a page needs in its HTML
 * (<link rel="modulepreload">) and hydration does not wait for a chain of imports. Checked by the prerender.
 */
const page = (name: string) => `src/features/public-site/pages/${name}.tsx`;
export const PAGE_MODULES: Record<string, string> = {
  '/': page('home-page'),
  '/about': page('about-page'),
  '/services': page('services-page'),
  '/services/global': page('global-page'),
  '/resources': page('resources-page'),
  '/resources/tools': page('tools-page'),
  '/resources/blogs': page('blogs-page'),
  '/resources/blogs/:slug': page('article-page'),
  '/career': page('career-page'),
  '/contact': page('contact-page'),
  '/faqs': page('faqs-page'),
  '/privacy': page('legal-page'),
  '/terms': page('legal-page'),
  '/singapore': page('jurisdiction-page'),
  '/uae': page('jurisdiction-page'),
  '/india': page('jurisdiction-page'),
  '*': page('not-found-page'),
  ...Object.fromEntries(
    [
      'incorporation',
      'corporate-secretary',
      'accounting',
      'tax-advisory',
      'legacy-planning',
      'fund-administration',
    ].map((slug) => [`/services/${slug}`, page(`services/${slug}-page`)]),
  ),
};
