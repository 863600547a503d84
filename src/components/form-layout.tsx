import type { ReactNode } from 'react';

type FormLayoutProps = {
  /** Why to fill the form in: headings, reasons, links. */
  aside: ReactNode;
  /** The form, shown in a card. */
  children: ReactNode;
  /** Vertical spacing, which differs between a page's top and a section further down. */
  spacing: string;
};

/** The reasons on the left (two fifths), the form in a card on the right (three fifths). */
export function FormLayout({ aside, children, spacing }: FormLayoutProps) {
  return (
    <div className={`mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8 ${spacing}`}>
      <div className="lg:col-span-2">{aside}</div>
      <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:col-span-3">{children}</div>
    </div>
  );
}
