import { describe, expect, it } from 'vitest';
import { recordingTransport } from './__fixtures__/transports';
import { createNewsletterSubscribeHandler } from './newsletter-subscribe-handler';
import { memoryRecipientLimit, normalisedRecipient } from './recipient-limit';

const ORIGIN = 'https://www.talvera.example';
const MINUTE = 60 * 1000;

describe('subscription bombing', () => {
  it('normalises an address: lower-case, without the +tag of its local part', () => {
    expect(normalisedRecipient('Victim+1@Example.COM')).toBe('victim@example.com');
    expect(normalisedRecipient(' victim@example.com ')).toBe('victim@example.com');
    expect(normalisedRecipient('+only@example.com')).toBe('+only@example.com');
  });

  it('mails one address at most once per 10 minutes and 3 times a day, with the same 200 either way', async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    const transport = recordingTransport();
    const subscribe = createNewsletterSubscribeHandler(transport, {
      secret: 's'.repeat(32),
      siteOrigin: ORIGIN,
      recipientLimit: memoryRecipientLimit({ now: () => now }),
      now: () => now,
    });
    const post = async (email: string) => {
      const response = await subscribe(
        new Request(`${ORIGIN}/api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, language: 'en' }),
        }),
      );
      return { status: response.status, body: await response.text(), headers: [...response.headers] };
    };

    const first = await post('victim@example.com');
    for (const variant of ['Victim@Example.com', 'victim+1@example.com', 'victim@EXAMPLE.COM']) {
      expect(await post(variant)).toEqual(first);
    }
    expect(transport.mails).toHaveLength(1);
    expect((await post('someone.else@example.com')).status).toBe(200);
    expect(transport.mails).toHaveLength(2);

    now += 10 * MINUTE;
    await post('victim@example.com');
    now += 10 * MINUTE;
    await post('VICTIM+x@example.com');
    now += 10 * MINUTE;
    expect(await post('victim@example.com')).toEqual(first);
    expect(transport.mails).toHaveLength(4);

    now += 24 * 60 * MINUTE;
    await post('victim@example.com');
    expect(transport.mails).toHaveLength(5);
  });
});
