import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../content/schemas/article';
import type { Language } from '../../i18n/languages';
import { PAGE_CONTAINER } from '../../components/page-section';
import { StaticPageHead } from '../static-page-head';
import { ArticleCard } from './article-card';

/**
 * The articles list: the page language's articles (with the fallbacks, chosen at build time by
 * ./data.ts), or an empty state.
 */
export function ArticlesPage({ language, articles }: { language: Language; articles: readonly ArticleSummary[] }) {
  const { t } = useTranslation();
  return (
    <>
      <StaticPageHead language={language} />
      <div className={`${PAGE_CONTAINER} pt-32 pb-20`}>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('articles.heading')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('articles.intro')}</p>
        {articles.length === 0 ? (
          <p className="mt-12 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {t('articles.empty')}
          </p>
        ) : (
          <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <ArticleCard key={`${article.language}/${article.slug}`} article={article} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
