import { useMemo, useRef } from 'react';
import type { IntegrationsDirectoryShown, IntegrationsPageContent } from '../../content/schemas/integrations';
import { PAGE_CONTAINER } from '../../components/page-section';
import type { Language } from '../../i18n/languages';
import { CategoryFilter } from './category-filter';
import { IntegrationCard } from './integration-card';
import { NoMatch } from './no-match';
import { filterIntegrations, searchableIntegrations } from './search-integrations';
import { countText, splitTemplate } from './template';
import { useIntegrationFilter } from './use-integration-filter';
import { useSettledValue } from './use-settled-value';

type IntegrationDirectoryProps = {
  language: Language;
  labels: IntegrationsPageContent['search'];
  directory: IntegrationsDirectoryShown;
};

const SEARCH_ID = 'integration-search';
const RESULTS_HEADING_ID = 'integrations-results-title';
/** How long typing must pause before the count is announced. */
const ANNOUNCE_DELAY_MS = 600;

/** Without JavaScript (and in the prerendered HTML) it lists every integration. */
export function IntegrationDirectory({ language, labels, directory }: IntegrationDirectoryProps) {
  const { categories, integrations } = directory;
  const searchRef = useRef<HTMLInputElement>(null);
  const categoryIds = useMemo(() => categories.map((category) => category.id), [categories]);
  const searchable = useMemo(() => searchableIntegrations(integrations, categories), [integrations, categories]);
  const categoryLabels = useMemo(
    () => new Map(categories.map((category) => [category.id, category.label])),
    [categories],
  );
  const [filter, setFilter] = useIntegrationFilter(categoryIds);
  const result = filterIntegrations(searchable, categoryIds, filter);
  const query = filter.query.trim();
  const [before, after] = splitTemplate(labels.noMatch, 'query');
  const status =
    result.shown.length > 0
      ? countText(labels.resultCount, result.shown.length, language)
      : `${before}${query}${after}`;
  const announced = useSettledValue(status, ANNOUNCE_DELAY_MS);

  const clear = () => {
    setFilter({ query: '', category: null });
    searchRef.current?.focus();
  };

  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className={`${PAGE_CONTAINER} pb-20`}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
        }}
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <label htmlFor={SEARCH_ID} className="block font-semibold text-slate-900">
          {labels.label}
        </label>
        <input
          ref={searchRef}
          id={SEARCH_ID}
          type="search"
          name="q"
          value={filter.query}
          onChange={(event) => {
            setFilter({ ...filter, query: event.target.value });
          }}
          placeholder={labels.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="mt-2 w-full rounded-xl border border-slate-300 px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
        />
        <CategoryFilter
          legend={labels.categoriesLabel}
          allLabel={labels.allCategories}
          categories={categories}
          total={result.total}
          countByCategory={result.countByCategory}
          selected={filter.category}
          onSelect={(category) => {
            setFilter({ ...filter, category });
          }}
        />
      </form>
      <h2 id={RESULTS_HEADING_ID} className="sr-only">
        {labels.resultsHeading}
      </h2>
      {/* What the eye sees at once; screen readers get the same once typing pauses, below. */}
      <p aria-hidden="true" className="mt-8 text-sm font-medium text-slate-600">
        {result.shown.length > 0 ? status : null}
      </p>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {result.shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.shown.map((integration) => (
            <IntegrationCard
              key={integration.id}
              integration={integration}
              categoryLabel={categoryLabels.get(integration.category) ?? ''}
            />
          ))}
        </ul>
      ) : (
        <NoMatch
          before={before}
          query={query}
          after={after}
          hint={labels.noMatchHint}
          clear={labels.clear}
          onClear={clear}
        />
      )}
    </section>
  );
}
