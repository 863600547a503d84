import { existsSync } from 'node:fs';
import { escapeText } from 'entities';
import type { z } from 'zod';
import { CLAIM_REFERENCE, findFigures, plainText } from '../../src/content/figures';
import { claimsSchema, type Claim, type ClaimsFile } from '../../src/content/schemas/claims';
import type { Language } from '../../src/i18n/languages';
import { articleFrontMatterSchema, type ArticleFrontMatter } from '../../src/content/schemas/article';
import type { PlacedText } from './body-facts';
import type { MarkdownItem } from './markdown-collection';
import type { CheckedFile } from './page-refs';
import type { ContentIssue } from './issues';
import type { ContentPaths } from './paths';
import { mapProseFields, type DataPath } from './prose-fields';
import { isRecord } from './schema-def';
import { loadYamlFile } from './yaml-content';
import type { YamlDocument } from './yaml-document';

/**
 * One source for every figure (content/claims.yaml). A page writes a percentage or multiplier
 * only as a claim reference: `{claim:<id>}` in prose and Markdown, `claim: <id>` in a list of
 * figures; the step fills in the claim's figure and basis on every run, since they come from
 * another file. It refuses a figure written any other way (outside content/legal/ and
 * content/locales/, which state terms and labels, and the claims file's exceptions), a reference
 * to no claim, a figure written beside a reference that says otherwise, and two claims of one
 * metric and scope that disagree.
 */

export const CLAIMS_FILE = 'claims.yaml';

export type Claims = {
  byId: ReadonlyMap<string, Claim>;
  exceptions: ClaimsFile['exceptions'];
};

const NO_CLAIMS: Claims = { byId: new Map(), exceptions: [] };

/** Reads content/claims.yaml (a site without one has no claims) and checks that its claims agree. */
export function loadClaims(paths: ContentPaths): { claims: Claims; issues: ContentIssue[]; valid: boolean } {
  if (!existsSync(paths.content(CLAIMS_FILE))) return { claims: NO_CLAIMS, issues: [], valid: true };
  const loaded = loadYamlFile(paths, CLAIMS_FILE, claimsSchema);
  // Its own problems stop the step: the pages' references are checked once it is whole again.
  if (loaded.data === undefined || loaded.document === undefined)
    return { claims: NO_CLAIMS, issues: loaded.issues, valid: false };
  const { data, document } = loaded;
  const file = paths.relative(paths.content(CLAIMS_FILE));
  return {
    claims: { byId: new Map(data.claims.map((claim) => [claim.id, claim])), exceptions: data.exceptions },
    issues: [...loaded.issues, ...disagreements(data.claims, file, document)],
    valid: true,
  };
}

const figureOf = (claim: Claim) => `${String(claim.value)} ${claim.unit}`;

/** Two claims of one metric and one scope must give one figure: each later one that differs is refused. */
export function disagreements(claims: readonly Claim[], file: string, document: YamlDocument): ContentIssue[] {
  const first = new Map<string, Claim>();
  return claims.flatMap((claim, index): ContentIssue[] => {
    const key = `${claim.metric} ${claim.scope}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, claim);
    if (earlier === undefined || figureOf(earlier) === figureOf(claim)) return [];
    const path = ['claims', index, 'value'];
    return [
      {
        file,
        ...document.positionOf(path),
        field: path.join('.'),
        message: `expected the figure of claim "${earlier.id}", which measures the same metric (${claim.metric}) for the same scope (${claim.scope}): ${figureOf(earlier)}, found ${figureOf(claim)} (one figure per metric and scope: change the scope or the metric if they measure different things)`,
      },
    ];
  });
}

// ---------------------------------------------------------------- what a page shows

/** The figure with its basis, as prose shows it: "fino all'80% (secondo i nostri clienti)". */
function inlineClaim(claim: Claim, language: Language): string {
  return `${claim.text[language]} (${claim.basis[language]})`;
}

/** Whether a text placed after `before` starts a sentence (a capital then). */
const startsSentence = (before: string) => /(?:^|[.!?]\s+|<(?:p|li|h[1-6]|td|th)\b[^>]*>\s*)$/.test(before);

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function replaceReferences(text: string, language: Language, claims: Claims, escape: (text: string) => string) {
  if (!text.includes('{claim:')) return text;
  return text.replace(CLAIM_REFERENCE, (written, id: string, offset: number) => {
    const claim = claims.byId.get(id.trim());
    if (claim === undefined) return written;
    const shown = inlineClaim(claim, language);
    return escape(startsSentence(text.slice(0, offset)) ? capitalised(shown) : shown);
  });
}

/**
 * Data of one language with its claims filled in: every `{claim:<id>}` in a string replaced by the
 * figure and its basis, and every object naming a `claim` given the claim's value, label and basis.
 */
export function resolveClaims(data: unknown, language: Language, claims: Claims): unknown {
  if (typeof data === 'string') return replaceReferences(data, language, claims, (text) => text);
  if (Array.isArray(data)) {
    const resolved = data.map((item: unknown) => resolveClaims(item, language, claims));
    return resolved.some((item, index) => item !== data[index]) ? resolved : data;
  }
  if (!isRecord(data)) return data;
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(data)) {
    const resolved = resolveClaims(value, language, claims);
    if (resolved !== value) (changed ??= { ...data })[key] = resolved;
  }
  const claim = typeof data.claim === 'string' ? claims.byId.get(data.claim) : undefined;
  if (claim === undefined) return changed ?? data;
  return {
    ...(changed ?? data),
    value: claim.text[language],
    label: claim.label[language],
    basis: claim.basis[language],
  };
}

/** A rendered Markdown body with every `{claim:<id>}` replaced by the figure and its basis. */
export function resolveClaimsInHtml(html: string, language: Language, claims: Claims): string {
  return replaceReferences(html, language, claims, escapeText);
}

// ---------------------------------------------------------------- what a page may write

const HOW_TO = 'see "Adding a figure" in content/README.md';

/** The spans of `text` that an exception of the claims file covers. */
function exceptedSpans(text: string, claims: Claims): [number, number][] {
  const plain = plainText(text);
  return claims.exceptions.flatMap(({ phrase }) => {
    const wanted = plainText(phrase);
    const spans: [number, number][] = [];
    for (let at = plain.indexOf(wanted); at !== -1; at = plain.indexOf(wanted, at + 1)) {
      spans.push([at, at + wanted.length]);
    }
    return spans;
  });
}

/** The sentence of `text` around `offset`. */
function sentenceAround(text: string, offset: number): string {
  const start = Math.max(...['. ', '! ', '? ', '\n'].map((end) => text.lastIndexOf(end, offset) + 1), 0);
  const ends = ['. ', '! ', '? ', '\n'].map((end) => text.indexOf(end, offset)).filter((at) => at !== -1);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) + 1 : text.length);
}

/** A problem with a claim reference or a figure at `offset` characters into a text. */
export type TextProblem = { offset: number; message: string };

/** What is wrong with the claim references and figures of one text of a page. */
export function claimProblemsInText(text: string, language: Language | undefined, claims: Claims): TextProblem[] {
  const problems: TextProblem[] = [];
  for (const match of text.matchAll(CLAIM_REFERENCE)) {
    const id = (match[1] ?? '').trim();
    if (!claims.byId.has(id)) problems.push({ offset: match.index, message: unknownClaim(match[0], claims) });
  }
  const figures = findFigures(text);
  // Most texts have no figure: the exceptions are looked for only in those that do.
  const excepted = figures.length > 0 ? exceptedSpans(text, claims) : [];
  for (const { index, written } of figures) {
    if (excepted.some(([start, end]) => index >= start && index + written.length <= end)) continue;
    const beside = [...sentenceAround(text, index).matchAll(CLAIM_REFERENCE)]
      .map((match) => claims.byId.get((match[1] ?? '').trim()))
      .find((claim) => claim !== undefined);
    problems.push({
      offset: index,
      message:
        beside === undefined
          ? `expected a figure written as a claim reference, {claim:<id>}, with the figure in content/claims.yaml (${HOW_TO}), found "${written.trim().replace(/\s+/g, ' ')}"`
          : `expected the figure of {claim:${beside.id}} only through the reference, which shows "${beside.text[language ?? 'en']}", found "${written.trim().replace(/\s+/g, ' ')}" written beside it`,
    });
  }
  return problems;
}

function unknownClaim(written: string, claims: Claims): string {
  const known = [...claims.byId.keys()];
  return `expected the id of a claim in content/claims.yaml (${known.length > 0 ? known.join(', ') : 'it has none yet'}), found "${written}"`;
}

/** A YAML file to check, with its schema, which says which of its fields are prose. */
export type FileToCheck = {
  file: string;
  document: YamlDocument;
  data: unknown;
  schema: z.core.$ZodType;
  /** Its one language, or undefined for a file of both (its `{ en, it }` pairs say). */
  language: Language | undefined;
};

/** The claim references and figures of a YAML file's prose fields, and the `claim:` of its lists of figures. */
export function claimIssuesInFile({ file, document, data, schema, language }: FileToCheck, claims: Claims) {
  const issues: ContentIssue[] = [];
  const at = (path: DataPath, message: string) =>
    issues.push({ file, ...document.positionOf(path), field: path.join('.'), message });
  const claimItems = [...itemsNamingAClaim(data, [])];
  // A value written beside a claim is compared with the claim below, not read as a figure of its own.
  const valuesBesideClaims = new Set(claimItems.map(({ path }) => [...path, 'value'].join('.')));
  mapProseFields(schema, data, language, (value, inLanguage, path) => {
    if (valuesBesideClaims.has(path.join('.'))) return value;
    for (const { message } of claimProblemsInText(value, inLanguage, claims)) at(path, message);
    return value;
  });
  for (const { item, path } of claimItems) {
    const claim = claims.byId.get(item.claim);
    for (const field of ['label', 'basis'] as const) {
      const written = item[field];
      if (typeof written === 'string')
        at(
          [...path, field],
          `expected no ${field} beside a claim (it comes from content/claims.yaml, so every page says the same), found "${written}"`,
        );
    }
    if (claim === undefined) {
      at([...path, 'claim'], unknownClaim(item.claim, claims));
    } else if (typeof item.value === 'string') {
      const written = item.value;
      const texts = language === undefined ? Object.values(claim.text) : [claim.text[language]];
      if (!texts.some((shown) => plainText(shown) === plainText(written))) {
        at(
          [...path, 'value'],
          `expected the figure of claim "${claim.id}", "${texts.join('" or "')}", or no value (the claim gives it), found "${written}"`,
        );
      }
    }
  }
  return issues;
}

type ClaimItem = { claim: string; value?: unknown; label?: unknown; basis?: unknown };

function* itemsNamingAClaim(data: unknown, path: DataPath): Generator<{ item: ClaimItem; path: DataPath }> {
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) yield* itemsNamingAClaim(item, [...path, index]);
    return;
  }
  if (!isRecord(data)) return;
  if (typeof data.claim === 'string') yield { item: data as ClaimItem, path };
  for (const [key, value] of Object.entries(data)) yield* itemsNamingAClaim(value, [...path, key]);
}

/** The claim references and figures of a Markdown body's texts (body-facts.ts), each on its line and column. */
export function claimIssuesInBody(
  file: string,
  texts: readonly PlacedText[],
  language: Language,
  claims: Claims,
): ContentIssue[] {
  return texts.flatMap(({ text, line, column }) =>
    claimProblemsInText(text, language, claims).map(({ offset, message }) => {
      const before = text.slice(0, offset);
      const lastBreak = before.lastIndexOf('\n');
      const lines = before.split('\n').length - 1;
      return {
        file,
        line: line + lines,
        column: lastBreak === -1 ? column + offset : offset - lastBreak,
        field: '(body)',
        message,
      };
    }),
  );
}

/**
 * The claims check over the site: every YAML file kept for the checks across files (UI strings
 * and legal pages are not among them: they state labels and terms, not claims), and every
 * article's front matter and body.
 */
export function checkClaimReferences(
  checked: readonly CheckedFile[],
  articles: readonly MarkdownItem<ArticleFrontMatter>[],
  claims: Claims,
): ContentIssue[] {
  const files = checked.flatMap(({ file, document, data, languages, schema }) =>
    schema === undefined
      ? []
      : claimIssuesInFile(
          { file, document, data, schema, language: languages.length === 1 ? languages[0] : undefined },
          claims,
        ),
  );
  const bodies = articles.flatMap((article) => [
    ...claimIssuesInFile({ ...article, schema: articleFrontMatterSchema, language: article.language }, claims),
    ...claimIssuesInBody(article.file, article.facts?.figureTexts ?? [], article.language, claims),
  ]);
  return [...files, ...bodies];
}
