import type { ArticleFrontMatter } from '../../src/content/schemas/article';
import { MAX_ARTICLE_TAGS, tagListSchema, type Tag } from '../../src/content/schemas/tags';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import type { ContentKind } from './content-kinds';
import { fieldIssue, type ContentIssue } from './issues';
import type { MarkdownItem } from './markdown-collection';
import type { CheckedFile } from './page-refs';
import type { ContentPaths } from './paths';
import { schemaFrom } from './schema-type';

/** content/tags/{en,it}.yaml: each language's closed list of tags, compiled to src/generated/tags/. */
export const TAGS_KIND = {
  module: 'tags',
  perLanguage: 'tags',
  ...schemaFrom('tags', { tagListSchema }),
} as const satisfies ContentKind;

/** An article as the check reads it: its front matter and where it was written. */
export type PlacedArticle = Pick<MarkdownItem<ArticleFrontMatter>, 'language' | 'data' | 'file' | 'document'>;

/**
 * The valid tag list of each language, from the files the kinds' compile kept. A language whose
 * list is missing or wrong has none here (the list's own problems are reported already), and
 * content without the tags kind (the test fixtures) has none at all: its articles are not checked.
 */
export function tagListsOf(checked: readonly CheckedFile[], paths: ContentPaths): Map<Language, readonly Tag[]> {
  const lists = new Map<Language, readonly Tag[]>();
  for (const language of LANGUAGES) {
    const file = paths.relative(paths.content(TAGS_KIND.perLanguage, `${language}.yaml`));
    const parsed = tagListSchema.safeParse(checked.find((candidate) => candidate.file === file)?.data);
    if (parsed.success) lists.set(language, parsed.data.tags);
  }
  return lists;
}

/**
 * Every article of a language with a tag list names 1 to MAX_ARTICLE_TAGS tags of that list, each
 * once: a misspelt tag is reported on its own line, with the list's slugs to choose from.
 */
export function checkArticleTags(articles: readonly PlacedArticle[], lists: ReadonlyMap<Language, readonly Tag[]>) {
  return articles.flatMap(({ language, data, file, document }): ContentIssue[] => {
    const list = lists.get(language);
    if (!list) return [];
    const valid = list.map((tag) => tag.slug);
    const choices = `the ${language} tags in content/tags/${language}.yaml: ${valid.join(', ')}`;
    if (data.tags === undefined) {
      const message = `expected a list of 1 to ${MAX_ARTICLE_TAGS} of ${choices}; found nothing (the field is missing)`;
      return [fieldIssue(file, document, ['tags'], message)];
    }
    return data.tags.flatMap((tag, index): ContentIssue[] => {
      // Placed only when wrong: unpacking every article's positions cost 80 ms a run.
      const issue = (message: string) => [fieldIssue(file, document, ['tags', index], message)];
      if (!valid.includes(tag)) return issue(`expected one of ${choices}; found ${JSON.stringify(tag)}`);
      if (data.tags?.indexOf(tag) !== index) return issue(`expected each tag once, found ${JSON.stringify(tag)} again`);
      return [];
    });
  });
}
