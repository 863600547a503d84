import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateRaw } from './inflate-raw';

const deflated = (bytes: Uint8Array | string) => new Uint8Array(deflateRawSync(bytes));
const TEXT = new TextEncoder().encode(
  '<Types><Default Extension="xml" ContentType="application/xml"/></Types>\n'.repeat(200),
);

describe('inflateRaw', () => {
  it('inflates whole data to the end', async () => {
    const inflated = await inflateRaw(deflated(TEXT), TEXT.length + 1);
    expect(inflated.end).toBe('complete');
    expect(inflated.bytes).toEqual(TEXT);
  });

  it('stops once enough bytes are out: a 64 MB bomb costs one chunk, not its expansion', async () => {
    const bomb = deflated(new Uint8Array(64 * 1024 * 1024));
    const inflated = await inflateRaw(bomb, 256 * 1024 + 1);
    expect(inflated.end).toBe('enough');
    expect(inflated.bytes.length).toBeGreaterThan(256 * 1024);
    expect(inflated.bytes.length).toBeLessThan(1024 * 1024);
  });

  it('gives the first bytes of a stream cut short, then says it is not whole', async () => {
    const start = (await inflateRaw(deflated(TEXT).subarray(0, 64), 4)).bytes;
    expect(start.length).toBeGreaterThanOrEqual(4);
    expect(TEXT.subarray(0, start.length)).toEqual(start);
    const cut = await inflateRaw(deflated(TEXT).subarray(0, 64), TEXT.length + 1);
    expect(cut.end).toBe('invalid');
    expect(TEXT.subarray(0, cut.bytes.length)).toEqual(cut.bytes);
  });

  it('refuses data that is not deflate, and nothing at all, as invalid', async () => {
    expect(await inflateRaw(new TextEncoder().encode('not deflate data, not at all'), 1000)).toEqual({
      bytes: new Uint8Array(),
      end: 'invalid',
    });
    expect((await inflateRaw(new Uint8Array(), 1000)).end).toBe('invalid');
  });
});
