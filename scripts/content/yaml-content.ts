import { existsSync } from 'node:fs';
import type { z } from 'zod';
import { checkReferencedFiles } from './assets';
import { attachPictures } from './images/attach-pictures';
import { fileIssue, type ContentIssue } from './issues';
import type { ContentPaths } from './paths';
import { compileSource } from './compiled-source';
import { guardFile } from './guard';
import type { YamlDocument } from './yaml-document';

/** A valid file's checks against public/: the files it names exist, and its photographs' variants (images/). */
export function checkPublicFiles(
  schema: z.core.$ZodType,
  data: unknown,
  document: YamlDocument,
  file: string,
  paths: ContentPaths,
): ContentIssue[] {
  return [
    ...checkReferencedFiles(data, document, file, paths.publicDir, paths.publicFiles),
    ...attachPictures(schema, data, document, file, paths.publicDir),
  ];
}

/**
 * Reads one YAML content file and validates it against its schema, checking the files it names:
 * its data when valid, its problems, and the parsed document that places them.
 */
export function loadYamlFile<Schema extends z.ZodType>(paths: ContentPaths, relativeToContent: string, schema: Schema) {
  const absolute = paths.content(relativeToContent);
  const file = paths.relative(absolute);
  if (!existsSync(absolute)) {
    return { data: undefined, issues: [fileIssue(file, 'expected this file to exist, found no such file')] };
  }
  return guardFile(
    file,
    (): { data: z.infer<Schema> | undefined; issues: ContentIssue[]; document?: YamlDocument } => {
      const { data, document, issues } = compileSource(paths, absolute, { kind: 'yaml', schema });
      if (data === undefined || document === undefined) return { data: undefined, issues, document };
      return { data, issues: [...issues, ...checkPublicFiles(schema, data, document, file, paths)], document };
    },
    (issue) => ({ data: undefined, issues: [issue] }),
  );
}
