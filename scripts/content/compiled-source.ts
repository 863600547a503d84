import { basename } from 'node:path';
import type { z } from 'zod';
import { bodyFacts, type BodyFacts } from './body-facts';
import { bodyPictures, type BodyPicture } from './body-pictures';
import { sourceKey } from './content-cache';
import { parseFrontMatter } from './front-matter';
import type { ContentIssue } from './issues';
import { countWords, renderMarkdownTree } from './markdown';
import { markdownShapeProblem } from './markdown-limits';
import type { ContentPaths } from './paths';
import { languageOfFile, typesetProseFields } from './prose-fields';
import { decodeContent, readContentBytes } from './read-source';
import { schemaName } from './schema-type';
import { MARKDOWN_COMPILE_LIMIT_MS, runWithin } from './time-limit';
import { validateDocument } from './validate';
import { packPositions, parseYaml, type PlacedYaml } from './yaml-document';

/**
 * One content file compiled on its own: everything that depends on its bytes alone (and on the
 * compiler), so the content cache can keep it. What depends on other files (pictures in public/,
 * slugs and keys of other pages, links) is checked again on every run from this.
 */

/** A YAML file: its problems, its parsed document (to place later issues) and its valid data. */
export type CompiledYaml<Data> = { issues: ContentIssue[]; document?: PlacedYaml; data?: Data };

/**
 * The schema of a Markdown file's front matter. A `slug` in it must be the file name; without
 * one, the file name is the slug (a legal page's address is its file name).
 */
export type FrontMatterSchema = z.ZodType<object>;

/**
 * A Markdown file: as a YAML file for its front matter, plus its body's HTML and word count once
 * all is valid, and its body's facts when its unit asks for them.
 */
export type CompiledMarkdown<Data> = CompiledYaml<Data> & {
  html?: string;
  words?: number;
  facts?: BodyFacts;
  /** The pictures its body shows, checked against public/ on every run (body-pictures.ts). */
  pictures?: BodyPicture[];
  /**
   * Set when the compile was stopped at the time limit: never cached, since how long a compile
   * takes depends on the machine as well as the bytes.
   */
  timedOut?: true;
};

/** The document as the cache keeps it: no positionOf method, packed positions, and its data only when asked. */
function placed({ data, syntaxIssues, positions }: PlacedYaml, withData: boolean): PlacedYaml {
  return { data: withData ? data : undefined, syntaxIssues, positions: packPositions(positions) };
}

/** Valid data with its prose fields' typography set for the language of `file` (prose-fields.ts). */
function typesetData<Data>(schema: z.ZodType, data: Data | undefined, file: string): Data | undefined {
  return data === undefined ? undefined : (typesetProseFields(schema, data, languageOfFile(file)) as Data);
}

/** Parses and validates a YAML file's bytes against `schema`; its prose fields are set (typography.ts). */
export function compileYaml<Schema extends z.ZodType>(
  bytes: Uint8Array,
  file: string,
  schema: Schema,
): CompiledYaml<z.infer<Schema>> {
  const decoded = decodeContent(bytes, file);
  if ('issue' in decoded) return { issues: [decoded.issue] };
  const document = parseYaml(decoded.text, file);
  const { data, issues } = validateDocument(schema, document, file);
  // The file's data as written (before validation) is read across files: a page's translationKey.
  return { issues, document: placed(document, true), data: typesetData(schema, data, file) };
}

/** An empty body, or one shaped to make the Markdown parser slow or overflow its stack. */
function bodyProblem(body: string, closingLine: number, file: string, noun: string): ContentIssue | undefined {
  if (body.trim() === '') {
    return {
      file,
      line: closingLine,
      column: 1,
      field: '(body)',
      message: `expected the ${noun}'s text after this closing ---, found nothing`,
    };
  }
  const shape = markdownShapeProblem(body);
  return shape && { file, line: closingLine + shape.line, column: 1, field: '(body)', message: shape.message };
}

type MarkdownOptions<Schema> = { schema: Schema; noun: string; fileSlug: string; withFacts?: boolean };

/**
 * Splits a Markdown file into front matter and body, validates the front matter against `schema`
 * (a slug in it must be the file name, `fileSlug`) and renders the body when everything is valid.
 * `noun` names the item in messages ("article"). A file still compiling after
 * MARKDOWN_COMPILE_LIMIT_MS is stopped, and is an issue on its first line.
 */
export function compileMarkdown<Schema extends FrontMatterSchema>(
  bytes: Uint8Array,
  file: string,
  options: MarkdownOptions<Schema>,
): CompiledMarkdown<z.infer<Schema>> {
  const compiled = runWithin(MARKDOWN_COMPILE_LIMIT_MS, () => compileMarkdownFile(bytes, file, options));
  if (compiled.finished) return compiled.result;
  const seconds = MARKDOWN_COMPILE_LIMIT_MS / 1000;
  return {
    issues: [
      {
        file,
        line: 1,
        column: 1,
        field: '(body)',
        message: `expected Markdown that compiles within ${seconds} s, found one still compiling after ${seconds} s; look for a long paragraph full of *, _, [ or \` and split it, or write \\* and \\_ for plain ones`,
      },
    ],
    timedOut: true,
  };
}

function compileMarkdownFile<Schema extends FrontMatterSchema>(
  bytes: Uint8Array,
  file: string,
  { schema, noun, fileSlug, withFacts }: MarkdownOptions<Schema>,
): CompiledMarkdown<z.infer<Schema>> {
  const decoded = decodeContent(bytes, file);
  if ('issue' in decoded) return { issues: [decoded.issue] };
  // gray-matter's YAML engine: the front matter's line 1 is the file's.
  const split = parseFrontMatter(decoded.text, (text) => parseYaml(text, file));
  if ('message' in split) {
    return { issues: [{ file, line: split.line, column: 1, field: '(front matter)', message: split.message }] };
  }
  const { parsed: document, closingLine, body } = split;
  const validated = validateDocument(schema, document, file);
  const { issues } = validated;
  const data = typesetData(schema, validated.data, file);
  const bodyIssue = bodyProblem(body, closingLine, file, noun);
  if (bodyIssue) issues.push(bodyIssue);
  if (!data) return { issues, document: placed(document, false) };
  if ('slug' in data && data.slug !== fileSlug) {
    issues.push({
      file,
      ...document.positionOf(['slug']),
      field: 'slug',
      message: `expected the file name without .md (${JSON.stringify(fileSlug)}), found ${JSON.stringify(data.slug)}`,
    });
  }
  if (bodyIssue) return { issues, document: placed(document, false), data };
  const { tree, html } = renderMarkdownTree(body, languageOfFile(file));
  const compiled = {
    issues,
    document: placed(document, false),
    data,
    html,
    words: countWords(tree),
    pictures: bodyPictures(tree, closingLine),
  };
  return withFacts ? { ...compiled, facts: bodyFacts(tree, closingLine, body) } : compiled;
}

/**
 * How a file is compiled: as YAML or Markdown, against which schema; `noun` names a Markdown item
 * in messages, and `bodyFacts` asks for its body's facts (body-facts.ts).
 */
export type SourceUnit =
  | { kind: 'yaml'; schema: z.ZodType }
  | { kind: 'markdown'; schema: FrontMatterSchema; noun: string; bodyFacts?: boolean };

/** A unit as a worker thread receives it: the schema by the name src/content/schemas/ exports it by. */
export type NamedSourceUnit =
  { kind: 'yaml'; schema: string } | { kind: 'markdown'; schema: string; noun: string; bodyFacts?: boolean };

/** The unit by its schema's name, when src/content/schemas/ exports the schema (the cache and workers need a name). */
export function namedUnit(unit: SourceUnit): NamedSourceUnit | undefined {
  const schema = schemaName(unit.schema);
  if (schema === undefined) return undefined;
  if (unit.kind === 'yaml') return { kind: 'yaml', schema };
  const named = { kind: 'markdown', schema, noun: unit.noun } as const;
  return unit.bodyFacts ? { ...named, bodyFacts: true } : named;
}

function unitName(unit: NamedSourceUnit): string {
  if (unit.kind === 'yaml') return `yaml:${unit.schema}`;
  return `markdown:${unit.schema}:${unit.noun}${unit.bodyFacts ? ':facts' : ''}`;
}

/** The cache key of a file compiled as `unit`. */
export function unitKey(unit: NamedSourceUnit, file: string, bytes: Uint8Array): string {
  return sourceKey(unitName(unit), file, bytes);
}

/** Where a file's cache key, once computed in a run, is remembered (ContentPaths.sourceKeys). */
export function sourceKeyName(unit: NamedSourceUnit, absolute: string): string {
  return `${unitName(unit)}\0${absolute}`;
}

/** Compiles one file's bytes as `unit` (`file` names it in issues; a Markdown item's slug is its file name). */
export function compileUnit(
  unit: SourceUnit,
  bytes: Uint8Array,
  file: string,
  absolute: string,
): CompiledMarkdown<unknown> {
  if (unit.kind === 'yaml') return compileYaml(bytes, file, unit.schema);
  return compileMarkdown(bytes, file, {
    schema: unit.schema,
    noun: unit.noun,
    fileSlug: basename(absolute, '.md'),
    withFacts: unit.bodyFacts,
  });
}

/** A compiled file as the cache keeps it: its rendered HTML apart (attached), since most runs never read it. */
export type CachedForm = { entry: Omit<CompiledMarkdown<unknown>, 'html'>; html?: string };

export function cachedForm({ html, ...entry }: CompiledMarkdown<unknown>): CachedForm {
  return html === undefined ? { entry } : { entry, html };
}

/**
 * A compiled file, with its cache key when the cache was used (what identifies its compiled
 * form); a Markdown file's HTML is read when asked for: a run that writes no page of an
 * unchanged article never reads its HTML back from the cache.
 */
export type SourceResult<Data> = Omit<CompiledMarkdown<Data>, 'html'> & { key?: string; readHtml?: () => string };

function withHtml<Data>(result: CompiledMarkdown<Data>): SourceResult<Data> {
  const { html, ...rest } = result;
  return html === undefined ? rest : { ...rest, readHtml: () => html };
}

/**
 * Reads a content file and compiles it as `unit`, or takes what compiling the same bytes the
 * same way gave before from the cache (`paths.cache`). A file over the size cap is refused from
 * its size, before anything is read or cached.
 */
export function compileSource<Schema extends z.ZodType>(
  paths: ContentPaths,
  absolute: string,
  unit: SourceUnit & { schema: Schema },
): SourceResult<z.infer<Schema>> {
  const file = paths.relative(absolute);
  const named = namedUnit(unit);
  const { cache } = paths;
  // What the cache holds is what compileUnit gave for exactly these bytes: data valid for the schema.
  const cached = (key: string): SourceResult<z.infer<Schema>> => {
    const entry = cache?.get(key) as Omit<CompiledMarkdown<z.infer<Schema>>, 'html'>;
    // The HTML was kept with every entry that has a word count (compileMarkdown gives both or neither).
    return entry.words === undefined
      ? { ...entry, key }
      : { ...entry, key, readHtml: () => cache?.attached(key) as string };
  };
  const knownKey = named && paths.sourceKeys?.get(sourceKeyName(named, absolute));
  if (knownKey !== undefined && cache?.has(knownKey)) return cached(knownKey);
  const read = readContentBytes(absolute, file);
  if ('issue' in read) return { issues: [read.issue] };
  if (!cache || !named)
    return withHtml(compileUnit(unit, read.bytes, file, absolute) as CompiledMarkdown<z.infer<Schema>>);
  const key = unitKey(named, file, read.bytes);
  if (cache.has(key)) return cached(key);
  const result = compileUnit(unit, read.bytes, file, absolute) as CompiledMarkdown<z.infer<Schema>>;
  if (result.timedOut) return withHtml(result);
  const { entry, html } = cachedForm(result);
  cache.set(key, entry);
  if (html !== undefined) cache.attach(key, html);
  return { ...withHtml(result), key };
}
