import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';
import type { ArticleTopic } from '../articles-tag/article-topics';

/** The article's tags as links to their pages, a navigation landmark named "Topics" for screen readers. */
export function TopicLinks({ language, topics }: { language: Language; topics: readonly ArticleTopic[] }) {
  const { t } = useTranslation();
  if (topics.length === 0) return null;
  return (
    <nav aria-label={t('tags.topics')} className="mt-12">
      <ul className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <a
              href={pathTo('articlesTag', language, { tag: topic.slug })}
              className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-100"
            >
              {topic.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
