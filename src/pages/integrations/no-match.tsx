import { buttonClass } from '../../components/button-link';

type NoMatchProps = {
  /** The message around the search text, from the page's `noMatch` template. */
  before: string;
  query: string;
  after: string;
  hint: string;
  clear: string;
  onClear: () => void;
};

/** What shows when nothing matches: the message naming the search text, a hint, and the way back. */
export function NoMatch({ before, query, after, hint, clear, onClear }: NoMatchProps) {
  return (
    <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">
        {before}
        <mark className="bg-brand-50 text-brand-900">{query}</mark>
        {after}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{hint}</p>
      <button type="button" onClick={onClear} className={buttonClass('secondary', 'mt-6')}>
        {clear}
      </button>
    </div>
  );
}
