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

/** A token whose payload was swapped for `value`, keeping the original signature. */
function withPayload(value: unknown): string {
  const [, signature] = token().split('.');
  return `${encode(value)}.${signature}`;
}

describe('newsletter tokens', () => {
  it('verify with the secret, purpose and time they were made for', () => {
    expect(verifyToken(token(), SECRET, 'confirm', NOW)).toEqual({ ok: true, payload: PAYLOAD });
    expect(verifyToken(token({ purpose: 'unsubscribe' }), SECRET, 'unsubscribe', NOW)).toMatchObject({ ok: true });
  });

  it('are base64url without padding: payload, dot, 32-byte signature', () => {
    const [payload, signature, ...rest] = token().split('.');
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

  it('expire at their expiry, to the second', () => {
    expect(verifyToken(token(), SECRET, 'confirm', PAYLOAD.exp * 1000 - 1)).toMatchObject({ ok: true });
    expect(verifyToken(token(), SECRET, 'confirm', PAYLOAD.exp * 1000)).toEqual({
      ok: false,
      reason: 'expired',
      lang: 'it',
    });
  });

  it('refuse a confirmation token on the unsubscribe link and the other way round', () => {
    expect(verifyToken(token(), SECRET, 'unsubscribe', NOW)).toMatchObject({ ok: false, reason: 'wrong-purpose' });
    expect(verifyToken(token({ purpose: 'unsubscribe' }), SECRET, 'confirm', NOW)).toMatchObject({
      ok: false,
      reason: 'wrong-purpose',
    });
  });

  it('refuse a token signed with another secret', () => {
    expect(verifyToken(token({}, `${SECRET}-other`), SECRET, 'confirm', NOW)).toEqual({
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
  ])('refuse a payload whose %s was changed', (_, change) => {
    expect(verifyToken(withPayload({ ...PAYLOAD, ...change }), SECRET, 'confirm', NOW)).toMatchObject({
      ok: false,
      reason: 'tampered',
    });
  });

  it('refuse a payload with a field added, and a changed signature', () => {
    expect(verifyToken(withPayload({ ...PAYLOAD, admin: true }), SECRET, 'confirm', NOW)).toMatchObject({
      ok: false,
      reason: 'tampered',
    });
    const [payload, signature = ''] = token().split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(verifyToken(`${payload}.${flipped}`, SECRET, 'confirm', NOW)).toMatchObject({ reason: 'tampered' });
    expect(verifyToken(`${payload}.${signature.slice(0, -1)}`, SECRET, 'confirm', NOW)).toMatchObject({
      reason: 'tampered',
    });
    expect(verifyToken(`${payload}.${signature}A`, SECRET, 'confirm', NOW)).toMatchObject({ reason: 'tampered' });
  });

  it('refuse a signed payload that is not a token payload as malformed', () => {
    const signedJunk = (value: unknown) => signToken(value as TokenPayload, SECRET);
    expect(verifyToken(signedJunk({ ...PAYLOAD, exp: 'tomorrow' }), SECRET, 'confirm', NOW)).toMatchObject({
      reason: 'malformed',
    });
    expect(verifyToken(signedJunk([]), SECRET, 'confirm', NOW)).toMatchObject({ reason: 'malformed' });
  });

  it.each([
    '',
    '.',
    'abc',
    'a.b.c',
    `${token()}.`,
    `.${token()}`,
    token().replace('.', '.+'),
    token().replace('.', '=.'),
    'x'.repeat(MAX_TOKEN_LENGTH + 1),
    `${token()}${'A'.repeat(MAX_TOKEN_LENGTH)}`,
  ])('refuses malformed text #%# as malformed or tampered, never accepting it', (text) => {
    const check = verifyToken(text, SECRET, 'confirm', NOW);
    expect(check.ok).toBe(false);
    expect(['malformed', 'tampered']).toContain(check.ok ? undefined : check.reason);
  });

  it('refuse any string of any characters without throwing', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        expect(verifyToken(text, SECRET, 'confirm', NOW).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 40 }), (payload, signature) => {
        const text = `${Buffer.from(payload).toString('base64url')}.${Buffer.from(signature).toString('base64url')}`;
        expect(verifyToken(text, SECRET, 'confirm', NOW).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
