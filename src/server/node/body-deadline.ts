import { RequestTimeoutError } from '../read-body';

type Deadlines = {
  idleMs: number;
  totalMs: number;
  minBytesPerSecond?: number;
  rateWindowMs?: number;
  onTimeout: (error: RequestTimeoutError) => void;
};

/** Idle, total and rate deadlines (a trickle is never idle, yet holds an upload slot); unread time is not counted. */
export function withDeadlines(source: ReadableStream<Uint8Array>, deadlines: Deadlines) {
  const { idleMs, totalMs, minBytesPerSecond = 0, rateWindowMs = 20_000, onTimeout } = deadlines;
  const reader = source.getReader();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let idle: NodeJS.Timeout | undefined;
  const state = { finished: false };
  // A function, not the field itself: the timers change it while `pull` awaits.
  const isFinished = () => state.finished;

  const clear = () => {
    state.finished = true;
    clearInterval(rateCheck);
    clearTimeout(total);
    clearTimeout(idle);
  };
  /** A deadline passed, or the client left: a read in progress fails now, so the handler disposes of what it holds. */
  const abort = (reason: Error) => {
    if (state.finished) return;
    clear();
    if (reason instanceof RequestTimeoutError) onTimeout(reason);
    controller?.error(reason);
    reader.cancel(reason).catch(() => undefined);
  };
  const fire = (kind: 'idle' | 'total') => {
    abort(new RequestTimeoutError(kind));
  };
  const total = setTimeout(fire, totalMs, 'total');
  let receivedInWindow = 0;
  const rateCheck =
    minBytesPerSecond > 0
      ? setInterval(() => {
          if (receivedInWindow < (minBytesPerSecond * rateWindowMs) / 1000) fire('idle');
          receivedInWindow = 0;
        }, rateWindowMs)
      : undefined;

  const body = new ReadableStream<Uint8Array>(
    {
      start(started) {
        controller = started;
      },
      async pull(pulling) {
        if (state.finished) return;
        idle = setTimeout(fire, idleMs, 'idle');
        try {
          const { done, value } = await reader.read();
          clearTimeout(idle);
          if (isFinished()) return;
          if (done) {
            clear();
            pulling.close();
          } else {
            receivedInWindow += value.byteLength;
            pulling.enqueue(value);
          }
        } catch (error) {
          clearTimeout(idle);
          if (!isFinished()) {
            clear();
            pulling.error(error);
          }
        }
      },
      cancel(reason) {
        clear();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, clear, abort };
}
