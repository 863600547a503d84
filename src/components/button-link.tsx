import type { AnchorHTMLAttributes } from 'react';

/** primary: the filled brand button of a page's main action; secondary: the outlined one beside it. */
export type ButtonVariant = 'primary' | 'secondary';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'inline-flex items-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700',
  secondary:
    'inline-flex items-center rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:border-brand-600',
};

/**
 * The classes of a button of the given variant, plus `extra` (usually a margin from the layout).
 * Exported for the rare `<button>` that must look like the links (Show more on the team page):
 * one string for both, so a link and a button side by side cannot drift apart.
 */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant];
}

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & {
  href: string;
  variant?: ButtonVariant;
  /** Layout only (margins, alignment): the look comes from the variant. */
  className?: string;
};

/**
 * A link that looks like a button. Navigation stays a real `<a href>`, so it works before
 * hydration and opens in a new tab; a `<button>` is only for actions on the page.
 */
export function ButtonLink({ variant = 'primary', className, ...anchor }: ButtonLinkProps) {
  return <a {...anchor} className={buttonClass(variant, className)} />;
}
