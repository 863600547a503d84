import { existsSync } from 'node:fs';
import type { z } from 'zod';
import { checkReferencedFiles } from './assets';
import { attachPictures } from './images/attach-pictures';
import type { ContentIssue } from './issues';
import type { ContentPaths } from './paths';
import { guardFile } from './guard';
import { readContentFile } from './read-source';
import { validateDocument } from './validate';
import { parseYaml, type YamlDocument } from './yaml-document';

/** A YAML file as read: its data when valid, its problems, and the parsed document that places them. */
export type LoadedYaml<Data> = { data: Data | undefined; issues: ContentIssue[]; document?: YamlDocument };

/** Reads one YAML content file and validates it against its schema, checking the files it names. */
export function loadYamlFile<Schema extends z.ZodType>(
  paths: ContentPaths,
  relativeToContent: string,
  schema: Schema,
): LoadedYaml<z.infer<Schema>> {
  const absolute = paths.content(relativeToContent);
  const file = paths.relative(absolute);
  if (!existsSync(absolute)) {
    return {
      data: undefined,
      issues: [
        { file, line: 1, column: 1, field: '(file)', message: 'expected this file to exist, found no such file' },
      ],
    };
  }
  return guardFile(
    file,
    () => {
      const read = readContentFile(absolute, file);
      if ('issue' in read) return { data: undefined, issues: [read.issue] };
      const document = parseYaml(read.text, file);
      const result = validateDocument(schema, document, file);
      if (result.data === undefined) return { ...result, document };
      return {
        data: result.data,
        issues: [
          ...checkReferencedFiles(result.data, document, file, paths.publicDir),
          ...attachPictures(schema, result.data, document, file, paths.publicDir),
        ],
        document,
      };
    },
    (issue) => ({ data: undefined, issues: [issue] }),
  );
}
