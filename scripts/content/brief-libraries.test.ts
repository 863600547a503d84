/**
 * The content step reads Markdown through gray-matter and the unified pipeline and through
 * nothing else: with either replaced by one that throws, compiling a Markdown file fails the step.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runContentStep } from './cli';

const broken = vi.hoisted(() => ({ library: undefined as 'gray-matter' | 'unified' | undefined }));

function failIfBroken(library: 'gray-matter' | 'unified'): void {
  if (broken.library === library) throw new Error(`${library} (mocked) throws`);
}

vi.mock('gray-matter', async (importOriginal) => {
  const { default: matter } = await importOriginal<{ default: (...args: unknown[]) => unknown }>();
  return {
    default: (...args: unknown[]) => {
      failIfBroken('gray-matter');
      return matter(...args);
    },
  };
});

vi.mock('unified', async (importOriginal) => {
  const actual = await importOriginal<typeof import('unified')>();
  return {
    ...actual,
    unified: () => {
      const processor = actual.unified();
      const parse = processor.parse.bind(processor);
      processor.parse = (...args: Parameters<typeof parse>) => {
        failIfBroken('unified');
        return parse(...args);
      };
      return processor;
    },
  };
});

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const roots: string[] = [];

afterEach(() => {
  broken.library = undefined;
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The step over a fresh copy of the site's content (no cache): its exit code, and whether it wrote src/generated/. */
async function stepOnCopy(): Promise<{ code: number; wrote: boolean; errors: string[] }> {
  const root = mkdtempSync(join(tmpdir(), 'content-libraries-'));
  roots.push(root);
  cpSync(join(PROJECT_ROOT, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'public'), join(root, 'public'), { recursive: true });
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line));
  const code = await runContentStep({ root });
  return { code, wrote: existsSync(join(root, 'src/generated')), errors };
}

describe("the content step's libraries", { timeout: 60_000 }, () => {
  it('compiles the site with the real gray-matter and unified', async () => {
    expect(await stepOnCopy()).toMatchObject({ code: 0, wrote: true });
  });

  it.each(['gray-matter', 'unified'] as const)('fails, writing nothing, when %s throws', async (library) => {
    broken.library = library;
    const result = await stepOnCopy();
    expect(result).toMatchObject({ code: 1, wrote: false });
    expect(result.errors.join('\n')).toMatch(/^content\/(articles|legal)\/.+\.md:1:1 /m);
  });
});
