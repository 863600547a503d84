import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGeneratedJson } from './generated-files';

const roots: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project root whose src/generated/ holds `file` with `text`; the process runs from it. */
function projectWith(file: string, text: string): string {
  const root = mkdtempSync(join(tmpdir(), 'generated-files-'));
  roots.push(root);
  mkdirSync(join(root, 'src/generated/articles/en'), { recursive: true });
  writeFileSync(join(root, 'src/generated', file), text);
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  return root;
}

describe('readGeneratedJson', () => {
  it('parses a data file once while it stays the same, and again once it changed', async () => {
    const file = 'articles/en/0a.json';
    const root = projectWith(file, '{"a":{"title":"First"}}');
    const first = await readGeneratedJson(file);
    expect(first).toEqual({ a: { title: 'First' } });
    expect(await readGeneratedJson(file)).toBe(first);
    // Rewritten with the same size (as the dev server's content step might), its time moved on.
    const path = join(root, 'src/generated', file);
    writeFileSync(path, '{"a":{"title":"Other"}}');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path, later, later);
    expect(await readGeneratedJson(file)).toEqual({ a: { title: 'Other' } });
  });

  it('fails for a file the content step did not write', async () => {
    projectWith('articles/en/0a.json', '{}');
    await expect(readGeneratedJson('articles/en/ff.json')).rejects.toThrow(/ENOENT/);
  });
});
