import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash } from './csp-hash';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('cspHash', () => {
  it('is the base64 SHA-256 the browser computes', () => {
    // The well-known hash of an empty block, as Chromium reports it.
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(cspHash('a{color:red}')).toBe(sha256('a{color:red}'));
  });

  it('hashes line ends as the HTML parser leaves them (CR LF and CR become LF)', () => {
    expect(cspHash('a{}\r\nb{}\rc{}')).toBe(cspHash('a{}\nb{}\nc{}'));
  });

  it('hashes UTF-8 bytes', () => {
    expect(cspHash('a::after{content:"→"}')).toBe(sha256('a::after{content:"→"}'));
  });
});
