import { Feed } from 'feed';
import type { Article } from '@quayside/contract/articles';

/** The blog as RSS 2.0 (GET /resources/blogs/feed.xml): absolute links, the sanitised bodies, newest first. */
export function articlesRss(items: readonly Article[], origin: string): string {
  const blog = `${origin}/resources/blogs`;
  const feed = new Feed({
    title: 'Quayside blog',
    description: "Guides from Quayside's advisers on incorporation, tax and compliance in Singapore, the UAE and India.",
    id: blog,
    link: blog,
    language: 'en',
    generator: false,
    updated: items[0] ? new Date(items[0].updatedAt) : new Date(0),
    feedLinks: { rss: `${blog}/feed.xml` },
    copyright: `© ${new Date().getUTCFullYear()} Quayside`,
  });
  for (const a of items) {
    const link = `${blog}/${a.slug}`;
    feed.addItem({
      title: a.title,
      id: link,
      link,
      date: new Date(a.publishedAt),
      published: new Date(a.publishedAt),
      description: a.excerpt,
      // Site-relative image links would not resolve in a reader.
      content: a.contentHtml.replace(/(src|href)="\/(?!\/)/g, `$1="${origin}/`),
      author: [{ name: a.authorName }],
      category: [{ name: a.category }, ...a.tags.map((name) => ({ name }))],
    });
  }
  return feed.rss2();
}
