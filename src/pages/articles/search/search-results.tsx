import type { KeyboardEvent } from 'react';
import type { SearchHit } from './article-search-engine';

export { openArticleSearch } from './article-search-engine';

type SearchResultsProps = {
  hits: readonly SearchHit[];
  label: string;
  noResultsHint: string;
  /** Up from the first result: back to the box. */
  onLeaveTop: () => void;
};

/** Up and down move between the results' links, as Tab and Shift+Tab do. */
function moveBetweenLinks(event: KeyboardEvent<HTMLUListElement>, onLeaveTop: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll('a')];
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (current === -1) return;
  event.preventDefault();
  const next = current + (event.key === 'ArrowDown' ? 1 : -1);
  if (next < 0) onLeaveTop();
  else links[Math.min(next, links.length - 1)]?.focus();
}

/** What matches the query, as links with title and excerpt, or the hint when nothing does. */
export function SearchResults({ hits, label, noResultsHint, onLeaveTop }: SearchResultsProps) {
  if (hits.length === 0)
    return <p className="mt-2 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">{noResultsHint}</p>;
  return (
    <ul
      aria-label={label}
      onKeyDown={(event) => {
        moveBetweenLinks(event, onLeaveTop);
      }}
      className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {hits.map((hit) => (
        <li key={hit.path}>
          <a href={hit.path} className="block p-4 hover:bg-brand-50 focus-visible:bg-brand-50">
            <span className="block font-semibold text-slate-900">{hit.title}</span>
            <span className="mt-1 block text-sm text-slate-600">{hit.excerpt}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
