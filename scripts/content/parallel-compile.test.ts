import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';
import { cachedForm, compileUnit, namedUnit } from './compiled-source';
import { markdownUnit } from './markdown-collection';
import { jobQueues, startCompileWorkers, type MissingJob } from './parallel-compile';
import { MARKDOWN_COMPILE_LIMIT_MS } from './time-limit';

function job(name: string, unit: MissingJob['unit']): MissingJob {
  return { key: name, absolute: `/content/${name}`, file: `content/${name}`, unit, bytes: new Uint8Array() };
}

const article = (index: number) => job(`article-${index}`, { kind: 'markdown', schema: 'a', noun: 'article' });
const page = (index: number) => job(`page-${index}`, { kind: 'yaml', schema: 'p' });
const legal = (index: number) =>
  job(`legal-${index}`, { kind: 'markdown', schema: 'l', noun: 'page', bodyFacts: true });

const names = (chunk: readonly MissingJob[] | undefined) => chunk?.map((each) => each.key);

describe('jobQueues', () => {
  it('gives the workers the articles from their first chunk, and the main thread the other files one by one', () => {
    const jobs = [legal(1), page(1), page(2), ...Array.from({ length: 60 }, (_, index) => article(index))];
    const queues = jobQueues(jobs);
    expect(names(queues.forWorker())).toEqual(Array.from({ length: 25 }, (_, index) => `article-${index}`));
    expect(names(queues.forMain())).toEqual(['legal-1']);
    expect(names(queues.forMain())).toEqual(['page-1']);
    expect(names(queues.forMain())).toEqual(['page-2']);
    // With its own files done, the main thread joins the articles.
    expect(names(queues.forMain())).toEqual(Array.from({ length: 25 }, (_, index) => `article-${25 + index}`));
    expect(names(queues.forWorker())).toEqual(Array.from({ length: 10 }, (_, index) => `article-${50 + index}`));
    expect(queues.forWorker()).toBeUndefined();
    expect(queues.forMain()).toBeUndefined();
  });

  it("lets a worker out of articles take the main thread's files, each job handed out once", () => {
    const jobs = [page(1), page(2), page(3), article(1)];
    const queues = jobQueues(jobs);
    const handedOut = [queues.forWorker(), queues.forWorker(), queues.forMain(), queues.forWorker(), queues.forMain()];
    expect(handedOut.map(names)).toEqual([['article-1'], ['page-1'], ['page-2'], ['page-3'], undefined]);
  });

  it('gives the main thread its own files before articles, whatever order they are keyed in', () => {
    const jobs = [...Array.from({ length: 30 }, (_, index) => article(index)), page(1), article(30)];
    const queues = jobQueues(jobs);
    expect(names(queues.forWorker())).toHaveLength(25);
    expect(names(queues.forMain())).toEqual(['page-1']);
    expect(names(queues.forMain())).toEqual([
      'article-25',
      'article-26',
      'article-27',
      'article-28',
      'article-29',
      'article-30',
    ]);
  });
});

describe('startCompileWorkers', () => {
  it('starts a worker that compiles an article exactly as the main thread does', async () => {
    const folder = 'content/articles/en';
    const name = readdirSync(folder).find((each) => each.endsWith('.md'));
    const unit = namedUnit(markdownUnit(ARTICLES));
    if (name === undefined || unit === undefined) throw new Error('no article to compile');
    const absolute = resolve(folder, name);
    const file = relative(process.cwd(), absolute);
    const bytes = new Uint8Array(readFileSync(absolute));
    const workers = startCompileWorkers(1);
    try {
      const results = await Promise.race(
        workers.map(
          (worker) =>
            new Promise<unknown[]>((answer, reject) => {
              worker.once('message', answer);
              worker.once('error', reject);
              worker.postMessage([{ key: 'k', absolute, file, unit, bytes }]);
            }),
        ),
      );
      const inMainThread = cachedForm(compileUnit(markdownUnit(ARTICLES), bytes, file, absolute));
      expect(results).toHaveLength(1);
      const [result] = results as { key: string; bytes: Uint8Array; html: Uint8Array }[];
      expect(result?.key).toBe('k');
      expect(deserialize(result?.bytes ?? new Uint8Array())).toEqual(inMainThread.entry);
      expect(deserialize(result?.html ?? new Uint8Array())).toEqual(inMainThread.html);
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  }, 30_000);

  it('stops a chunk with a file still compiling after the time limit in a worker, and leaves all its files to the main thread (C2)', async () => {
    const absolute = fileURLToPath(new URL('./__fixtures__/hostile/rejected/slow-emphasis.md', import.meta.url));
    const unit = namedUnit(markdownUnit(ARTICLES));
    if (unit === undefined) throw new Error('the article unit has no schema name');
    const file = relative(process.cwd(), absolute);
    const bytes = new Uint8Array(readFileSync(absolute));
    const folder = 'content/articles/en';
    const goodName = readdirSync(folder).find((each) => each.endsWith('.md'));
    if (goodName === undefined) throw new Error('no article to compile');
    const good = resolve(folder, goodName);
    const goodJob = { key: 'good', absolute: good, file: relative(process.cwd(), good), unit };
    const [worker] = startCompileWorkers(1);
    if (!worker) throw new Error('no worker started');
    try {
      const started = performance.now();
      const results = await new Promise<unknown[]>((answer, reject) => {
        worker.once('message', answer);
        worker.once('error', reject);
        worker.postMessage([
          { ...goodJob, bytes: new Uint8Array(readFileSync(good)) },
          { key: 'slow', absolute, file, unit, bytes },
        ]);
      });
      // The good article too: compile.ts compiles each file of the chunk again, within its own limit.
      expect(results).toEqual([]);
      // The worker's start (loading the compiler) is in this time too.
      expect(performance.now() - started).toBeLessThan(MARKDOWN_COMPILE_LIMIT_MS + 10_000);
    } finally {
      await worker.terminate();
    }
  }, 30_000);
});
