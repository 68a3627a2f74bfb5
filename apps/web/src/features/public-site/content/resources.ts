import type { IconName } from '../components/icons';

/** Copy of the resources hub, shared with the tools page and the home page's tools section. */
export const RESOURCES = {
  title: 'Resources',
  description:
    'Free tools and guides from Quayside’s advisers: an NRI residential status calculator, an incorporation cost estimator, a Singapore corporate tax estimator, and articles on tax and compliance.',
  headline: 'Tools and guides for founders, finance teams and NRIs',
  lead: 'Practical calculators built on the rules we apply every day, and articles written by our advisers.',
  tools: <{ id: string; icon: IconName; title: string; detail: string }[]>[
    {
      id: 'nri-residency',
      icon: 'globe',
      title: 'NRI residential status calculator',
      detail: 'Resident, RNOR or non-resident under section 6 of India’s Income-tax Act, with the reasons.',
    },
    {
      id: 'incorporation-estimator',
      icon: 'calculator',
      title: 'Incorporation cost estimator',
      detail: 'Pick a jurisdiction and services from our live catalogue and see the first-year cost.',
    },
    {
      id: 'sg-corporate-tax',
      icon: 'percent',
      title: 'Singapore corporate tax estimator',
      detail: 'Tax payable after the partial or start-up exemption and the YA 2024 or YA 2025 rebate.',
    },
  ],
  guides: [
    {
      title: 'Singapore compliance calendar',
      to: '/resources/blogs/singapore-private-limited-company-annual-compliance-calendar',
    },
    {
      title: 'NRI residential status explained',
      to: '/resources/blogs/nri-residential-status-182-day-120-day-deemed-residency',
    },
    {
      title: 'UAE corporate tax for small businesses',
      to: '/resources/blogs/uae-corporate-tax-small-business-relief-free-zones',
    },
  ],
};
