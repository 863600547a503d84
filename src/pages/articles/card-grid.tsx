import { PaginationNav } from '../../components/pagination-nav';
import type { ArticleSummary } from '../../content/schemas/article';
import { ArticleCard } from './article-card';

/** A third of the container from lg, half from md, whole below. */
const CARD_COVER_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 768px) calc((100vw - 80px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

type CardGridProps = {
  articles: readonly ArticleSummary[];
  page: number;
  pageCount: number;
  pathOf: (page: number) => string;
  /** Then its first cover is the page's largest paint. */
  firstCoverIsLcp?: boolean;
  /** 2 under the page's title, 3 under a section heading. */
  headingLevel?: 2 | 3;
  spaceAbove?: 'mt-8' | 'mt-12';
};

export function CardGrid({
  articles,
  page,
  pageCount,
  pathOf,
  firstCoverIsLcp = false,
  headingLevel,
  spaceAbove = 'mt-12',
}: CardGridProps) {
  return (
    <>
      <div className={`${spaceAbove} grid gap-8 md:grid-cols-2 lg:grid-cols-3`}>
        {articles.map((article, index) => (
          <ArticleCard
            key={`${article.language}/${article.slug}`}
            article={article}
            coverSizes={CARD_COVER_SIZES}
            coverPosition={firstCoverIsLcp && index === 0 ? 'lcp' : 'below-fold'}
            {...(headingLevel === undefined ? {} : { headingLevel })}
          />
        ))}
      </div>
      <PaginationNav page={page} pageCount={pageCount} pathOf={pathOf} />
    </>
  );
}
