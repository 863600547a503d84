import { existsSync } from 'node:fs';
import { escapeText } from 'entities';
import type { z } from 'zod';
import { CLAIM_REFERENCE, findFigures, plainText } from '../../src/content/figures';
import { unknownClaim } from '../../src/content/schemas/claim-fill';
import { claimsSchema, type Claim, type ClaimsFile } from '../../src/content/schemas/claims';
import type { Language } from '../../src/i18n/languages';
import { articleFrontMatterSchema, type ArticleFrontMatter } from '../../src/content/schemas/article';
import type { MarkdownItem } from './markdown-collection';
import type { CheckedFile } from './page-refs';
import { fieldIssue, fieldPlace, type ContentIssue } from './issues';
import type { ContentPaths } from './paths';
import { positionIn } from './placeholders';
import { mapProseFields } from './prose-fields';
import { isQuotation } from '../../src/content/schemas/common';
import { isRecord, type DataPath } from './schema-def';
import { claimReferencesFilled } from './claim-text';
import { agree, contradictions, maximaBeatenOnPage, withComputedFigures } from './claim-rules';
import { loadYamlFile } from './yaml-content';
import type { YamlDocument } from './yaml-document';

/**
 * One source for every figure (content/claims.yaml). A page writes a percentage or multiplier
 * only as a claim reference: `{claim:<id>}` in prose and Markdown, `claim: <id>` in a list of
 * figures; parsing fills in the claim's figure and basis (src/content/schemas/claim-fill.ts,
 * prose-fields.ts). It refuses a figure written any other way (outside content/legal/ and
 * content/locales/, which state terms and labels, and the claims file's exceptions), a reference
 * to no claim, a figure written beside a reference that says otherwise, two claims of one
 * metric and scope that disagree, and what claim-rules.ts finds across claims.
 */

export const CLAIMS_FILE = 'claims.yaml';

export type Claims = { byId: ReadonlyMap<string, Claim>; exceptions: ClaimsFile['exceptions'] };
type Exception = ClaimsFile['exceptions'][number];
/** A figure an exception let through, where it is: the job summary lists each one (ci-report.ts). */
export type Waiver = Omit<ContentIssue, 'message'> & Exception;

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
  const computed = withComputedFigures(data.claims, paths, { file, document });
  return {
    claims: { byId: new Map(computed.claims.map((claim) => [claim.id, claim])), exceptions: data.exceptions },
    issues: [
      ...loaded.issues,
      ...computed.issues,
      ...disagreements(computed.claims, file, document),
      ...contradictions(computed.claims, { file, document }),
    ],
    valid: true,
  };
}

const figureOf = (claim: Claim) => `${String(claim.value)} ${claim.unit}`;

/** Two claims of one metric and one scope must give one figure, in whatever form: each later one that differs is refused. */
function disagreements(claims: readonly Claim[], file: string, document: YamlDocument): ContentIssue[] {
  const first = new Map<string, Claim>();
  return claims.flatMap((claim, index) => {
    const key = `${claim.metric} ${claim.scope}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, claim);
    if (earlier === undefined || agree(earlier, claim)) return [];
    const message = `expected the figure of claim "${earlier.id}", which measures the same metric (${claim.metric}) for the same scope (${claim.scope}): ${figureOf(earlier)}, found ${figureOf(claim)} (one figure per metric and scope: change the scope or the metric if they measure different things)`;
    return [fieldIssue(file, document, ['claims', index, 'value'], message)];
  });
}

/** A rendered Markdown body with every `{claim:<id>}` replaced by the figure and its basis. */
export function resolveClaimsInHtml(html: string, language: Language, claims: Claims): string {
  return claimReferencesFilled(html, language, claims.byId, escapeText);
}

// ---------------------------------------------------------------- what a page may write

const HOW_TO = 'see "Adding a figure" in content/README.md';

/** The spans of `text` that an exception of the claims file covers. */
function exceptedSpans(text: string, claims: Claims): [number, number, Exception][] {
  const plain = plainText(text);
  return claims.exceptions.flatMap((exception) => {
    const wanted = plainText(exception.phrase);
    const spans: [number, number, Exception][] = [];
    for (let at = plain.indexOf(wanted); at !== -1; at = plain.indexOf(wanted, at + 1)) {
      spans.push([at, at + wanted.length, exception]);
    }
    return spans;
  });
}

function sentenceAround(text: string, offset: number): string {
  const start = Math.max(...['. ', '! ', '? ', '\n'].map((end) => text.lastIndexOf(end, offset) + 1), 0);
  const ends = ['. ', '! ', '? ', '\n'].map((end) => text.indexOf(end, offset)).filter((at) => at !== -1);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) + 1 : text.length);
}

/**
 * What is wrong with the claim references and figures of one text of a page, at `offset` characters
 * into it; `waived` hears of each figure an exception lets through.
 */
export function claimProblemsInText(
  text: string,
  language: Language | undefined,
  claims: Claims,
  waived: (offset: number, exception: Exception) => void = () => {},
) {
  const problems: { offset: number; message: string }[] = [];
  for (const match of text.matchAll(CLAIM_REFERENCE)) {
    const id = (match[1] ?? '').trim();
    if (!claims.byId.has(id)) problems.push({ offset: match.index, message: unknownClaim(match[0], claims.byId) });
    else if (language === undefined)
      problems.push({
        offset: match.index,
        message: `expected a claim reference only in a text of one language (a field of one language's file, or of an { en, it } pair), found "${match[0]}" in a text every language shows`,
      });
  }
  const figures = findFigures(text);
  // Most texts have no figure: the exceptions are looked for only in those that do.
  const excepted = figures.length > 0 ? exceptedSpans(text, claims) : [];
  for (const { index, written } of figures) {
    const exception = excepted.find(([start, end]) => index >= start && index + written.length <= end);
    if (exception) {
      waived(index, exception[2]);
      continue;
    }
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

/**
 * The claim references and figures of a YAML file's prose fields (its schema says which), and the
 * `claim:` of its lists of figures; `language` is undefined for a file of both (its `{ en, it }` pairs say).
 */
function claimIssuesInFile(
  file: string,
  document: YamlDocument,
  schema: z.core.$ZodType,
  language: Language | undefined,
  claims: Claims,
  waivers: Waiver[],
) {
  // Read as written: parsing has filled the claims in.
  const data = document.data;
  const issues: ContentIssue[] = [];
  const at = (path: DataPath, message: string) => issues.push(fieldIssue(file, document, path, message));
  const claimItems = [...itemsNamingAClaim(data, [])];
  // A value written beside a claim is compared with the claim below, not read as a figure of its own.
  const valuesBesideClaims = new Set(claimItems.map(({ path }) => [...path, 'value'].join('.')));
  const shown: { claim: Claim; path: DataPath }[] = [];
  mapProseFields(schema, data, language, (value, inLanguage, path, node) => {
    if (valuesBesideClaims.has(path.join('.'))) return value;
    // Its basis goes under the speaker's name, which only a file of one language gives it.
    if (language === undefined && isQuotation(node) && value.includes('{claim:'))
      at(
        path,
        `expected no claim reference in someone's words in a file both languages share, where its basis has no name to go under, found one in this quote (give the figure beside the quote, in the case's own text)`,
      );
    const waived = (_: number, exception: Exception) =>
      waivers.push({ ...fieldPlace(file, document, path), ...exception });
    for (const { message } of claimProblemsInText(value, inLanguage, claims, waived)) at(path, message);
    for (const match of value.matchAll(CLAIM_REFERENCE)) {
      const claim = claims.byId.get((match[1] ?? '').trim());
      if (claim) shown.push({ claim, path });
    }
    return value;
  });
  for (const { item, path } of claimItems) {
    const claim = claims.byId.get(item.claim);
    for (const field of ['label', 'basis'] as const) {
      const written = item[field];
      const message = `expected no ${field} beside a claim (it comes from content/claims.yaml, so every page says the same), found "${String(written)}"`;
      if (typeof written === 'string') at([...path, field], message);
    }
    if (claim === undefined) {
      at([...path, 'claim'], unknownClaim(item.claim, claims.byId));
    } else if (typeof item.value === 'string') {
      const written = item.value;
      const texts = language === undefined ? Object.values(claim.text) : [claim.text[language]];
      const message = `expected the figure of claim "${claim.id}", "${texts.join('" or "')}", or no value (the claim gives it), found "${written}"`;
      if (!texts.some((text) => plainText(text) === plainText(written))) at([...path, 'value'], message);
    }
    if (claim) shown.push({ claim, path: [...path, 'claim'] });
  }
  for (const { bound, other } of maximaBeatenOnPage(shown.map(({ claim }) => claim))) {
    const [boundAt, otherAt] = [bound, other].map((claim) => shown.find((item) => item.claim === claim)?.path ?? []);
    const { line } = document.positionOf(otherAt ?? []);
    at(
      boundAt ?? [],
      `expected no figure on this page beyond the maximum "${bound.id}" states, ${bound.text[language ?? 'en']}, found "${other.id}" showing ${other.text[language ?? 'en']} on line ${String(line)} (raise the maximum in content/claims.yaml, or say it is an average)`,
    );
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

/**
 * The claims check over the site: every YAML file kept for the checks across files (UI strings
 * and legal pages are not among them: they state labels and terms, not claims), and every
 * article's front matter and body. Also the figures the exceptions let through.
 */
export function checkClaimReferences(
  checked: readonly CheckedFile[],
  articles: readonly MarkdownItem<ArticleFrontMatter>[],
  claims: Claims,
): { issues: ContentIssue[]; waivers: Waiver[] } {
  const waivers: Waiver[] = [];
  const files = checked.flatMap(({ file, document, languages, schema }) => {
    const language = languages.length === 1 ? languages[0] : undefined;
    return schema ? claimIssuesInFile(file, document, schema, language, claims, waivers) : [];
  });
  const bodies = articles.flatMap(({ file, document, language, facts }) => [
    ...claimIssuesInFile(file, document, articleFrontMatterSchema, language, claims, waivers),
    // The texts of its body with a figure or a reference (body-facts.ts), each issue on its line and column.
    ...facts.figureTexts.flatMap(({ text, ...start }) => {
      const place = (offset: number) => ({ file, ...positionIn(text, offset, start), field: '(body)' });
      const waived = (offset: number, exception: Exception) => waivers.push({ ...place(offset), ...exception });
      return claimProblemsInText(text, language, claims, waived).map(({ offset, message }) => ({
        ...place(offset),
        message,
      }));
    }),
  ]);
  return { issues: [...files, ...bodies], waivers };
}
