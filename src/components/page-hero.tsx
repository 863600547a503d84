import type { ReactNode } from 'react';
import { PAGE_CONTAINER } from './page-section';

const TITLE = 'text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl';

type PageTitleProps = { id?: string; className?: string; children: ReactNode };

/** `className` adds layout only. */
export function PageTitle({ id, className, children }: PageTitleProps) {
  return (
    <h1 id={id} className={className ? `${className} ${TITLE}` : TITLE}>
      {children}
    </h1>
  );
}

type PageHeroProps = {
  /** An eyebrow line or a badge. */
  kicker?: ReactNode;
  title: string;
  intro: string;
  children?: ReactNode;
  /** Without one the hero is a centred column. */
  media?: ReactNode;
};

const TITLE_ID = 'hero-title';

/** The opening of a marketing page on the brand gradient; with `media`, text left and picture right. One per page: the title's id is fixed. */
export function PageHero({ kicker, title, intro, children, media }: PageHeroProps) {
  return (
    <section aria-labelledby={TITLE_ID} className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      {media ? (
        <div className={`${PAGE_CONTAINER} grid items-center gap-12 pt-32 pb-20 lg:grid-cols-2 lg:pt-40`}>
          <div>
            {kicker}
            <PageTitle id={TITLE_ID} className="mt-4">
              {title}
            </PageTitle>
            <p className="mt-6 text-lg leading-8 text-slate-600">{intro}</p>
            {children}
          </div>
          {media}
        </div>
      ) : (
        <div className="mx-auto max-w-4xl px-4 pt-36 pb-20 text-center sm:px-6">
          {kicker}
          <PageTitle id={TITLE_ID} className="mt-6">
            {title}
          </PageTitle>
          <p className="mt-6 text-lg leading-8 text-slate-600">{intro}</p>
          {children}
        </div>
      )}
    </section>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{children}</p>;
}
