import { z } from 'zod/mini';
import { LANGUAGES, type Language } from '../i18n/languages';
import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode';
import { orUndefined } from './or-undefined';

/** `<payload>.<signature>`, base64url; HMAC-SHA256 of the payload's text: the token is the whole subscription. */
export const TOKEN_PURPOSES = ['confirm', 'unsubscribe'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export type TokenPayload = {
  /** Random, 16 bytes in base64url: what the event log records, never the address. */
  id: string;
  email: string;
  lang: Language;
  purpose: TokenPurpose;
  exp: number;
};

export type TokenRefusal = 'malformed' | 'tampered' | 'expired' | 'wrong-purpose';

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: TokenRefusal; lang?: Language };

/** Longer tokens are refused before anything is decoded (a real one is about 200 characters). */
export const MAX_TOKEN_LENGTH = 1024;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const SIGNATURE_BYTES = 32;

const payloadSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  lang: z.enum(LANGUAGES),
  purpose: z.enum(TOKEN_PURPOSES),
  exp: z.number().check(z.int(), z.nonnegative()),
});

const toBase64url = (bytes: ArrayBuffer) => encodeBase64Url(bytes).replace(/=+$/, '');

export function newTokenId(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
}

const utf8 = new TextEncoder();
// Keeps a byte-order mark, as the payload's JSON was written: a leading one is not JSON.
const utf8Text = new TextDecoder('utf-8', { ignoreBOM: true });

/** The secret as an HMAC-SHA256 key (its UTF-8 bytes, as the links have always been signed). */
function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', utf8.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

export async function signToken(payload: TokenPayload, secret: string): Promise<string> {
  const encoded = toBase64url(utf8.encode(JSON.stringify(payload)).buffer);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), utf8.encode(encoded));
  return `${encoded}.${toBase64url(signature)}`;
}

function decodePayload(encoded: string): TokenPayload | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(utf8Text.decode(decodeBase64Url(encoded))));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** crypto.subtle.verify compares in constant time; a refused token's language is trusted for nothing else. */
export async function verifyToken(
  token: string,
  secret: string,
  purpose: TokenPurpose,
  nowMs = Date.now(),
): Promise<TokenCheck> {
  const parts = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
  const [encoded, sent] = parts;
  if (parts.length !== 2 || !encoded || !sent || !BASE64URL.test(encoded) || !BASE64URL.test(sent)) {
    return { ok: false, reason: 'malformed' };
  }
  const claimed = decodePayload(encoded);
  const lang = claimed ? { lang: claimed.lang } : {};
  const given = orUndefined(() => decodeBase64Url(sent));
  // base64url decoding skips the bits it cannot use: only the canonical text of 32 bytes matches.
  const canonical = given?.length === SIGNATURE_BYTES && toBase64url(given.buffer) === sent;
  const signed = canonical && (await crypto.subtle.verify('HMAC', await hmacKey(secret), given, utf8.encode(encoded)));
  if (!signed) return { ok: false, reason: 'tampered', ...lang };
  if (!claimed) return { ok: false, reason: 'malformed' };
  if (claimed.purpose !== purpose) return { ok: false, reason: 'wrong-purpose', lang: claimed.lang };
  if (claimed.exp * 1000 <= nowMs) return { ok: false, reason: 'expired', lang: claimed.lang };
  return { ok: true, payload: claimed };
}
