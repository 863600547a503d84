import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../post-limits';

export type ConnectionLimits = {
  /** Open connections in all; Node closes any past it as soon as it is accepted. */
  maxConnections: number;
  /** 0 turns it off (behind a proxy every connection is the proxy's). */
  maxConnectionsPerClient: number;
};

/** So thousands of idle sockets cannot use up the descriptors; a client keyed by its /64 as the rate limiter does. */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerClient <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = clientKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
