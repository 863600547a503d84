import { useTranslation } from '../../i18n/use-translation';
import { PAGE_CONTAINER } from '../../components/page-section';
import { PageTitle } from '../../components/page-hero';
import type { Language } from '../../i18n/languages';
import { PageHead } from '../../layout/page-head';
import { pathTo } from '../../routes/paths';
import { CardGrid } from '../articles/card-grid';
import type { TagPageData } from './data';
import { listPagePath, pageOfSuffix } from '../articles/list-pages';

type TagPageProps = TagPageData & { language: Language };

/** One page of a tag's articles: the tag's name and description, its share of the cards, links to the other pages. */
export function TagPage({ language, tag, articles, page, pageCount }: TagPageProps) {
  const { t } = useTranslation();
  const pageOf = pageOfSuffix(t, page, pageCount);
  const pathOf = listPagePath('articlesTag', 'articlesTagPage', language, { tag: tag.slug });
  return (
    <>
      <PageHead
        language={language}
        title={`${t('tags.pageTitle', { name: tag.name })}${pageOf}`}
        description={tag.description}
      />
      <div className={`${PAGE_CONTAINER} pt-32 pb-20`}>
        <a href={pathTo('articles', language)} className="text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>
          {t('tags.allArticles')}
        </a>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('tags.eyebrow')}</p>
        <PageTitle className="mt-2">
          {tag.name}
          {pageOf}
        </PageTitle>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{tag.description}</p>
        <CardGrid articles={articles} page={page} pageCount={pageCount} pathOf={pathOf} firstCoverIsLcp />
      </div>
    </>
  );
}
