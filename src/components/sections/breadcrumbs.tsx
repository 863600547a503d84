import { useTranslation } from '../../i18n/use-translation';
import type { Crumb } from './sections-page-data';

/** The trail from the home page to this one; the last crumb is the current page, not a link. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const last = trail.length - 1;
  return (
    <nav aria-label={t('sections.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index === last ? (
              <span aria-current="page" className="font-medium text-slate-800">
                {crumb.name}
              </span>
            ) : (
              <>
                <a href={crumb.path} className="hover:text-brand-700 hover:underline">
                  {crumb.name}
                </a>
                <span aria-hidden="true">›</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
