/** A literal class each, for Tailwind. */
const TURNED = {
  open: 'group-[[open]]:rotate-180',
  expanded: 'group-aria-expanded:rotate-180',
} as const;

/** Down when closed, up when open: the `group` is a `<details>` (`open`) or a button with `aria-expanded` (`expanded`). */
export function DisclosureChevron({ turnsWhen = 'open' }: { turnsWhen?: keyof typeof TURNED }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-5 shrink-0 text-slate-500 transition-transform ${TURNED[turnsWhen]}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
