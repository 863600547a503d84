import type { Language } from '../../i18n/languages';
import { absoluteUrl } from '../../routes/paths';
import { articlesFeedPath } from './feed-path';

/** `title` is passed in: the head renders without the page's translations. A function: react-helmet-async takes only plain tags. */
export function articlesFeedLink(language: Language, title: string) {
  return (
    <link rel="alternate" type="application/rss+xml" title={title} href={absoluteUrl(articlesFeedPath(language))} />
  );
}
