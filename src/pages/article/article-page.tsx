import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../components/format-date';
import { PageTitle } from '../../components/page-hero';
import { ContentPicture } from '../../components/content-picture';
import { avatarVariants } from '../../content/avatar-variants';
import { findPicture } from '../../content/find-picture';
import { pathTo } from '../../routes/paths';
import { ArticleCard, COVER_PLACEHOLDER } from '../articles/article-card';
import { ArticleBody } from './article-body';
import type { ArticlePageData } from './data';
import { ArticleHead } from './article-head';
import { articlePath } from './article-path';
import { PublicationBanner } from './publication-banner';
import { RELATED_TITLE_ID } from '../../content/article-page-ids';
import { ShareLinks } from './share-links';
import { TopicLinks } from './topic-links';

/** The cover's width: the article column (max-w-3xl less its padding), or the screen less the padding. */
const COVER_SIZES = '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** The related articles' cards: half the max-w-5xl container from md, the whole width below. */
const RELATED_COVER_SIZES =
  '(min-width: 1024px) 472px, (min-width: 768px) calc((100vw - 80px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** One article: title, date, reading time, cover, author, body, tags, sharing and related articles. */
export function ArticlePage({ article }: { article: ArticlePageData }) {
  const { t } = useTranslation();
  const path = articlePath(article);
  return (
    <>
      <ArticleHead article={article} />
      <article className="mx-auto max-w-3xl px-4 pt-32 pb-16 sm:px-6">
        <a href={pathTo('articles', article.language)} className="text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>
          {t('article.backToArticles')}
        </a>
        <PublicationBanner article={article} />
        <PageTitle className="mt-6">{article.title}</PageTitle>
        <div className="mt-6 flex items-center gap-4 text-sm text-slate-600">
          <ContentPicture
            src={article.author.avatar}
            variants={avatarVariants(article.author.pictures, article.author.avatar)}
            alt=""
            width={48}
            height={48}
            sizes="48px"
            position="above-fold"
            className="size-12 rounded-full object-cover"
          />
          <div>
            <p className="font-semibold text-slate-900">
              <a
                href={pathTo('authorDetail', article.language, { slug: article.author.id })}
                rel="author"
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {article.author.name}
              </a>
              , <span className="font-normal">{article.author.role}</span>
            </p>
            <p>
              <time dateTime={article.date}>{formatDate(article.date, article.language)}</time>
              <span aria-hidden="true"> · </span>
              {t('common.readTime', { minutes: article.readTime })}
            </p>
          </div>
        </div>
        <ContentPicture
          src={article.coverImage}
          variants={findPicture(article.pictures, 'articleCover', article.coverImage)}
          fallbackSrc={COVER_PLACEHOLDER}
          alt={article.coverAlt}
          width={1200}
          height={630}
          sizes={COVER_SIZES}
          position="lcp"
          className="mt-10 h-auto w-full rounded-2xl bg-brand-50"
        />
        <ArticleBody html={article.html} />
        <TopicLinks language={article.language} topics={article.topics} />
        <div className="mt-12 border-t border-slate-200 pt-8">
          <ShareLinks path={path} title={article.title} />
        </div>
      </article>
      {article.related.length > 0 ? (
        <section aria-labelledby={RELATED_TITLE_ID} className="bg-slate-50">
          <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
            <h2 id={RELATED_TITLE_ID} className="text-2xl font-bold text-slate-900">
              {t('article.related')}
            </h2>
            <div className="mt-8 grid gap-8 md:grid-cols-2">
              {article.related.map((related) => (
                <ArticleCard key={related.slug} article={related} headingLevel={3} coverSizes={RELATED_COVER_SIZES} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
