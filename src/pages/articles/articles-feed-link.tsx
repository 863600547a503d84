import type { Language } from '../../i18n/languages';
import { absoluteUrl } from '../../routes/paths';
import { articlesFeedPath } from './feed-path';

/**
 * The head's link to the feed of the page's language, which feed readers and browsers discover.
 * `title` is `t('articleFeed.title')`: the head is rendered apart from the page, without its translations.
 * A function, not a component: react-helmet-async accepts only plain head tags as children.
 */
export function articlesFeedLink(language: Language, title: string) {
  return (
    <link rel="alternate" type="application/rss+xml" title={title} href={absoluteUrl(articlesFeedPath(language))} />
  );
}
