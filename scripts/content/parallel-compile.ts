import { availableParallelism } from 'node:os';
import { serialize } from 'node:v8';
import { parentPort, Worker } from 'node:worker_threads';
import * as schemas from '../../src/content/schemas';
import { stringTreeSchema } from '../../src/content/schemas/locale';
import { personSchema } from '../../src/content/schemas/person';
import { LANGUAGES } from '../../src/i18n/languages';
import { ARTICLES } from './articles';
import {
  cachedForm,
  compileUnit,
  namedUnit,
  sourceKeyName,
  unitKey,
  type NamedSourceUnit,
  type SourceUnit,
  type FrontMatterSchema,
} from './compiled-source';
import type { ContentKind } from './content-kinds';
import { markdownUnit } from './markdown-collection';
import { markdownKindCollection } from './markdown-pages';
import { listFiles, type ContentPaths } from './paths';
import { PEOPLE_FOLDER } from './people';
import { readContentBytes } from './read-source';
import { MARKDOWN_COMPILE_LIMIT_MS, runWithin } from './time-limit';

/**
 * A head start for a run with many files to compile (a fresh clone, a changed compiler): the
 * files the cache misses are compiled across the machine's cores before compile.ts reads them
 * one by one, and the results go into the cache, where it finds them. The main thread takes a
 * share of the work while worker threads (compile-worker.ts, loading the compiler through tsx) take
 * the rest.
 *
 * Purely a shortcut: a file it leaves out, or one a worker failed on, is compiled by compile.ts
 * as before, with its guard. What a worker returns is what the main thread would have computed:
 * the same function (compileUnit) of the same bytes, from the same sources.
 */

export type SourceJob = { absolute: string; unit: SourceUnit };

/** Below this many files to compile, starting a thread costs more than it saves. */
const MIN_PARALLEL_FILES = 200;
/** Shared jobs (articles) per chunk sent to a worker. */
const CHUNK_SIZE = 25;
const CHUNKS_IN_FLIGHT = 2;

type WireJob = { key: string; absolute: string; file: string; unit: NamedSourceUnit; bytes: Uint8Array };
/** A compiled file, serialized in the thread that compiled it (the cache keeps entries serialized), its HTML apart. */
type WireResult = { key: string; bytes: Uint8Array; html?: Uint8Array };

/**
 * Every content file compile.ts reads, with how it compiles it (the site's folders, by `kinds`):
 * the Markdown pages first, the slowest of the main thread's own (jobQueues), and the articles last.
 */
export function sourceJobs(paths: ContentPaths, kinds: readonly ContentKind[]): SourceJob[] {
  const jobs: SourceJob[] = [];
  const add = (files: readonly string[], unit: SourceUnit) => {
    for (const absolute of files) jobs.push({ absolute, unit });
  };
  const markdownFirst = [
    ...kinds.filter((kind) => 'markdown' in kind),
    ...kinds.filter((kind) => !('markdown' in kind)),
  ];
  for (const kind of markdownFirst) {
    if ('markdown' in kind) {
      const collection = markdownKindCollection(kind);
      for (const language of LANGUAGES)
        add(listFiles(paths.content(kind.markdown, language), '.md'), markdownUnit(collection));
    } else if ('collection' in kind) {
      for (const language of LANGUAGES)
        add(listFiles(paths.content(kind.collection, language), '.yaml'), { kind: 'yaml', schema: kind.schema });
    } else {
      const sources =
        'perLanguage' in kind
          ? LANGUAGES.map((language) => `${kind.perLanguage}/${language}.yaml`)
          : ['shared' in kind ? kind.shared : kind.single];
      add(
        sources.map((source) => paths.content(source)),
        { kind: 'yaml', schema: kind.schema },
      );
    }
  }
  for (const language of LANGUAGES)
    add(listFiles(paths.content('locales', language), '.yaml'), { kind: 'yaml', schema: stringTreeSchema });
  add(listFiles(paths.content(PEOPLE_FOLDER), '.yaml'), { kind: 'yaml', schema: personSchema });
  for (const language of LANGUAGES)
    add(listFiles(paths.content(ARTICLES.folder, language), '.md'), markdownUnit(ARTICLES));
  return jobs;
}

/** A file to compile, read and keyed, ready to send to a thread. */
export type MissingJob = WireJob;

/**
 * Keys every job's file (into `paths.sourceKeys`, where compile.ts finds it) and yields those
 * whose results the cache lacks, read, ready to send to a thread: lazily, so that threads can
 * compile the first while the main thread reads the rest.
 */
export function* missingJobs(paths: ContentPaths, jobs: readonly SourceJob[]): Generator<MissingJob, void, undefined> {
  const { cache } = paths;
  if (!cache) return;
  for (const { absolute, unit } of jobs) {
    const named = namedUnit(unit);
    if (!named) continue;
    const name = sourceKeyName(named, absolute);
    const file = paths.relative(absolute);
    let read: ReturnType<typeof readContentBytes>;
    try {
      read = readContentBytes(absolute, file);
    } catch {
      continue;
    }
    if ('issue' in read) continue;
    const key = unitKey(named, file, read.bytes);
    paths.sourceKeys?.set(name, key);
    if (!cache.has(key)) yield { key, absolute, file, unit: named, bytes: read.bytes };
  }
}

const schemasByName = new Map<string, unknown>();

/** A schema by the name src/content/schemas/ exports it by (looked up once: a namespace object is slow to read). */
function schemaNamed(name: string): unknown {
  if (!schemasByName.has(name)) schemasByName.set(name, Reflect.get(schemas, name));
  return schemasByName.get(name);
}

function isZodSchema(value: unknown): value is SourceUnit['schema'] {
  return value !== null && typeof value === 'object' && typeof Reflect.get(value, 'safeParse') === 'function';
}

/**
 * Compiles a chunk of jobs; a job that throws is left out, and so is the whole chunk when it is
 * stopped at the time limit: compile.ts compiles what is left out again, each file within its
 * own limit. The chunk's files run under one limit, not one each (time-limit.ts): a real
 * article compiles in milliseconds, so a chunk stopped holds a file that would be stopped too.
 */
function compileChunk(jobs: readonly WireJob[]): WireResult[] {
  const chunk = runWithin(MARKDOWN_COMPILE_LIMIT_MS, () => jobs.flatMap(compileJob));
  return chunk.finished ? chunk.result : [];
}

/** One job's result, serialized; none when it throws (compileChunk). */
function compileJob({ key, absolute, file, unit, bytes }: WireJob): WireResult[] {
  const schema = schemaNamed(unit.schema);
  if (!isZodSchema(schema)) return [];
  // A Markdown unit's schema was named from a front matter schema (namedUnit), which has a slug.
  const resolved: SourceUnit =
    unit.kind === 'yaml'
      ? { kind: 'yaml', schema }
      : { kind: 'markdown', schema: schema as FrontMatterSchema, noun: unit.noun, bodyFacts: unit.bodyFacts };
  try {
    const { entry, html } = cachedForm(compileUnit(resolved, bytes, file, absolute));
    return [
      html === undefined ? { key, bytes: serialize(entry) } : { key, bytes: serialize(entry), html: serialize(html) },
    ];
  } catch {
    return [];
  }
}

/** A worker thread's side: compiles each chunk it is sent and answers with the results. */
export function serveCompileJobs(): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (jobs: WireJob[] | null) => {
    if (jobs === null) port.close();
    else port.postMessage(compileChunk(jobs));
  });
}

/**
 * Whether a job is one of the many files compiled the same way (the articles: Markdown without
 * body facts), which every thread shares; the others (YAML of every kind, the Markdown pages) are
 * each of a kind with few files.
 */
function isShared(job: WireJob): boolean {
  return job.unit.kind === 'markdown' && job.unit.bodyFacts !== true;
}

/** Where each thread takes its next chunk from (jobQueues). */
export type JobQueues = {
  /** A worker's next chunk: shared jobs, or the main thread's own once none are left. */
  forWorker(): WireJob[] | undefined;
  /** The main thread's next chunk: its own jobs one at a time, then shared ones. */
  forMain(): WireJob[] | undefined;
};

/**
 * The jobs, routed as they are keyed. The few files of many kinds go to the main thread, and the
 * many files of one kind (the articles) to the workers from their first chunk: a thread runs
 * each kind's code cold the first time (the YAML parser, the full Markdown parser, each page's
 * schema), so each kind warmed up in one thread rather than in all of them costs the least.
 * Whichever thread runs out first takes the other's jobs.
 */
export function jobQueues(jobs: Iterable<WireJob>): JobQueues {
  const source = jobs[Symbol.iterator]();
  const own: WireJob[] = [];
  const shared: WireJob[] = [];
  /** Keys the next job into its queue; false once every job is keyed. */
  const pull = (): boolean => {
    const next = source.next();
    if (next.done) return false;
    (isShared(next.value) ? shared : own).push(next.value);
    return true;
  };
  const take = (queue: WireJob[], size: number) => (queue.length > 0 ? queue.splice(0, size) : undefined);
  return {
    forWorker() {
      while (shared.length < CHUNK_SIZE && pull());
      return take(shared, CHUNK_SIZE) ?? take(own, 1);
    },
    forMain() {
      while (own.length === 0 && shared.length < CHUNK_SIZE && pull());
      return take(own, 1) ?? take(shared, CHUNK_SIZE);
    },
  };
}

/** Worker threads that load the compiler and wait for compile jobs; each takes a moment to start. */
export type CompileWorkers = readonly Worker[];

const WORKER_ENTRY = new URL('./compile-worker.mjs', import.meta.url);

/**
 * Starts `threads` worker threads on compile-worker.mjs, which loads the compiler through tsx.
 * Started before the files are keyed when the cache is empty, so that they have loaded the
 * compiler when the work is known.
 */
export function startCompileWorkers(threads = availableParallelism() - 1): CompileWorkers {
  return Array.from({ length: threads }, () => new Worker(WORKER_ENTRY));
}

/**
 * Compiles the cache's missing files across worker threads and the main thread, into the cache.
 * With `workers` started already (the cache was empty), the files go to them as they are keyed;
 * otherwise the files are keyed first, and threads are started when `mayStart` and there are
 * many. Every job is keyed either way. Returns how many threads took part (1: the main thread
 * alone, or none).
 */
export async function compileInParallel(
  paths: ContentPaths,
  missing: Iterable<MissingJob>,
  { workers = [], mayStart = false }: { workers?: CompileWorkers; mayStart?: boolean },
): Promise<number> {
  const { cache } = paths;
  let threads = workers;
  if (threads.length === 0) {
    const listed = [...missing];
    if (!cache || !mayStart || listed.length < MIN_PARALLEL_FILES) return 1;
    threads = startCompileWorkers();
    missing = listed;
  }
  if (!cache) {
    await Promise.all(threads.map((worker) => worker.terminate()));
    return 1;
  }
  const queues = jobQueues(missing);
  const keep = (results: readonly WireResult[]) => {
    for (const { key, bytes, html } of results) {
      cache.setSerialized(key, bytes);
      if (html) cache.attachSerialized(key, html);
    }
  };

  const finished = threads.map(
    (worker) =>
      new Promise<void>((resolve) => {
        // Each worker holds a chunk in reserve, so it never waits for the main thread, busy with
        // a chunk of its own, to answer; it is told to stop once it has nothing left.
        let inFlight = 0;
        /** Sends the next chunk, or the stop once none is left and none is out; whether a chunk went. */
        const sendNext = (): boolean => {
          const chunk = queues.forWorker();
          if (chunk) inFlight++;
          if (chunk || inFlight === 0) worker.postMessage(chunk ?? null);
          return chunk !== undefined;
        };
        worker.on('message', (results: WireResult[]) => {
          inFlight--;
          keep(results);
          sendNext();
        });
        // Messages wait in the worker's port until it listens, once the compiler is loaded.
        for (let reserve = 0; reserve < CHUNKS_IN_FLIGHT && sendNext(); reserve++);
        // A worker that fails only takes its chunks with it: compile.ts compiles those files. It
        // is said, so that a worker that cannot even start is not mistaken for a parallel run.
        worker.once('error', (error) => {
          process.stderr.write(
            `content: a compile worker stopped (${error.message}); the main thread compiles its files\n`,
          );
          resolve();
        });
        worker.once('exit', () => {
          resolve();
        });
      }),
  );
  // The main thread takes chunks too, yielding between them so that workers are answered.
  for (let chunk = queues.forMain(); chunk; chunk = queues.forMain()) {
    keep(compileChunk(chunk));
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(finished);
  return threads.length + 1;
}
