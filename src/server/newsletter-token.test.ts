import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_LENGTH, newTokenId, signToken, verifyToken, type TokenPayload } from './newsletter-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const PAYLOAD: TokenPayload = {
  id: newTokenId(),
  email: 'giulia.rossi@acme.example',
  lang: 'it',
  purpose: 'confirm',
  exp: NOW / 1000 + 3600,
};

const token = (payload: Partial<TokenPayload> = {}, secret = SECRET) => signToken({ ...PAYLOAD, ...payload }, secret);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** One valid token, for the malformed variants built from it. */
const SIGNED = await token();

/** A token whose payload was swapped for `value`, keeping the original signature. */
async function withPayload(value: unknown): Promise<string> {
  const [, signature] = (await token()).split('.');
  return `${encode(value)}.${signature}`;
}

describe('newsletter tokens', () => {
  it('verify with the secret, purpose and time they were made for', async () => {
    expect(await verifyToken(await token(), SECRET, 'confirm', NOW)).toEqual({ ok: true, payload: PAYLOAD });
    expect(await verifyToken(await token({ purpose: 'unsubscribe' }), SECRET, 'unsubscribe', NOW)).toMatchObject({
      ok: true,
    });
  });

  it('are base64url without padding: payload, dot, 32-byte signature', async () => {
    const [payload, signature, ...rest] = (await token()).split('.');
    expect(rest).toEqual([]);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(signature ?? '', 'base64url')).toHaveLength(32);
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual(PAYLOAD);
  });

  it('give each subscription a new random id', () => {
    const ids = new Set(Array.from({ length: 100 }, newTokenId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('expire at their expiry, to the second', async () => {
    expect(await verifyToken(await token(), SECRET, 'confirm', PAYLOAD.exp * 1000 - 1)).toMatchObject({ ok: true });
    expect(await verifyToken(await token(), SECRET, 'confirm', PAYLOAD.exp * 1000)).toEqual({
      ok: false,
      reason: 'expired',
      lang: 'it',
    });
  });

  it('refuse a confirmation token on the unsubscribe link and the other way round', async () => {
    expect(await verifyToken(await token(), SECRET, 'unsubscribe', NOW)).toMatchObject({
      ok: false,
      reason: 'wrong-purpose',
    });
    expect(await verifyToken(await token({ purpose: 'unsubscribe' }), SECRET, 'confirm', NOW)).toMatchObject({
      ok: false,
      reason: 'wrong-purpose',
    });
  });

  it('refuse a token signed with another secret', async () => {
    expect(await verifyToken(await token({}, `${SECRET}-other`), SECRET, 'confirm', NOW)).toEqual({
      ok: false,
      reason: 'tampered',
      lang: 'it',
    });
  });

  it.each([
    ['id', { id: newTokenId() }],
    ['email', { email: 'someone.else@acme.example' }],
    ['lang', { lang: 'en' }],
    ['purpose', { purpose: 'unsubscribe' }],
    ['exp', { exp: PAYLOAD.exp + 365 * 24 * 3600 }],
  ])('refuse a payload whose %s was changed', async (_, change) => {
    expect(await verifyToken(await withPayload({ ...PAYLOAD, ...change }), SECRET, 'confirm', NOW)).toMatchObject({
      ok: false,
      reason: 'tampered',
    });
  });

  it('refuse a payload with a field added, and a changed signature', async () => {
    expect(await verifyToken(await withPayload({ ...PAYLOAD, admin: true }), SECRET, 'confirm', NOW)).toMatchObject({
      ok: false,
      reason: 'tampered',
    });
    const [payload, signature = ''] = (await token()).split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await verifyToken(`${payload}.${flipped}`, SECRET, 'confirm', NOW)).toMatchObject({ reason: 'tampered' });
    expect(await verifyToken(`${payload}.${signature.slice(0, -1)}`, SECRET, 'confirm', NOW)).toMatchObject({
      reason: 'tampered',
    });
    expect(await verifyToken(`${payload}.${signature}A`, SECRET, 'confirm', NOW)).toMatchObject({ reason: 'tampered' });
  });

  it('refuse a signed payload that is not a token payload as malformed', async () => {
    const signedJunk = (value: unknown) => signToken(value as TokenPayload, SECRET);
    expect(await verifyToken(await signedJunk({ ...PAYLOAD, exp: 'tomorrow' }), SECRET, 'confirm', NOW)).toMatchObject({
      reason: 'malformed',
    });
    expect(await verifyToken(await signedJunk([]), SECRET, 'confirm', NOW)).toMatchObject({ reason: 'malformed' });
  });

  it.each([
    '',
    '.',
    'abc',
    'a.b.c',
    `${SIGNED}.`,
    `.${SIGNED}`,
    SIGNED.replace('.', '.+'),
    SIGNED.replace('.', '=.'),
    'x'.repeat(MAX_TOKEN_LENGTH + 1),
    `${SIGNED}${'A'.repeat(MAX_TOKEN_LENGTH)}`,
  ])('refuses malformed text #%# as malformed or tampered, never accepting it', async (text) => {
    const check = await verifyToken(text, SECRET, 'confirm', NOW);
    expect(check.ok).toBe(false);
    expect(['malformed', 'tampered']).toContain(check.ok ? undefined : check.reason);
  });

  it('refuse any string of any characters without throwing', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 400 }), async (text) => {
        expect((await verifyToken(text, SECRET, 'confirm', NOW)).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.uint8Array({ maxLength: 40 }),
        async (payload, signature) => {
          const text = `${Buffer.from(payload).toString('base64url')}.${Buffer.from(signature).toString('base64url')}`;
          expect((await verifyToken(text, SECRET, 'confirm', NOW)).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * Tokens signed by the implementation before this one (Node's createHmac, Buffer's base64url),
 * computed with it and kept as they came out: links already in mailboxes must keep working.
 */
describe('tokens issued before WebCrypto', () => {
  const OLD_SECRET = 'a-secret-that-signed-links-before-webcrypto';
  const OLD_NOW = Date.UTC(2023, 10, 14);
  const issued: [TokenPayload, string][] = [
    [
      {
        id: 'q3vV0bqjM2dFh8m1x4Z9Aw',
        email: 'giulia.rossi@acme.example',
        lang: 'it',
        purpose: 'confirm',
        exp: 1893456000,
      },
      'eyJpZCI6InEzdlYwYnFqTTJkRmg4bTF4NFo5QXciLCJlbWFpbCI6ImdpdWxpYS5yb3NzaUBhY21lLmV4YW1wbGUiLCJsYW5nIjoiaXQiLCJwdXJwb3NlIjoiY29uZmlybSIsImV4cCI6MTg5MzQ1NjAwMH0.oCJwe_yob_8YX7Hhet7XnGMyVgMXzWJObuvJ0fNIX_s',
    ],
    [
      {
        id: 'Zx_-09azAZ0123456789-_',
        email: 'zoë.müller+news@exämple.org',
        lang: 'en',
        purpose: 'unsubscribe',
        exp: 1893456000,
      },
      'eyJpZCI6Ilp4Xy0wOWF6QVowMTIzNDU2Nzg5LV8iLCJlbWFpbCI6Inpvw6subcO8bGxlcituZXdzQGV4w6RtcGxlLm9yZyIsImxhbmciOiJlbiIsInB1cnBvc2UiOiJ1bnN1YnNjcmliZSIsImV4cCI6MTg5MzQ1NjAwMH0.WKsKK-UT823jKrN6xbgZ9Ls5qCvalnTY6xnTmF9LHl0',
    ],
  ];

  it.each(issued)('still verify (%o)', async (payload, old) => {
    expect(await verifyToken(old, OLD_SECRET, payload.purpose, OLD_NOW)).toEqual({ ok: true, payload });
  });

  it.each(issued)('are what the new implementation signs for the same payload (%o)', async (payload, old) => {
    expect(await signToken(payload, OLD_SECRET)).toBe(old);
  });
});
