import type { z } from 'zod';
import { inFileOf } from '../../src/content/schemas/claim-fill';
import { describeValue, fieldIssue, type ContentIssue } from './issues';
import { languageOfFile } from './prose-fields';
import { valueAt } from './schema-def';
import type { YamlDocument } from './yaml-document';

/** What a zod issue says was expected, in words a writer understands. */
function expectation(issue: z.core.$ZodIssue): string {
  const message = issue.message;
  const builtIn = /^Invalid input: expected (\w+)/.exec(message);
  if (builtIn?.[1]) {
    if (builtIn[1] === 'nonoptional') return 'a value';
    return builtIn[1] === 'array' ? 'a list' : `a ${builtIn[1]}`;
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const small = issue.code === 'too_small';
    const bound = small ? issue.minimum : issue.maximum;
    // A list's own message says why it needs that many (`at least 2 testimonials: …`).
    if (issue.origin === 'array' || issue.origin === 'string') {
      if (!message.startsWith(small ? 'Too small' : 'Too big')) return message;
      return `${small ? 'at least' : 'at most'} ${bound} ${issue.origin === 'array' ? 'item(s)' : 'characters'}`;
    }
    const sign = issue.inclusive ? (small ? '≥' : '≤') : small ? '>' : '<';
    return `a number ${sign} ${bound}`;
  }
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  if (issue.code === 'invalid_format' && message.startsWith('Invalid')) return `text in the format ${issue.format}`;
  return message;
}

/**
 * Validates a parsed YAML document against a schema: the data, with its claims filled in for the
 * file's language (claim-fill.ts), or zod's issues placed in the file: file, line, column, field,
 * expected and found.
 */
export function validateDocument<Schema extends z.ZodType>(
  schema: Schema,
  document: YamlDocument,
  file: string,
): { data: z.infer<Schema> | undefined; issues: ContentIssue[] } {
  if (document.syntaxIssues.length > 0) return { data: undefined, issues: document.syntaxIssues };
  const result = inFileOf(languageOfFile(file), () => schema.safeParse(document.data, { reportInput: true }));
  if (result.success) return { data: result.data, issues: [] };
  const issues = result.error.issues.flatMap((issue): ContentIssue[] => {
    const { path } = issue;
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const message = `expected no field of this name (check its spelling), found ${describeValue(valueAt(document.data, [...path, key]))}`;
        return fieldIssue(file, document, [...path, key], message);
      });
    }
    // A union told apart by a field (a section's `type`) reports the whole object: show that field.
    const byDiscriminator = issue.code === 'invalid_union' && issue.discriminator !== undefined;
    const found = 'input' in issue && !byDiscriminator ? issue.input : valueAt(document.data, path);
    const placed = fieldIssue(file, document, path, `expected ${expectation(issue)}, found ${describeValue(found)}`);
    return [path.length === 0 ? { ...placed, field: '(file)' } : placed];
  });
  return { data: undefined, issues };
}
