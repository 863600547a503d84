/** The tick that marks an included item or a reason, in teal. */
export function CheckIcon({ className = 'mt-0.5 size-5 shrink-0 text-teal-600' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
      <path fill="currentColor" d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
    </svg>
  );
}

type CheckListItem = string | { title: string; text: string };

/** A list of short points or of titled reasons, each with a tick. */
export function CheckList({ items, className = 'space-y-4' }: { items: readonly CheckListItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={typeof item === 'string' ? item : item.title} className="flex gap-3 text-slate-700">
          <CheckIcon />
          {typeof item === 'string' ? (
            item
          ) : (
            <span>
              <span className="block font-semibold text-slate-900">{item.title}</span>
              <span className="block text-slate-600">{item.text}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
