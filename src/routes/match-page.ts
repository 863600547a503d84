import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { PAGE_IDS, PAGES, type PageId } from './pages';

/** What a path shows: `/` (the language choice), a page of the route table, or the not-found page of a language. */
export type PageMatch =
  { kind: 'root' } | { kind: 'page'; language: Language; pageId: PageId } | { kind: 'not-found'; language: Language };

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The page at `pathname` by the route table's patterns (`articles/:slug`): a `:name` segment
 * matches any one segment, and where two patterns match, the one with more fixed segments wins
 * (`product/recruiting-software` over `product/:slug`). Trailing slashes do not matter. A path
 * outside both language prefixes is the default language's not-found page.
 */
export function matchPage(pathname: string): PageMatch {
  const [first, ...rest] = segments(pathname);
  if (first === undefined) return { kind: 'root' };
  const language = LANGUAGES.find((candidate) => candidate === first);
  if (!language) return { kind: 'not-found', language: DEFAULT_LANGUAGE };
  let best: { pageId: PageId; fixed: number } | undefined;
  for (const pageId of PAGE_IDS) {
    const pattern = segments(PAGES[pageId].paths[language]);
    if (pattern.length !== rest.length) continue;
    if (!pattern.every((part, index) => part.startsWith(':') || part === rest[index])) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { pageId, fixed };
  }
  return best ? { kind: 'page', language, pageId: best.pageId } : { kind: 'not-found', language };
}
