import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';
import { compileContent } from './compile';
import { startCompileHelper } from './compile-helper';
import { collectionFiles } from './markdown-collection';
import { contentPaths } from './paths';
import { MAX_CONTENT_BYTES } from './read-source';
import { contentCopy } from '../../tests/support/content-copy';
import { laterRemovals } from '../../tests/support/temporary-folder';

const later = laterRemovals();

afterEach(() => {
  later.removeAll();
});

const projectCopy = () => contentCopy(later, 'compile-helper-');

const articleFiles = (root: string) => collectionFiles(contentPaths(root), ARTICLES.folder);

/** The content step's compile with a helper that has been through every article's body before the main thread starts. */
async function compileWithFinishedHelper(root: string) {
  const helper = startCompileHelper(root, articleFiles(root));
  await helper.finished;
  const result = compileContent({ ...contentPaths(root), helper });
  const { used } = await helper.stop();
  return { result, used };
}

// Each test compiles a copy of the real content twice and starts a thread: seconds.
describe('the compile helper', { timeout: 60_000 }, () => {
  it('gives the main thread the bodies it would have rendered itself, for every article', async () => {
    const root = projectCopy();
    const alone = compileContent(contentPaths(root));
    const { result, used } = await compileWithFinishedHelper(root);
    expect(used).toBe(articleFiles(root).length);
    expect(result.issues).toEqual([]);
    expect(result.files).toEqual(alone.files);
    expect(result.pictures).toEqual(alone.pictures);
  });

  it("places a broken article's problems where the main thread would", async () => {
    const root = projectCopy();
    const [first, second] = articleFiles(root);
    writeFileSync(first ?? '', '---\ntitle: [unclosed\n---\nBody.\n');
    appendFileSync(second ?? '', '\n![A picture that is not there](/images/articles/missing.png)\n');
    const alone = compileContent(contentPaths(root));
    const { result, used } = await compileWithFinishedHelper(root);
    expect(used).toBe(articleFiles(root).length);
    expect(alone.issues.length).toBeGreaterThan(1);
    expect(result.issues).toEqual(alone.issues);
  });

  it('reads no file over the size cap, which the main thread refuses as alone', async () => {
    const root = projectCopy();
    const [first] = articleFiles(root);
    appendFileSync(first ?? '', `\n${'A long paragraph. '.repeat(MAX_CONTENT_BYTES / 16)}\n`);
    const alone = compileContent(contentPaths(root));
    const { result, used } = await compileWithFinishedHelper(root);
    expect(used).toBe(articleFiles(root).length - 1);
    expect(result.issues).toEqual(alone.issues);
    expect(result.issues.map((issue) => issue.message).join('\n')).toContain('expected a file of at most');
  });

  it('leaves a file it was not given, or has not reached, to the caller, which then has it', () => {
    const root = projectCopy();
    const files = articleFiles(root);
    const helper = startCompileHelper(root, files);
    expect(helper.take(join(root, 'content', 'legal', 'en', 'privacy.md'))).toBeUndefined();
    // Taken at once, before the thread has started: the caller claims the first file, and the
    // helper (which starts from the last) skips it.
    expect(helper.take(files[0] ?? '')).toBeUndefined();
    return helper.stop();
  });
});
