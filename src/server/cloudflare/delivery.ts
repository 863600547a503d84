import type { R2Bucket } from '@cloudflare/workers-types';
import type { MessageStore, StoredMessage } from './message-store';
import { retryDelay } from '../settings';
import type { CloudflareSettings } from './settings';
import type { SmtpSend } from './smtp-message';

/** An attempt holds its message this long; should it die with its isolate, the cron takes it again after. */
export const DELIVERY_LEASE_MS = 2 * 60 * 1000;

export type Delivery = {
  store: MessageStore;
  resumes: R2Bucket;
  settings: Pick<CloudflareSettings, 'mailTo' | 'alertTo' | 'maxAttempts' | 'retryBaseMs' | 'retryMaxMs'>;
  send: SmtpSend;
  now: () => number;
  log?: (line: string) => void;
};

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'not-pending';

/** The header field that names the stored message, so that a mail can be found in D1 and the other way round. */
export const MESSAGE_ID_HEADER = 'X-Talvera-Message-Id';

async function smtpMessage(delivery: Delivery, { attachment, ...message }: StoredMessage) {
  const attachments = [];
  if (attachment) {
    const object = await delivery.resumes.get(attachment.key);
    if (!object) throw new Error(`The attachment ${attachment.key} is not in R2`);
    const { filename, contentType } = attachment;
    attachments.push({ filename, contentType, bytes: new Uint8Array(await object.arrayBuffer()) });
  }
  return {
    to: message.recipient ?? delivery.settings.mailTo,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.body,
    attachments,
    headers: { [MESSAGE_ID_HEADER]: message.id },
  };
}

/** The spool's backoff; past SPOOL_MAX_ATTEMPTS kept in D1 and ALERT_TO told. Rejects only if D1 fails. */
export async function attemptDelivery(delivery: Delivery, id: string): Promise<DeliveryOutcome> {
  const { log = console.warn } = delivery;
  const message = await delivery.store.get(id);
  if (message?.status !== 'pending') return 'not-pending';
  try {
    await delivery.send(await smtpMessage(delivery, message));
  } catch (error) {
    const attempts = message.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    if (attempts >= delivery.settings.maxAttempts) {
      await delivery.store.recordFailure(id, reason, undefined);
      log(`Mail ${id} not delivered after ${attempts} attempts; kept in D1 (messages): ${reason}`);
      await sendAlert(delivery, { ...message, attempts }, reason);
      return 'failed';
    }
    const delay = retryDelay(attempts, delivery.settings.retryBaseMs, delivery.settings.retryMaxMs);
    await delivery.store.recordFailure(id, reason, delivery.now() + delay);
    log(`Mail ${id} not delivered (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${reason}`);
    return 'retry';
  }
  await delivery.store.markSent(id, delivery.now());
  return 'sent';
}

/** The alert for a message given up: its id and time, where it is kept; none of what the visitor wrote. */
export function alertText(message: Pick<StoredMessage, 'id' | 'createdAt' | 'recipient' | 'attempts' | 'attachment'>) {
  const received = new Date(message.createdAt).toISOString();
  const kind = message.recipient === undefined ? 'A lead for sales' : 'A newsletter mail';
  return {
    subject: `Not delivered: message ${message.id} of ${received}`,
    text: [
      `${kind} (message ${message.id}, received ${received}) could not be delivered after ${message.attempts} attempts.`,
      'It is kept, whole, in the D1 database talvera-forms (table messages, or the view leads),',
      message.attachment
        ? `and its CV in the R2 bucket talvera-resumes as ${message.attachment.key}.`
        : 'without a CV.',
      '',
      'scripts/deploy/README.md, "When an alert about an undelivered lead arrives", says how to read it.',
    ].join('\n'),
  };
}

/** Marks the message alerted once ALERT_TO is told; a failure is logged, and the cron tries again. */
async function sendAlert(delivery: Delivery, message: StoredMessage, reason: string): Promise<void> {
  const { log = console.warn } = delivery;
  const alertTo = delivery.settings.alertTo;
  if (!alertTo) {
    log(`Mail ${message.id} given up, and no ALERT_TO is set to be told (${reason})`);
    return;
  }
  try {
    await delivery.send({ to: alertTo, ...alertText(message), attachments: [] });
    await delivery.store.markAlerted(message.id, delivery.now());
  } catch (error) {
    log(`The alert for mail ${message.id} could not be sent: ${String(error)}`);
  }
}

/** The cron's part: one attempt for each due message, and the alerts that could not go before. */
export async function deliverDue(delivery: Delivery, limit = 25): Promise<Record<DeliveryOutcome, number>> {
  const outcomes: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, 'not-pending': 0 };
  const now = delivery.now();
  for (const id of await delivery.store.due(now, limit)) {
    if (!(await delivery.store.claim(id, now, now + DELIVERY_LEASE_MS))) continue;
    outcomes[await attemptDelivery(delivery, id)] += 1;
  }
  if (delivery.settings.alertTo) {
    for (const message of await delivery.store.failedUnalerted(limit)) {
      await sendAlert(delivery, message, 'an earlier alert could not be sent');
    }
  }
  return outcomes;
}
