import { createContext, useContext, type ReactNode } from 'react';
import { pageRefId } from '../../content/page-refs';
import type { PageRef } from '../../content/schemas/sections';

const PageHrefs = createContext<Readonly<Record<string, string>>>({});

export function PageHrefsProvider({
  hrefs,
  children,
}: {
  hrefs: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return <PageHrefs.Provider value={hrefs}>{children}</PageHrefs.Provider>;
}

/** Content names pages, never paths; the build resolved every reference (the compiler checked each), so a miss is a bug. */
export function usePageHref(): (ref: PageRef) => string {
  const hrefs = useContext(PageHrefs);
  return (ref) => {
    const href = hrefs[pageRefId(ref)];
    if (href === undefined) throw new Error(`No address was resolved for the page ${pageRefId(ref)}`);
    return href;
  };
}
