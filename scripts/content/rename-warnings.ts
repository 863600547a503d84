import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { PAGES } from '../../src/routes/pages';
import type { ArticleSource } from './articles';
import { escapeWorkflowData } from './issues';

/**
 * Renamed articles whose old address would break: an article address the last build published
 * (its sitemap) that no article has now and no article lists in `redirectFrom`. A warning, not
 * an error: the build goes on (the address may have been retired on purpose).
 */
export type RenameWarning = {
  /** The address the last build published, site-relative (`/en/articles/old-slug/`). */
  oldPath: string;
  language: Language;
  oldSlug: string;
  /** The file that now holds the article, found through the old page's translation; absent when unknown. */
  holder?: ArticleSource;
};

/** One `<url>` of a sitemap: its address and its language alternates (site-relative paths). */
type SitemapUrl = { path: string; alternates: Partial<Record<Language, string>> };

/** The path of an absolute or site-relative address; the origin may be the live site's or another. */
function pathOf(address: string): string | undefined {
  try {
    return new URL(address.trim(), 'http://sitemap.invalid').pathname;
  } catch {
    return undefined;
  }
}

/** The `<url>` entries of a sitemap as `sitemapXml` (scripts/postbuild/seo-files.ts) writes it; anything else is skipped. */
export function readSitemap(xml: string): SitemapUrl[] {
  const { getElementsByTagName: named, textContent } = DomUtils;
  return named('url', parseDocument(xml, { xmlMode: true }).children, true).flatMap((url) => {
    const path = pathOf(named('loc', url.children, true).map((loc) => textContent(loc))[0] ?? '');
    if (path === undefined) return [];
    const alternates: Partial<Record<Language, string>> = {};
    for (const { attribs } of named('xhtml:link', url.children, true)) {
      const language = LANGUAGES.find((candidate) => attribs.hreflang === candidate);
      const alternate = attribs.href === undefined ? undefined : pathOf(attribs.href);
      if (language !== undefined && alternate !== undefined) alternates[language] = alternate;
    }
    return [{ path, alternates }];
  });
}

/** The slug of an article address in `language` (`/en/articles/<slug>/`), from the route table. */
function articleSlug(path: string | undefined, language: Language): string | undefined {
  const [before = '', after = ''] = PAGES.articleDetail.paths[language].split(':slug');
  const prefix = `/${language}/${before}`;
  if (path === undefined || !path.startsWith(prefix) || !path.endsWith(`${after}/`)) return undefined;
  const slug = decodeURIComponent(path.slice(prefix.length, path.length - after.length - 1));
  return slug !== '' && !slug.includes('/') ? slug : undefined;
}

/**
 * The warnings for the last build's sitemap against today's article files (drafts and scheduled
 * ones included: an article withdrawn to a draft was not renamed). The file now holding a
 * missing address is the article with the translationKey of that page's translation, which
 * the sitemap names and which today has that slug or lists it in its `redirectFrom`.
 */
export function renameWarnings(sitemap: readonly SitemapUrl[], sources: readonly ArticleSource[]): RenameWarning[] {
  const bySlug = new Map<string, ArticleSource>();
  for (const source of sources) {
    bySlug.set(`${source.language}/${source.slug}`, source);
    for (const oldSlug of source.redirectFrom) {
      const key = `${source.language}/${oldSlug}`;
      if (!bySlug.has(key)) bySlug.set(key, source);
    }
  }
  const warnings: RenameWarning[] = [];
  for (const url of sitemap) {
    const language = LANGUAGES.find((candidate) => articleSlug(url.path, candidate) !== undefined);
    const oldSlug = language && articleSlug(url.path, language);
    if (language === undefined || oldSlug === undefined || bySlug.has(`${language}/${oldSlug}`)) continue;
    const holder = LANGUAGES.filter((other) => other !== language)
      .flatMap((other) => {
        const slug = articleSlug(url.alternates[other], other);
        const translation = slug === undefined ? undefined : bySlug.get(`${other}/${slug}`);
        if (translation === undefined) return [];
        return sources.filter((s) => s.language === language && s.translationKey === translation.translationKey);
      })
      .at(0);
    warnings.push({ oldPath: url.path, language, oldSlug, ...(holder === undefined ? {} : { holder }) });
  }
  return warnings;
}

/** The front matter line that keeps the old address alive, with the holder's earlier slugs kept. */
export function suggestedLine(warning: RenameWarning): string {
  const slugs = [...(warning.holder?.redirectFrom ?? []), warning.oldSlug];
  return `redirectFrom: [${slugs.join(', ')}]`;
}

/** Where the warning points: the holder's `slug:` line, or the language's article folder. */
export function warningPlace(warning: RenameWarning): { file: string; line: number } {
  return warning.holder === undefined
    ? { file: `content/articles/${warning.language}`, line: 1 }
    : { file: warning.holder.file, line: warning.holder.slugLine };
}

/** The warning as a writer reads it in a terminal: `file:line warning: …`. */
export function formatRenameWarning(warning: RenameWarning): string {
  const { file, line } = warningPlace(warning);
  const place = warning.holder === undefined ? file : `${file}:${line}`;
  const where =
    warning.holder === undefined
      ? `no ${warning.language} article lists it in redirectFrom; add \`${suggestedLine(warning)}\` to the front matter of the article that replaces it`
      : `if this article is the one renamed, add \`${suggestedLine(warning)}\` below its slug`;
  return `${place} warning: ${warning.oldPath} was published by the last build and is no article's address now; ${where}, so the old address redirects (301) to it`;
}

/** The same as a GitHub Actions workflow command, pinned on the file in the pull request. */
export function githubRenameWarning(warning: RenameWarning): string {
  const { file, line } = warningPlace(warning);
  return `::warning file=${file},line=${line}::${escapeWorkflowData(formatRenameWarning(warning).replace(/^\S+ warning: /, ''))}`;
}

/** The last build's sitemap: the file `PREVIOUS_SITEMAP` names (CI's copy of the live one), else `dist/sitemap.xml`. */
export function previousSitemap(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.PREVIOUS_SITEMAP;
  const file = named !== undefined && named !== '' ? named : join(root, 'dist', 'sitemap.xml');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
