import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { orUndefined } from '../or-undefined';
import type { NewsletterEvent, NewsletterLog } from '../ports';
import { syncDirectory } from './atomic-file';

type LogLine = { event: NewsletterEvent; id: string; at: string };

/** A last line without its newline was torn by a crash, and is ignored. */
export function readEvents(text: string): LogLine[] {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete.split('\n').flatMap((line) => {
    const value = orUndefined(() => JSON.parse(line) as Partial<LogLine> | null);
    const known = value?.event === 'confirmed' || value?.event === 'unsubscribed';
    return known && typeof value.id === 'string' ? [value as LogLine] : [];
  });
}

/** One append of a whole line per event (then fsync), so writers never interleave; token ids only. */
export function createNewsletterLog(path: string): NewsletterLog {
  /** `claimed`: taken by a use at work, not yet recorded. */
  const events = new Map<string, 'claimed' | 'done'>();
  let tornTail = false;
  let loaded: Promise<void> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const load = () =>
    (loaded ??= readFile(path, 'utf8').then(
      (text) => {
        for (const entry of readEvents(text)) events.set(`${entry.event}:${entry.id}`, 'done');
        tornTail = text.length > 0 && !text.endsWith('\n');
      },
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          loaded = undefined;
          throw error;
        }
      },
    ));
  const loadedKey = async (event: NewsletterEvent, id: string) => {
    await load();
    return `${event}:${id}`;
  };

  async function write(line: string): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    await appendFile(path, `${tornTail ? '\n' : ''}${line}\n`, { flush: true });
    tornTail = false;
    await syncDirectory(dirname(path));
  }

  return {
    has: async (event, id) => events.has(await loadedKey(event, id)),
    recorded: async (event, id) => events.get(await loadedKey(event, id)) === 'done',
    async claim(event, id) {
      const key = await loadedKey(event, id);
      if (events.has(key)) return false;
      events.set(key, 'claimed');
      return true;
    },
    release(event, id) {
      if (events.get(`${event}:${id}`) === 'claimed') events.delete(`${event}:${id}`);
      return Promise.resolve();
    },
    async append(event, id) {
      events.set(await loadedKey(event, id), 'done');
      const line = JSON.stringify({ event, id, at: new Date().toISOString() } satisfies LogLine);
      const done = writing.then(() => write(line));
      writing = done.catch(() => undefined);
      await done;
    },
  };
}
