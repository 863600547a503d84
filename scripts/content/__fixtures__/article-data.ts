import { articleDataFile } from '../article-modules';

/** An article page's entry in the generated files, from the data file that holds it by its slug; undefined when none does. */
export function generatedArticle(files: ReadonlyMap<string, string>, language: string, slug: string): unknown {
  const text = files.get(articleDataFile(language, slug));
  return text === undefined ? undefined : (JSON.parse(text) as Partial<Record<string, unknown>>)[slug];
}
