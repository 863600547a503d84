import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNewsletterLog, readEvents } from './newsletter-log';

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'newsletter-log-'));
  path = join(dir, 'nested', 'events.jsonl');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const lines = () => readFileSync(path, 'utf8').split('\n');

describe('the newsletter event log', () => {
  it('appends one JSON line per event, and a new process reads them back', async () => {
    const log = createNewsletterLog(path);
    expect(await log.has('confirmed', 'id-1')).toBe(false);
    await log.append('confirmed', 'id-1');
    await log.append('unsubscribed', 'id-1');
    expect(lines()).toHaveLength(3);
    expect(lines()[2]).toBe('');
    expect(JSON.parse(lines()[0] ?? '')).toMatchObject({ event: 'confirmed', id: 'id-1' });
    expect(Date.parse((JSON.parse(lines()[0] ?? '') as { at: string }).at)).not.toBeNaN();

    const restarted = createNewsletterLog(path);
    expect(await restarted.has('confirmed', 'id-1')).toBe(true);
    expect(await restarted.has('unsubscribed', 'id-1')).toBe(true);
    expect(await restarted.has('confirmed', 'id-2')).toBe(false);
  });

  it('keeps no address: only the event, the token id and the time', async () => {
    const log = createNewsletterLog(path);
    await log.append('confirmed', 'id-1');
    expect(Object.keys(JSON.parse(lines()[0] ?? '') as object).sort()).toEqual(['at', 'event', 'id']);
  });

  it('ignores a torn last line and starts the next event on a line of its own', async () => {
    await createNewsletterLog(path).append('confirmed', 'whole');
    appendFileSync(path, '{"event":"confirmed","id":"to');

    const log = createNewsletterLog(path);
    expect(await log.has('confirmed', 'whole')).toBe(true);
    expect(await log.has('confirmed', 'to')).toBe(false);
    await log.append('confirmed', 'after');

    const restarted = createNewsletterLog(path);
    expect(await restarted.has('confirmed', 'whole')).toBe(true);
    expect(await restarted.has('confirmed', 'after')).toBe(true);
  });

  it('skips lines that are not events instead of failing', () => {
    writeFileSync(path.replace('nested/', ''), '');
    const text = [
      '{"event":"confirmed","id":"a","at":"x"}',
      'not json',
      '{"event":"deleted","id":"b"}',
      '{"event":"confirmed"}',
      '[]',
      '',
      '{"event":"unsubscribed","id":"c","at":"x"}',
      '{"event":"confirmed","id":"torn',
    ].join('\n');
    expect(readEvents(text).map((entry) => `${entry.event}:${entry.id}`)).toEqual(['confirmed:a', 'unsubscribed:c']);
  });

  it('lets one claim of an event through at a time, and a released claim be taken again', async () => {
    const log = createNewsletterLog(path);
    const claims = await Promise.all(Array.from({ length: 10 }, () => log.claim('confirmed', 'once')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await log.release('confirmed', 'once');
    expect(await log.claim('confirmed', 'once')).toBe(true);
    expect(await log.claim('unsubscribed', 'once')).toBe(true);
  });

  it('keeps every line whole when two writers append at once', async () => {
    const first = createNewsletterLog(path);
    const second = createNewsletterLog(path);
    await Promise.all(
      Array.from({ length: 100 }, (_, index) => (index % 2 ? first : second).append('confirmed', `id-${index}`)),
    );
    const events = readEvents(readFileSync(path, 'utf8'));
    expect(events).toHaveLength(100);
    expect(lines().filter((line) => line !== '')).toHaveLength(100);
    const reader = createNewsletterLog(path);
    for (let index = 0; index < 100; index += 1) expect(await reader.has('confirmed', `id-${index}`)).toBe(true);
  });

  it('rejects an append it could not write', async () => {
    writeFileSync(join(dir, 'nested'), 'a file where the folder should be');
    await expect(createNewsletterLog(path).append('confirmed', 'x')).rejects.toThrow();
  });
});
