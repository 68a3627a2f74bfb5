import type { Faq } from '../content/services';
import { siteConfig } from '../site-config';
import { ORIGIN_PLACEHOLDER, type JsonLd } from './seo';

/**
 * schema.org structured data. URLs use the origin placeholder on the server; in the browser (client-side
 * navigation) the same objects are rebuilt with the page's origin.
 */
const origin = () => (typeof window === 'undefined' ? ORIGIN_PLACEHOLDER : window.location.origin);

const postalAddress = (o: (typeof siteConfig.offices)[number]) => ({
  '@type': 'PostalAddress',
  streetAddress: o.addressLines[0],
  addressLocality: o.city,
  ...(o.postalCode ? { postalCode: o.postalCode } : {}),
  addressCountry: o.countryCode,
});

export function organizationJsonLd(): JsonLd {
  const [hq, ...others] = siteConfig.offices;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin()}/#organization`,
    name: siteConfig.legalName,
    alternateName: siteConfig.brandName,
    description: siteConfig.description,
    url: `${origin()}/`,
    logo: `${origin()}/logo.png`,
    image: `${origin()}/og-image.png`,
    email: siteConfig.email,
    telephone: hq?.phone,
    address: hq ? postalAddress(hq) : undefined,
    areaServed: ['SG', 'AE', 'IN'],
    sameAs: siteConfig.social.map((s) => s.href),
    department: others.map((o) => ({
      '@type': 'ProfessionalService',
      name: `${siteConfig.brandName} ${o.city} (${o.role})`,
      telephone: o.phone,
      email: o.email,
      address: postalAddress(o),
    })),
  };
}

export function faqJsonLd(faqs: Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.q,
      acceptedAnswer: { '@type': 'Answer', text: f.a },
    })),
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: origin() + item.path,
    })),
  };
}

export function serviceJsonLd(s: { name: string; description: string; path: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: s.name,
    description: s.description,
    url: origin() + s.path,
    provider: { '@id': `${origin()}/#organization` },
    areaServed: ['SG', 'AE', 'IN'],
  };
}

export function articleJsonLd(a: {
  title: string;
  excerpt: string;
  path: string;
  publishedAt: string;
  updatedAt: string;
  authorName: string;
  coverImageUrl?: string | null;
  tags?: string[];
  category?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    mainEntityOfPage: origin() + a.path,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: { '@type': 'Person', name: a.authorName },
    publisher: { '@id': `${origin()}/#organization` },
    image: `${origin()}${a.coverImageUrl ?? '/og-image.png'}`,
    ...(a.category ? { articleSection: a.category } : {}),
    ...(a.tags?.length ? { keywords: a.tags.join(', ') } : {}),
  };
}
