import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { NewsletterEvent, NewsletterLog } from '../ports';
import { syncDirectory } from './atomic-file';

type LogLine = { event: NewsletterEvent; id: string; at: string };

const key = (event: NewsletterEvent, id: string) => `${event}:${id}`;

function parseLine(line: string): LogLine | undefined {
  try {
    const value = JSON.parse(line) as Partial<LogLine>;
    const known = value.event === 'confirmed' || value.event === 'unsubscribed';
    return known && typeof value.id === 'string' ? (value as LogLine) : undefined;
  } catch {
    return undefined;
  }
}

/** A last line without its newline was torn by a crash, and is ignored. */
export function readEvents(text: string): LogLine[] {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete.split('\n').flatMap((line) => {
    const entry = line.trim() === '' ? undefined : parseLine(line);
    return entry ? [entry] : [];
  });
}

/** One `write` of a whole line per event (appending, then fsync), so writers never interleave; token ids only. */
export function createNewsletterLog(path: string): NewsletterLog {
  const known = new Set<string>();
  /** Events taken by a use at work, not yet recorded. */
  const claimed = new Set<string>();
  let tornTail = false;
  let loaded: Promise<void> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const load = () =>
    (loaded ??= readFile(path, 'utf8').then(
      (text) => {
        for (const entry of readEvents(text)) known.add(key(entry.event, entry.id));
        tornTail = text.length > 0 && !text.endsWith('\n');
      },
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          loaded = undefined;
          throw error;
        }
      },
    ));

  async function write(line: string): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(path, 'a');
    try {
      const bytes = Buffer.from(`${tornTail ? '\n' : ''}${line}\n`);
      const { bytesWritten } = await handle.write(bytes);
      if (bytesWritten !== bytes.length) throw new Error(`Short write to ${path}`);
      await handle.sync();
      tornTail = false;
    } finally {
      await handle.close();
    }
    await syncDirectory(dirname(path));
  }

  return {
    async has(event, id) {
      await load();
      return known.has(key(event, id)) || claimed.has(key(event, id));
    },
    async recorded(event, id) {
      await load();
      return known.has(key(event, id));
    },
    async claim(event, id) {
      await load();
      if (known.has(key(event, id)) || claimed.has(key(event, id))) return false;
      claimed.add(key(event, id));
      return true;
    },
    release(event, id) {
      claimed.delete(key(event, id));
      return Promise.resolve();
    },
    async append(event, id) {
      await load();
      known.add(key(event, id));
      claimed.delete(key(event, id));
      const line = JSON.stringify({ event, id, at: new Date().toISOString() } satisfies LogLine);
      const done = writing.then(() => write(line));
      writing = done.catch(() => undefined);
      await done;
    },
  };
}
