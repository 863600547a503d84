import type { Socket } from 'node:net';

/**
 * Runs the requests of one connection one at a time, in the order they came, so that a
 * pipelining client gets no work (an open file, a buffered answer) done ahead of the answer it
 * is reading. Past `maxQueued` requests waiting on one connection, `run` refuses (the caller
 * closes the connection): browsers do not pipeline, and a client that sends thousands of
 * requests in one write and reads none of the answers must not hold them in memory.
 */
export function createConnectionQueue(maxQueued: number) {
  const queues = new WeakMap<Socket, { tail: Promise<void>; waiting: number }>();
  return {
    /** Queues `task` behind the connection's earlier requests; false when the queue is full. */
    run(socket: Socket, task: () => Promise<void>): boolean {
      const queue = queues.get(socket) ?? { tail: Promise.resolve(), waiting: 0 };
      if (queue.waiting >= maxQueued) return false;
      queue.waiting += 1;
      queue.tail = queue.tail
        .then(task)
        .catch(() => undefined)
        .finally(() => {
          queue.waiting -= 1;
        });
      queues.set(socket, queue);
      return true;
    },
  };
}
