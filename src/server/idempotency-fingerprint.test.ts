import { describe, expect, it } from 'vitest';
import { durableIdempotencyStore } from './cloudflare/guard-client';
import { guardNamespace } from './cloudflare/__fixtures__/guard-namespace';
import { createDemoRequestHandler } from './demo-request-handler';
import { createIdempotencyStore } from './idempotency';
import type { IdempotencyStore } from './ports';
import { recordingTransport } from './__fixtures__/transports';

const DEMO = {
  name: 'First Body',
  email: 'a@acme.example',
  company: 'Acme Srl',
  employees: '11-50',
  phone: '',
  message: '',
};

const stores: [string, () => IdempotencyStore][] = [
  ['in memory (Node)', () => createIdempotencyStore({ maxKeys: 100, ttlMs: 60_000 })],
  [
    'in the FormGuard Durable Object (Cloudflare)',
    () => durableIdempotencyStore(guardNamespace().namespace, { ttlMs: 60_000 }),
  ],
];

describe.each(stores)('an Idempotency-Key reused with another body, %s', (_name, makeStore) => {
  it('answers 422 and sends nothing, while the same body still gets the first answer', async () => {
    const transport = recordingTransport();
    const handler = createDemoRequestHandler(transport, { idempotency: makeStore() });
    const post = (body: object) =>
      handler(
        new Request('http://localhost/api/demo-request', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'K' },
          body: JSON.stringify(body),
        }),
      );
    expect((await post(DEMO)).status).toBe(200);
    const other = await post({ ...DEMO, name: 'Second Body', email: 'b@other.example', company: 'Other' });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: 'idempotency-key-reused' });
    const repeat = await post(DEMO);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(transport.mails).toHaveLength(1);
  });
});
