export type InflateEnd = { total: number; end: 'complete' | 'over-limit' | 'invalid' | 'stopped' };

/** `write` compressed bytes as read (false once it has ended); `finish` once all are in. */
export type Inflater = { write(bytes: Uint8Array): Promise<boolean>; finish(): Promise<InflateEnd> };

const ignore = () => {};

/** Holds one piece of output at a time, whatever the data expands to; stops past `limit` or when `sink` says false. */
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
