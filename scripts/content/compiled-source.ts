import { basename } from 'node:path';
import type { z } from 'zod';
import { bodyFacts, type BodyFacts } from './body-facts';
import { bodyPictures, type BodyPicture } from './body-pictures';
import { parseFrontMatter } from './front-matter';
import type { ContentIssue } from './issues';
import { countWords, renderMarkdownTree } from './markdown';
import { markdownShapeProblem } from './markdown-limits';
import type { ContentPaths } from './paths';
import { languageOfFile, proseAsShown } from './prose-fields';
import { decodeContent, readContentBytes } from './read-source';
import { MARKDOWN_COMPILE_LIMIT_MS, runWithin } from './time-limit';
import { validateDocument } from './validate';
import { parseYaml, type YamlDocument } from './yaml-document';

/**
 * One content file compiled on its own: everything that depends on its bytes alone. What depends
 * on other files (pictures in public/, slugs and keys of other pages, links) is checked after.
 */

/** A YAML file: its problems, its parsed document (to place later issues) and its valid data. */
export type CompiledYaml<Data> = { issues: ContentIssue[]; document?: YamlDocument; data?: Data };

/**
 * The schema of a Markdown file's front matter. A `slug` in it must be the file name; without
 * one, the file name is the slug (a legal page's address is its file name).
 */
export type FrontMatterSchema = z.ZodType<object>;

/** A Markdown file: its front matter as a YAML file, plus its body's HTML, words and facts once valid. */
export type CompiledMarkdown<Data> = CompiledYaml<Data> & {
  html?: string;
  words?: number;
  facts?: BodyFacts;
  /** The pictures its body shows, checked against public/ on every run (body-pictures.ts). */
  pictures?: BodyPicture[];
  timedOut?: true;
};

/** Valid data with its prose fields as shown in the language of `file`: typeset, claims filled in (prose-fields.ts). */
function typesetData<Data>(schema: z.ZodType, data: Data | undefined, file: string): Data | undefined {
  return data === undefined ? undefined : (proseAsShown(schema, data, languageOfFile(file)) as Data);
}

/** Parses and validates a YAML file's bytes against `schema`, its prose typeset. */
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
  return { issues, document, data: typesetData(schema, data, file) };
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
 * Validates a Markdown file's front matter (a slug in it must be `fileSlug`) and renders its body
 * once valid; `noun` ("article") names it in messages. Stopped after MARKDOWN_COMPILE_LIMIT_MS.
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
  if (!data) return { issues, document };
  if ('slug' in data && data.slug !== fileSlug) {
    issues.push({
      file,
      ...document.positionOf(['slug']),
      field: 'slug',
      message: `expected the file name without .md (${JSON.stringify(fileSlug)}), found ${JSON.stringify(data.slug)}`,
    });
  }
  if (bodyIssue) return { issues, document, data };
  const { read, html } = renderMarkdownTree(body, languageOfFile(file), (tree) => ({
    words: countWords(tree),
    pictures: bodyPictures(tree, closingLine),
    ...(withFacts ? { facts: bodyFacts(tree, closingLine, body) } : {}),
  }));
  return { issues, document, data, html, ...read };
}

/**
 * How a file is compiled: as YAML or Markdown, against which schema; `noun` names a Markdown item
 * in messages, and `bodyFacts` asks for its body's facts (body-facts.ts).
 */
export type SourceUnit =
  | { kind: 'yaml'; schema: z.ZodType }
  | { kind: 'markdown'; schema: FrontMatterSchema; noun: string; bodyFacts?: boolean };

/** Compiles one file's bytes as `unit` (`file` names it in issues; a Markdown item's slug is its file name). */
function compileUnit(unit: SourceUnit, bytes: Uint8Array, file: string, absolute: string): CompiledMarkdown<unknown> {
  if (unit.kind === 'yaml') return compileYaml(bytes, file, unit.schema);
  return compileMarkdown(bytes, file, {
    schema: unit.schema,
    noun: unit.noun,
    fileSlug: basename(absolute, '.md'),
    withFacts: unit.bodyFacts,
  });
}

/**
 * What each file compiled to, by its path and how it was compiled, kept in memory for as long
 * as the dev server runs: after an edit, only the files whose bytes changed are compiled again.
 */
export type CompiledFiles = Map<string, { bytes: Uint8Array; schema: z.ZodType; result: CompiledMarkdown<unknown> }>;

/**
 * Reads a content file and compiles it as `unit`, or takes what compiling the same bytes the
 * same way gave before from `paths.compiled`. A file over the size cap is refused from its size,
 * before anything is read. The data is a copy each time: the checks across files add to it.
 */
export function compileSource<Schema extends z.ZodType>(
  paths: ContentPaths,
  absolute: string,
  unit: SourceUnit & { schema: Schema },
): CompiledMarkdown<z.infer<Schema>> {
  const file = paths.relative(absolute);
  const read = readContentBytes(absolute, file);
  if ('issue' in read) return { issues: [read.issue] };
  const key = `${unitName(unit)}\0${absolute}`;
  const known = paths.compiled?.get(key);
  const result =
    known && known.schema === unit.schema && Buffer.compare(known.bytes, read.bytes) === 0
      ? known.result
      : compileUnit(unit, read.bytes, file, absolute);
  if (!paths.compiled) return result as CompiledMarkdown<z.infer<Schema>>;
  // A compile stopped at the time limit is never kept: how long it takes depends on the machine too.
  if (!result.timedOut) paths.compiled.set(key, { bytes: read.bytes, schema: unit.schema, result });
  const copy = { ...result, issues: [...result.issues], data: structuredClone(result.data) };
  return copy as CompiledMarkdown<z.infer<Schema>>;
}

function unitName(unit: SourceUnit): string {
  return unit.kind === 'yaml' ? 'yaml' : `markdown:${unit.noun}:${unit.bodyFacts ? 'facts' : ''}`;
}
