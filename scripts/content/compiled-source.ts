import { basename } from 'node:path';
import type { z } from 'zod';
import { bodyFacts, type BodyFacts } from './body-facts';
import { bodyPictures, type BodyPicture } from './body-pictures';
import { parseFrontMatter } from './front-matter';
import { fieldIssue, type ContentIssue } from './issues';
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
export type CompiledFile<Data> = {
  issues: ContentIssue[];
  /** The parsed YAML (a Markdown file's front matter), to place later issues. */
  document?: YamlDocument;
  data?: Data;
  /** A Markdown file's body, once valid. */
  html?: string;
  words?: number;
  facts?: BodyFacts;
  /** The pictures its body shows, checked against public/ on every run (body-pictures.ts). */
  pictures?: BodyPicture[];
  timedOut?: true;
};

/** A `slug` in a front matter must be the file name; without one, the file name is the slug. */
export type FrontMatterSchema = z.ZodType<object>;

/** Valid data with its prose fields as shown in the language of `file`: typeset, claims filled in (prose-fields.ts). */
function typesetData<Data>(schema: z.ZodType, data: Data | undefined, file: string): Data | undefined {
  return data === undefined ? undefined : (proseAsShown(schema, data, languageOfFile(file)) as Data);
}

/**
 * How a file is compiled: as YAML or Markdown, against which schema; `noun` names a Markdown item
 * in messages ("article").
 */
export type SourceUnit =
  { kind: 'yaml'; schema: z.ZodType } | { kind: 'markdown'; schema: FrontMatterSchema; noun: string };

/** An empty body, or one shaped to make the parser slow or overflow its stack (line relative to the body). */
export function bodyProblem(body: string, noun: string): { line: number; message: string } | undefined {
  if (body.trim() === '')
    return { line: 0, message: `expected the ${noun}'s text after this closing ---, found nothing` };
  return markdownShapeProblem(body);
}

/** A Markdown body as HTML, with what the checks read from its syntax tree. */
export type RenderedBody = Required<Pick<CompiledFile<object>, 'html' | 'words' | 'facts' | 'pictures'>>;

/** `body`, whose first line follows the file's line `closingLine`, rendered for the language of `file`. */
export function renderBody(body: string, closingLine: number, file: string): RenderedBody {
  const { read, html } = renderMarkdownTree(body, languageOfFile(file), (tree) => ({
    words: countWords(tree),
    pictures: bodyPictures(tree, closingLine),
    facts: bodyFacts(tree, closingLine, body),
  }));
  return { html, ...read };
}

function compile(paths: ContentPaths, unit: SourceUnit, bytes: Uint8Array, absolute: string): CompiledFile<unknown> {
  const file = paths.relative(absolute);
  const decoded = decodeContent(bytes, file);
  if ('issue' in decoded) return { issues: [decoded.issue] };
  if (unit.kind === 'markdown') {
    // Taken before the time limit starts: the helper's body was rendered within a limit of its own.
    const rendered = paths.helper?.take(absolute);
    return compileMarkdown(unit, decoded.text, file, basename(absolute, '.md'), rendered);
  }
  const document = parseYaml(decoded.text, file);
  const { data, issues } = validateDocument(unit.schema, document, file);
  // The file's data as written (before validation) is read across files: a page's translationKey.
  return { issues, document, data: typesetData(unit.schema, data, file) };
}

/**
 * A Markdown file's front matter validated (a slug in it must be the file name), its body
 * rendered once valid and not shaped to make the parser slow or overflow its stack, all within
 * the time limit; the body as `rendered`, when the compile helper rendered it.
 */
function compileMarkdown(
  { schema, noun }: Extract<SourceUnit, { kind: 'markdown' }>,
  text: string,
  file: string,
  fileSlug: string,
  rendered: RenderedBody | undefined,
): CompiledFile<object> {
  const compiled = runWithin(MARKDOWN_COMPILE_LIMIT_MS, (): CompiledFile<object> => {
    // gray-matter's YAML engine: the front matter's line 1 is the file's.
    const split = parseFrontMatter(text, (text) => parseYaml(text, file));
    if ('message' in split) {
      return { issues: [{ file, line: split.line, column: 1, field: '(front matter)', message: split.message }] };
    }
    const { parsed: document, closingLine, body } = split;
    const validated = validateDocument(schema, document, file);
    const { issues } = validated;
    const data = typesetData(schema, validated.data, file);
    const bodyIssue = bodyProblem(body, noun);
    if (bodyIssue)
      issues.push({ file, line: closingLine + bodyIssue.line, column: 1, field: '(body)', message: bodyIssue.message });
    if (!data) return { issues, document };
    if ('slug' in data && data.slug !== fileSlug) {
      const message = `expected the file name without .md (${JSON.stringify(fileSlug)}), found ${JSON.stringify(data.slug)}`;
      issues.push(fieldIssue(file, document, ['slug'], message));
    }
    if (bodyIssue) return { issues, document, data };
    return { issues, document, data, ...(rendered ?? renderBody(body, closingLine, file)) };
  });
  if (compiled.finished) return compiled.result;
  const seconds = MARKDOWN_COMPILE_LIMIT_MS / 1000;
  const message = `expected Markdown that compiles within ${seconds} s, found one still compiling after ${seconds} s; look for a long paragraph full of *, _, [ or \` and split it, or write \\* and \\_ for plain ones`;
  return { issues: [{ file, line: 1, column: 1, field: '(body)', message }], timedOut: true };
}

/**
 * What each file compiled to, by its path and how it was compiled, kept in memory for as long
 * as the dev server runs: after an edit, only the files whose bytes changed are compiled again.
 */
export type CompiledFiles = Map<string, { bytes: Uint8Array; schema: z.ZodType; result: CompiledFile<unknown> }>;

/**
 * Reads a content file and compiles it as `unit`, or takes what compiling the same bytes the
 * same way gave before from `paths.compiled`. A file over the size cap is refused from its size,
 * before anything is read. The data is a copy each time: the checks across files add to it.
 */
export function compileSource<Schema extends z.ZodType>(
  paths: ContentPaths,
  absolute: string,
  unit: SourceUnit & { schema: Schema },
): CompiledFile<z.infer<Schema>> {
  const file = paths.relative(absolute);
  const read = readContentBytes(absolute, file);
  if ('issue' in read) return { issues: [read.issue] };
  const key = `${unit.kind === 'yaml' ? 'yaml' : `markdown:${unit.noun}`}\0${absolute}`;
  const known = paths.compiled?.get(key);
  const result: CompiledFile<unknown> =
    known && known.schema === unit.schema && Buffer.compare(known.bytes, read.bytes) === 0
      ? known.result
      : compile(paths, unit, read.bytes, absolute);
  if (!paths.compiled) return result as CompiledFile<z.infer<Schema>>;
  // A compile stopped at the time limit is never kept: how long it takes depends on the machine too.
  if (!result.timedOut) paths.compiled.set(key, { bytes: read.bytes, schema: unit.schema, result });
  const copy = { ...result, issues: [...result.issues], data: structuredClone(result.data) };
  return copy as CompiledFile<z.infer<Schema>>;
}
