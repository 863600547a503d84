import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentIssue } from './issues';
import type { YamlDocument } from './yaml-document';

const SITE_FILE = /^\/[^\s?#]+\.[A-Za-z0-9]{2,5}$/;

/**
 * Every string in the data that names a file of the site (`/images/x.svg`) must exist under
 * public/. Absolute URLs are the writer's responsibility.
 */
export function checkReferencedFiles(
  data: unknown,
  document: YamlDocument,
  file: string,
  publicDir: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      if (SITE_FILE.test(value) && !existsSync(join(publicDir, decodeURI(value)))) {
        issues.push({
          file,
          ...document.positionOf(path),
          field: path.join('.'),
          message: `expected a file that exists in public/, found ${JSON.stringify(value)} (no public${value})`,
        });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, index]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(data, []);
  return issues;
}
