import { loaders } from '../../generated/press';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: the press page's content. */
export default async function pressPageData({ language }: SiteRoute) {
  return { content: (await loaders[language]()).default };
}
