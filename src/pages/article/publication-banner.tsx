import { formatDate } from '../../components/format-date';
import { useTranslation } from '../../i18n/use-translation';
import type { ArticlePageData } from './data';

/** Only `npm run dev` shows drafts and scheduled articles; a build never publishes them. */
export function PublicationBanner({ article }: { article: Pick<ArticlePageData, 'status' | 'date' | 'language'> }) {
  const { t } = useTranslation();
  if (article.status === undefined) return null;
  return (
    <p
      data-publication-status={article.status}
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      {article.status === 'draft'
        ? t('article.draftBanner')
        : t('article.scheduledBanner', { date: formatDate(article.date, article.language) })}
    </p>
  );
}
