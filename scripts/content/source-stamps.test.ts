import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FINE_RACY_MS, openSourceStamps, RACY_MS } from './source-stamps';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'source-stamps-'));
  folders.push(dir);
  return dir;
}

/** A file whose modification time is a minute ago, and a cache folder beside it. */
function oldFile(text = 'title: One\n') {
  const dir = folder();
  const file = join(dir, 'page.yaml');
  writeFileSync(file, text);
  const minuteAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
  utimesSync(file, minuteAgo, minuteAgo);
  return { file, cacheDir: join(dir, 'cache'), minuteAgo };
}

/** Later than the racy window after anything a test wrote (a file's change time cannot be set back). */
const later = () => Date.now() + 2 * RACY_MS;

/** Records `key` for `file` as a run would (stamp, then read), and saves. */
function recordAndSave(cacheDir: string, file: string, key: string, now = later) {
  const stamps = openSourceStamps(cacheDir, now);
  const stamp = stamps.stampOf(file);
  if (!stamp) throw new Error('no stamp');
  stamps.record('yaml:x\0' + file, stamp, key);
  stamps.save();
}

describe('source stamps', () => {
  it('give the recorded key of a file left as it was, in a later run', () => {
    const { file, cacheDir } = oldFile();
    recordAndSave(cacheDir, file, 'key-1');
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBe('key-1');
  });

  it('give nothing for a file rewritten with the same size and its modification time set back', () => {
    const { file, cacheDir, minuteAgo } = oldFile('title: One\n');
    recordAndSave(cacheDir, file, 'key-1');
    writeFileSync(file, 'title: Two\n');
    utimesSync(file, minuteAgo, minuteAgo);
    expect(statSync(file).size).toBe('title: One\n'.length);
    expect(statSync(file).mtimeMs).toBe(minuteAgo.getTime());
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBeUndefined();
  });

  it('give nothing for a file changed within the racy window of its stamp (an edit in the same clock tick keeps its times)', () => {
    const { file, cacheDir } = oldFile();
    const changed = statSync(file).ctimeMs;
    recordAndSave(cacheDir, file, 'key-1', () => changed + RACY_MS - 1);
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBeUndefined();
    recordAndSave(cacheDir, file, 'key-1', later);
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBe('key-1');
  });

  it('take a window of FINE_RACY_MS for times with fractions of a second, RACY_MS for whole seconds', () => {
    const dir = folder();
    const file = join(dir, 'page.yaml');
    writeFileSync(file, 'title: One\n');
    const { mtimeMs, ctimeMs } = statSync(file);
    if (mtimeMs % 1000 === 0 || ctimeMs % 1000 === 0) return; // a file system of whole seconds: nothing to see
    const cacheDir = join(dir, 'cache');
    const changed = Math.max(mtimeMs, ctimeMs);
    recordAndSave(cacheDir, file, 'key-1', () => changed + FINE_RACY_MS - 1);
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBeUndefined();
    recordAndSave(cacheDir, file, 'key-1', () => changed + FINE_RACY_MS + 1);
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBe('key-1');
    // Whole seconds (here the modification time set to one), and the wider window applies.
    const second = new Date(Math.floor(Date.now() / 1000) * 1000);
    utimesSync(file, second, second);
    const { ctimeMs: changedAgain } = statSync(file);
    recordAndSave(cacheDir, file, 'key-1', () => changedAgain + FINE_RACY_MS + 1);
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBeUndefined();
  });

  it('give nothing for a deleted file, another name, or a record file that is not one', () => {
    const { file, cacheDir } = oldFile();
    recordAndSave(cacheDir, file, 'key-1');
    expect(openSourceStamps(cacheDir).trustedKey('yaml:y\0' + file, file)).toBeUndefined();
    writeFileSync(join(cacheDir, 'source-stamps.bin'), 'not a record');
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBeUndefined();
    recordAndSave(cacheDir, file, 'key-1');
    rmSync(file);
    expect(openSourceStamps(cacheDir).trustedKey('yaml:x\0' + file, file)).toBeUndefined();
  });
});
