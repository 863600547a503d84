import { deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startInflate } from './inflate-stream';

const TEXT = new TextEncoder().encode(
  '<Types><Default Extension="xml" ContentType="application/xml"/></Types>\n'.repeat(200),
);

/** Inflates `compressed` given in pieces of `piece` bytes; answers the end and what came out. */
async function inflate(
  compressed: Uint8Array,
  limit: number,
  piece = 1000,
  format: 'deflate' | 'deflate-raw' = 'deflate-raw',
) {
  const chunks: Uint8Array[] = [];
  const inflater = startInflate(format, limit, (chunk) => {
    chunks.push(chunk);
    return true;
  });
  for (let offset = 0; offset < compressed.length; offset += piece) {
    if (!(await inflater.write(compressed.subarray(offset, offset + piece)))) break;
  }
  const end = await inflater.finish();
  return { ...end, bytes: Buffer.concat(chunks) };
}

describe('startInflate', () => {
  it('inflates data given in pieces to the end, raw deflate and zlib alike', async () => {
    const raw = await inflate(new Uint8Array(deflateRawSync(TEXT)), TEXT.length);
    expect(raw).toMatchObject({ end: 'complete', total: TEXT.length });
    expect(new Uint8Array(raw.bytes)).toEqual(TEXT);
    expect(await inflate(new Uint8Array(deflateSync(TEXT)), TEXT.length, 7, 'deflate')).toMatchObject({
      end: 'complete',
    });
  });

  it('stops once the output passes its limit: a 64 MB bomb costs a chunk, not its expansion', async () => {
    const bomb = new Uint8Array(deflateRawSync(new Uint8Array(64 * 1024 * 1024)));
    const inflated = await inflate(bomb, 1000, 64 * 1024);
    expect(inflated.end).toBe('over-limit');
    expect(inflated.total).toBeLessThan(1024 * 1024);
  });

  it('ends invalid on data that is not deflate, and stopped when the sink says so', async () => {
    expect((await inflate(new TextEncoder().encode('not deflate data, not at all'), 1000)).end).toBe('invalid');
    const inflater = startInflate('deflate-raw', TEXT.length, () => false);
    await inflater.write(new Uint8Array(deflateRawSync(TEXT)));
    expect((await inflater.finish()).end).toBe('stopped');
  });
});
