/**
 * `npm run check:html`: every page of dist/ through the Nu Html Checker (the W3C validator,
 * npm vnu-jar), in one run. Needs a Java runtime (see scripts/java.ts) and a built dist/.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findJava } from '../java';
import { DIST, walkFiles } from './dist-files';
import { formatMessage, validateHtml } from './html-validator';

const VNU_JAR = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

try {
  if (!existsSync(VNU_JAR)) throw new Error(`${VNU_JAR} is missing: run npm ci`);
  const pages = walkFiles(DIST).filter((file) => file.endsWith('.html'));
  if (pages.length === 0) throw new Error('dist/ holds no page: run npm run build first');
  const started = performance.now();
  const messages = validateHtml(findJava(), VNU_JAR, pages);
  for (const message of messages) console.error(formatMessage(message, process.cwd()));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (messages.length > 0) {
    console.error(`\nHTML check: ${messages.length} error(s) in ${pages.length} pages (${seconds} s)`);
    process.exit(1);
  }
  console.log(`HTML check: ${pages.length} pages valid (${seconds} s)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
