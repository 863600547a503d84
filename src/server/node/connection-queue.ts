import type { Socket } from 'node:net';

/** One request at a time per connection; past `maxQueued` the caller closes it, so unread pipelined answers are not held. */
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
