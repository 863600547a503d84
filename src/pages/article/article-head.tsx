import { useTranslation } from '../../i18n/use-translation';
import { siteConfig } from '../../config';
import { findPicture } from '../../content/find-picture';
import type { ArticlePageData } from './data';
import { breadcrumbJsonLd, jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import { absoluteUrl, pathTo } from '../../routes/paths';
import { articlesFeedLink } from '../articles/articles-feed-link';
import { articlePath } from './article-path';

/** The tags' names, then the article's own keywords, each once. */
export function articleKeywords(article: Pick<ArticlePageData, 'topics' | 'keywords'>): string[] {
  const names = [...article.topics.map((topic) => topic.name), ...article.keywords];
  return names.filter(
    (name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index,
  );
}

export function ArticleHead({ article }: { article: ArticlePageData }) {
  const { t } = useTranslation();
  const path = articlePath(article);
  const publishedTime = `${article.date}T00:00:00Z`;
  // A photograph's preview is its 1200 × 630 JPEG: link previews take neither AVIF nor a 5 MB original.
  const image = findPicture(article.pictures, 'articleCover', article.coverImage)?.src ?? article.coverImage;
  return (
    <PageHead
      language={article.language}
      title={article.title}
      description={article.excerpt}
      type="article"
      image={image}
      imageAlt={article.coverAlt}
    >
      <meta name="keywords" content={article.keywords.join(', ')} />
      <meta name="author" content={article.author.name} />
      <meta property="article:published_time" content={publishedTime} />
      <meta property="article:author" content={article.author.name} />
      {article.keywords.map((keyword) => (
        <meta key={keyword} property="article:tag" content={keyword} />
      ))}
      {jsonLdScript(
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.excerpt,
          // Always a site path: the schema refuses pictures from other hosts.
          image: absoluteUrl(image),
          datePublished: publishedTime,
          // Articles are not revised after publication; search engines ask for the date either way.
          dateModified: publishedTime,
          inLanguage: article.language,
          keywords: articleKeywords(article).join(', '),
          author: {
            '@type': 'Person',
            name: article.author.name,
            jobTitle: article.author.role,
            url: absoluteUrl(pathTo('authorDetail', article.language, { slug: article.author.id })),
          },
          publisher: {
            '@type': 'Organization',
            name: siteConfig.brandName,
            logo: { '@type': 'ImageObject', url: absoluteUrl('/images/brand/talvera-logo.svg') },
          },
          mainEntityOfPage: absoluteUrl(path),
        },
        'article',
      )}
      {jsonLdScript(
        breadcrumbJsonLd([
          { name: t('nav.home'), path: pathTo('home', article.language) },
          { name: t('nav.articles'), path: pathTo('articles', article.language) },
          { name: article.title, path },
        ]),
        'breadcrumbs',
      )}
      {articlesFeedLink(article.language, t('articleFeed.title'))}
    </PageHead>
  );
}
