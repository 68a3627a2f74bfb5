/**
 * The six service lines in full: what the service pages and the services overview show (names, icons and
 * summaries live in service-index.ts, which the home page loads without the rest).
 * Facts are as the law stood in 2025-26; the pages say so where a figure can change.
 */

import type { IconKey, ServiceSlug } from './service-index';
import incorporation from './services/incorporation';
import corporateSecretary from './services/corporate-secretary';
import accounting from './services/accounting';
import taxAdvisory from './services/tax-advisory';
import legacyPlanning from './services/legacy-planning';
import fundAdministration from './services/fund-administration';

export type { IconKey, ServiceSlug };

export type Faq = { q: string; a: string };
export type Point = { title: string; detail: string };
export type Cta = {
  title: string;
  body: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
};

export type ServiceContent = {
  slug: ServiceSlug;
  path: `/services/${ServiceSlug}`;
  name: string;
  icon: IconKey;
  /** The page's H1. */
  headline: string;
  /** One sentence for cards and the meta description. */
  summary: string;
  intro: string[];
  included: Point[];
  process: Point[];
  forWhom: Point[];
  byCountry: { country: 'Singapore' | 'United Arab Emirates' | 'India'; points: string[] }[];
  faqs: Faq[];
  cta: Cta;
};

/** All six, for the services overview (a service page loads only its own file from ./services/). */
export const SERVICES: ServiceContent[] = [
  incorporation,
  corporateSecretary,
  accounting,
  taxAdvisory,
  legacyPlanning,
  fundAdministration,
];
