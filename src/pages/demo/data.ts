import { loaders as demo } from '../../generated/demo';
import { loaders as testimonials } from '../../generated/testimonials';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: the demo page's content (content/demo/) and its testimonials, carried in its route data. */
export default async function demoPageData({ language }: SiteRoute) {
  const [content, quotes] = await Promise.all([demo[language](), testimonials[language]()]);
  return { content: content.default, testimonials: quotes.default.testimonials };
}
