/** Article constants without zod, for the web app's public pages (articles.ts holds the schemas). */
export const ARTICLE_CATEGORIES = [
  'Singapore',
  'UAE',
  'India',
  'NRI tax',
  'Compliance',
  'Wealth and legacy',
  'Funds',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_PAGE_SIZE = 9;
