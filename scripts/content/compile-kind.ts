import { LANGUAGES } from '../../src/i18n/languages';
import type { ContentKind } from './content-kinds';
import { dataModule, sourceModule } from './emit';
import { inLanguage } from './in-language';
import type { ContentIssue } from './issues';
import { compileMarkdownKind } from './markdown-pages';
import type { ContentPaths } from './paths';
import { schemaType } from './schema-type';
import { loadYamlFile } from './yaml-content';

type YamlKind = Exclude<ContentKind, { markdown: string }>;

function loaderIndex(kind: YamlKind): string {
  const file = `${kind.module}/index.ts`;
  const type = schemaType(kind.schema, file, { inLanguage: 'shared' in kind });
  const loaders = LANGUAGES.map((language) => `  ${language}: () => import('./${language}'),`).join('\n');
  return sourceModule(
    `${type.imports.join('\n')}\nimport type { Language } from '../../i18n/languages';\n\n` +
      `/** Each language's data is its own chunk, loaded by the pages that show it. */\n` +
      `export const loaders: Record<Language, () => Promise<{ default: ${type.expression} }>> = {\n${loaders}\n};\n`,
  );
}

/**
 * Validates one kind of content and adds its modules: for YAML, one per language and an index,
 * or the single one; for Markdown, one per page and an index.
 */
export function compileKind(paths: ContentPaths, kind: ContentKind, files: Map<string, string>): ContentIssue[] {
  if ('markdown' in kind) return compileMarkdownKind(paths, kind, files);
  if ('single' in kind) {
    const single = loadYamlFile(paths, kind.single, kind.schema);
    const file = `${kind.module}.ts`;
    files.set(file, dataModule(single.data, schemaType(kind.schema, file)));
    return single.issues;
  }
  const issues: ContentIssue[] = [];
  const shared = 'shared' in kind ? loadYamlFile(paths, kind.shared, kind.schema) : undefined;
  if (shared) issues.push(...shared.issues);
  for (const language of LANGUAGES) {
    const loaded =
      'perLanguage' in kind ? loadYamlFile(paths, `${kind.perLanguage}/${language}.yaml`, kind.schema) : undefined;
    if (loaded) issues.push(...loaded.issues);
    const data = loaded ? loaded.data : inLanguage(shared?.data, language);
    const file = `${kind.module}/${language}.ts`;
    files.set(file, dataModule(data, schemaType(kind.schema, file, { inLanguage: shared !== undefined })));
  }
  files.set(`${kind.module}/index.ts`, loaderIndex(kind));
  return issues;
}
