import type { IncomingMessage } from 'node:http';

/**
 * A request answered before its body ended (a 429, a 503) has the rest of its body read and
 * dropped, so that the client can finish sending and read the answer. That rest must keep up
 * `minBytesPerSecond` over each `windowMs` too, or the connection is closed: else a client could
 * hold connections open for minutes with a byte now and then, each one refused.
 */
export function closeIfDrainStalls(
  incoming: IncomingMessage,
  { minBytesPerSecond, windowMs }: { minBytesPerSecond: number; windowMs: number },
): void {
  const socket = incoming.socket as IncomingMessage['socket'] | null;
  if (!socket || minBytesPerSecond <= 0 || incoming.complete || socket.destroyed) return;
  let lastRead = socket.bytesRead;
  const check = setInterval(() => {
    if (socket.bytesRead - lastRead < (minBytesPerSecond * windowMs) / 1000) socket.destroy();
    lastRead = socket.bytesRead;
  }, windowMs);
  const stop = () => {
    clearInterval(check);
  };
  incoming.once('end', stop);
  incoming.once('close', stop);
  socket.once('close', stop);
}
