import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataFileFingerprint, isUnchanged, lastRunRecord, recordDataFiles, type LastRun } from './article-data-files';
import type { LoadedArticle } from './articles';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'article-data-files-'));
  folders.push(made);
  return made;
}

const entry = (slug: string, title = 'A title') => ({ slug, language: 'en', title }) as unknown as LoadedArticle;

function lastRun(overrides: Partial<LastRun> = {}): LastRun {
  return {
    outDir: '',
    written: new Map(),
    common: 'compiler 1',
    sourceKey: (article) => `key of ${article.slug}`,
    ...overrides,
  };
}

describe("an article data file's fingerprint", () => {
  const fingerprint = (entries: LoadedArticle[], run = lastRun()) => dataFileFingerprint(entries, run);

  it('is the same for the same entries, sources and compiler', () => {
    expect(fingerprint([entry('a'), entry('b')])).toBe(fingerprint([entry('a'), entry('b')]));
  });

  it('changes with an entry, a source, the order, or what every body depends on', () => {
    const base = fingerprint([entry('a'), entry('b')]);
    expect(fingerprint([entry('a'), entry('b', 'Another title')])).not.toBe(base);
    expect(fingerprint([entry('b'), entry('a')])).not.toBe(base);
    expect(fingerprint([entry('a'), entry('b')], lastRun({ sourceKey: () => 'edited' }))).not.toBe(base);
    expect(fingerprint([entry('a'), entry('b')], lastRun({ common: 'compiler 2' }))).not.toBe(base);
  });

  it('is none when a source has no cache key (compiled without the cache)', () => {
    const run = lastRun({ sourceKey: (article) => (article.slug === 'b' ? undefined : 'key') });
    expect(fingerprint([entry('a'), entry('b')], run)).toBeUndefined();
  });
});

describe('the record of the data files written', () => {
  it('tells a data file on disk as written, from the same fingerprint, from one changed since', () => {
    const outDir = folder();
    const cacheDir = join(folder(), 'cache');
    writeFileSync(join(outDir, '00.json'), '{"a":1}');
    writeFileSync(join(outDir, '01.json'), '{"b":1}');
    recordDataFiles(
      cacheDir,
      outDir,
      new Map([
        ['00.json', 'print 0'],
        ['01.json', 'print 1'],
        ['02.json', 'never written'],
      ]),
    );
    const run = lastRun({ outDir, written: lastRunRecord(cacheDir) });
    expect([...run.written.keys()]).toEqual(['00.json', '01.json']);
    expect(isUnchanged('00.json', 'print 0', run)).toBe(true);
    expect(isUnchanged('00.json', 'another print', run)).toBe(false);
    expect(isUnchanged('02.json', 'never written', run)).toBe(false);

    // Rewritten by someone else with the same size: its modification time tells.
    const { atime, mtime } = statSync(join(outDir, '01.json'));
    writeFileSync(join(outDir, '01.json'), '{"c":2}');
    utimesSync(join(outDir, '01.json'), atime, new Date(mtime.getTime() + 1_000));
    expect(isUnchanged('01.json', 'print 1', run)).toBe(false);
    rmSync(join(outDir, '00.json'));
    expect(isUnchanged('00.json', 'print 0', run)).toBe(false);
  });

  it('is empty when missing or unreadable, and keeps only well-formed entries', () => {
    const cacheDir = folder();
    expect(lastRunRecord(cacheDir).size).toBe(0);
    writeFileSync(join(cacheDir, 'article-data-files.json'), '{"cut short');
    expect(lastRunRecord(cacheDir).size).toBe(0);
    writeFileSync(
      join(cacheDir, 'article-data-files.json'),
      JSON.stringify({ 'a.json': { fingerprint: 'x', size: 1, mtimeMs: 2 }, 'b.json': { fingerprint: 3 } }),
    );
    expect([...lastRunRecord(cacheDir).keys()]).toEqual(['a.json']);
  });
});
