import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { ContentIssue } from './issues';
import type { YamlDocument } from './yaml-document';

const SITE_FILE = /^\/[^\s?#]+\.[A-Za-z0-9]{2,5}$/;

/** The file a site path names, or undefined when its %-escapes are malformed (`%E0%A4%A`). */
function decodeSitePath(value: string): string | undefined {
  try {
    return decodeURI(value);
  } catch {
    return undefined;
  }
}

/**
 * Every string in the data that names a file of the site (`/images/x.svg`) must exist under
 * public/. The schemas already refuse pictures that are not site paths.
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
      if (!SITE_FILE.test(value)) return;
      const place = { file, ...document.positionOf(path), field: path.join('.') };
      const decoded = decodeSitePath(value);
      if (decoded === undefined) {
        issues.push({
          ...place,
          message: `expected a path whose %-escapes are valid (or plain letters instead), found ${JSON.stringify(value)}`,
        });
      } else if (!resolve(publicDir, `.${decoded}`).startsWith(resolve(publicDir) + sep)) {
        issues.push({
          ...place,
          message: `expected a file inside public/, found ${JSON.stringify(value)}, which leaves it`,
        });
      } else if (!existsSync(resolve(publicDir, `.${decoded}`))) {
        issues.push({
          ...place,
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
