/** How inflating ended: at the end of the data, once `enough` bytes were out, or on data that is not whole deflate. */
export type Inflated = { bytes: Uint8Array; end: 'complete' | 'enough' | 'invalid' };

const ignore = () => {};

/**
 * Inflates raw deflate data with DecompressionStream('deflate-raw'), and stops reading what
 * comes out as soon as it reaches `enough` bytes: a bomb costs one chunk of output, never its
 * expansion. Data cut short (the first bytes of a larger entry) ends 'invalid' with what its
 * first bytes inflated to, as far as the stream gave it before its error.
 */
export async function inflateRaw(compressed: Uint8Array<ArrayBuffer>, enough: number): Promise<Inflated> {
  const stream = new DecompressionStream('deflate-raw');
  const reader = stream.readable.getReader();
  // Asked before the data goes in, so that the first output is taken as it comes: a stream
  // that then errors discards what it still holds.
  let reading = reader.read();
  const writer = stream.writable.getWriter();
  writer.write(compressed).catch(ignore);
  writer.close().catch(ignore);

  const chunks: Uint8Array[] = [];
  let total = 0;
  const result = (end: Inflated['end']): Inflated => ({ bytes: concat(chunks, total), end });
  try {
    for (;;) {
      const next = await reading;
      if (next.done) return result('complete');
      chunks.push(next.value);
      total += next.value.length;
      if (total >= enough) return result('enough');
      reading = reader.read();
    }
  } catch {
    return result('invalid');
  } finally {
    reader.cancel().catch(ignore);
  }
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
