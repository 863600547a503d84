import { availableParallelism } from 'node:os';
import { serialize } from 'node:v8';
import { parentPort, Worker } from 'node:worker_threads';
import * as schemas from '../../src/content/schemas';
import { stringTreeSchema } from '../../src/content/schemas/locale';
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
import { readContentBytes } from './read-source';
import type { SourceStamps } from './source-stamps';

/**
 * A head start for a run with many files to compile (a fresh clone, a changed compiler): the
 * files the cache misses are compiled across the machine's cores before compile.ts reads them
 * one by one, and the results go into the cache, where it finds them. The main thread takes a
 * share of the work while worker threads, each running the compiler's bundle, take the rest.
 *
 * Purely a shortcut: a file it leaves out, or one a worker failed on, is compiled by compile.ts
 * as before, with its guard. What a worker returns is what the main thread would have computed:
 * the same function (compileUnit) of the same bytes, in the same bundle.
 */

export type SourceJob = { absolute: string; unit: SourceUnit };

/** Below this many files to compile, starting a thread costs more than it saves. */
const MIN_PARALLEL_FILES = 200;
const CHUNK_SIZE = 25;
const SLOW_CHUNK_SIZE = 2;

type WireJob = { key: string; absolute: string; file: string; unit: NamedSourceUnit; bytes: Uint8Array };
/** A compiled file, serialized in the thread that compiled it (the cache keeps entries serialized), its HTML apart. */
type WireResult = { key: string; bytes: Uint8Array; html?: Uint8Array };

/** Every content file compile.ts reads, with how it compiles it (the site's folders, by `kinds`). */
export function sourceJobs(paths: ContentPaths, kinds: readonly ContentKind[]): SourceJob[] {
  const jobs: SourceJob[] = [];
  const add = (files: readonly string[], unit: SourceUnit) => {
    for (const absolute of files) jobs.push({ absolute, unit });
  };
  for (const language of LANGUAGES) {
    add(listFiles(paths.content('locales', language), '.yaml'), { kind: 'yaml', schema: stringTreeSchema });
    add(listFiles(paths.content(ARTICLES.folder, language), '.md'), markdownUnit(ARTICLES));
  }
  for (const kind of kinds) {
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
  return jobs;
}

/** A file to compile, read and keyed, ready to send to a thread. */
export type MissingJob = WireJob;

/**
 * Keys every job's file (into `paths.sourceKeys`, where compile.ts finds it) and returns those
 * whose results the cache lacks, read, ready to send to a thread. A file whose stamp is as
 * recorded (`stamps`, source-stamps.ts) is keyed without being read.
 */
export function missingJobs(paths: ContentPaths, jobs: readonly SourceJob[], stamps?: SourceStamps): MissingJob[] {
  const { cache } = paths;
  if (!cache) return [];
  return jobs.flatMap(({ absolute, unit }): WireJob[] => {
    const named = namedUnit(unit);
    if (!named) return [];
    const name = sourceKeyName(named, absolute);
    const trusted = stamps?.trustedKey(name, absolute);
    if (trusted !== undefined && cache.has(trusted)) {
      paths.sourceKeys?.set(name, trusted);
      return [];
    }
    const file = paths.relative(absolute);
    const stamp = stamps?.stampOf(absolute);
    let read: ReturnType<typeof readContentBytes>;
    try {
      read = readContentBytes(absolute, file);
    } catch {
      return [];
    }
    if ('issue' in read) return [];
    const key = unitKey(named, file, read.bytes);
    paths.sourceKeys?.set(name, key);
    if (stamp) stamps?.record(name, stamp, key);
    return cache.has(key) ? [] : [{ key, absolute, file, unit: named, bytes: read.bytes }];
  });
}

/** A schema by the name src/content/schemas/ exports it by. */
function schemaNamed(name: string): unknown {
  return Reflect.get(schemas, name);
}

function isZodSchema(value: unknown): value is SourceUnit['schema'] {
  return value !== null && typeof value === 'object' && typeof Reflect.get(value, 'safeParse') === 'function';
}

/** Compiles a chunk of jobs; a job that throws is left out (compile.ts compiles it again, guarded). */
function compileChunk(jobs: readonly WireJob[]): WireResult[] {
  return jobs.flatMap(({ key, absolute, file, unit, bytes }): WireResult[] => {
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
  });
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
 * The jobs in chunks, the slow ones first and two at a time: a page whose body facts are found
 * (a legal page, parsed by the full Markdown parser) costs as much as dozens of articles, and a
 * thread left with a chunk of them at the end would keep the others waiting.
 */
function chunksOf(jobs: readonly WireJob[]): WireJob[][] {
  const isSlow = (job: WireJob) => job.unit.kind === 'markdown' && job.unit.bodyFacts === true;
  const chunks: WireJob[][] = [];
  const add = (list: readonly WireJob[], size: number) => {
    for (let start = 0; start < list.length; start += size) chunks.push(list.slice(start, start + size));
  };
  add(jobs.filter(isSlow), SLOW_CHUNK_SIZE);
  add(
    jobs.filter((job) => !isSlow(job)),
    CHUNK_SIZE,
  );
  return chunks;
}

/** Worker threads that load the compiler and wait for compile jobs; each takes a moment to start. */
export type CompileWorkers = readonly Worker[];

/**
 * Starts `threads` worker threads, each evaluating `workerSource` (load-compiler.cjs: it loads
 * the compiler's bundle and serves compile jobs). Started before the files are keyed when the
 * cache is empty, so that they are ready when the work is known.
 */
export function startCompileWorkers(workerSource: string, threads = availableParallelism() - 1): CompileWorkers {
  return Array.from({ length: threads }, () => new Worker(workerSource, { eval: true }));
}

/**
 * Compiles the cache's missing files across worker threads (`workers` started already, or
 * started now from `workerSource`) and the main thread, into the cache. Does nothing when there
 * are few, and then stops the workers started early. Returns how many threads took part (1: the
 * main thread alone, or none).
 */
export async function compileInParallel(
  paths: ContentPaths,
  missing: readonly MissingJob[],
  { workers = [], workerSource }: { workers?: CompileWorkers; workerSource?: string },
): Promise<number> {
  const { cache } = paths;
  if (!cache || missing.length < MIN_PARALLEL_FILES) {
    await Promise.all(workers.map((worker) => worker.terminate()));
    return 1;
  }
  const threads = workers.length > 0 ? workers : workerSource === undefined ? [] : startCompileWorkers(workerSource);
  if (threads.length === 0) return 1;
  const queue = chunksOf(missing);
  const keep = (results: readonly WireResult[]) => {
    for (const { key, bytes, html } of results) {
      cache.setSerialized(key, bytes);
      if (html) cache.attachSerialized(key, html);
    }
  };

  const finished = threads.map(
    (worker) =>
      new Promise<void>((resolve) => {
        // Messages wait in the worker's port until it listens, once the bundle is loaded.
        const sendNext = () => {
          worker.postMessage(queue.shift() ?? null);
        };
        worker.on('message', (results: WireResult[]) => {
          keep(results);
          sendNext();
        });
        sendNext();
        // A worker that fails only takes its chunk with it: compile.ts compiles those files.
        worker.once('error', () => {
          resolve();
        });
        worker.once('exit', () => {
          resolve();
        });
      }),
  );
  // The main thread takes chunks too, yielding between them so that workers are answered.
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    keep(compileChunk(chunk));
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(finished);
  return threads.length + 1;
}
