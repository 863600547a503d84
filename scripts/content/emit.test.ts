import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { companySchema } from '../../src/content/schemas/company';
import { dataModule, fieldsModule, sourceModule, writeGenerated } from './emit';
import { schemaFrom, schemaType } from './schema-type';

const temporary: string[] = [];

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh parent folder; the generated folder goes inside it, so siblings can be checked. */
function parentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-emit-'));
  temporary.push(dir);
  return dir;
}

/** Every file under `dir`, relative and sorted. */
function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('writeGenerated', () => {
  it('creates the folder with every file, nested folders included', () => {
    const parent = parentDir();
    const outDir = join(parent, 'generated');
    writeGenerated(
      outDir,
      new Map([
        ['company.ts', 'export default 1;\n'],
        ['articles/en/hello.ts', 'export default 2;\n'],
      ]),
    );
    expect(listTree(outDir)).toEqual([join('articles', 'en', 'hello.ts'), 'company.ts']);
    expect(readFileSync(join(outDir, 'articles', 'en', 'hello.ts'), 'utf8')).toBe('export default 2;\n');
    expect(readdirSync(parent)).toEqual(['generated']);
  });

  it('replaces the previous contents as a whole and leaves no staging folders behind', () => {
    const parent = parentDir();
    const outDir = join(parent, 'generated');
    mkdirSync(join(outDir, 'articles', 'en'), { recursive: true });
    writeFileSync(join(outDir, 'articles', 'en', 'removed-article.ts'), 'old');
    writeFileSync(join(outDir, 'company.ts'), 'old');

    writeGenerated(
      outDir,
      new Map([
        ['company.ts', 'new company'],
        ['locales/en.ts', 'new strings'],
      ]),
    );

    expect(listTree(outDir)).toEqual(['company.ts', join('locales', 'en.ts')]);
    expect(readFileSync(join(outDir, 'company.ts'), 'utf8')).toBe('new company');
    expect(existsSync(join(outDir, 'articles'))).toBe(false);
    expect(readdirSync(parent)).toEqual(['generated']);
  });

  it('can run again over its own output', () => {
    const parent = parentDir();
    const outDir = join(parent, 'generated');
    writeGenerated(outDir, new Map([['a.ts', 'first']]));
    writeGenerated(outDir, new Map([['b.ts', 'second']]));
    expect(listTree(outDir)).toEqual(['b.ts']);
    expect(readdirSync(parent)).toEqual(['generated']);
  });

  it('discards a staging folder left by an interrupted run of the same process', () => {
    const parent = parentDir();
    const outDir = join(parent, 'generated');
    mkdirSync(`${outDir}.staging-${process.pid}`);
    writeFileSync(join(`${outDir}.staging-${process.pid}`, 'stale.ts'), 'stale');
    writeGenerated(outDir, new Map([['fresh.ts', 'fresh']]));
    expect(listTree(outDir)).toEqual(['fresh.ts']);
    expect(readdirSync(parent)).toEqual(['generated']);
  });
});

describe('writeGenerated over its own output', () => {
  it('leaves a module whose text is the same as it is, and rewrites one that changed', () => {
    const parent = parentDir();
    const outDir = join(parent, 'generated');
    writeGenerated(
      outDir,
      new Map([
        ['same.ts', 'same'],
        ['changed.ts', 'before'],
      ]),
    );
    const sameTime = statSync(join(outDir, 'same.ts')).mtimeMs;
    const changes = writeGenerated(
      outDir,
      new Map([
        ['same.ts', 'same'],
        ['changed.ts', 'after'],
      ]),
    );
    expect(changes).toEqual({ written: 1, removed: 0 });
    expect(statSync(join(outDir, 'same.ts')).mtimeMs).toBe(sameTime);
    expect(readFileSync(join(outDir, 'changed.ts'), 'utf8')).toBe('after');
    expect(readdirSync(outDir).sort()).toEqual(['changed.ts', 'same.ts']);
  });

  it('removes the modules it was not given, and the folders they leave empty', () => {
    const parent = parentDir();
    const outDir = join(parent, 'generated');
    writeGenerated(
      outDir,
      new Map([
        ['articles/en/a.ts', 'a'],
        ['gone/c.ts', 'c'],
      ]),
    );
    const changes = writeGenerated(
      outDir,
      new Map([
        ['articles/en/a.ts', 'a'],
        ['index.ts', 'index'],
      ]),
    );
    expect(changes).toEqual({ written: 1, removed: 1 });
    expect(listTree(outDir)).toEqual([join('articles', 'en', 'a.ts'), 'index.ts']);
  });
});

describe('generated module text', () => {
  it('dataModule exports the value as typed JSON under the generated-file header', () => {
    const text = dataModule(
      { a: 1 },
      schemaType(schemaFrom('company', { companySchema }), 'things/en.ts', { list: true }),
    );
    expect(text).toBe(
      "// Generated by scripts/content from content/. Do not edit: change content/ and rebuild.\nimport type { z } from 'zod';\nimport type { companySchema } from '../../content/schemas/company';\n\n" +
        'const data: z.infer<typeof companySchema>[] = {\n  "a": 1\n};\n\nexport default data;\n',
    );
  });

  it('dataModule without a type has no import and no annotation', () => {
    expect(dataModule('x')).toMatch(/\n\nconst data = "x";\n\nexport default data;\n$/);
  });

  it('sourceModule prefixes the header', () => {
    expect(sourceModule('export {};\n')).toMatch(/^\/\/ Generated by scripts\/content .*\n\nexport \{\};\n$/);
  });
});

describe('fieldsModule', () => {
  const type = schemaType(schemaFrom('company', { companySchema }), 'company.ts');

  it('exports each field by name, typed by its schema, and the whole object by default', () => {
    const text = fieldsModule({ legalName: 'Talvera S.r.l.', foundedYear: 2024 }, type);
    expect(text).toContain(`export const legalName: Data['legalName'] = "Talvera S.r.l.";`);
    expect(text).toContain(`export const foundedYear: Data['foundedYear'] = 2024;`);
    expect(text).toContain('type Data = z.infer<typeof companySchema>;');
    expect(text).toMatch(/const data: Data = \{ legalName, foundedYear \};\n\nexport default data;\n$/);
  });

  it('refuses a field that cannot name an export', () => {
    expect(() => fieldsModule({ 'legal-name': 'x' }, type)).toThrow(/"legal-name" cannot name an export/);
  });
});
