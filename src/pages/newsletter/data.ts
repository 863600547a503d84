import type { SiteRoute } from '../../routes/route-list';
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from './outcomes';

/** Build time: which of the newsletter's answers this page is, carried in its route data. */
export default function newsletterPageData(route: SiteRoute): Promise<NewsletterOutcome> {
  if (!(route.pageId in NEWSLETTER_OUTCOMES)) throw new Error(`No newsletter answer for page "${route.pageId}"`);
  return Promise.resolve(NEWSLETTER_OUTCOMES[route.pageId as keyof typeof NEWSLETTER_OUTCOMES]);
}
