import type { AnchorHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'inline-flex items-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700',
  secondary:
    'inline-flex items-center rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:border-brand-600',
};

/** Also for the rare `<button>` that must look like the links, so the two cannot drift apart. */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant];
}

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & {
  href: string;
  variant?: ButtonVariant;
  /** Layout only: the look comes from the variant. */
  className?: string;
};

/** A link that looks like a button: a real `<a href>`, so it works before hydration and opens in a new tab. */
export function ButtonLink({ variant = 'primary', className, ...anchor }: ButtonLinkProps) {
  return <a {...anchor} className={buttonClass(variant, className)} />;
}
