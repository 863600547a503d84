import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A folder of received mail, one whole message per `.eml` file: the Node server's outbox, or
 * what the SMTP sink (smtp-sink.ts) accepted. A file being written has another name until it
 * is complete, so a reader never sees half a message. Each message's file and raw text, oldest first.
 */
export function listMails(folder: string): { file: string; raw: string }[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const file = join(folder, name);
    try {
      return [{ file, raw: readFileSync(file, 'utf8') }];
    } catch {
      return []; // removed meanwhile (the retention sweep, a test)
    }
  });
}

/** The raw text of each message in the folder, oldest first. */
export const readMails = (folder: string): string[] => listMails(folder).map((mail) => mail.raw);

/** Writes `raw` into the folder as a new `.eml` file, whole or not at all (temporary name, then rename). */
export function writeMail(folder: string, raw: Buffer): string {
  mkdirSync(folder, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
  const temporary = join(folder, `.${name}.tmp`);
  writeFileSync(temporary, raw);
  renameSync(temporary, join(folder, name));
  return name;
}

/**
 * The sink's refusals: each file in `<folder>/refuse/` holds a text, and a message containing any
 * of them is refused with a temporary error (451), as a mail server that is down answers. Each
 * test refuses only its own messages (by a marker in them), so tests running at once never meet.
 */
const refusalDir = (folder: string) => join(folder, 'refuse');

/** Refuses every message that contains `marker` until the returned function is called. */
export function refuseMailContaining(folder: string, marker: string): () => void {
  if (marker === '') throw new Error('an empty marker would refuse every message');
  mkdirSync(refusalDir(folder), { recursive: true });
  const file = join(refusalDir(folder), randomBytes(8).toString('hex'));
  writeFileSync(file, marker);
  return () => {
    rmSync(file, { force: true });
  };
}

/** Where the sink keeps each message it refused, as an `.eml` file. */
export const refusedMailDir = (folder: string) => join(folder, 'refused');

/** The texts whose messages are refused now. */
export function refusedMarkers(folder: string): string[] {
  try {
    return readdirSync(refusalDir(folder)).flatMap((name) => {
      try {
        return [readFileSync(join(refusalDir(folder), name), 'utf8')];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}
