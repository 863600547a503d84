import { useTranslation } from '../i18n/use-translation';

type PaginationNavProps = {
  page: number;
  pageCount: number;
  /** 1 is the list's own address. */
  pathOf: (page: number) => string;
};

const LINK = 'inline-flex min-w-11 items-center justify-center rounded-full px-4 py-2 font-semibold';
const IDLE = `${LINK} text-slate-700 hover:bg-slate-100`;
const CURRENT = `${LINK} bg-brand-600 text-white`;

/** The first, the last, and two either side of the current page; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => {
    const skipped = candidate - (shown[index - 1] ?? candidate) - 1;
    // A gap of one page shows that page: "…" would take the same room and say less.
    if (skipped === 1) return [candidate - 1, candidate];
    return skipped > 1 ? [null, candidate] : [candidate];
  });
}

export function PaginationNav({ page, pageCount, pathOf }: PaginationNavProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('common.pagination.label')} className="mt-16">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={pathOf(page - 1)} rel="prev" className={IDLE}>
              {t('common.pagination.previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={pathOf(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('common.pagination.page', { page: number })}
                className={number === page ? CURRENT : IDLE}
              >
                {number}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={pathOf(page + 1)} rel="next" className={IDLE}>
              {t('common.pagination.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
