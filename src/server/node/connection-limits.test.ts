import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { limitConnections } from './connection-limits';

/** A socket as the server's 'connection' event hands it over: an address, and a close. */
class StandInSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('close');
  }
}

/** A server with the cap applied; `connect` hands it a connection from `address`. */
function cappedServer(maxConnectionsPerClient: number) {
  const server = new EventEmitter();
  limitConnections(server as unknown as Server, { maxConnections: 1000, maxConnectionsPerClient });
  return (address: string) => {
    const socket = new StandInSocket(address);
    server.emit('connection', socket);
    return socket;
  };
}

describe('the per-client connection cap', () => {
  it('counts the addresses of one IPv6 /64 as one client', () => {
    const connect = cappedServer(2);
    const kept = [connect('2001:db8:1:2::1'), connect('2001:db8:1:2:ffff::2')];
    expect(kept.map((socket) => socket.destroyed)).toEqual([false, false]);
    expect(connect('2001:db8:1:2:abcd::3').destroyed).toBe(true);
    expect(connect('2001:db8:1:3::1').destroyed).toBe(false);
  });

  it('counts an IPv4 address written as IPv4-mapped IPv6 as that address', () => {
    const connect = cappedServer(1);
    expect(connect('192.0.2.7').destroyed).toBe(false);
    expect(connect('::ffff:192.0.2.7').destroyed).toBe(true);
    expect(connect('192.0.2.8').destroyed).toBe(false);
  });

  it('gives the /64 its room back as its connections close', () => {
    const connect = cappedServer(1);
    const first = connect('2001:db8:1:2::1');
    expect(connect('2001:db8:1:2::2').destroyed).toBe(true);
    first.destroy();
    expect(connect('2001:db8:1:2::2').destroyed).toBe(false);
  });
});
