import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import addressparser from 'nodemailer/lib/addressparser';
import { retryDelay } from '../settings';
import { isTempName, messageName, writeAtomically } from './atomic-file';

export type SpoolSettings = {
  dir: string;
  /** Attempts before a message moves to `dir/dead` (kept there for the retention period). */
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  deliver(path: string): Promise<void>;
  log?: (message: string) => void;
};

export type Spool = ReturnType<typeof createSpool>;

const NAME = /^(?<id>.+)\.a(?<attempts>\d+)\.eml$/;

/** How much of a spooled message is read to find its recipients: its header, never its attachments. */
const HEADER_WINDOW = 64 * 1024;

export async function messageRecipients(path: string): Promise<string[]> {
  const head = await text(createReadStream(path, { end: HEADER_WINDOW - 1, encoding: 'latin1' }));
  const header = head.split(/\r?\n\r?\n/)[0] ?? '';
  const to = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(header)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  return addressparser(to, { flatten: true }).flatMap((entry) => (entry.address ? [entry.address] : []));
}

/** The attempt count is in the name (`….a3.eml`), so retries survive a restart; past `maxAttempts`, to `dead/`. */
export function createSpool(settings: SpoolSettings) {
  const deadDir = join(settings.dir, 'dead');
  const log = settings.log ?? console.warn;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  let stopped = false;

  function schedule(name: string, delayMs: number): void {
    const id = NAME.exec(name)?.groups?.id ?? name;
    clearTimeout(timers.get(id));
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(id);
      void spool.attempt(name);
    }, delayMs);
    timer.unref();
    timers.set(id, timer);
  }

  const spool = {
    deadDir,
    async add(message: Readable | string): Promise<string> {
      const name = messageName().replace(/\.eml$/, '.a0.eml');
      await writeAtomically(settings.dir, name, message);
      return name;
    },
    /** Tries to send a stored message now; a failure schedules the next try. Never rejects. */
    async attempt(name: string): Promise<boolean> {
      const match = NAME.exec(name)?.groups;
      if (!match?.id || running.has(match.id)) return false;
      running.add(match.id);
      clearTimeout(timers.get(match.id));
      const path = join(settings.dir, name);
      try {
        await settings.deliver(path);
        await unlink(path).catch(() => undefined);
        return true;
      } catch (error) {
        const attempts = Number(match.attempts) + 1;
        const next = `${match.id}.a${attempts}.eml`;
        try {
          if (attempts >= settings.maxAttempts) {
            await mkdir(deadDir, { recursive: true });
            await rename(path, join(deadDir, next));
            log(`Mail ${match.id} not delivered after ${attempts} attempts; kept in ${deadDir}: ${String(error)}`);
          } else {
            await rename(path, join(settings.dir, next));
            const delay = retryDelay(attempts, settings.retryBaseMs, settings.retryMaxMs);
            log(
              `Mail ${match.id} not delivered (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${String(error)}`,
            );
            schedule(next, delay);
          }
        } catch (moveError) {
          log(`Mail ${match.id}: could not record the failed attempt: ${String(moveError)}`);
        }
        return false;
      } finally {
        running.delete(match.id);
      }
    },
    async start(): Promise<void> {
      stopped = false;
      const names = await readdir(settings.dir).catch(() => []);
      const messages = names.filter((name) => NAME.test(name) && !isTempName(name)).sort();
      for (const [index, name] of messages.entries()) schedule(name, index * 200);
    },
    stop(): void {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
  return spool;
}
