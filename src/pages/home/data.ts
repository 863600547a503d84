import { loaders as home } from '../../generated/home';
import { loaders as testimonials } from '../../generated/testimonials';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: the home page's content (content/home/) and its testimonials, carried in its route data. */
export default async function homePageData({ language }: SiteRoute) {
  const [content, quotes] = await Promise.all([home[language](), testimonials[language]()]);
  return { content: content.default, testimonials: quotes.default.testimonials };
}
