import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Language } from '../../../i18n/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { useHydrated } from '../../../components/use-hydrated';
import { useSettledValue } from '../../integrations/use-settled-value';
import type { SearchHit } from './article-search-engine';
import { searchStatus } from './search-status';

type SearchModule = typeof import('./search-results');

type Loaded = { module: SearchModule; find: (query: string) => { hits: SearchHit[]; total: number } };

type SearchState = { status: 'idle' | 'loading' | 'failed' } | ({ status: 'ready' } & Loaded);

const SEARCH_ID = 'article-search';
const RESULTS_ID = 'article-search-results';
const ANNOUNCE_DELAY_MS = 600;

/** Only now: a visitor who never uses the box downloads neither the index nor the search code. */
async function loadSearch(indexUrl: string, language: Language): Promise<Loaded> {
  const [module, indexJson] = await Promise.all([
    import('./search-results'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
      return response.text();
    }),
  ]);
  return { module, find: module.openArticleSearch(indexJson, language) };
}

type ArticleSearchProps = {
  language: Language;
  indexUrl: string;
};

/** Disabled until the code runs, so without JavaScript it looks unavailable rather than broken; focus loads the index. */
export function ArticleSearch({ language, indexUrl }: ArticleSearchProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const resultsRef = useRef<HTMLDivElement>(null);

  // Focus and the first key press come in one tick, before the state says "loading".
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    setState({ status: 'loading' });
    loadSearch(indexUrl, language).then(
      (loaded) => {
        setState({ status: 'ready', ...loaded });
      },
      () => {
        requested.current = false;
        setState({ status: 'failed' });
      },
    );
  };

  const trimmed = query.trim();
  const find = state.status === 'ready' ? state.find : undefined;
  const found = useMemo(() => (find && trimmed !== '' ? find(trimmed) : undefined), [find, trimmed]);
  const status = searchStatus(t, state.status, trimmed, found);
  const announced = useSettledValue(status, ANNOUNCE_DELAY_MS);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && found && found.hits.length > 0) {
      event.preventDefault();
      resultsRef.current?.querySelector('a')?.focus();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <div className="mt-10 max-w-2xl">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <label htmlFor={SEARCH_ID} className="block font-semibold text-slate-900">
          {t('articleSearch.label')}
        </label>
        <input
          id={SEARCH_ID}
          type="search"
          name="q"
          value={query}
          disabled={!hydrated}
          onFocus={load}
          onChange={(event) => {
            setQuery(event.target.value);
            load();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('articleSearch.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-controls={RESULTS_ID}
          className="mt-2 w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100"
        />
      </form>
      {/* What the eye sees at once; screen readers hear the same once typing pauses. */}
      <p aria-hidden="true" className="mt-3 text-sm font-medium text-slate-600">
        {status}
      </p>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <div id={RESULTS_ID} ref={resultsRef}>
        {state.status === 'ready' && found ? (
          <state.module.SearchResults
            hits={found.hits}
            label={t('articleSearch.resultsLabel')}
            noResultsHint={t('articleSearch.noResultsHint')}
            onLeaveTop={() => document.getElementById(SEARCH_ID)?.focus()}
          />
        ) : null}
      </div>
    </div>
  );
}
