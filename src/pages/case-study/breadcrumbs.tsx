export type Crumb = { name: string; path: string };

/** The visible trail to the current page (its last crumb), the same as its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {current ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.path} className="font-semibold text-brand-700 hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
