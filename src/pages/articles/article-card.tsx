import { useTranslation } from '../../i18n/use-translation';
import { ContentPicture, type PicturePosition } from '../../components/content-picture';
import { formatDate } from '../../components/format-date';
import type { ArticleSummary } from '../../content/schemas/article';
import { findPicture } from '../../content/find-picture';
import { articlePath } from '../article/article-path';

export const COVER_PLACEHOLDER = '/images/articles/placeholder.svg';

type ArticleCardProps = {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** How wide the card's cover is shown: the `sizes` of the grid the card is in. */
  coverSizes: string;
  /** Where the card sits: the first card of the list is its largest picture. */
  coverPosition?: PicturePosition;
};

/** A card linking to an article: cover, date, reading time, title, excerpt, read-more link. */
export function ArticleCard({ article, headingLevel = 2, coverSizes, coverPosition }: ArticleCardProps) {
  const { t } = useTranslation();
  const href = articlePath(article);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      lang={article.language}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <ContentPicture
        src={article.coverImage}
        variants={findPicture(article.pictures, 'articleCover', article.coverImage)}
        fallbackSrc={COVER_PLACEHOLDER}
        alt=""
        width={1200}
        height={630}
        sizes={coverSizes}
        position={coverPosition}
        className="aspect-[1200/630] h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex gap-3 text-sm text-slate-500">
          <time dateTime={article.date}>{formatDate(article.date, article.language)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('common.readTime', { minutes: article.readTime })}</span>
        </p>
        <Heading className="mt-3 text-xl font-bold text-slate-900">
          <a href={href} className="hover:text-brand-700">
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 text-slate-600">{article.excerpt}</p>
        <a
          href={href}
          className="mt-6 font-semibold text-brand-700 hover:underline"
          aria-label={t('articles.readMoreAbout', { title: article.title })}
        >
          {t('articles.readMore')} <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
