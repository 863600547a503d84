import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { d1NotFoundLog } from './d1-not-found-log';
import { attemptDelivery, deliverDue, DELIVERY_LEASE_MS, MESSAGE_ID_HEADER, type Delivery } from './delivery';
import { startLocalStores, type LocalStores } from './__fixtures__/local-stores';
import { messageStore, type MessageStore } from './message-store';
import { sweepExpired } from './retention-sweep';
import type { SmtpMessage } from './smtp-message';
import { resumeKey, storedMailTransport } from './stored-mail-transport';

const DAY = 24 * 60 * 60 * 1000;
const settings = {
  mailTo: 'sales@talvera.example',
  alertTo: 'alerts@talvera.example',
  maxAttempts: 3,
  retryBaseMs: 60_000,
  retryMaxMs: 6 * 60 * 60 * 1000,
};

let stores: LocalStores;
let store: MessageStore;
let clock: number;
let sent: SmtpMessage[];
/** Recipients the fake SMTP server refuses, as a real one refuses with 4xx. */
let refused: Set<string>;
let ids: number;

const now = () => clock;
const send = (message: SmtpMessage) => {
  if (refused.has(message.to)) return Promise.reject(new Error(`451 ${message.to} refused`));
  sent.push(message);
  return Promise.resolve();
};
const delivery = (): Delivery => ({ store, resumes: stores.resumes, settings, send, now, log: () => undefined });

function transport(delivers = true) {
  const later: string[] = [];
  const mail = storedMailTransport({
    store,
    resumes: stores.resumes,
    delivers,
    now,
    newId: () => `message-${String((ids += 1))}`,
    deliverLater: (id) => later.push(id),
  });
  return { mail, later };
}

const lead = {
  subject: 'Demo request: Acme (51-200 employees)',
  text: 'Name: Ada\n\nSecret plans',
  replyTo: 'ada@example.com',
};

beforeAll(async () => {
  stores = await startLocalStores();
  store = messageStore(stores.db);
});
afterAll(() => stores.dispose());
beforeEach(async () => {
  await stores.db.prepare('DELETE FROM messages').run();
  await stores.db.prepare('DELETE FROM not_found_reports').run();
  clock = Date.UTC(2026, 0, 10, 12);
  sent = [];
  refused = new Set();
  ids = 0;
});

describe('storedMailTransport', () => {
  it('stores the message and its résumé before it resolves, and leaves the sending for after the answer', async () => {
    const { mail, later } = transport();
    const resume = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3])]);
    await mail.send({
      ...lead,
      attachments: [{ filename: 'Ada_CV.pdf', contentType: 'application/pdf', blob: resume }],
    });
    expect(later).toEqual(['message-1']);
    expect(sent).toEqual([]);
    const stored = await store.get('message-1');
    expect(stored).toMatchObject({
      status: 'pending',
      attempts: 0,
      recipient: undefined,
      replyTo: 'ada@example.com',
      subject: lead.subject,
      body: lead.text,
      attachment: { key: resumeKey('message-1'), filename: 'Ada_CV.pdf', contentType: 'application/pdf' },
    });
    const object = await stores.resumes.get(resumeKey('message-1'));
    expect(object).not.toBeNull();
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3]),
    );
  });

  it('keeps the first attempt away from the cron while it runs', async () => {
    await transport().mail.send(lead);
    expect(await store.due(clock, 10)).toEqual([]);
    expect(await store.due(clock + DELIVERY_LEASE_MS, 10)).toEqual(['message-1']);
  });

  it('without SMTP_URL stores the message as unsent and schedules nothing', async () => {
    const { mail, later } = transport(false);
    await mail.send(lead);
    expect(later).toEqual([]);
    expect((await store.get('message-1'))?.status).toBe('unsent');
    expect(await store.due(clock + 365 * DAY, 10)).toEqual([]);
  });

  it('rejects, and leaves no résumé behind, when the message cannot be stored', async () => {
    const { mail } = transport();
    await mail.send(lead);
    ids = 0; // the next message takes the same id: D1 refuses it
    const blob = new Blob(['%PDF-1.7']);
    await expect(
      mail.send({ ...lead, attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', blob }] }),
    ).rejects.toThrow();
    expect(await stores.resumes.get(resumeKey('message-1'))).toBeNull();
  });

  it('refuses an attachment given as a path on disk (the Node adapter’s kind)', async () => {
    await expect(
      transport().mail.send({
        ...lead,
        attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', path: '/x' }],
      }),
    ).rejects.toThrow(/Blob/);
  });
});

describe('attemptDelivery', () => {
  it('sends a lead to MAIL_TO with its résumé and the stored message’s id, and marks it sent', async () => {
    const { mail } = transport();
    await mail.send({
      ...lead,
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', blob: new Blob(['%PDF-1.7 …']) }],
    });
    expect(await attemptDelivery(delivery(), 'message-1')).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'sales@talvera.example',
      replyTo: 'ada@example.com',
      subject: lead.subject,
      text: lead.text,
      headers: { [MESSAGE_ID_HEADER]: 'message-1' },
    });
    expect(new TextDecoder().decode(sent[0]?.attachments[0]?.bytes)).toBe('%PDF-1.7 …');
    expect((await store.get('message-1'))?.status).toBe('sent');
    expect(await attemptDelivery(delivery(), 'message-1')).toBe('not-pending');
    expect(sent).toHaveLength(1);
  });

  it('sends a newsletter mail to its own recipient', async () => {
    await transport().mail.send({ to: 'reader@example.com', subject: 'Confirm', text: 'link' });
    await attemptDelivery(delivery(), 'message-1');
    expect(sent[0]?.to).toBe('reader@example.com');
  });

  it('retries with the spool’s backoff, gives up after SPOOL_MAX_ATTEMPTS and alerts ALERT_TO with the id and time only', async () => {
    refused.add('sales@talvera.example');
    const received = clock;
    await transport().mail.send(lead);
    expect(await attemptDelivery(delivery(), 'message-1')).toBe('retry');
    expect(await store.get('message-1')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await store.due(clock + 59_999, 10)).toEqual([]);

    clock += 60_000;
    expect(await deliverDue(delivery())).toMatchObject({ retry: 1 });
    expect(await store.due(clock + 119_999, 10)).toEqual([]);

    clock += 120_000;
    expect(await deliverDue(delivery())).toMatchObject({ failed: 1 });
    expect(await store.get('message-1')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(sent).toHaveLength(1);
    const alert = sent[0];
    expect(alert?.to).toBe('alerts@talvera.example');
    expect(alert?.subject).toContain('message-1');
    expect(alert?.text).toContain(new Date(received).toISOString());
    expect(alert?.text).not.toContain('Secret plans');
    expect(alert?.text).not.toContain('ada@example.com');

    clock += DAY;
    expect(await deliverDue(delivery())).toMatchObject({ sent: 0, retry: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('sends an alert that could not go at a later run of the cron, once', async () => {
    refused.add('sales@talvera.example');
    refused.add('alerts@talvera.example');
    await transport().mail.send(lead);
    const oneAttempt = { ...delivery(), settings: { ...settings, maxAttempts: 1 } };
    expect(await attemptDelivery(oneAttempt, 'message-1')).toBe('failed');
    expect(sent).toEqual([]);
    refused.delete('alerts@talvera.example');
    await deliverDue(oneAttempt);
    await deliverDue(oneAttempt);
    expect(sent.map((message) => message.to)).toEqual(['alerts@talvera.example']);
  });
});

describe('deliverDue', () => {
  it('sends each due message once, even when two runs of the cron overlap', async () => {
    const { mail } = transport();
    await mail.send(lead);
    await mail.send({ ...lead, subject: 'second' });
    clock += DELIVERY_LEASE_MS;
    const [first, second] = await Promise.all([deliverDue(delivery()), deliverDue(delivery())]);
    expect(first.sent + second.sent).toBe(2);
    expect(sent.map((message) => message.subject).sort()).toEqual([lead.subject, 'second'].sort());
  });

  it('leaves messages that are not due yet', async () => {
    await transport().mail.send(lead);
    expect(await deliverDue(delivery())).toMatchObject({ sent: 0 });
    expect(sent).toEqual([]);
  });
});

describe('sweepExpired', () => {
  it('deletes messages, their résumés and not-found reports older than RETENTION_DAYS, and nothing newer', async () => {
    const { mail } = transport();
    const log = d1NotFoundLog(stores.db);
    const pdf = () => [{ filename: 'cv.pdf', contentType: 'application/pdf', blob: new Blob(['%PDF']) }];
    await mail.send({ ...lead, attachments: pdf() });
    await mail.send(lead);
    await log.record({ path: '/old', referrer: '', at: new Date(clock).toISOString() });
    clock += 20 * DAY;
    await mail.send({ ...lead, attachments: pdf() });
    await log.record({ path: '/new', referrer: 'https://example.com/', at: new Date(clock).toISOString() });

    clock += 11 * DAY;
    const swept = await sweepExpired({ db: stores.db, resumes: stores.resumes, retentionMs: 30 * DAY, now: clock });
    expect(swept).toEqual({ messages: 2, resumes: 1, notFoundReports: 1 });
    expect(await store.get('message-1')).toBeUndefined();
    expect(await store.get('message-2')).toBeUndefined();
    expect(await stores.resumes.get(resumeKey('message-1'))).toBeNull();
    expect(await store.get('message-3')).toBeDefined();
    expect(await stores.resumes.head(resumeKey('message-3'))).not.toBeNull();
    const { results } = await stores.db.prepare('SELECT path FROM not_found_reports').all<{ path: string }>();
    expect(results).toEqual([{ path: '/new' }]);
  });
});
