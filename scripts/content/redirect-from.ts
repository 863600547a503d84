import type { Language } from '../../src/i18n/languages';
import { fieldIssue, type ContentIssue } from './issues';
import type { MarkdownItem } from './markdown-collection';

type Redirecting = Pick<
  MarkdownItem<{ redirectFrom?: readonly string[] | undefined }>,
  'language' | 'slug' | 'data' | 'file' | 'document'
>;

/**
 * The checks on articles' `redirectFrom` that need more than one file: an earlier slug becomes
 * a redirect (scripts/postbuild/redirects.ts), so it must not be an address that is a page (an
 * article's slug in the language, drafts and scheduled ones included since they will be, or a
 * word the list's own addresses use) and no two articles of a language may claim it.
 */
export function redirectFromIssues(
  items: readonly Redirecting[],
  reservedSlugs?: (language: Language) => ReadonlySet<string>,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const articleWithSlug = new Map(items.map((item) => [`${item.language}/${item.slug}`, item]));
  const firstClaim = new Map<string, Redirecting>();
  for (const item of items) {
    (item.data.redirectFrom ?? []).forEach((oldSlug, index) => {
      const key = `${item.language}/${oldSlug}`;
      const page = articleWithSlug.get(key);
      const reserved = reservedSlugs?.(item.language).has(oldSlug) === true;
      const first = firstClaim.get(key);
      if (page === undefined && !reserved && first === undefined) firstClaim.set(key, item);
      const whose = page === item ? 'this article’s own slug' : `the slug of ${page?.file}`;
      // A slug written twice in one list is one redirect all the same.
      const message =
        page !== undefined
          ? `expected an earlier slug that no ${item.language} article has now, found ${JSON.stringify(oldSlug)}, ${whose} (a redirect may not replace a page)`
          : reserved
            ? `expected an earlier slug that no page of the site uses, found ${JSON.stringify(oldSlug)}, which the ${item.language} list pages’ addresses use`
            : first !== undefined &&
              first !== item &&
              `expected an earlier slug no other ${item.language} article lists, found ${JSON.stringify(oldSlug)}, also in the redirectFrom of ${first.file} (one address can redirect to one article only)`;
      if (!message) return;
      issues.push(fieldIssue(item.file, item.document, ['redirectFrom', index], message));
    });
  }
  return issues;
}
