import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a page puts in its document head: the `<html lang>` and the tags. Every navigation is
 * a full page load, so the head is written once, at prerender (or by the dev server's render),
 * and never changed in the browser: no head manager ships to visitors.
 */
export class HeadTags {
  lang: string | undefined;
  readonly tags: ReactNode[] = [];

  add(tags: ReactNode, lang?: string): void {
    this.tags.push(tags);
    if (lang !== undefined) this.lang = lang;
  }
}

const HeadTagsContext = createContext<HeadTags | null>(null);

/** Server render only: collects the tags of every `<Head>` rendered inside it. */
export const HeadTagsProvider = HeadTagsContext.Provider;

type HeadProps = { htmlAttributes?: { lang: string }; children?: ReactNode };

/** Head tags of the page (title, meta, link, JSON-LD); renders nothing in the page itself. */
export function Head({ htmlAttributes, children }: HeadProps) {
  const collected = useContext(HeadTagsContext);
  collected?.add(children, htmlAttributes?.lang);
  return null;
}
