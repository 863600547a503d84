import { useTranslation } from '../../i18n/use-translation';
import { PAGE_CONTAINER } from '../../components/page-section';
import type { Language } from '../../i18n/languages';
import { PageHead } from '../../layout/page-head';
import { CardGrid } from './card-grid';
import { articlesFeedLink } from './articles-feed-link';
import { ArticleSearch } from './search/article-search';
import type { ArticlesPageData } from './data';
import { listPagePath, pageOfSuffix } from './list-pages';

type ArticlesPageProps = ArticlesPageData & { language: Language };

/** Its share of the language's articles (fallbacks chosen at build time by ./data.ts), or an empty state. */
export function ArticlesPage({ language, content, articles, page, pageCount, searchIndexUrl }: ArticlesPageProps) {
  const { t } = useTranslation();
  const pageOf = pageOfSuffix(t, page, pageCount);
  const pathOf = listPagePath('articles', 'articlesPage', language);
  return (
    <>
      <PageHead language={language} title={`${content.meta.title}${pageOf}`} description={content.meta.description}>
        {articlesFeedLink(language, t('articleFeed.title'))}
      </PageHead>
      <div className={`${PAGE_CONTAINER} pt-32 pb-20`}>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">
          {content.heading}
          {pageOf}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{content.intro}</p>
        {articles.length > 0 ? <ArticleSearch language={language} indexUrl={searchIndexUrl} /> : null}
        {articles.length === 0 ? (
          <p className="mt-12 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {content.empty}
          </p>
        ) : (
          <CardGrid articles={articles} page={page} pageCount={pageCount} pathOf={pathOf} firstCoverIsLcp />
        )}
      </div>
    </>
  );
}
