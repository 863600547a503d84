import type { FieldPath, YamlDocument } from './yaml-document';

/** One problem found in a content file, with the place a writer has to look. */
export type ContentIssue = {
  /** Path relative to the project root, e.g. content/articles/en/hello.md. */
  file: string;
  line: number;
  column: number;
  /** Dotted path of the offending field, e.g. author.name; '(file)' for the file as a whole. */
  field: string;
  message: string;
};

/** A problem with a file as a whole (its name, its size, whether it exists), placed at its start. */
export function fileIssue(file: string, message: string): ContentIssue {
  return { file, line: 1, column: 1, field: '(file)', message };
}

/** A problem with the field at `path` of a file's YAML, placed at its key. */
export function fieldIssue(file: string, document: YamlDocument, path: FieldPath, message: string): ContentIssue {
  return { ...fieldPlace(file, document, path), message };
}

/** Where a field is: its file, line, column and path. */
export function fieldPlace(file: string, document: YamlDocument, path: FieldPath): Omit<ContentIssue, 'message'> {
  return { file, ...document.positionOf(path), field: path.join('.') };
}

/** `path:line:column field: message`, the form editors and terminals turn into links. */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}:${issue.line}:${issue.column} ${issue.field}: ${issue.message}`;
}

/** A message as a GitHub Actions workflow command's data: `%`, CR and LF escaped. */
export const escapeWorkflowData = (value: string) =>
  value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A GitHub Actions workflow command that pins the message on the pull request's diff. */
export function githubAnnotation(issue: ContentIssue): string {
  const { file, line, column, field, message } = issue;
  return `::error file=${file},line=${line},col=${column}::${escapeWorkflowData(`${field}: ${message}`)}`;
}

/** Issues sorted by file, then line, so a writer reads them top to bottom. */
export function sortIssues<Placed extends Pick<ContentIssue, 'file' | 'line' | 'column'>>(
  issues: readonly Placed[],
): Placed[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** How a found value reads in a message: quoted text, a number, or what kind of thing it is. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return 'a group of fields';
}
