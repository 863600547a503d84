/**
 * The examples of the writer's guide (content/README.md) as edits a test can make: each code
 * block the guide marks with a `writer-test` comment is one step a writer copies. The slow test
 * (writer-guide.slow-test.ts) makes every step in a copy of the project and builds it; the unit
 * test (writer-guide.test.ts) checks that the guide has a step for every kind of content.
 *
 * The marks (an HTML comment, which GitHub does not show, on the line before the block):
 *
 *   <!-- writer-test: create content/industries/en/logistics.yaml -->
 *     the block is the whole new file; the file must not exist yet.
 *   <!-- writer-test: append content/tags/en.yaml at tags -->
 *     the block is a YAML list; its items are added at the end of the list found at the path
 *     after `at`: keys joined by dots, and `[field=value]` for the one item of a list whose
 *     field has that value (`sections[eyebrow=Solutions by industry].cards`).
 *   <!-- writer-test: change content/case-studies/en.yaml -->
 *     the block is a YAML mapping shaped as the file: each of its values that is not a mapping
 *     replaces the file's value at the same place, which must exist (a changed sentence).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { isLanguage, LANGUAGES } from '../../src/i18n/languages';
import { fillPath } from '../../src/routes/paths';
import { parseFrontMatter } from './front-matter';

const splitFrontMatter = (source: string) => parseFrontMatter(source, () => undefined);

export type GuideAction = 'create' | 'append' | 'change';

export type GuideBlock = {
  action: GuideAction;
  /** The file the step writes, relative to the project's root. */
  path: string;
  /** For `append`: where in the file's YAML the list is. */
  at?: string;
  /** The block's text, as the writer copies it (ends with a line break). */
  text: string;
  /** The guide's line of the mark, for messages. */
  line: number;
};

const MARK = /^<!--\s*writer-test:\s*(create|append|change)\s+(\S+)(?:\s+at\s+(.+?))?\s*-->\s*$/;
const FENCE = /^(```+|~~~+)/;

/** Every marked block of the guide, in the guide's order; a mark without a block after it is an error. */
export function readGuideBlocks(markdown: string): GuideBlock[] {
  const lines = markdown.split('\n');
  const blocks: GuideBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (!line.includes('writer-test:')) continue;
    const mark = MARK.exec(line.trim());
    if (!mark) throw new Error(`content/README.md:${index + 1}: a writer-test mark the test cannot read: ${line}`);
    const [, action, path, at] = mark as unknown as [string, GuideAction, string, string | undefined];
    let open = index + 1;
    while (open < lines.length && (lines[open] ?? '').trim() === '') open++;
    const fence = FENCE.exec(lines[open] ?? '')?.[1];
    if (fence === undefined)
      throw new Error(`content/README.md:${index + 1}: the writer-test mark is not followed by a code block`);
    const close = lines.findIndex((candidate, position) => position > open && candidate.startsWith(fence));
    if (close === -1) throw new Error(`content/README.md:${open + 1}: the code block is never closed`);
    if (action === 'append' && at === undefined)
      throw new Error(`content/README.md:${index + 1}: an append mark says where: "append <file> at <path>"`);
    blocks.push({
      action,
      path,
      ...(at === undefined ? {} : { at }),
      text: `${lines.slice(open + 1, close).join('\n')}\n`,
      line: index + 1,
    });
    index = close;
  }
  return blocks;
}

/** The folders a writer's step may write in: adding content needs no code. */
export const WRITER_FOLDERS = ['content/', 'public/'] as const;

/** Whether a step's file is one a writer may touch (under content/ or public/, not the site's own pictures). */
export function isWritersPath(path: string): boolean {
  const clean = normalize(path).split('\\').join('/');
  return (
    clean === path && WRITER_FOLDERS.some((folder) => clean.startsWith(folder)) && !clean.startsWith('public/images/_/')
  );
}

type PathStep = { key: string } | { field: string; value: string };

function parsePath(at: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const part of at.match(/[^.[\]]+|\[[^\]]*\]/g) ?? []) {
    if (part.startsWith('[')) {
      const [field, ...value] = part.slice(1, -1).split('=');
      if (field === undefined || value.length === 0) throw new Error(`"${part}" is not [field=value]`);
      steps.push({ field: field.trim(), value: value.join('=').trim() });
    } else steps.push({ key: part.trim() });
  }
  return steps;
}

/** The list at `at` in a parsed YAML file. */
export function findList(doc: Document, at: string): YAMLSeq {
  let node: unknown = doc.contents;
  for (const step of parsePath(at)) {
    if ('key' in step) {
      if (!isMap(node)) throw new Error(`${at}: "${step.key}" is not under a mapping`);
      node = node.get(step.key, true);
      if (node === undefined) throw new Error(`${at}: no key "${step.key}"`);
    } else {
      if (!isSeq(node)) throw new Error(`${at}: [${step.field}=${step.value}] is not under a list`);
      const matches = node.items.filter((item) => {
        if (!isMap(item)) return false;
        const field = item.get(step.field, true);
        return isScalar(field) && String(field.value) === step.value;
      });
      if (matches.length !== 1)
        throw new Error(`${at}: ${matches.length} items with ${step.field} "${step.value}", not one`);
      node = matches[0];
    }
  }
  if (!isSeq(node)) throw new Error(`${at}: not a list`);
  return node;
}

/** A block's YAML, which must parse. */
export function blockYaml(block: GuideBlock): Document {
  const doc = parseDocument(block.text);
  if (doc.errors.length > 0) throw new Error(`content/README.md:${block.line}: ${doc.errors[0]?.message ?? ''}`);
  return doc;
}

/** The items of an `append` block: the block must be a YAML list. */
export function blockItems(block: GuideBlock): YAMLSeq['items'] {
  const { contents } = blockYaml(block);
  if (!isSeq(contents)) throw new Error(`content/README.md:${block.line}: an append block is a YAML list`);
  return contents.items;
}

/** Sets every leaf of `change` at the same place in `target`; a key the target lacks is an error. */
function changeValues(target: YAMLMap, change: YAMLMap, where: string): void {
  for (const pair of change.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const current: unknown = target.get(key, true);
    if (current === undefined) throw new Error(`${where}${key}: no such key in the file`);
    if (isMap(pair.value)) {
      if (!isMap(current)) throw new Error(`${where}${key}: not a mapping in the file`);
      changeValues(current, pair.value, `${where}${key}.`);
    } else target.set(key, pair.value);
  }
}

/** The file as a `change` block changes it (used by the unit test to check the block fits). */
export function changeDocument(doc: Document, block: GuideBlock): void {
  const { contents } = blockYaml(block);
  if (!isMap(contents) || !isMap(doc.contents))
    throw new Error(`content/README.md:${block.line}: a change block is a YAML mapping, as its file is`);
  changeValues(doc.contents, contents, '');
}

/**
 * Makes one step in the project at `root`, as a writer would: writes the new file, adds the
 * block's items at the end of the list, or changes the values, keeping the file's comments and layout.
 */
export function applyBlock(root: string, block: GuideBlock): void {
  if (!isWritersPath(block.path))
    throw new Error(`content/README.md:${block.line}: ${block.path} is outside content/ and public/`);
  const file = join(root, block.path);
  if (block.action === 'create') {
    if (existsSync(file)) throw new Error(`content/README.md:${block.line}: ${block.path} exists already`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, block.text);
    return;
  }
  const doc = parseDocument(readFileSync(file, 'utf8'));
  if (block.action === 'change') changeDocument(doc, block);
  else findList(doc, block.at ?? '').items.push(...blockItems(block));
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

/** The page each created file of a family makes: `content/<folder>/<language>/<slug>.<ext>`. */
const FAMILY_FOLDERS = { industries: 'industryDetail', features: 'featureDetail', articles: 'articleDetail' } as const;

/** The front matter of a created article, as a plain object. */
export function articleFrontMatter(block: GuideBlock): Record<string, unknown> {
  const split = splitFrontMatter(block.text);
  if (!('yaml' in split)) throw new Error(`content/README.md:${block.line}: ${split.message}`);
  return parseDocument(split.yaml).toJSON() as Record<string, unknown>;
}

/**
 * The pages the guide's steps must add, read from the blocks: a page per created industry,
 * feature and article file, a page per language for each case study, a tag page for each tag
 * an added article carries, and an author page for each created person who writes one. The
 * build may add more (a list's later pages); these it must add.
 */
export function pagesTheStepsAdd(blocks: readonly GuideBlock[]): string[] {
  const pages: string[] = [];
  const articles = blocks.filter(
    (block) => block.action === 'create' && /^content\/articles\/\w+\/[^/]+\.md$/.test(block.path),
  );
  const people = blocks
    .filter((block) => block.action === 'create' && /^content\/people\/[^/]+\.yaml$/.test(block.path))
    .map((block) => basename(block.path, '.yaml'));
  for (const block of blocks) {
    const [, folder, language, name] = /^content\/(\w+)\/(\w+)\/([^/]+)\.(?:yaml|md)$/.exec(block.path) ?? [];
    if (block.action === 'create' && folder && folder in FAMILY_FOLDERS && isLanguage(language) && name)
      pages.push(fillPath(FAMILY_FOLDERS[folder as keyof typeof FAMILY_FOLDERS], language, { slug: name }));
    if (block.action === 'append' && block.path === 'content/case-studies/cases.yaml')
      for (const item of blockItems(block)) {
        const { slug } = (item as YAMLMap).toJSON() as { slug: Record<string, string> };
        for (const language of LANGUAGES) pages.push(fillPath('caseStudy', language, { slug: slug[language] ?? '' }));
      }
  }
  for (const article of articles) {
    const language = article.path.split('/')[2];
    if (!isLanguage(language)) continue;
    const { tags, author } = articleFrontMatter(article) as { tags?: string[]; author?: string };
    const added = blocks
      .filter((block) => block.action === 'append' && block.path === `content/tags/${language}.yaml`)
      .flatMap((block) => blockItems(block).map((item) => String((item as YAMLMap).get('slug'))));
    for (const tag of tags ?? []) if (added.includes(tag)) pages.push(fillPath('articlesTag', language, { tag }));
    if (author && people.includes(author)) pages.push(fillPath('authorDetail', language, { slug: author }));
  }
  return [...new Set(pages)];
}
