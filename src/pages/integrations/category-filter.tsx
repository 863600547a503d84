import type { IntegrationCategoryInLanguage } from '../../content/schemas/integrations';

type CategoryFilterProps = {
  legend: string;
  allLabel: string;
  categories: readonly IntegrationCategoryInLanguage[];
  total: number;
  countByCategory: ReadonlyMap<string, number>;
  /** null for all. */
  selected: string | null;
  onSelect: (category: string | null) => void;
};

/** Native radio buttons drawn as chips: Tab reaches the group, arrows choose; each says how many it would show. */
export function CategoryFilter({
  legend,
  allLabel,
  categories,
  total,
  countByCategory,
  selected,
  onSelect,
}: CategoryFilterProps) {
  const choices = [
    { id: null, label: allLabel, count: total },
    ...categories.map((category) => ({
      id: category.id,
      label: category.label,
      count: countByCategory.get(category.id) ?? 0,
    })),
  ];
  return (
    <fieldset className="mt-6">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.id ?? ''} className="relative cursor-pointer">
            <input
              type="radio"
              name="category"
              value={choice.id ?? ''}
              checked={choice.id === selected}
              onChange={() => {
                onSelect(choice.id);
              }}
              className="peer sr-only"
            />
            <span className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
              {/* The space makes the accessible name "Calendar 3", not "Calendar3". */}
              {`${choice.label} `}
              {/* A tint of the chip's own colours: readable whether the chip is chosen or not. */}
              <span className="rounded-full bg-slate-900/10 px-2 py-0.5 text-xs">{choice.count}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
