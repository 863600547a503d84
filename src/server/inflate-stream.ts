/**
 * How streaming inflation ended: the whole output was read, it passed its limit, the data was
 * not whole deflate data, or the sink asked to stop.
 */
export type InflateEnd = { total: number; end: 'complete' | 'over-limit' | 'invalid' | 'stopped' };

/** Compressed bytes go in with `write` (false once it has ended: stop writing), as they are read; `finish` once all are in. */
export type Inflater = { write(bytes: Uint8Array): Promise<boolean>; finish(): Promise<InflateEnd> };

const ignore = () => {};

/**
 * Inflates data given piece by piece with DecompressionStream, handing each piece of output to
 * `sink` as it comes (false from the sink stops it) and never holding more than one: memory stays
 * at a chunk whatever the data expands to. Stops as soon as the output passes `limit` bytes.
 */
export function startInflate(
  format: 'deflate' | 'deflate-raw',
  limit: number,
  sink: (chunk: Uint8Array) => boolean,
): Inflater {
  const stream = new DecompressionStream(format);
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let total = 0;
  let ended = false;

  const reading = (async (): Promise<InflateEnd['end']> => {
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) return 'complete';
        total += next.value.length;
        if (total > limit) return 'over-limit';
        if (!sink(next.value)) return 'stopped';
      }
    } catch {
      return 'invalid';
    }
  })().then((end) => {
    ended = true;
    // Cancelling the output errors the input side too: a write waiting on it returns.
    reader.cancel().catch(ignore);
    return { total, end };
  });

  return {
    async write(bytes) {
      if (!ended) await Promise.race([writer.write(new Uint8Array(bytes)).catch(ignore), reading]);
      return !ended;
    },
    async finish() {
      if (!ended) writer.close().catch(ignore);
      return reading;
    },
  };
}
