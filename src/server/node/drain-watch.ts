import type { IncomingMessage } from 'node:http';

/** A refused body's drained rest keeps `minBytesPerSecond` too, or a byte now and then holds the connection. */
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
